// Refusals as the user sees them (docs/product-rules.md, "Refusals and limits"): a 429 is counted down
// and the request sent again, nothing typed is lost, and an ended session behind a refusal still ends in
// the sign-in page; a keyed create whose answer was lost to a 503 is sent again and stored once. The test
// server runs without the limits (e2e/serve.mjs), so the one refusal of each test is shaped with page.route;
// everything after it is the real server's answer.
import { expect, test, type Page } from '@playwright/test'
import { signedInPage, signUpAccount, WorkspacePages } from './pages/workspace-pages.ts'

/** The next request to `path` with `method` is refused as the server's limits refuse, with Retry-After. */
async function refuseOnce(page: Page, method: string, path: string, seconds: number): Promise<() => number> {
  let refused = 0
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() !== method || refused > 0) return route.fallback()
      refused += 1
      await route.fulfill({
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
        body: JSON.stringify({
          success: false,
          error: {
            code: 'RATE_LIMITED',
            message: `Too many attempts. Wait ${seconds} seconds and try again.`,
            details: [],
          },
        }),
      })
    },
  )
  return () => refused
}

const notices = (page: Page) => page.getByRole('region', { name: 'Messages' })

test('a new project refused with 429 is counted down, sent again and saved as typed', async ({
  browser,
  request,
}) => {
  const account = await signUpAccount(request, 'Rita Refused')
  const w = new WorkspacePages(await signedInPage(browser, account))
  await w.openProjects()
  const refused = await refuseOnce(w.page, 'POST', '/api/projects', 3)

  await w.page.getByRole('button', { name: 'Create new project' }).click()
  const dialog = w.dialog('New project')
  await dialog.getByRole('textbox', { name: 'Project name' }).fill('Harbour library')
  await dialog.getByRole('textbox', { name: 'Project number' }).fill('HL-7')
  await dialog.getByRole('textbox', { name: 'Customer' }).fill('City of Turku')
  await dialog.getByRole('button', { name: 'Next' }).click()

  const wait = notices(w.page)
    .getByRole('status')
    .filter({ hasText: 'Too many requests came from your network.' })
  await expect(wait).toContainText(/Sending again automatically in [23] seconds\./)
  await expect(wait).toContainText('Sending again automatically in 1 second.')
  expect(refused()).toBe(1)

  await expect(w.page).toHaveURL(/\/app\/systems$/)
  await expect(w.page.getByRole('heading', { level: 2, name: 'Harbour library' })).toBeVisible()
  await expect(wait).toHaveCount(0)
  await expect(notices(w.page).getByRole('alert')).toHaveCount(0)
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const { data } = (await (await request.get('/api/projects', { headers })).json()) as {
    data: { name: string; number: string; contactData: string }[]
  }
  expect(data).toEqual([
    expect.objectContaining({ name: 'Harbour library', number: 'HL-7', contactData: 'City of Turku' }),
  ])
})

test('an ended session refused with 429 waits, asks again and goes to sign in, not to an error', async ({
  browser,
  request,
}) => {
  const account = await signUpAccount(request, 'Erik Ended')
  // The session has ended: the access token is no longer taken and the refresh token is gone.
  const page = await signedInPage(browser, { ...account, accessToken: 'ended', refreshToken: 'ended' })
  // The first call of the page asks who the user is; behind an address past the failure limit, that is
  // refused too.
  const refused = await refuseOnce(page, 'GET', '/api/auth/user', 2)
  await page.goto('/app/projects')

  await expect(notices(page).getByRole('status')).toContainText('Too many requests came from your network.')
  expect(refused()).toBe(1)
  await expect(page).toHaveURL(/\/app\/sign-in$/)
  await expect(page.getByText('Projects could not be loaded.')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
})

test('a new project whose answer is lost to a 503 is counted down, sent again with its key and stored once', async ({
  browser,
  request,
}) => {
  const account = await signUpAccount(request, 'Una Unavailable')
  const w = new WorkspacePages(await signedInPage(browser, account))
  await w.openProjects()
  // The worst case of a 503: the create reached the server and was stored, and only its answer was lost.
  let lost = 0
  await w.page.route(
    (url) => url.pathname === '/api/projects',
    async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback()
      lost += 1
      expect((await route.fetch()).status()).toBe(201)
      await route.fulfill({
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        body: JSON.stringify({
          success: false,
          error: {
            code: 'UNAVAILABLE',
            message: 'The database cannot be reached; try again shortly',
            details: [],
          },
        }),
      })
    },
  )

  await w.page.getByRole('button', { name: 'Create new project' }).click()
  const dialog = w.dialog('New project')
  await dialog.getByRole('textbox', { name: 'Project name' }).fill('Harbour library')
  await dialog.getByRole('button', { name: 'Next' }).click()

  const wait = notices(w.page).getByRole('status').filter({ hasText: 'The server is briefly unavailable.' })
  await expect(wait).toContainText('Sending again automatically in 1 second.')
  await expect(w.page).toHaveURL(/\/app\/systems$/)
  await expect(w.page.getByRole('heading', { level: 2, name: 'Harbour library' })).toBeVisible()
  expect(lost).toBe(1)
  await expect(notices(w.page).getByRole('alert')).toHaveCount(0)
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const { data } = (await (await request.get('/api/projects', { headers })).json()) as {
    data: { name: string }[]
  }
  expect(data.map((project) => project.name)).toEqual(['Harbour library'])
})
