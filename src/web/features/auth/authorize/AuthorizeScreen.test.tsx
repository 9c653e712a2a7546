import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { readTokens, rememberReturnAddress } from '../../../state/auth/session.ts'
import { fail, ok, signedInAnswer, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('/authorize/{loginIdentifier}', () => {
  it('exchanges the identifier once, stores the tokens and returns to the remembered address', async () => {
    rememberReturnAddress('/app/project-overview')
    const seen = stubApi({
      'GET /api/auth/authorize/one-time-id': () => ok(signedInAnswer()),
      'GET /api/auth/user': () => ok(signedInAnswer().user),
    })
    const { router } = renderRoute('/authorize/one-time-id')
    await waitFor(() => expect(locationOf(router)).toBe('/app/project-overview'))
    expect(readTokens()).toEqual({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1' })
    expect(seen.filter((r) => r.path === '/api/auth/authorize/one-time-id')).toHaveLength(1)
  })

  it('goes to projects when nothing was remembered', async () => {
    stubApi({ 'GET /api/auth/authorize/x': () => ok(signedInAnswer()) })
    const { router } = renderRoute('/authorize/x')
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
  })

  it('says when the identifier is refused and offers to sign in again', async () => {
    stubApi({ 'GET /api/auth/authorize/used': () => fail(401, 'LOGIN_IDENTIFIER_INVALID') })
    renderRoute('/authorize/used')
    expect(await screen.findByRole('alert')).toHaveTextContent(en.authorize.failed)
    expect(screen.getByRole('link', { name: en.authorize.signInAgain })).toHaveAttribute(
      'href',
      '/app/sign-in',
    )
    expect(readTokens().idToken).toBeNull()
  })
})
