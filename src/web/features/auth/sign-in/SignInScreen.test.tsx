import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { i18n } from '../../../i18n/index.ts'
import { ok, signedInAnswer, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

describe('sign-in page', () => {
  it('has e-mail, password, remember me and the forgot-password and register links', async () => {
    renderRoute('/app/sign-in')
    await screen.findByRole('heading', { level: 1, name: en.signIn.title })
    expect(screen.getByRole('textbox', { name: en.signIn.email })).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(en.signIn.password)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('checkbox', { name: en.signIn.rememberMe })).not.toBeChecked()
    expect(screen.getByRole('link', { name: en.signIn.forgotPassword })).toHaveAttribute(
      'href',
      '/app/password-reset',
    )
    expect(screen.getByRole('link', { name: en.signIn.register })).toHaveAttribute('href', '/app/sign-up')
  })

  it('enables Log in only while both fields are filled', async () => {
    const { user } = renderRoute('/app/sign-in')
    const submit = await screen.findByRole('button', { name: en.signIn.submit })
    const email = screen.getByRole('textbox', { name: en.signIn.email })
    const password = screen.getByLabelText(en.signIn.password)
    expect(submit).toBeDisabled()

    await user.type(email, 'designer@example.com')
    expect(submit).toBeDisabled()
    await user.type(password, 'secret-password')
    expect(submit).toBeEnabled()

    await user.clear(email)
    expect(submit).toBeDisabled()
    await user.type(email, '   ')
    expect(submit).toBeDisabled()
    await user.type(email, 'a@b.fi')
    expect(submit).toBeEnabled()
    await user.clear(password)
    expect(submit).toBeDisabled()
  })

  it('names the show-password toggle in the chosen language and says whether the password shows', async () => {
    await i18n.changeLanguage('fi')
    try {
      const { user } = renderRoute('/app/sign-in')
      const password = await screen.findByLabelText(fi.signIn.password)
      const toggle = screen.getByRole('button', { name: fi.common.showPassword })
      expect(toggle).toHaveAttribute('aria-pressed', 'false')
      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-pressed', 'true')
      expect(password).toHaveAttribute('type', 'text')
    } finally {
      await i18n.changeLanguage('en')
    }
  })

  it.each(['/app/sign-in', '/app/sign-up'])('%s redirects home when already signed in', async (path) => {
    window.localStorage.setItem('idToken', 'id')
    stubApi({ 'GET /api/auth/user': () => ok(signedInAnswer().user) })
    const { router } = renderRoute(path)
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
  })
})

describe('sign-up page', () => {
  it('has full name, e-mail, password, Register and a link to sign-in', async () => {
    renderRoute('/app/sign-up')
    await screen.findByRole('heading', { level: 1, name: en.signUp.title })
    expect(screen.getByRole('textbox', { name: en.signUp.fullName })).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: en.signUp.email })).toBeInTheDocument()
    expect(screen.getByLabelText(en.signUp.password)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: en.signUp.submit })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.signUp.signIn })).toHaveAttribute('href', '/app/sign-in')
  })
})
