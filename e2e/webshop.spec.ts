// The webshop round trip in the browser (docs/integrations.md section 1): a small real shop on loopback creates the export
// resource and the external project with signed requests and receives the signed webhooks.
import { expect, test } from '@playwright/test'
import { authHeaders, bands, LEVELS } from './pages/selection-pages.ts'
import { signedInPage } from './pages/workspace-pages.ts'
import { startWebshop, type Webshop } from './webshop-shop.ts'

let shop: Webshop

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(150_000)
  shop = await startWebshop('e2e-webshop-secret')
})

test.afterAll(() => shop.stop())

test('round silencer: the shop product opens in the list, Export delivers it and returns to the shop', async ({
  browser,
}) => {
  const { resourceId } = await shop.signedPost('/api/webshop/resources', {
    type: 'silencer',
    name: 'NRF50-315-900',
    inputAirflow: 300,
    returnUrl: `${shop.origin}/basket`,
  })
  const page = await (await browser.newContext({ baseURL: shop.app.origin })).newPage()
  await page.goto(`/product-export/${resourceId}`)
  await expect(page).toHaveURL(/\/regular-silencers\?productName=NRF50-315-900/)
  await expect(page.getByText('Product data fetched successfully')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
  // The shopper has no active system: the flow's own holds the shop's silencer as its first product.
  const card = page.getByRole('article', { name: 'NRF50-315-900', exact: true })
  await expect(card.getByRole('button', { name: 'Export', exact: true })).toHaveCount(0)
  await card.getByRole('button', { name: 'Update', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Update', exact: true }).click()
  await expect(page).toHaveURL(`${shop.origin}/basket`)
  const hook = await shop.waitForWebhook((w) => w.body.resourceId === resourceId)
  expect(hook.valid).toBe(true)
  expect(hook.key).toBeTruthy()
  expect(hook.body).toMatchObject({
    event: 'product.exported',
    locale: 'eng',
    product: { type: 'silencer', productName: 'NRF50-315-900', inputAirflow: 300 },
  })
})

test('rectangular silencer: the configurator starts from the shop data and Export delivers the configuration', async ({
  browser,
}) => {
  const { resourceId } = await shop.signedPost('/api/webshop/resources', {
    type: 'rectSilencer',
    name: 'MSK-800x400-1200',
    inputAirflow: 650,
    returnUrl: `${shop.origin}/basket`,
    productData: { width: 800, height: 400, length: 1200 },
  })
  const page = await (await browser.newContext({ baseURL: shop.app.origin })).newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(`/product-export/${resourceId}`)
  await expect(page).toHaveURL(new RegExp(`/product-export/${resourceId}/rect-silencer$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Rectangular silencer' })).toBeVisible()
  await expect(page.getByLabel('Width', { exact: true })).toHaveValue('800 mm')
  await expect(page.getByLabel('Height', { exact: true })).toHaveValue('400 mm')
  await expect(page.getByLabel('Airflow', { exact: true })).toHaveValue('650 l/s')
  // The export's answer, read on its way to the page (the page leaves for the shop right after it).
  const exportIds: string[] = []
  let exported: unknown
  await page.route(`**/api/webshop/silencers/${resourceId}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    exported = route.request().postDataJSON()
    const response = await route.fetch()
    exportIds.push(((await response.json()) as { data: { exportId: string } }).data.exportId)
    await route.fulfill({ response })
  })
  const exportOnce = async () => {
    await page.getByRole('button', { name: 'Next' }).click()
    const recommended = page.getByRole('columnheader').filter({ hasText: 'Recommended' })
    await expect(recommended.getByRole('radio')).toBeChecked({ timeout: 15_000 })
    await page.getByRole('button', { name: 'Export to Webshop' }).click()
    await expect(page).toHaveURL(`${shop.origin}/basket`)
    expect(exportIds).not.toHaveLength(0)
    return exportIds.at(-1)
  }
  const firstExport = await exportOnce()
  const hook = await shop.waitForWebhook((w) => w.body.resourceId === resourceId)
  expect(hook.valid).toBe(true)
  const product = hook.body.product as Record<string, unknown>
  expect(product).toMatchObject({ type: 'rectSilencer', productType: 'rectSilencer' })
  expect(String(product.name)).toMatch(/^M[A-Z]+-800x400-1200/)
  expect(product.rectSilencerData).toMatchObject({ width: 800, height: 400, length: 1200, inputAirflow: 650 })
  expect(hook.key).toBe(firstExport)

  // The shopper comes back and exports the same configuration again: the same export, no second delivery.
  await page.goto(`/product-export/${resourceId}`)
  await expect(page.getByLabel('Width', { exact: true })).toHaveValue('800 mm')
  expect(await exportOnce()).toBe(firstExport)
  expect(exportIds).toHaveLength(2)
  // One worker delivers the recorded exports oldest first: once a later export of another resource has come,
  // a second delivery of this one would have come before it.
  const later = await shop.signedPost('/api/webshop/resources', {
    type: 'rectSilencer',
    name: 'MSK-800x400-1200',
    inputAirflow: 650,
    returnUrl: `${shop.origin}/basket`,
    productData: { width: 800, height: 400, length: 1200 },
  })
  const laterExport = await fetch(`${shop.app.origin}/api/webshop/silencers/${later.resourceId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(exported),
  })
  expect(laterExport.ok).toBe(true)
  await shop.waitForWebhook((w) => w.body.resourceId === later.resourceId)
  expect(shop.webhooks.filter((w) => w.body.resourceId === resourceId)).toHaveLength(1)
  expect(errors).toEqual([])
})

test('an unknown resource shows the error block', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: shop.app.origin })).newPage()
  await page.goto('/product-export/00000000-0000-4000-8000-000000000000')
  await expect(page.getByTestId('product-export-error')).toContainText(
    'Product data was not obtained using the provided Resource Id.',
  )
  await expect(page.getByText('Failed to fetch product data')).toBeVisible()
})

test('bulk export: a system exports once and shows Exported, also after a reload', async ({ browser }) => {
  const account = await shop.signUp('Bulk Buyer')
  const headers = { ...authHeaders(account), 'content-type': 'application/json' }
  const project = await fetch(`${shop.app.origin}/api/projects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Library', number: 'L-7' }),
  })
  const projectId = ((await project.json()) as { data: { id: string } }).data.id
  const item = {
    productId: 'x1',
    productType: 'silencer',
    productClass: 'NRF50',
    productName: 'NRF50-315-900',
    productCode: 'NRF50-315-900',
    quantity: 2,
  }
  const system = await fetch(`${shop.app.origin}/api/projects/${projectId}/systems`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'AHU-7', number: 'S7', inputSoundPowerLevel: bands(LEVELS), items: [item] }),
  })
  const systemId = ((await system.json()) as { data: { id: string } }).data.id
  const externalProjectId = `shop-${Date.now()}`
  // The shop sends the user with a one-time hand-off: only a session it sent may export to its project.
  const { handoff } = await shop.signedPost('/api/webshop/projects', {
    externalProjectId,
    returnUrl: `${shop.origin}/projects/1`,
  })

  const page = await signedInPage(browser, account)
  await page.goto(
    `${shop.app.origin}/app/systems/export?externalProjectId=${externalProjectId}&handoff=${handoff}`,
  )
  // Redeemed, the hand-off leaves the address (history, bookmarks).
  await expect(page).toHaveURL(`${shop.app.origin}/app/systems/export?externalProjectId=${externalProjectId}`)
  await expect(page.getByRole('link', { name: 'Back to webshop' })).toHaveAttribute(
    'href',
    `${shop.origin}/projects/1`,
  )
  await page.getByRole('combobox', { name: 'Project' }).click()
  await page.getByRole('option', { name: 'L-7 Library' }).click()
  await expect(page.getByRole('cell', { name: 'AHU-7', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Export AHU-7' }).click()
  await expect(page.getByText('Export has been successfully completed.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Exported AHU-7' })).toBeDisabled()
  const hook = await shop.waitForWebhook((w) => w.body.externalProjectId === externalProjectId)
  expect(hook.valid).toBe(true)
  expect(hook.body.billOfMaterials).toEqual([
    expect.objectContaining({ productCode: 'NRF50-315-900', quantity: 2 }),
  ])
  expect((hook.body.systems as { systemId: string }[])[0]?.systemId).toBe(systemId)

  await page.reload()
  await page.getByRole('combobox', { name: 'Project' }).click()
  await page.getByRole('option', { name: 'L-7 Library' }).click()
  await expect(page.getByRole('button', { name: 'Exported AHU-7' })).toBeDisabled()

  await page.goto(`${shop.app.origin}/app/systems/export?externalProjectId=nope-${Date.now()}`)
  await expect(page.getByText(/The external project id nope-\d+ is invalid\./)).toBeVisible()
})
