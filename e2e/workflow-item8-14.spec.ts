// The engineer's workflow, continued (docs/product-rules.md, "Quick calculation", "Export toasts", "Material
// names", "Bulk export", "Export payload"): an
// anonymous quick calculation edited after its chain is built, one toast at a time, one set of material
// names, Export to MagiCAD confirmed, no export of an empty system, the shop's project preselected, and no
// undefined "with airflow" figures sent to the shop. The webshop tests run on a server of their own that
// talks to a small real shop on loopback (webshop-shop.ts).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { authHeaders } from './pages/selection-pages.ts'
import { signedInPage } from './pages/workspace-pages.ts'
import { startWebshop, type Webshop } from './webshop-shop.ts'

test.describe.configure({ mode: 'serial' })

let shop: Webshop

test.beforeAll(async () => {
  test.setTimeout(150_000)
  shop = await startWebshop('e2e-workflow-secret')
})

test.afterAll(() => shop.stop())

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true })
const messages = (page: Page) => page.getByRole('region', { name: 'Messages' })

test('8 and 14: an anonymous quick calculation is edited after its chain is built; its card names the materials as the configurator does', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/app/projects')
  await page.getByRole('button', { name: 'Quick calculation' }).first().click()
  const start = page.getByRole('dialog', { name: 'Quick calculation' })
  await start.getByRole('textbox', { name: 'Project name' }).fill('Quick hall')
  await start.getByRole('textbox', { name: 'System name' }).fill('AHU-Q1')
  await start.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/app\/silencers$/)

  // The chain: a rectangular silencer with polyester cassettes and no outer cover.
  await page.goto('/app/products-list?rect=new')
  const wizard = page.getByRole('dialog', { name: 'Configure a rectangular silencer' })
  await field(wizard, 'Cassette material').selectOption('polyester')
  await expect(field(wizard, 'Cassette material').locator('option:checked')).toHaveText('Polyester fibre')
  await expect(field(wizard, 'Outer cover').locator('option:checked')).toHaveText('No outer cover')
  await field(wizard, 'Airflow').fill('500')
  await wizard.getByRole('button', { name: 'Next' }).click()
  const recommended = wizard.getByRole('columnheader').filter({ hasText: 'Recommended' })
  await expect(recommended.getByRole('radio')).toBeChecked({ timeout: 15_000 })
  const code = (await wizard.getByTestId('rect-code').textContent()) ?? ''
  await wizard.getByRole('button', { name: 'Add' }).click()
  await expect(wizard).toBeHidden()
  const card = page.getByRole('article', { name: code })
  await expect(card.getByText(/ mm, Polyester fibre$/)).toBeVisible()
  await expect(card.getByText('No outer cover', { exact: true })).toBeVisible()

  // Item 8: its data change on the overview, and the chain stays.
  await page.goto('/app/project-overview')
  await page.getByRole('button', { name: 'Edit quick calculation' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit quick calculation' })
  await expect(edit.getByRole('textbox', { name: 'System name' })).toHaveValue('AHU-Q1')
  await edit.getByRole('textbox', { name: 'System name' }).fill('AHU-Q2')
  await edit.getByRole('textbox', { name: '63 Hz octave band' }).fill('85')
  await edit.getByRole('combobox', { name: 'Attenuation constant' }).selectOption('NoConstant')
  await edit.getByRole('combobox', { name: 'Filter correction' }).selectOption('CFilter')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'AHU-Q2' })).toBeVisible()
  await expect(page.getByRole('article', { name: code })).toBeVisible()
  // A reload keeps both: the data and the chain live in this browser.
  await page.reload()
  await expect(page.getByRole('heading', { level: 2, name: 'AHU-Q2' })).toBeVisible()
  await expect(page.getByRole('article', { name: code })).toBeVisible()
  await page.getByRole('button', { name: 'Edit quick calculation' }).click()
  await expect(edit.getByRole('textbox', { name: '63 Hz octave band' })).toHaveValue('85')
  await expect(edit.getByRole('combobox', { name: 'Filter correction' })).toHaveValue('CFilter')
})

test('14: Export to MagiCAD is confirmed, and the card then reads Update', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { EOApiPlugin: unknown; sent: string[] }
    w.sent = []
    w.EOApiPlugin = {
      postMessage: (name: string) => {
        w.sent.push(name)
        return Promise.resolve(true)
      },
    }
  })
  await page.goto('/modelling')
  await expect
    .poll(() => page.evaluate(() => typeof (window as { WebAppInsertProduct?: unknown }).WebAppInsertProduct))
    .toBe('function')
  await page.evaluate(() =>
    (window as unknown as { WebAppInsertProduct: (input: unknown) => void }).WebAppInsertProduct({
      shape: '1/1',
      diameter: 315,
      airflow: 100,
    }),
  )
  const card = page.getByRole('article', { name: 'NRFB100-315-1800', exact: true })
  await card.getByRole('button', { name: 'Export', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Export the product' })
    .getByRole('button', { name: 'Export' })
    .click()
  await expect(messages(page).getByText('NRFB100-315-1800 was sent to the CAD program')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Update', exact: true })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sent: string[] }).sent)).toContain(
    'MCPluginInsertProduct',
  )
})

