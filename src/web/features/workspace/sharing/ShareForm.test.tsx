// The sharing form against the real API client and the real signed-in user (fetch answered by stubApi).
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { InviteRefusal } from '#contract/api/projects.ts'
import { storeTokens } from '../../../state/auth/session.ts'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import { fail, ok, stubApi, type FakeRoute } from '../../../test-api.ts'
import { aProject, guest, me, other } from '../../../state/workspace/test-fixtures.ts'
import { INVITE_CHECK_DELAY_MS } from './invite-check.ts'
import { NoticeStack } from '../../../ui/notifications/NoticeStack.tsx'
import { ShareModal } from './ShareModal.tsx'

const project = aProject({ invitedUsers: [guest] })
const petra = {
  id: '00000000-0000-4000-8000-000000000004',
  fullName: 'Petra Person',
  email: 'petra@example.com',
}
const people = new Map([me, guest, other, petra].map((person) => [person.email, person]))
const lookup: FakeRoute = ({ url }) =>
  ok(people.get(new URL(url, 'http://app.test').searchParams.get('email') ?? '') ?? null)
const pause = () => new Promise((resolve) => setTimeout(resolve, INVITE_CHECK_DELAY_MS + 200))

function renderModal() {
  const user = userEvent.setup()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <ShareModal project={project} onClose={() => undefined} />
      <NoticeStack />
    </AppProviders>,
  )
  const email = screen.getByRole('textbox', { name: en.sharing.email })
  const invite = screen.getByRole('button', { name: en.sharing.invite })
  return { user, email, invite }
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  storeTokens({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
})

describe('sharing while the signed-in user is not known yet', () => {
  it('keeps Invite disabled until the user is loaded, then tells yourself apart', async () => {
    let answerUser: (answer: Response) => void = () => undefined
    const seen = stubApi({
      'GET /api/auth/user': () => new Promise<Response>((resolve) => (answerUser = resolve)),
      'GET /api/users/lookup': lookup,
    })
    const { user, email, invite } = renderModal()

    // Your own address (here the author's) is neither "yourself" nor "already invited" yet: nothing is known.
    await user.type(email, me.email)
    await pause()
    expect(invite).toBeDisabled()
    expect(email).not.toHaveAttribute('aria-invalid', 'true')

    // Someone else, found by the lookup: still not invitable while you are unknown.
    await user.clear(email)
    await user.type(email, other.email)
    await waitFor(() => expect(seen.some((r) => r.path === '/api/users/lookup')).toBe(true))
    await pause()
    expect(invite).toBeDisabled()

    answerUser(ok(me))
    await waitFor(() => expect(invite).toBeEnabled())
    await user.clear(email)
    await user.type(email, me.email)
    expect(await screen.findByText(en.sharing.errors.self)).toBeInTheDocument()
    expect(invite).toBeDisabled()
  })
})

describe('an invite the server refuses (422)', () => {
  it.each([
    [InviteRefusal.alreadyInvited, en.sharing.errors.alreadyInvited],
    [InviteRefusal.notFound, en.sharing.errors.notFound],
    [InviteRefusal.self, en.sharing.errors.self],
    ['User id is required', en.sharing.errors.invite],
  ])('"%s" is shown under the e-mail field as "%s"', async (refusal, shown) => {
    const seen = stubApi({
      'GET /api/auth/user': () => ok(me),
      'GET /api/users/lookup': lookup,
      [`POST /api/projects/${project.id}/users`]: () =>
        fail(422, 'VALIDATION_ERROR', refusal, [{ field: 'body.invitedUserId', message: refusal }]),
    })
    const { user, email, invite } = renderModal()
    await user.type(email, other.email)
    await waitFor(() => expect(invite).toBeEnabled())
    await user.click(invite)

    await waitFor(() => expect(email).toHaveAccessibleDescription(shown))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(invite).toBeDisabled()
    expect(screen.queryByRole('alert')).toBeNull() // said at the field, not as a notification
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1)
    expect(console.warn).toHaveBeenCalledWith('invite', expect.objectContaining({ status: 422 }))

    // Another address is checked afresh.
    await user.clear(email)
    await user.type(email, petra.email)
    await waitFor(() => expect(invite).toBeEnabled())
    expect(email).not.toHaveAccessibleDescription(shown)
  })

  it('a failure that is not a refusal stays a notification', async () => {
    stubApi({
      'GET /api/auth/user': () => ok(me),
      'GET /api/users/lookup': lookup,
      [`POST /api/projects/${project.id}/users`]: () => fail(500, 'INTERNAL', 'Something went wrong'),
    })
    const { user, email, invite } = renderModal()
    await user.type(email, other.email)
    await waitFor(() => expect(invite).toBeEnabled())
    await user.click(invite)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.sharing.errors.invite)
    expect(email).not.toHaveAttribute('aria-invalid', 'true')
  })
})
