import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { resetAuthConfig } from '../../../state/auth/sso.ts'
import { readTokens, rememberReturnAddress } from '../../../state/auth/session.ts'
import { fail, ok, signedInAnswer, stubApi, type FakeRoute } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

beforeEach(() => {
  resetAuthConfig()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

function stub(signIn: FakeRoute, sso = false) {
  return stubApi({
    'GET /api/auth/config': () => ok({ sso }),
    'POST /api/auth/sign-in': signIn,
    'GET /api/auth/user': () => ok(signedInAnswer().user),
  })
}

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user'], rememberMe = false) {
  await user.type(await screen.findByRole('textbox', { name: en.signIn.email }), ' ada@example.com ')
  await user.type(screen.getByLabelText(en.signIn.password), 'secret password')
  if (rememberMe) await user.click(screen.getByRole('checkbox', { name: en.signIn.rememberMe }))
  await user.click(screen.getByRole('button', { name: en.signIn.submit }))
}

describe('signing in', () => {
  it('stores the three tokens and returns to the remembered address', async () => {
    rememberReturnAddress('/app/systems?q=hall')
    window.localStorage.setItem('alreadyRedirected', '1')
    const seen = stub(() => ok(signedInAnswer()))
    const { user, router } = renderRoute('/app/sign-in')
    await fillAndSubmit(user, true)
    await waitFor(() => expect(locationOf(router)).toBe('/app/systems?q=hall'))
    expect(readTokens()).toEqual({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
    expect(window.localStorage.getItem('alreadyRedirected')).toBeNull()
    expect(seen.find((r) => r.path === '/api/auth/sign-in')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret password',
      rememberMe: true,
    })
  })

  it('goes to projects when no address was remembered', async () => {
    stub(() => ok(signedInAnswer()))
    const { user, router } = renderRoute('/app/sign-in')
    await fillAndSubmit(user)
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
  })

  it.each([
    [1000, en.signIn.errors.authFailed],
    [1001, en.signIn.errors.userNotFound],
    [1002, en.signIn.errors.wrongPassword],
    [1234, en.signIn.errors.authFailed],
    ['VALIDATION_ERROR', en.signIn.errors.authFailed],
  ])('shows code %s inline as "%s" and stays on the page', async (code, message) => {
    stub(() => fail(code === 'VALIDATION_ERROR' ? 422 : 401, code))
    const { user, router } = renderRoute('/app/sign-in')
    await fillAndSubmit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(locationOf(router)).toBe('/app/sign-in')
    expect(readTokens().idToken).toBeNull()
    expect(screen.getByRole('button', { name: en.signIn.submit })).toBeEnabled()
  })

  it('says so when there were too many attempts', async () => {
    stub(() => fail(429, 'RATE_LIMITED', 'Too many attempts'))
    const { user } = renderRoute('/app/sign-in')
    await fillAndSubmit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.errors.rateLimited)
  })

  it('keeps Log in disabled while the request is pending', async () => {
    let answer: (r: Response) => void = () => undefined
    stub(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user, router } = renderRoute('/app/sign-in')
    await fillAndSubmit(user)
    await waitFor(() => expect(screen.getByRole('button', { name: en.signIn.submit })).toBeDisabled())
    answer(ok(signedInAnswer()))
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
  })

  it('refuses a user without full name as "User data is invalid" and stays signed out', async () => {
    const answer = signedInAnswer()
    stub(() => ok({ ...answer, user: { ...answer.user, fullName: '' } }))
    const { user } = renderRoute('/app/sign-in')
    await fillAndSubmit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.errors.authFailed)
    expect(readTokens().idToken).toBeNull()
    expect(console.error).toHaveBeenCalledWith(
      'Sign-in failed',
      expect.objectContaining({ message: 'User data is invalid' }),
    )
  })

  it('shows the "or use SSO" link only when single sign-on is configured', async () => {
    stub(() => ok(signedInAnswer()), true)
    renderRoute('/app/sign-in')
    const link = await screen.findByRole('link', { name: en.signIn.useSso })
    const url = new URL(link.getAttribute('href') ?? '', 'http://localhost')
    expect(url.pathname).toBe('/api/auth/sso/start')
    expect(url.searchParams.get('lang')).toBe('en')
  })

  it('has no SSO link without single sign-on, and shows a failed one inline', async () => {
    stub(() => ok(signedInAnswer()), false)
    renderRoute('/app/sign-in?sso=failed')
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.errors.authFailed)
    await screen.findByRole('button', { name: en.signIn.submit })
    expect(screen.queryByRole('link', { name: en.signIn.useSso })).toBeNull()
  })
})
