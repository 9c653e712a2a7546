import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { projectCalls, userCalls } from '../../api/projects.ts'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { aProject, guest, me, other } from '../workspace/test-fixtures.ts'
import { isInviteEmail } from './invite-check.ts'
import { ShareModal } from './ShareModal.tsx'

vi.mock('../../api/projects.ts', () => ({
  projectCalls: { invite: vi.fn(), removeMember: vi.fn() },
  userCalls: { lookup: vi.fn() },
}))
vi.mock('../../auth/useCurrentUser.ts', () => ({ useCurrentUser: () => ({ user: me, loading: false }) }))

const projects = vi.mocked(projectCalls)
const users = vi.mocked(userCalls)
const project = aProject({ invitedUsers: [guest] })
const known = new Map([
  [other.email, other],
  [guest.email, guest],
  [me.email, me],
])

function renderModal() {
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

beforeEach(() => {
  vi.clearAllMocks()
  users.lookup.mockImplementation((email) => Promise.resolve(known.get(email.toLowerCase()) ?? null))
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
    projects.invite.mockResolvedValue({ ...project, invitedUsers: [guest, other] })
    const { user, email, invite } = renderModal()
    await user.type(email, other.email)
    expect(users.lookup).not.toHaveBeenCalled()
    await waitFor(() => expect(invite).toBeEnabled())
    expect(users.lookup).toHaveBeenCalledTimes(1)
    expect(users.lookup).toHaveBeenCalledWith(other.email, expect.anything())
    await user.click(invite)
    expect(projects.invite).toHaveBeenCalledWith(project.id, other.id)
    const invitees = screen.getByRole('list', { name: en.sharing.sharedWith })
    expect(await within(invitees).findByText(`${other.fullName} (${other.email})`)).toBeInTheDocument()
    expect(email).toHaveValue('')
    expect(invite).toBeDisabled()
  })

  it('removes an invitee', async () => {
    projects.removeMember.mockResolvedValue({ ...project, invitedUsers: [] })
    const { user } = renderModal()
    await user.click(screen.getByRole('button', { name: `Remove ${guest.fullName}` }))
    expect(projects.removeMember).toHaveBeenCalledWith(project.id, guest.id)
    expect(await screen.findByText(en.sharing.noInvitees)).toBeInTheDocument()
  })

  it('accepts any valid address with a top-level domain of two or more letters', () => {
    for (const ok of ['a@b.fi', 'first.last+tag@sub.example.info', 'x_y@domain.museum'])
      expect(isInviteEmail(ok)).toBe(true)
    for (const bad of ['a@b', 'a@b.c', 'a b@c.de', '@c.de', 'a@.de', 'a@b.12'])
      expect(isInviteEmail(bad)).toBe(false)
  })
})
