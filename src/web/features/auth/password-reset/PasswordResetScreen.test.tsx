import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/locales/en.json'
import et from '../../../i18n/locales/et.json'
import { i18n } from '../../../i18n/index.ts'
import { fail, ok, signedInAnswer, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

describe('forgot password', () => {
  it('asks for a link in the chosen language and says the same whether or not the address exists', async () => {
    const seen = stubApi({ 'POST /api/auth/password-reset': () => ok({}) })
    await i18n.changeLanguage('sv')
    const { user } = renderRoute('/app/password-reset')
    await i18n.changeLanguage('en')
    await user.type(await screen.findByRole('textbox', { name: en.passwordReset.email }), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: en.passwordReset.submit }))
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for ada@example.com')
    expect(seen.find((r) => r.path === '/api/auth/password-reset')?.body).toEqual({
      email: 'ada@example.com',
      lang: 'en',
    })
  })

  it('checks the address first and shows a refusal of the server', async () => {
    stubApi({ 'POST /api/auth/password-reset': () => fail(429, 'RATE_LIMITED') })
    const { user } = renderRoute('/app/password-reset')
    const field = await screen.findByRole('textbox', { name: en.passwordReset.email })
    await user.type(field, 'nope')
    await user.click(screen.getByRole('button', { name: en.passwordReset.submit }))
    expect(await screen.findByText(en.passwordReset.errors.emailInvalid)).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: en.passwordReset.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.passwordReset.errors.rateLimited)
  })

  it('clears the refusal of the server at the next attempt, also one the address check stops', async () => {
    const seen = stubApi({ 'POST /api/auth/password-reset': () => fail(429, 'RATE_LIMITED') })
    const { user } = renderRoute('/app/password-reset')
    const field = await screen.findByRole('textbox', { name: en.passwordReset.email })
    await user.type(field, 'ada@example.com')
    await user.click(screen.getByRole('button', { name: en.passwordReset.submit }))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.passwordReset.errors.rateLimited)
    await user.clear(field)
    await user.type(field, 'ada@example')
    await user.click(screen.getByRole('button', { name: en.passwordReset.submit }))
    expect(await screen.findByText(en.passwordReset.errors.emailInvalid)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(seen.filter((r) => r.path === '/api/auth/password-reset')).toHaveLength(1)
  })

  it.each(['/app/password-reset', '/app/password-reset/new#token=abc'])(
    '%s redirects home when already signed in',
    async (path) => {
      window.localStorage.setItem('idToken', 'id')
      stubApi({ 'GET /api/auth/user': () => ok(signedInAnswer().user) })
      const { router } = renderRoute(path)
      await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
    },
  )
})

describe('forgot password when the network or the server fails', () => {
  it('says the link was not sent, why, and keeps the address', async () => {
    stubApi({
      'POST /api/auth/password-reset': () => {
        throw new Error('offline')
      },
    })
    const { user } = renderRoute('/app/password-reset')
    await user.type(await screen.findByRole('textbox', { name: en.passwordReset.email }), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: en.passwordReset.submit }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.passwordReset.errors.notSent)
    expect(alert).toHaveTextContent(en.failure.network)
    expect(screen.getByRole('textbox', { name: en.passwordReset.email })).toHaveValue('ada@example.com')
  })
})

