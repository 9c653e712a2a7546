// Product selection in the browser against the real server and the seeded demo catalogue (docs/selection.md).
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { signedInPage, signUpAccount, type Account } from './pages/workspace-pages.ts'
import {
  activate,
  createSystem,
  LEVELS,
  SelectionPages,
  storedItems,
  type WorkingSystem,
} from './pages/selection-pages.ts'

let pageErrors: string[] = []
test.beforeEach(() => {
  pageErrors = []
})
test.afterEach(() => expect(pageErrors).toEqual([]))

async function openAs(
  browser: Browser,
  request: APIRequestContext,
): Promise<{ s: SelectionPages; account: Account; working: WorkingSystem }> {
  const account = await signUpAccount(request, 'Selma Selector')
  const working = await createSystem(request, account)
  const page = await signedInPage(browser, account)
  await activate(page, working)
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { s: new SelectionPages(page), account, working }
}

test('selecting classes: toggling rules, the counter, and Next to the products list of those classes', async ({
  browser,
  request,
}) => {
  const { s } = await openAs(browser, request)
  await s.open('/app/silencers', '0 of 11 selected')
  await expect(s.page.getByRole('heading', { level: 1, name: 'Select silencer types' })).toBeVisible()
  await expect(s.page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('AHU-1')).toBeVisible()
  await expect(s.status('0 of 11 selected')).toBeVisible()
  await s.classCard('NKE').click()
  await s.classCard('NRF50/NRP50').click()
  await expect(s.status('2 of 11 selected')).toBeVisible()
  await expect(s.classCard('NKE')).toHaveAttribute('aria-pressed', 'true')
  // A rectangular class clears the round ones; only one rectangular class at a time.
  await s.classCard('MSKI').click()
  await expect(s.classCard('NKE')).toHaveAttribute('aria-pressed', 'false')
  await s.classCard('MRKA').click()
  await expect(s.classCard('MSKI')).toHaveAttribute('aria-pressed', 'false')
  await expect(s.status('1 of 11 selected')).toBeVisible()
  // Back to round: NRF50/NRP50 stands for NRF50 and NRP50.
  await s.classCard('NRF50/NRP50').click()
  await expect(s.classCard('MRKA')).toHaveAttribute('aria-pressed', 'false')
  await s.page.getByRole('button', { name: 'Next' }).click()
  await expect(s.page).toHaveURL(/\/app\/products-list$/)
  await expect(s.status(/Showing 88 of \d+ products/)).toBeVisible()
  await s.search('Search by name', 'NKE')
  await expect(s.status(/Showing 0 of/)).toBeVisible()
  await s.search('Search by name', 'nrp50-315')
  await expect(s.status(/Showing 4 of/)).toBeVisible()
  await expect(s.card('NRP50-315-900')).toBeVisible()
})

