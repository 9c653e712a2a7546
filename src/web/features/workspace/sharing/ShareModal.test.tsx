import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import { bodiesTo, ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { aProject, guest, me, other } from '../../../state/workspace/test-fixtures.ts'
import { isEmailAddress } from '../../../domain/email.ts'
import { ShareModal } from './ShareModal.tsx'

const project = aProject({ invitedUsers: [guest] })
const known = new Map([
  [other.email, other],
  [guest.email, guest],
  [me.email, me],
])

function renderModal() {
  // Signed in as the author: the modal reads who that is from GET /api/auth/user.
  window.localStorage.setItem('idToken', 'id')
  const user = userEvent.setup()
  render(
    <AppProviders>
      <ShareModal project={project} onClose={() => undefined} />
    </AppProviders>,
  )
  const email = screen.getByRole('textbox', { name: en.sharing.email })
  const invite = screen.getByRole('button', { name: en.sharing.invite })
  return { user, email, invite }
}

const lookedUp = (seen: readonly FakeRequest[]) =>
  seen
    .filter((r) => r.method === 'GET' && r.path === '/api/users/lookup')
    .map((r) => new URL(r.url, 'http://app.test').searchParams.get('email'))

/** The server's lookup and whatever else a test answers. */
function serve(routes: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/auth/user': () => ok(me),
    'GET /api/users/lookup': ({ url }) =>
      ok(known.get((new URL(url, 'http://app.test').searchParams.get('email') ?? '').toLowerCase()) ?? null),
    ...routes,
  })
}

beforeEach(() => {
  serve()
})

describe('sharing modal', () => {
  it('shows the author apart, the invitees with a remove control, and that full access is shared', () => {
    renderModal()
    expect(screen.getByText(en.sharing.fullAccess)).toBeInTheDocument()
    expect(screen.getByText(`${me.fullName} (${me.email})`)).toBeInTheDocument()
    const invitees = screen.getByRole('list', { name: en.sharing.sharedWith })
    expect(within(invitees).getByText(`${guest.fullName} (${guest.email})`)).toBeInTheDocument()
    expect(within(invitees).queryByText(new RegExp(me.email))).toBeNull()
    expect(screen.getByRole('button', { name: `Remove ${guest.fullName}` })).toBeInTheDocument()
  })

  it.each([
    ['not-an-address', en.sharing.errors.invalidFormat],
    ['someone@nowhere', en.sharing.errors.invalidFormat],
    ['nobody@example.com', en.sharing.errors.notFound],
    [me.email.toUpperCase(), en.sharing.errors.self],
    [guest.email, en.sharing.errors.alreadyInvited],
  ])('"%s" is refused with "%s" and Invite stays disabled', async (address, message) => {
    const { user, email, invite } = renderModal()
    await user.type(email, address)
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(invite).toBeDisabled()
  })

  it('checks only after a 300 ms pause, then enables Invite for an existing user and invites by id', async () => {
    const invited = `POST /api/projects/${project.id}/users`
    const seen = serve({ [invited]: () => ok({ ...project, invitedUsers: [guest, other] }) })
    const { user, email, invite } = renderModal()
    await user.type(email, other.email)
    expect(lookedUp(seen)).toEqual([])
    await waitFor(() => expect(invite).toBeEnabled())
    expect(lookedUp(seen)).toEqual([other.email])
    await user.click(invite)
    await waitFor(() => expect(bodiesTo(seen, invited)).toEqual([{ invitedUserId: other.id }]))
    const invitees = screen.getByRole('list', { name: en.sharing.sharedWith })
    expect(await within(invitees).findByText(`${other.fullName} (${other.email})`)).toBeInTheDocument()
    expect(email).toHaveValue('')
    expect(invite).toBeDisabled()
  })

  it('removes an invitee', async () => {
    const removed = `DELETE /api/projects/${project.id}/users/${guest.id}`
    const seen = serve({ [removed]: () => ok({ ...project, invitedUsers: [] }) })
    const { user } = renderModal()
    await user.click(screen.getByRole('button', { name: `Remove ${guest.fullName}` }))
    await waitFor(() => expect(seen.map((r) => `${r.method} ${r.path}`)).toContain(removed))
    expect(await screen.findByText(en.sharing.noInvitees)).toBeInTheDocument()
  })

  it('accepts any valid address with a top-level domain of two or more letters', () => {
    for (const ok of ['a@b.fi', 'first.last+tag@sub.example.info', 'x_y@domain.museum'])
      expect(isEmailAddress(ok)).toBe(true)
    for (const bad of ['a@b', 'a@b.c', 'a b@c.de', '@c.de', 'a@.de', 'a@b.12'])
      expect(isEmailAddress(bad)).toBe(false)
  })
})
