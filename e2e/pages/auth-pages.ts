// Page objects of the account screens: sign in, sign up, and the header's sign-in and sign-out.
import { expect, type Page } from '@playwright/test'

export class AuthPages {
  constructor(private readonly page: Page) {}

  get header() {
    return this.page.getByRole('banner')
  }

  async signUp(values: { fullName: string; email: string; password: string }): Promise<void> {
    await this.page.goto('/app/sign-up')
    await this.page.getByRole('textbox', { name: 'Full name' }).fill(values.fullName)
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(values.email)
    await this.page.getByLabel('Password', { exact: true }).fill(values.password)
    await this.page.getByRole('button', { name: 'Register' }).click()
  }

  /** Fills the sign-in form on the current page (or opens it) and presses Log in. */
  async signIn(
    values: { email: string; password: string; rememberMe?: boolean },
    open = true,
  ): Promise<void> {
    if (open) await this.page.goto('/app/sign-in')
    await this.page.getByRole('textbox', { name: 'E-mail' }).fill(values.email)
    await this.page.getByLabel('Password', { exact: true }).fill(values.password)
    if (values.rememberMe) await this.page.getByRole('checkbox', { name: 'Remember me' }).check()
    await this.page.getByRole('button', { name: 'Log in' }).click()
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.header.getByRole('button', { name: 'Sign out' })).toBeVisible()
    const tokens = await this.storedTokens()
    for (const token of [tokens.accessToken, tokens.idToken, tokens.refreshToken]) expect(token).toBeTruthy()
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.header.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await this.storedTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
  }

  async signOut(): Promise<void> {
    await this.header.getByRole('button', { name: 'Sign out' }).click()
  }

  /** The tokens under their storage keys (docs/product-rules.md, "Tokens and headers"). */
  storedTokens() {
    return this.page.evaluate(() => ({
      accessToken: window.localStorage.getItem('accessToken'),
      idToken: window.localStorage.getItem('idToken'),
      refreshToken: window.localStorage.getItem('refreshToken'),
    }))
  }

  /**
   * What an ended session looks like to the browser: tokens the server no longer accepts. They are written
   * from a same-origin page that runs none of the app (the health answer), so that no call of the open page
   * can meet them before the next page does (a late call of the open page once redirected to sign-in first,
   * and the next page then met a second 401).
   */
  async spoilTokens(): Promise<void> {
    await this.page.goto('/api/health')
    await this.page.evaluate(() => {
      window.localStorage.setItem('accessToken', 'expired')
      window.localStorage.setItem('idToken', 'stale-id-token')
      window.localStorage.setItem('refreshToken', 'revoked')
    })
  }
}