test('14: one toast at a time: "Fetching…" is gone once the product has come', async ({ browser }) => {
  const { resourceId } = await shop.signedPost('/api/webshop/resources', {
    type: 'silencer',
    name: 'NRF50-315-900',
    inputAirflow: 300,
    returnUrl: `${shop.origin}/basket`,
  })
  const page = await (await browser.newContext({ baseURL: shop.app.origin })).newPage()
  await page.goto(`/product-export/${resourceId}`)
  await expect(messages(page).getByText('Product data fetched successfully')).toBeVisible()
  await expect(page.getByText('Fetching product data... Please wait')).toHaveCount(0)
  await expect(messages(page).getByRole('status')).toHaveCount(1)
})

test('4: a rectangular silencer exported without input sound power carries no figures with airflow', async ({
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
  await page.goto(`/product-export/${resourceId}`)
  await expect(page.getByLabel('Airflow', { exact: true })).toHaveValue('650 l/s')
  await page.getByRole('button', { name: 'Next' }).click()
  const recommended = page.getByRole('columnheader').filter({ hasText: 'Recommended' })
  await expect(recommended.getByRole('radio')).toBeChecked({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Export to Webshop' }).click()
  await expect(page).toHaveURL(`${shop.origin}/basket`)
  const product = (await shop.waitForWebhook((w) => w.body.resourceId === resourceId)).body.product as {
    rectSilencerData: { optionData: Record<string, unknown> }
    rectConfiguration: { optionData: Record<string, unknown> }
  }
  for (const optionData of [product.rectSilencerData.optionData, product.rectConfiguration.optionData]) {
    expect(optionData).toHaveProperty('pressureDrop')
    for (const key of ['soundAttenuationWithAirflow', 'totalAttenuationWithAirflow', 'resultAfterLw'])
      expect(optionData).not.toHaveProperty(key)
  }
})

test("14: an empty system is not exported, and the shop's project comes preselected", async ({ browser }) => {
  const account = await shop.signUp('Wilma Workflow')
  const headers = { ...authHeaders(account), 'content-type': 'application/json' }
  const post = async (path: string, data: unknown) => {
    const res = await fetch(shop.app.origin + path, { method: 'POST', headers, body: JSON.stringify(data) })
    expect(res.status).toBe(201)
    return ((await res.json()) as { data: { id: string } }).data.id
  }
  const projectId = await post('/api/projects', { name: 'Library', number: 'L-7' })
  const item = {
    productId: 'x1',
    productType: 'silencer',
    productClass: 'NRF50',
    productName: 'NRF50-315-900',
    productCode: 'NRF50-315-900',
    quantity: 1,
  }
  await post(`/api/projects/${projectId}/systems`, { name: 'AHU-7', number: 'S7', items: [item] })
  await post(`/api/projects/${projectId}/systems`, { name: 'AHU-0', number: 'S0', items: [] })
  // A newer project, listed first: the preselection must not be merely the first of the list.
  await post('/api/projects', { name: 'Museum', number: 'M-1' })
  const externalProjectId = `shop-${Date.now()}`
  // The shop sends the user with a hand-off (docs/security.md, "Bulk exports only where the shop sent the
  // user"): only that session may export to its project.
  const { handoff } = await shop.signedPost('/api/webshop/projects', {
    externalProjectId,
    returnUrl: `${shop.origin}/projects/1`,
  })

  const page = await signedInPage(browser, account, { baseURL: shop.app.origin })
  await page.goto(`/app/systems/export?externalProjectId=${externalProjectId}&handoff=${handoff}`)
  const project = page.getByRole('combobox', { name: 'Project' })
  await expect(project).toHaveValue('')
  await project.click()
  await page.getByRole('option', { name: 'L-7 Library' }).click()

  await page.getByRole('button', { name: 'Export AHU-0' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The system “AHU-0” has no products, so there is nothing to export. Add products to it first.',
  )
  await expect(page.getByRole('button', { name: 'Export AHU-0' })).toBeEnabled()
  await page.getByRole('button', { name: 'Export AHU-7' }).click()
  await expect(page.getByText('Export has been successfully completed.')).toBeVisible()
  const systems = (await shop.waitForWebhook((w) => w.body.externalProjectId === externalProjectId)).body
    .systems as {
    name: string
  }[]
  expect(systems.map((s) => s.name)).toEqual(['AHU-7'])

  // Back from the shop later: the project exported to this shop project is already chosen.
  await page.reload()
  await expect(project).toHaveValue('L-7 Library')
  await expect(page.getByRole('button', { name: 'Exported AHU-7' })).toBeDisabled()
})
