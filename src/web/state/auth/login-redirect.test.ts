import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authApi } from '#contract/api/auth.ts'
import { healthApi } from '#contract/api/health.ts'
import { ApiError, call } from '../api/client.ts'
import { i18n } from '../../i18n/index.ts'
import { fail, ok, stubApi } from '../../test-api.ts'
import { handleAuthFailure, installLoginRedirect, startsLoginRedirect } from './login-redirect.ts'
import { readTokens, storeTokens, takeReturnAddress } from './session.ts'
import { resetAuthConfig } from './sso.ts'

const at =
  (pathname: string, search = '') =>
  () => ({ pathname, search })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  resetAuthConfig()
  storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' })
})

describe('which failures start the login redirect', () => {
  const err = (status: number) => new ApiError(status, 'X', 'x')
  it('is 401 anywhere and 400 from the authentication service, never 422', () => {
    expect(startsLoginRedirect(err(401), healthApi.get)).toBe(true)
    expect(startsLoginRedirect(err(401), authApi.user)).toBe(true)
    expect(startsLoginRedirect(err(400), authApi.user)).toBe(true)
    expect(startsLoginRedirect(err(400), healthApi.get)).toBe(false)
    expect(startsLoginRedirect(err(422), authApi.user)).toBe(false)
    expect(startsLoginRedirect(err(403), authApi.user)).toBe(false)
  })

  it('never comes from signing in, signing up, the password reset or signing out', () => {
    for (const ep of [
      authApi.signIn,
      authApi.signUp,
      authApi.passwordReset,
      authApi.passwordResetConfirm,
      authApi.logout,
    ]) {
      expect(startsLoginRedirect(err(401), ep)).toBe(false)
      expect(startsLoginRedirect(err(400), ep)).toBe(false)
    }
  })
})

describe('the redirect', () => {
  it('clears the tokens, remembers the address and goes to the sign-in page once', async () => {
    stubApi({ 'GET /api/auth/config': () => ok({ sso: false }) })
    const navigate = vi.fn()
    handleAuthFailure({ navigate, location: at('/app/systems', '?q=hall') })
    await flush()
    expect(readTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
    expect(navigate).toHaveBeenCalledWith('/app/sign-in')
    expect(window.localStorage.getItem('alreadyRedirected')).toBe('1')
    expect(takeReturnAddress()).toBe('/app/systems?q=hall')

    // The flag is set: the next failure clears it and stays.
    handleAuthFailure({ navigate, location: at('/app/projects') })
    await flush()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem('alreadyRedirected')).toBeNull()
    // …and the one after redirects again.
    handleAuthFailure({ navigate, location: at('/app/projects') })
    await flush()
    expect(navigate).toHaveBeenCalledTimes(2)
  })

  it('goes to the single sign-on start with the language and our /authorize address when SSO is on', async () => {
    stubApi({ 'GET /api/auth/config': () => ok({ sso: true }) })
    await i18n.changeLanguage('fi')
    const leave = vi.fn()
    const navigate = vi.fn()
    handleAuthFailure({ navigate, leave, location: at('/app/project-overview') })
    await flush()
    expect(navigate).not.toHaveBeenCalled()
    const url = new URL(String(leave.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.pathname).toBe('/api/auth/sso/start')
    expect(url.searchParams.get('lang')).toBe('fi')
    expect(window.atob(url.searchParams.get('return') ?? '')).toBe(`${window.location.origin}/authorize`)
  })

  it('never remembers an authentication page, and does not redirect from the sign-in page', async () => {
    stubApi({ 'GET /api/auth/config': () => ok({ sso: false }) })
    const navigate = vi.fn()
    handleAuthFailure({ navigate, location: at('/authorize/abc') })
    handleAuthFailure({ navigate, location: at('/app/sign-in') })
    await flush()
    expect(takeReturnAddress()).toBeNull()
  })
})

describe('on the pages of a signed-out user', () => {
  it('clears an ended session but stays on sign-up, the reset request and a reset link', async () => {
    stubApi({ 'GET /api/auth/config': () => ok({ sso: false }) })
    for (const page of ['/app/sign-up', '/app/password-reset', '/app/password-reset/new']) {
      storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' })
      const navigate = vi.fn()
      handleAuthFailure({ navigate, location: at(page) })
      await flush()
      expect(navigate).not.toHaveBeenCalled()
      expect(readTokens().accessToken).toBeNull()
    }
    // Elsewhere the rule still sends the user to sign in.
    const navigate = vi.fn()
    handleAuthFailure({ navigate, location: at('/app/projects') })
    await flush()
    expect(navigate).toHaveBeenCalledWith('/app/sign-in')
  })
})

describe('installed on the API client', () => {
  let uninstall: () => void = () => undefined
  afterEach(() => uninstall())

  it('redirects on a 401 from any call but leaves a failed sign-in to the page', async () => {
    const navigate = vi.fn()
    uninstall = installLoginRedirect({ navigate, location: at('/app/projects') })
    stubApi({
      'GET /api/auth/config': () => ok({ sso: false }),
      'GET /api/auth/user': () => fail(401, 'UNAUTHORIZED'),
      'POST /api/auth/sign-in': () => fail(401, 1002, 'Wrong password'),
    })
    await expect(call(authApi.signIn, { body: { email: 'a@b.fi', password: 'x' } })).rejects.toThrow()
    await flush()
    expect(navigate).not.toHaveBeenCalled()
    expect(readTokens().idToken).toBe('i')

    await expect(call(authApi.user)).rejects.toThrow()
    await flush()
    expect(navigate).toHaveBeenCalledWith('/app/sign-in')
    expect(readTokens().idToken).toBeNull()
  })

  it('counts the 401s of calls sent together under one ended session as one failure', async () => {
    const navigate = vi.fn()
    uninstall = installLoginRedirect({ navigate, location: at('/app/projects', '?q=hall') })
    stubApi({
      'GET /api/auth/config': () => ok({ sso: false }),
      'GET /api/auth/user': () => fail(401, 'UNAUTHORIZED'),
      'GET /api/health': () => fail(401, 'UNAUTHORIZED'),
    })
    const answers = await Promise.allSettled([call(authApi.user), call(healthApi.get), call(authApi.user)])
    await flush()
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem('alreadyRedirected')).toBe('1')

    // A call made after the redirect is a failure of its own: it clears the flag and stays.
    await expect(call(authApi.user)).rejects.toThrow()
    await flush()
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(window.localStorage.getItem('alreadyRedirected')).toBeNull()
  })
})
