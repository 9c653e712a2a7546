// Accounts and sign-in in the browser against the real server (docs/product-rules.md, "Accounts and
// sign-in").
import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { mailTo, resetLinkOf } from './outbox.ts'
import { AuthPages } from './pages/auth-pages.ts'
import { startServer } from './server.ts'

const PASSWORD = 'correct horse battery'
const newAccount = () => ({
  fullName: 'Ada Lovelace',
  email: `ada-${randomUUID()}@example.com`,
  password: PASSWORD,
})

/** Signs up through the page, then signs out again, and returns the account. */
async function existingAccount(page: Page, auth: AuthPages) {
  const account = newAccount()
  await auth.signUp(account)
  await auth.expectSignedIn()
  await auth.signOut()
  await auth.expectSignedOut()
  return account
}

test('sign up signs in at once and lands on projects; sign out calls logout and goes to the root', async ({
  page,
}) => {
  const auth = new AuthPages(page)
  const account = newAccount()
  await auth.signUp(account)
  await expect(page).toHaveURL(/\/app\/projects$/)
  await auth.expectSignedIn()
  const { accessToken, refreshToken } = await auth.storedTokens()

  const logout = page.waitForRequest((r) => r.url().endsWith('/api/auth/logout'))
  await auth.signOut()
  expect((await logout).headers()['x-refresh-token']).toBe(refreshToken)
  await auth.expectSignedOut()
  await expect(page).toHaveURL(/\/app\/projects$/)
  // The ended session is refused by the server.
  const res = await page.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${accessToken}` },
  })
  expect(res.status()).toBe(401)

  // The same address cannot be registered twice; the message shows under the field.
  await auth.signUp({ ...account, email: account.email.toUpperCase() })
  await expect(page.getByText('An account with this e-mail address already exists')).toBeVisible()
  await auth.expectSignedOut()
})

test('sign in shows each error inline and enables Log in only with both fields filled', async ({ page }) => {
  const auth = new AuthPages(page)
  const account = await existingAccount(page, auth)
  await page.goto('/app/sign-in')
  const logIn = page.getByRole('button', { name: 'Log in' })
  await expect(logIn).toBeDisabled()
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
  await expect(logIn).toBeDisabled()

  await auth.signIn({ email: `nobody-${randomUUID()}@example.com`, password: PASSWORD }, false)
  await expect(page.getByRole('alert')).toHaveText('User not found')
  await auth.signIn({ email: account.email, password: 'not the password' }, false)
  await expect(page.getByRole('alert')).toHaveText('Wrong password')
  // Code 1000 comes only from accounts made by single sign-on; the page maps it like the others.
  await page.route('**/api/auth/sign-in', (route) =>
    route.fulfill({
      status: 401,
      json: { success: false, error: { code: 1000, message: 'Authorization failed' } },
    }),
  )
  await auth.signIn({ email: account.email, password: PASSWORD }, false)
  await expect(page.getByRole('alert')).toHaveText('Authorization failed')
  await page.unroute('**/api/auth/sign-in')
  // Failures of the sign-in call never start the login redirect.
  await expect(page).toHaveURL(/\/app\/sign-in$/)
  expect(await page.evaluate(() => window.localStorage.getItem('alreadyRedirected'))).toBeNull()

  // In another language the same failure reads in that language.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Suomi' })
  await page.getByRole('textbox', { name: 'Sähköposti' }).fill(account.email)
  await page.getByLabel('Salasana', { exact: true }).fill('still not it')
  await page.getByRole('button', { name: 'Kirjaudu', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText('Väärä salasana')
  await page.getByRole('combobox', { name: 'Kieli' }).selectOption({ label: 'English' })

  await auth.signIn({ email: account.email, password: PASSWORD }, false)
  await expect(page).toHaveURL(/\/app\/projects$/)
  await auth.expectSignedIn()
  // Signed in, the sign-in and sign-up pages lead home.
  await page.goto('/app/sign-up')
  await expect(page).toHaveURL(/\/app\/projects$/)
})

test('a 401 redirects once to sign in, and signing in returns to the remembered page', async ({ page }) => {
  const auth = new AuthPages(page)
  const account = newAccount()
  await auth.signUp(account)
  await auth.expectSignedIn()

  // The session ends behind the browser's back: the next call answers 401.
  await auth.spoilTokens()
  await page.goto('/app/projects?q=hall')
  await expect(page).toHaveURL(/\/app\/sign-in$/)
  expect(await auth.storedTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })
  expect(await page.evaluate(() => window.localStorage.getItem('alreadyRedirected'))).toBe('1')

  // While the flag is set, another 401 clears it and stays where it is: no loop.
  await auth.spoilTokens()
  await page.goto('/app/projects?q=again')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/projects\?q=again$/)
  expect(await page.evaluate(() => window.localStorage.getItem('alreadyRedirected'))).toBeNull()

  // The next one redirects again; signing in comes back to where the user was.
  await auth.spoilTokens()
  await page.goto('/app/projects?q=hall')
  await expect(page).toHaveURL(/\/app\/sign-in$/)
  await auth.signIn(account, false)
  await expect(page).toHaveURL(/\/app\/projects\?q=hall$/)
  await auth.expectSignedIn()
  expect(await page.evaluate(() => window.localStorage.getItem('alreadyRedirected'))).toBeNull()
})

test('the header’s sign-in button remembers the page and comes back to it', async ({ page }) => {
  const auth = new AuthPages(page)
  const account = await existingAccount(page, auth)
  await page.goto('/app/projects?q=mine')
  await auth.header.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/app\/sign-in$/)
  await auth.signIn(account, false)
  await expect(page).toHaveURL(/\/app\/projects\?q=mine$/)
})

test('password reset through the e-mail in the outbox', async ({ page }) => {
  const auth = new AuthPages(page)
  const account = await existingAccount(page, auth)
  await page.goto('/app/sign-in')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/app\/password-reset$/)
  // The router keeps the sign-in form (which has its own E-mail box) on screen until the reset
  // screen's chunk has loaded, so wait for the reset screen itself before typing.
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`)

  const mail = await mailTo(account.email)
  expect(mail).toContain('Reset your VentNoise password')
  await page.goto(resetLinkOf(mail))
  await page.getByLabel('New password', { exact: true }).fill('a brand new passphrase')
  await page.getByLabel('Repeat the new password').fill('a brand new passphrase')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page).toHaveURL(/\/app\/sign-in$/)
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with the new password.',
  )

  await auth.signIn({ email: account.email, password: PASSWORD }, false)
  await expect(page.getByRole('alert')).toHaveText('Wrong password')
  await auth.signIn({ email: account.email, password: 'a brand new passphrase' }, false)
  await auth.expectSignedIn()

  // The link worked once.
  await auth.signOut()
  await page.goto(resetLinkOf(mail))
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase')
  await page.getByLabel('Repeat the new password').fill('yet another passphrase')
  await page.getByRole('button', { name: 'Save password' }).click()
  await expect(page.getByRole('alert')).toContainText('This link is not valid')
})

