import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { readTokens, rememberReturnAddress } from '../../../state/auth/session.ts'
import { fail, ok, signedInAnswer, stubApi, type FakeRoute } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

const stub = (signUp: FakeRoute) =>
  stubApi({ 'GET /api/auth/config': () => ok({ sso: false }), 'POST /api/auth/sign-up': signUp })

async function fill(
  user: ReturnType<typeof renderRoute>['user'],
  values: { fullName?: string; email?: string; password?: string },
) {
  const name = await screen.findByRole('textbox', { name: en.signUp.fullName })
  if (values.fullName) await user.type(name, values.fullName)
  if (values.email) await user.type(screen.getByRole('textbox', { name: en.signUp.email }), values.email)
  if (values.password) await user.type(screen.getByLabelText(en.signUp.password), values.password)
  await user.click(screen.getByRole('button', { name: en.signUp.submit }))
}

describe('signing up', () => {
  it('creates the account, signs in and returns to the remembered address', async () => {
    rememberReturnAddress('/app/systems')
    const seen = stub(() => ok(signedInAnswer(), 201))
    const { user, router } = renderRoute('/app/sign-up')
    await fill(user, { fullName: ' Ada Lovelace ', email: 'ada@example.com', password: 'long enough' })
    await waitFor(() => expect(locationOf(router)).toBe('/app/systems'))
    expect(readTokens().idToken).toBe('id-1')
    expect(seen.find((r) => r.path === '/api/auth/sign-up')?.body).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'long enough',
      rememberMe: true,
    })
  })

  it('shows field messages before asking the server', async () => {
    const seen = stub(() => ok(signedInAnswer(), 201))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { email: 'not-an-address', password: 'short' })
    expect(await screen.findByText(en.signUp.errors.required)).toBeInTheDocument()
    expect(screen.getByText(en.signUp.errors.emailInvalid)).toBeInTheDocument()
    expect(screen.getByText(en.signUp.errors.passwordTooShort)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: en.signUp.fullName })).toHaveAttribute('aria-invalid', 'true')
    expect(seen.some((r) => r.path === '/api/auth/sign-up')).toBe(false)
  })

  it('keeps a field message while the field is changed, until the next attempt', async () => {
    stub(() => ok(signedInAnswer(), 201))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'short' })
    expect(await screen.findByText(en.signUp.errors.passwordTooShort)).toBeInTheDocument()
    await user.type(screen.getByLabelText(en.signUp.password), ' but longer')
    expect(screen.getByText(en.signUp.errors.passwordTooShort)).toBeInTheDocument()
  })

  it('refuses an address the contract refuses before asking the server', async () => {
    const seen = stub(() => ok(signedInAnswer(), 201))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada..lovelace@example.com', password: 'long enough' })
    expect(await screen.findByText(en.signUp.errors.emailInvalid)).toBeInTheDocument()
    expect(seen.some((r) => r.path === '/api/auth/sign-up')).toBe(false)
  })

  it('says under the e-mail field that the address has an account', async () => {
    stub(() =>
      fail(409, 'EMAIL_TAKEN', 'A user with this e-mail already exists', [
        { field: 'body.email', message: 'EMAIL_TAKEN' },
      ]),
    )
    const { user, router } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'long enough' })
    expect(await screen.findByText(en.signUp.errors.emailTaken)).toBeInTheDocument()
    expect(locationOf(router)).toBe('/app/sign-up')
    expect(readTokens().idToken).toBeNull()
  })

  it('maps the server’s field details and shows other failures for the whole form', async () => {
    stub(() => fail(422, 'VALIDATION_ERROR', 'invalid', [{ field: 'body.password', message: 'too short' }]))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'long enough' })
    expect(await screen.findByText(en.signUp.errors.passwordTooShort)).toBeInTheDocument()
  })

  it('shows the server’s reason for refusing a common password', async () => {
    stub(() =>
      fail(422, 'VALIDATION_ERROR', 'invalid', [{ field: 'body.password', message: 'PASSWORD_COMMON' }]),
    )
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'password1' })
    expect(await screen.findByText(en.signUp.errors.passwordCommon)).toBeInTheDocument()
  })

  it.each([
    ['e-mail', 'countess1815', en.signUp.errors.passwordContainsEmail],
    ['name', 'Lovelace rules', en.signUp.errors.passwordContainsName],
  ])('refuses a password with the %s in it before asking the server', async (_, password, message) => {
    const seen = stub(() => ok(signedInAnswer(), 201))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada Lovelace', email: 'countess1815@example.com', password })
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(seen.some((r) => r.path === '/api/auth/sign-up')).toBe(false)
  })

  it('says when there were too many attempts', async () => {
    stub(() => fail(429, 'RATE_LIMITED'))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'long enough' })
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signUp.errors.rateLimited)
  })

  it.each([
    ['the network fails', () => Promise.reject(new Error('offline')), en.failure.network],
    ['the server fails', () => fail(503, 'DATABASE_UNAVAILABLE'), en.failure.server],
  ])('says why when %s, and keeps what was typed', async (_, answer, reason) => {
    stub(answer)
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'long enough' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.signUp.errors.notCreated)
    expect(alert).toHaveTextContent(en.failure.kept)
    expect(alert).toHaveTextContent(reason)
    expect(screen.getByRole('textbox', { name: en.signUp.email })).toHaveValue('ada@example.com')
    expect(screen.getByLabelText(en.signUp.password)).toHaveValue('long enough')
  })

  it('keeps its own sentence for a failure that is about neither the network nor the server', async () => {
    stub(() => fail(400, 'BAD_REQUEST'))
    const { user } = renderRoute('/app/sign-up')
    await fill(user, { fullName: 'Ada', email: 'ada@example.com', password: 'long enough' })
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signUp.errors.failed)
  })
})
