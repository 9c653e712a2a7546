// Script in every text field (docs/security.md): what a user typed is shown as text on every page and in the
// print reports, and even markup slipped into the page could not run, because the CSP forbids inline script.
import { expect, test, type Page } from '@playwright/test'
import { bands, NOISE } from './pages/overview-pages.ts'
import { activateSystem, signedInPage, signUpAccount } from './pages/workspace-pages.ts'

// Each one would set window.pwned if it ran.
const SCRIPT = '<script>window.pwned = "script"</script>'
const IMAGE = '<img src=x onerror="window.pwned = \'img\'">'
const SVG = '"><svg onload="window.pwned = \'svg\'">'

async function expectInert(page: Page, where: string) {
  expect(await page.evaluate(() => (window as { pwned?: string }).pwned), where).toBeUndefined()
  await expect(page.locator('img[src="x"]'), where).toHaveCount(0)
  await expect(page.locator('svg[onload]'), where).toHaveCount(0)
  expect(
    await page
      .locator('script')
      .evaluateAll((scripts) => scripts.filter((s) => s.textContent?.includes('pwned')).length),
    where,
  ).toBe(0)
}

test('every text field holding markup is shown as text on the pages and in the reports', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const account = await signUpAccount(request, 'Mallory Markup')
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const project = await request.post('/api/projects', {
    headers,
    data: {
      name: `Project ${SCRIPT}`,
      number: `P ${SVG}`,
      address: `Street ${IMAGE}`,
      phone: `+358 ${SCRIPT}`,
      contactData: `Contact ${IMAGE}`,
      comment: `Comment ${SVG}`,
    },
  })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { data: { id: string } }).data.id
  const custom = {
    productId: 'custom-1',
    productType: 'custom',
    productClass: 'custom',
    productName: `Product ${IMAGE}`,
    productCode: `Code ${SCRIPT}`,
    quantity: 1,
    soundPowerLevel: bands([]),
    soundAttenuation: bands([3, 4, 5, 6, 7, 8, 9, 10]),
  }
  const system = await request.post(`/api/projects/${projectId}/systems`, {
    headers,
    data: {
      name: `System ${IMAGE}`,
      number: `S ${SCRIPT}`,
      comment: `Note ${SVG}`,
      inputSoundPowerLevel: NOISE,
      items: [custom],
    },
  })
  expect(system.status()).toBe(201)
  const systemId = ((await system.json()) as { data: { id: string } }).data.id

  const page = await signedInPage(browser, account)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  const response = await page.goto('/app/projects')
  // The policy that makes injected markup inert: scripts only from our origin, no inline handlers.
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  await expect(page.getByText(`Project ${SCRIPT}`, { exact: true })).toBeVisible()
  await expectInert(page, 'projects')

  await activateSystem(page, projectId, systemId)
  await page.goto('/app/systems')
  await expect(page.getByText(`System ${IMAGE}`, { exact: true }).first()).toBeVisible()
  await expectInert(page, 'systems')

  await page.goto('/app/project-overview')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expect(page.getByText(`Note ${SVG}`, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`Product ${IMAGE}`, { exact: true }).first()).toBeVisible()
  await expectInert(page, 'overview')

  await page.goto(`/printing/system?systemId=${systemId}&autoPrint=0`)
  await expect(page.getByText(`Project ${SCRIPT}`, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(`Product ${IMAGE}`, { exact: true }).first()).toBeVisible()
  await expectInert(page, 'system report')

  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0`)
  await expect(page.getByText(`Contact ${IMAGE}`, { exact: true }).first()).toBeVisible()
  await expectInert(page, 'project report')

  // Even markup put into the page directly stays inert: the CSP blocks the inline handler. The picture's
  // error event is awaited: an inline handler allowed to run would have run before this listener.
  await page.evaluate(
    (html) =>
      new Promise<void>((resolve) => {
        document.body.insertAdjacentHTML('beforeend', html)
        document.body.lastElementChild?.addEventListener('error', () => resolve(), { once: true })
      }),
    IMAGE,
  )
  expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})
