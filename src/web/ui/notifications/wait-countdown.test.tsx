// The countdowns of a refusal (docs/product-rules.md, "Refusals and limits"): the notice while the API
// client waits one out, and the sign-in form's inline message and button.
import { render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { healthApi } from '#contract/api/health.ts'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { call } from '../../state/api/client.ts'
import { resetAuthConfig } from '../../state/auth/sso.ts'
import { inTurn, ok, rateLimited, signedInAnswer, stubApi, unavailable } from '../../test-api.ts'
import { locationOf, renderRoute } from '../../test-utils.tsx'
import { NoticeStack } from './NoticeStack.tsx'

const seconds = (count: number) =>
  en.limits[count === 1 ? 'retryingIn_one' : 'retryingIn_other'].replace('{{count}}', String(count))
const tryAgainIn = (count: number) =>
  en.limits[count === 1 ? 'tryAgainIn_one' : 'tryAgainIn_other'].replace('{{count}}', String(count))

beforeEach(() => {
  resetAuthConfig()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('the notice of a wait', () => {
  it.each([
    { cause: 'too many requests (429)', answer: () => rateLimited(2), says: en.limits.tooManyRequests },
    {
      cause: 'the database briefly unavailable (503)',
      answer: () => unavailable(2),
      says: en.limits.serverUnavailable,
    },
  ])(
    'names its cause, $cause, counts the wait down while the request waits, and goes when it is sent again',
    async ({ answer: refusal, says }) => {
      render(
        <AppProviders>
          <NoticeStack />
        </AppProviders>,
      )
      const stack = within(screen.getByRole('region', { name: en.workspace.messages }))
      stubApi({
        'GET /api/health': inTurn(refusal, () => ok({ status: 'ok', database: 'pglite' })),
      })
      const answer = call(healthApi.get)
      const notice = await stack.findByRole('status')
      expect(notice).toHaveTextContent(`${says} ${seconds(2)}`)
      // Never both causes: the other one's words are not there.
      for (const other of [en.limits.tooManyRequests, en.limits.serverUnavailable].filter((t) => t !== says))
        expect(notice).not.toHaveTextContent(other)
      await waitFor(() => expect(notice).toHaveTextContent(seconds(1)), { timeout: 2000 })
      await expect(answer).resolves.toMatchObject({ status: 'ok' })
      await waitFor(() => expect(stack.queryByText(says, { exact: false })).toBeNull())
    },
  )
})

describe('signing in after too many attempts', () => {
  it('counts down inline with Log in disabled, then lets the user sign in with what they typed', async () => {
    const seen = stubApi({
      'GET /api/auth/config': () => ok({ sso: false }),
      'POST /api/auth/sign-in': inTurn(
        () => rateLimited(2),
        () => ok(signedInAnswer()),
      ),
      'GET /api/auth/user': () => ok(signedInAnswer().user),
    })
    const { user, router } = renderRoute('/app/sign-in')
    await user.type(await screen.findByRole('textbox', { name: en.signIn.email }), 'ada@example.com')
    await user.type(screen.getByLabelText(en.signIn.password), 'secret password')
    const submit = screen.getByRole('button', { name: en.signIn.submit })
    await user.click(submit)
    expect(await screen.findByRole('alert')).toHaveTextContent(tryAgainIn(2))
    expect(submit).toBeDisabled()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(en.limits.tryAgainNow), {
      timeout: 3000,
    })
    expect(submit).toBeEnabled()
    // Nothing typed was lost: the same form is sent again as it stands.
    await user.click(submit)
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
    const bodies = seen.filter((r) => r.path === '/api/auth/sign-in').map((r) => r.body)
    expect(bodies).toEqual([bodies[0], bodies[0]])
    expect(bodies[0]).toMatchObject({ email: 'ada@example.com', password: 'secret password' })
  })

  it('without a named wait keeps the message it always gave and Log in enabled', async () => {
    stubApi({
      'GET /api/auth/config': () => ok({ sso: false }),
      'POST /api/auth/sign-in': () => rateLimited(undefined, 'Too many attempts'),
    })
    const { user } = renderRoute('/app/sign-in')
    await user.type(await screen.findByRole('textbox', { name: en.signIn.email }), 'ada@example.com')
    await user.type(screen.getByLabelText(en.signIn.password), 'secret password')
    await user.click(screen.getByRole('button', { name: en.signIn.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.errors.rateLimited)
    expect(screen.getByRole('button', { name: en.signIn.submit })).toBeEnabled()
  })
})