describe('new password', () => {
  const fillTwice = async (user: ReturnType<typeof renderRoute>['user'], first: string, second = first) => {
    await user.type(await screen.findByLabelText(en.newPassword.password), first)
    await user.type(screen.getByLabelText(en.newPassword.repeat), second)
    await user.click(screen.getByRole('button', { name: en.newPassword.submit }))
  }

  it('sets the password with the token of the link and sends the user to sign in', async () => {
    const seen = stubApi({ 'POST /api/auth/password-reset/confirm': () => ok({}) })
    const { user, router } = renderRoute('/app/password-reset/new#token=the-token')
    await fillTwice(user, 'a new passphrase')
    await waitFor(() => expect(locationOf(router)).toBe('/app/sign-in'))
    expect(seen.find((r) => r.path === '/api/auth/password-reset/confirm')?.body).toEqual({
      token: 'the-token',
      password: 'a new passphrase',
    })
    expect(await screen.findByRole('status')).toHaveTextContent(en.newPassword.changed)
  })

  it('wants the same password twice, of the least length', async () => {
    const seen = stubApi({})
    const { user } = renderRoute('/app/password-reset/new#token=t')
    await fillTwice(user, 'a new passphrase', 'another one')
    expect(await screen.findByText(en.newPassword.errors.passwordsDiffer)).toBeInTheDocument()
    // The footer's catalogue notice may load; no password call is made.
    expect(seen.filter((request) => request.path.startsWith('/api/auth'))).toHaveLength(0)
  })

  it('says both at once when the password is too short and the two differ', async () => {
    const seen = stubApi({})
    const { user } = renderRoute('/app/password-reset/new#token=t')
    await fillTwice(user, 'short', 'shorter')
    expect(await screen.findByText(en.newPassword.errors.passwordTooShort)).toBeInTheDocument()
    expect(screen.getByText(en.newPassword.errors.passwordsDiffer)).toBeInTheDocument()
    expect(seen.filter((request) => request.path.startsWith('/api/auth'))).toHaveLength(0)
  })

  it('says a used or expired link is no good and offers a new one', async () => {
    stubApi({
      'POST /api/auth/password-reset/confirm': () =>
        fail(422, 'VALIDATION_ERROR', 'invalid', [{ field: 'body.token', message: 'RESET_TOKEN_INVALID' }]),
    })
    const { user } = renderRoute('/app/password-reset/new#token=old')
    await fillTwice(user, 'a new passphrase')
    expect(await screen.findByRole('alert')).toHaveTextContent(en.newPassword.errors.tokenInvalid)
    expect(screen.getByRole('link', { name: en.newPassword.askAgain })).toHaveAttribute(
      'href',
      '/app/password-reset',
    )
  })

  it('shows the server’s reason for refusing a guessable password, in the user’s language', async () => {
    stubApi({
      'POST /api/auth/password-reset/confirm': () =>
        fail(422, 'VALIDATION_ERROR', 'invalid', [
          { field: 'body.password', message: 'PASSWORD_CONTAINS_NAME' },
        ]),
    })
    await i18n.changeLanguage('et')
    try {
      const { user } = renderRoute('/app/password-reset/new#token=t')
      await user.type(await screen.findByLabelText(et.newPassword.password), 'grace hopper 1906')
      await user.type(screen.getByLabelText(et.newPassword.repeat), 'grace hopper 1906')
      await user.click(screen.getByRole('button', { name: et.newPassword.submit }))
      expect(await screen.findByText(et.newPassword.errors.passwordContainsName)).toBeInTheDocument()
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it('says so at once when the address has no token', async () => {
    renderRoute('/app/password-reset/new')
    expect(await screen.findByRole('alert')).toHaveTextContent(en.newPassword.errors.tokenInvalid)
    expect(screen.getByRole('button', { name: en.newPassword.submit })).toBeDisabled()
  })

  it('says the password was not changed and why when the server fails, keeping both fields', async () => {
    stubApi({ 'POST /api/auth/password-reset/confirm': () => fail(500, 'INTERNAL_ERROR') })
    const { user } = renderRoute('/app/password-reset/new#token=t')
    await fillTwice(user, 'a new passphrase')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.newPassword.errors.notChanged)
    expect(alert).toHaveTextContent(en.failure.server)
    expect(alert).not.toHaveTextContent(en.newPassword.errors.failed)
    expect(screen.getByLabelText(en.newPassword.password)).toHaveValue('a new passphrase')
    expect(screen.getByLabelText(en.newPassword.repeat)).toHaveValue('a new passphrase')
  })
})