test.describe('remember me', () => {
  // A server of its own whose tokens expire in seconds: access 4 s, refresh 2 s without "remember me". The
  // short refresh token has ended, a second or more, by the time the server refuses the access token, which
  // the test can ask without using the session.
  let server: Awaited<ReturnType<typeof startServer>>
  test.beforeAll(async () => {
    test.setTimeout(150_000)
    server = await startServer({ ACCESS_TOKEN_TTL: '4', REFRESH_TOKEN_TTL_SHORT: '2' })
  })
  test.afterAll(() => server.stop())

  const userCall = (accessToken: string | null) =>
    fetch(`${server.origin}/api/auth/user`, { headers: { authorization: `Bearer ${accessToken}` } })

  /** Waits until the server refuses the page's access token, its lifetime over. */
  async function accessTokenExpired(auth: AuthPages): Promise<void> {
    const { accessToken } = await auth.storedTokens()
    expect((await userCall(accessToken)).status).toBe(200)
    await expect.poll(async () => (await userCall(accessToken)).status, { timeout: 15_000 }).toBe(401)
  }

  test('keeps the session past the short lifetime only when ticked', async ({ page }) => {
    test.slow()
    const auth = new AuthPages(page)
    const account = newAccount()
    await page.goto(`${server.origin}/app/sign-up`)
    await page.getByRole('textbox', { name: 'Full name' }).fill(account.fullName)
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Register' }).click()
    await auth.expectSignedIn()
    await auth.signOut()
    await auth.expectSignedOut()

    // Without "remember me" the session ends when its short lifetime is over.
    await page.goto(`${server.origin}/app/sign-in`)
    await auth.signIn(account, false)
    await auth.expectSignedIn()
    await accessTokenExpired(auth)
    await page.goto(`${server.origin}/app/projects`)
    await expect(page).toHaveURL(/\/app\/sign-in$/)
    expect(await auth.storedTokens()).toEqual({ accessToken: null, idToken: null, refreshToken: null })

    // With it the browser stays signed in; the expired access token is refreshed in passing.
    await auth.signIn({ ...account, rememberMe: true }, false)
    await auth.expectSignedIn()
    const before = await auth.storedTokens()
    await accessTokenExpired(auth)
    await page.goto(`${server.origin}/app/projects`)
    await auth.expectSignedIn()
    await expect.poll(async () => (await auth.storedTokens()).refreshToken).not.toBe(before.refreshToken)
    await expect(page).toHaveURL(/\/app\/projects$/)
  })
})
