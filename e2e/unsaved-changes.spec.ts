// A chain change whose save never landed before the tab died (the server answered 503 throughout) is kept
// in the browser and saved when the app is opened again (docs/product-rules.md, "Recalculation and saving").
// The tab is crashed rather than closed: a closed page's keepalive save escaped the route in Chromium and reached
// the server, which is the other path to not losing the change, not this one.
import { expect, test } from '@playwright/test'
import { openSystem, OverviewPage } from './pages/overview-pages.ts'

test.describe.configure({ timeout: 90_000 })

test('a change made while the server is down is saved when the app is opened again', async ({
  browser,
  request,
}) => {
  const { page, systemId, account } = await openSystem(browser, request)
  const context = page.context()
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const storedItems = async () => {
    const res = await request.get(`/api/systems/${systemId}`, { headers })
    const { data } = (await res.json()) as { data: { items: { productId: string }[] } }
    return data.items.map((item) => item.productId)
  }
  const before = await storedItems()
  expect(before).toEqual(['nrf-250', 'kso-160', 'bend-90'])

  // Every save of this system fails as a server whose database is down would.
  const saves = `**/api/projects/*/systems/${systemId}`
  await page.route(saves, (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 503,
          headers: { 'Retry-After': '5' },
          json: {
            success: false,
            error: { code: 'UNAVAILABLE', message: 'Database unavailable', details: [] },
          },
        })
      : route.fallback(),
  )
  const o = new OverviewPage(page)
  const refused = page.waitForResponse((r) => r.request().method() === 'PUT' && r.status() === 503)
  await o.card('Diffuser KSO').getByRole('button', { name: 'Remove one Diffuser KSO' }).click()
  await refused
  await expect(page.getByText('The system has not been saved yet.', { exact: false })).toBeVisible()
  await expect(o.card('Diffuser KSO')).toHaveCount(0)
  // The tab dies as a crashed renderer does: no pagehide, nothing sent on leaving.
  const devtools = await context.newCDPSession(page)
  // Page.crash never answers: the renderer that would answer is gone.
  const crashed = page.waitForEvent('crash')
  void devtools.send('Page.crash').catch(() => undefined)
  await crashed
  // Nothing reached the server.
  expect(await storedItems()).toEqual(before)

  // The server is back (the new page has no failing route); the same browser, with its storage, opens the
  // app again.
  const again = await context.newPage()
  await again.goto('/app/projects')
  await expect(
    again.getByText(
      'Unsaved changes to the system “Supply ahu-3” from your last session have been restored and saved.',
    ),
  ).toBeVisible()
  expect(await storedItems()).toEqual(['nrf-250', 'bend-90'])
  expect(await again.evaluate(() => window.localStorage.getItem('unsavedSystemChanges'))).toBeNull()
  await context.close()
})