test('filtering and sorting by dB(A) on the regular silencers list', async ({ browser, request }) => {
  const { s } = await openAs(browser, request)
  await s.open('/app/regular-silencers', 'Showing 436 products (436 of 436)')
  await expect(s.page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('dB(A), lowest first')
  // The calculation parameters come from the system: its noise generator, and no airflow yet.
  await expect(s.page.getByRole('textbox', { name: '63 Hz octave band' })).toHaveValue(String(LEVELS[0]))

  // Search from 2 characters, then the multi-selects.
  await s.search('Search by name', 'n')
  await expect(s.status('Showing 436 products (436 of 436)')).toBeVisible()
  await s.search('Search by name', 'nrf50')
  await expect(s.status('Showing 436 products (44 of 436)')).toBeVisible()
  await s.pick('Nominal size (mm)', '315', '400')
  await expect(s.status('Showing 436 products (8 of 436)')).toBeVisible()
  await s.pick('Length (mm)', '900')
  await expect(s.status('Showing 436 products (2 of 436)')).toBeVisible()
  await expect(s.card('NRF50-315-900')).toBeVisible()
  await expect(s.card('NRF50-400-900')).toBeVisible()
  await s.search('Search by name', '')
  await s.pick('Length (mm)', '900')
  await s.pick('Nominal size (mm)', '315', '400')
  await expect(s.status('Showing 436 products (436 of 436)')).toBeVisible()

  // dB(A) ascending by default: the totals on screen never go down; descending never go up.
  const up = await s.totals()
  expect(up.length).toBeGreaterThan(3)
  expect(up).toEqual([...up].sort((a, b) => a - b))
  await s.sortBy('dB(A), highest first')
  await expect.poll(async () => (await s.totals())[0]).toBeGreaterThan(up.at(-1) ?? 0)
  const down = await s.totals()
  expect(down).toEqual([...down].sort((a, b) => b - a))
})

test('a card airflow shows the server pressure drop, and the card hides above 100 Pa', async ({
  browser,
  request,
}) => {
  const { s } = await openAs(browser, request)
  await s.open('/app/regular-silencers?productName=NRF50-315-900', 'Showing 436 products (1 of 436)')
  const card = s.card('NRF50-315-900')
  await expect(card.getByTestId('pressure-drop')).toHaveText('-')
  const answer = await request.post('/api/calculations/round-silencers/pressure-drop', {
    data: { silencerClass: 'NRF50', diameter: 315, length: 900, inputAirflow: 300 },
  })
  const expected = Math.round(((await answer.json()) as { data: { pressureDrop: number } }).data.pressureDrop)
  await card.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('300')
  await expect(card.getByTestId('pressure-drop')).toHaveText(new RegExp(`^${expected} Pa`))
  // At 4000 l/s (51 m/s) a 315 mm silencer is far above 100 Pa: the card goes once the airflow is committed
  // (Enter or leaving the field), never while it is typed (docs/product-rules.md, "Airflow of a silencer
  // card"; e2e/workflow-trust.spec.ts).
  await card.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('4000')
  await card.getByRole('textbox', { name: 'Airflow (l/s)' }).press('Enter')
  await expect(card).toBeHidden()
  await expect(s.status('Showing 436 products (0 of 436)')).toBeVisible()
})

test('working in m³/h: a card airflow typed in m³/h is the server pressure drop at the same l/s', async ({
  browser,
  request,
}) => {
  const { s } = await openAs(browser, request)
  await s.open('/app/regular-silencers?productName=NRF50-315-900', 'Showing 436 products (1 of 436)')
  await s.page.getByRole('combobox', { name: 'Airflow unit' }).selectOption('m³/h')
  const card = s.card('NRF50-315-900')
  // 1 080 m³/h is 300 l/s, what the API is asked in.
  const answer = await request.post('/api/calculations/round-silencers/pressure-drop', {
    data: { silencerClass: 'NRF50', diameter: 315, length: 900, inputAirflow: 300 },
  })
  const expected = Math.round(((await answer.json()) as { data: { pressureDrop: number } }).data.pressureDrop)
  await card.getByRole('textbox', { name: 'Airflow (m³/h)' }).fill('1080')
  await expect(card.getByTestId('pressure-drop')).toHaveText(new RegExp(`^${expected} Pa`))
  await expect(s.page.getByRole('textbox', { name: 'Input airflow (m³/h)' })).toBeVisible()
  // The choice is the browser's: a reload keeps it, and the typed airflow reads back in m³/h.
  await s.page.reload()
  await expect(s.page.getByRole('combobox', { name: 'Airflow unit' })).toHaveValue('m3/h')
  await expect(s.card('NRF50-315-900').getByRole('textbox', { name: 'Airflow (m³/h)' })).toBeVisible()
})

test('adding a custom product saves it with the system', async ({ browser, request }) => {
  const { s, account, working } = await openAs(browser, request)
  await s.open('/app/products-list', /Showing \d+ of \d+ products/)
  await s.page.getByRole('switch', { name: 'Show custom products' }).check()
  const insert = s.page.getByRole('region', { name: 'New custom product' })
  await insert.getByRole('textbox', { name: 'Name' }).fill('Fire damper')
  await insert.getByRole('textbox', { name: 'Code' }).fill('FD-200')
  await insert.getByRole('combobox', { name: 'Image' }).click()
  await s.page.getByRole('option', { name: 'Other product' }).click()
  await insert.getByRole('button', { name: 'Add' }).click()
  const card = s.card('Fire damper')
  await expect(card.getByRole('group', { name: 'Quantity of Fire damper' })).toContainText('1')
  await expect
    .poll(async () => (await storedItems(request, account, working.systemId)).map((i) => i.productClass))
    .toEqual(['custom'])
  const [stored] = await storedItems(request, account, working.systemId)
  expect(stored?.productId).toMatch(/^custom-\d+$/)
  // The calculations panel follows the chain; Next goes to the overview.
  await s.page.getByRole('button', { name: 'Next' }).click()
  await expect(s.page).toHaveURL(/\/app\/project-overview$/)
})

test('Export, Update and Replace make a silencer the first product of the active system', async ({
  browser,
  request,
}) => {
  const { s, account, working } = await openAs(browser, request)
  const items = () => storedItems(request, account, working.systemId)
  await s.open('/app/regular-silencers?productName=NKE-80', 'Showing 436 products (2 of 436)')
  await s.page.getByRole('textbox', { name: 'Input airflow (l/s)' }).fill('40')
  // Applied after the 600 ms pause: the cards then show their pressure drop at 40 l/s.
  await expect(s.card('NKE-80-500').getByTestId('pressure-drop')).toHaveText(/Pa/)

  // No product yet: Export adds it.
  await s.confirmAction('NKE-80-500', 'Export', 'Export the product')
  await expect.poll(async () => (await items()).map((i) => i.productName)).toEqual(['NKE-80-500'])
  expect((await items())[0]).toMatchObject({ inputAirflow: 40, productType: 'silencer', quantity: 1 })

  // The same product: Update takes the card's own airflow.
  const first = s.card('NKE-80-500')
  const at40 = (await first.getByTestId('pressure-drop').textContent()) ?? ''
  await first.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('60')
  // Applied after the 600 ms pause: the card's pressure drop is then the one at 60 l/s.
  await expect(first.getByTestId('pressure-drop')).not.toHaveText(at40)
  await s.confirmAction('NKE-80-500', 'Update', 'Update the product')
  await expect.poll(async () => (await items())[0]?.inputAirflow).toBe(60)

  // Another product: Replace puts it in the first place.
  await s.confirmAction('NKE-80-300', 'Replace', 'Replace the product')
  await expect.poll(async () => (await items()).map((i) => i.productName)).toEqual(['NKE-80-300'])
  await expect(s.card('NKE-80-300').getByRole('button', { name: 'Update' })).toBeVisible()
  await expect(s.card('NKE-80-500').getByRole('button', { name: 'Replace' })).toBeVisible()
})

test('an anonymous quick calculation keeps its products in the browser across a reload', async ({ page }) => {
  await page.goto('/app/projects')
  await page.getByRole('button', { name: 'Quick calculation' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick calculation' })
  await dialog.getByRole('textbox', { name: 'Project name' }).fill('Quick hall')
  await dialog.getByRole('textbox', { name: 'System name' }).fill('Quick AHU')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/app\/silencers$/)
  await page.getByRole('button', { name: /^NKE / }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/app\/products-list$/)
  const s = new SelectionPages(page)
  await s.search('Search by name', 'NKE-100-300')
  await s.card('NKE-100-300').getByRole('button', { name: 'Add one NKE-100-300' }).click()
  await expect(s.card('NKE-100-300').getByRole('group', { name: 'Quantity of NKE-100-300' })).toContainText(
    '1',
  )
  await page.reload()
  await s.search('Search by name', 'NKE-100-300')
  await expect(s.card('NKE-100-300').getByRole('group', { name: 'Quantity of NKE-100-300' })).toContainText(
    '1',
  )
})
