// The engineer's workflow, trust (docs/product-rules.md, "Export flow start", "Airflow of a silencer card",
// "Recommended option", "System airflow"): no silent change of a saved system from a webshop link, a card's
// own airflow that drives its noise and hides it only when committed, honest NRFV/NRPV cards, a configurator
// that needs an airflow and recommends only comfortable options, and a system airflow every product inherits.
import { createHmac } from 'node:crypto'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { startServer, type ExtraServer } from './server.ts'
import { activate, authHeaders, bands, SelectionPages, storedItems } from './pages/selection-pages.ts'
import { signedInPage, signUpAccount, type Account } from './pages/workspace-pages.ts'

// The regular silencers list mounts the whole demo catalogue; on a busy two-core machine a test needs more
// than the default 30 s.
test.describe.configure({ timeout: 120_000 })

let pageErrors: string[] = []
test.beforeEach(() => {
  pageErrors = []
})
test.afterEach(() => expect(pageErrors).toEqual([]))

const abstractItem = (productId: string, productName: string) => ({
  productId,
  productType: 'abstract',
  productClass: 'abstract',
  productName,
  quantity: 1,
  soundAttenuation: bands([2, 3, 4, 5, 5, 5, 4, 3]),
})

/** A signed-in user with project "Office" and system AHU-01 (fields given), made active in a new page. */
async function openWith(
  browser: Browser,
  request: APIRequestContext,
  system: Record<string, unknown>,
  baseURL?: string,
): Promise<{ page: Page; account: Account; projectId: string; systemId: string }> {
  const account = await signUpAccount(request, 'Tiina Trust')
  const headers = authHeaders(account)
  const project = await request.post('/api/projects', { headers, data: { name: 'Office', number: 'O-20' } })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { data: { id: string } }).data.id
  const created = await request.post(`/api/projects/${projectId}/systems`, {
    headers,
    data: { name: 'AHU-01', number: 'S1', ...system },
  })
  expect(created.status()).toBe(201)
  const systemId = ((await created.json()) as { data: { id: string } }).data.id
  const page = await signedInPage(browser, account, baseURL ? { baseURL } : {})
  await activate(page, { projectId, systemId })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  return { page, account, projectId, systemId }
}

/** Records the page's requests that would change the saved system `systemId` (anything but reading it). */
function changesOf(page: Page, systemId: string): string[] {
  const changes: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes(systemId))
      changes.push(`${request.method()} ${request.url()}`)
  })
  return changes
}

test('a card’s own airflow drives its flow noise, and the card hides only once the airflow is committed', async ({
  browser,
  request,
}) => {
  // A quiet fan, so that the silencer's own flow noise shows in the result row.
  const { page } = await openWith(browser, request, {
    inputSoundPowerLevel: bands([40, 40, 40, 40, 40, 40, 40, 40]),
  })
  const s = new SelectionPages(page)
  await s.open('/app/regular-silencers?productName=NRF50-315-900', 'Showing 436 products (1 of 436)')
  const card = s.card('NRF50-315-900')
  const listAirflow = page.getByRole('textbox', { name: 'Input airflow (l/s)' })
  const total = async () => (await card.getByTestId('room-total').textContent()) ?? ''

  await listAirflow.fill('900')
  await expect(card.getByTestId('pressure-drop')).toHaveText(/Pa/)
  const at900 = await total()
  await listAirflow.fill('200')
  await expect(card.getByTestId('room-total')).not.toHaveText(at900)
  const at200 = await total()

  // The card's own 900 l/s: its pressure drop and its noise both follow (the list's own figure at 900).
  const own = card.getByRole('textbox', { name: 'Airflow (l/s)' })
  await own.fill('900')
  await own.press('Enter')
  await expect(card.getByTestId('room-total')).toHaveText(at900)
  expect(at900).not.toBe(at200)

  // Typing 4000 (far above 100 Pa) with a pause: the card stays while typed, goes once committed.
  await own.fill('')
  await own.pressSequentially('4000', { delay: 50 })
  // The pause after typing has applied 4000 to the card's own figures, and the card is still listed.
  await expect
    .poll(async () => Number((await card.getByTestId('pressure-drop').textContent())?.replace(/[^\d.]/g, '')))
    .toBeGreaterThan(100)
  await expect(card).toBeVisible()
  await expect(s.status('Showing 436 products (1 of 436)')).toBeVisible()
  await own.press('Enter')
  await expect(card).toBeHidden()
  await expect(s.status('Showing 436 products (0 of 436)')).toBeVisible()
})

test('NRFV and NRPV cards say they have no pressure-drop or flow-noise data and show no pressure drop', async ({
  browser,
  request,
}) => {
  const silencers = await request.get('/api/silencers')
  const list = ((await silencers.json()) as { data: { name: string; class: string }[] }).data
  const nrpv = list.find((silencer) => silencer.class === 'NRPV')
  expect(nrpv).toBeDefined()
  const { page } = await openWith(browser, request, {
    inputSoundPowerLevel: bands([80, 78, 75, 72, 70, 65, 60, 55]),
  })
  const s = new SelectionPages(page)
  await s.open(
    `/app/regular-silencers?productName=${nrpv?.name ?? ''}`,
    /Showing 436 products \(\d+ of 436\)/,
  )
  const card = s.card(nrpv?.name ?? '')
  await page.getByRole('textbox', { name: 'Input airflow (l/s)' }).fill('5000')
  await expect(card.getByText('No pressure drop or flow noise data')).toBeVisible()
  // Not hidden for a pressure drop it does not have, and never shown as a number.
  await expect(card.getByTestId('pressure-drop')).toHaveText('-')
  await expect(card.getByText('Meets target')).toHaveCount(0)
})

test('the system airflow: set once, inherited by every card, a differing product airflow flagged', async ({
  browser,
  request,
}) => {
  const { page, account, systemId } = await openWith(browser, request, { airflow: 400 })
  const s = new SelectionPages(page)
  await page.goto('/app/products-list')
  const systemAirflow = page.getByRole('textbox', { name: 'System airflow (l/s)' })
  await expect(systemAirflow).toHaveValue('400', { timeout: 20_000 })
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('NRF50-315-900')
  const card = s.card('NRF50-315-900')
  // The card starts from the system airflow instead of an empty field.
  await expect(card.getByRole('textbox', { name: 'Airflow (l/s)' })).toHaveValue('400')
  await expect(card.getByTestId('pressure-drop')).toHaveText(/Pa/)
  await expect(card.getByTestId('airflow-mismatch')).toHaveCount(0)
  await card.getByRole('button', { name: 'Add one NRF50-315-900' }).click()
  await expect.poll(async () => (await storedItems(request, account, systemId))[0]?.inputAirflow).toBe(400)

  // The product's own airflow overrides the system's and is flagged.
  const own = card.getByRole('textbox', { name: 'Airflow (l/s)' })
  await own.fill('300')
  await own.press('Enter')
  await expect(card.getByTestId('airflow-mismatch')).toHaveText("Airflow differs from the system's 400 l/s")
  await expect.poll(async () => (await storedItems(request, account, systemId))[0]?.inputAirflow).toBe(300)

  // The system airflow is saved with the system.
  await systemAirflow.fill('300')
  await systemAirflow.press('Enter')
  await expect(card.getByTestId('airflow-mismatch')).toHaveCount(0)
  await expect
    .poll(async () => {
      const res = await request.get(`/api/systems/${systemId}`, { headers: authHeaders(account) })
      return ((await res.json()) as { data: { airflow: number | null } }).data.airflow
    })
    .toBe(300)
})

test.describe('from the webshop', () => {
  const SECRET = 'e2e-trust-secret'
  let app: ExtraServer
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async () => {
    test.setTimeout(300_000)
    app = await startServer(
      {
        WEBSHOP_SECRET: SECRET,
        WEBSHOP_RETURN_ORIGINS: 'http://127.0.0.1:9',
        WEBSHOP_DEFAULT_RETURN_URL: 'http://127.0.0.1:9/configurator',
      },
      { startTimeoutMs: 240_000 },
    )
  })
  test.afterAll(async () => app.stop())

  async function resource(product: Record<string, unknown>): Promise<string> {
    const body = JSON.stringify({ returnUrl: 'http://127.0.0.1:9/basket', ...product })
    const t = Math.floor(Date.now() / 1000)
    const signature = `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`
    const res = await fetch(`${app.origin}/api/webshop/resources`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      body,
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { data: { resourceId: string } }).data.resourceId
  }

  test('a shop link asks where the product goes, changes nothing before, and replaces the product picked', async ({
    browser,
    playwright,
  }) => {
    const request = await playwright.request.newContext({ baseURL: app.origin })
    const { page, account, systemId } = await openWith(
      browser,
      request,
      { items: [abstractItem('plenum-1', 'Fan plenum'), abstractItem('bend-1', 'Duct bend')] },
      app.origin,
    )
    const resourceId = await resource({ type: 'silencer', name: 'NRF50-315-900', inputAirflow: 300 })
    const changes = changesOf(page, systemId)
    await page.goto(`/product-export/${resourceId}`)
    const chooser = page.getByTestId('export-destination')
    await expect(chooser).toBeVisible({ timeout: 20_000 })
    await chooser.getByRole('radio', { name: 'this system, AHU-01' }).check()
    await chooser.getByRole('combobox', { name: 'As' }).click()
    await page.getByRole('option', { name: 'Replacing product 2: Duct bend' }).click()
    // Nothing was sent to the saved system, nor added to it, by opening the link and choosing.
    expect((await storedItems(request, account, systemId)).map((item) => item.productId)).toEqual([
      'plenum-1',
      'bend-1',
    ])
    expect(changes).toEqual([])
    await chooser.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/regular-silencers\?productName=NRF50-315-900/)
    const card = page.getByRole('article', { name: 'NRF50-315-900', exact: true })
    await card.getByRole('button', { name: 'Replace', exact: true }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Replace', exact: true }).click()
    // The product picked is replaced, the first one stays, and the shop's product is there once.
    await expect
      .poll(async () => (await storedItems(request, account, systemId)).map((item) => item.productName))
      .toEqual(['Fan plenum', 'NRF50-315-900'])
    await request.dispose()
  })

  test('a new quick calculation keeps the saved system as it was', async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: app.origin })
    const { page, account, systemId } = await openWith(
      browser,
      request,
      { items: [abstractItem('plenum-1', 'Fan plenum')] },
      app.origin,
    )
    const resourceId = await resource({ type: 'silencer', name: 'NRF50-315-900', inputAirflow: 300 })
    const changes = changesOf(page, systemId)
    // The page's clock, moved by the test past the pauses that end in a save.
    await page.clock.install()
    await page.goto(`/product-export/${resourceId}`)
    const chooser = page.getByTestId('export-destination')
    await chooser.getByRole('radio', { name: /a new quick calculation/ }).check()
    await chooser.getByRole('button', { name: 'Continue' }).click()
    const card = page.getByRole('article', { name: 'NRF50-315-900', exact: true })
    // The flow's own calculation holds the shop's silencer first: Update, not Replace.
    await expect(card.getByRole('button', { name: 'Update', exact: true })).toBeVisible({ timeout: 20_000 })
    const pressureDrop = card.getByTestId('pressure-drop')
    await expect(pressureDrop).toHaveText(/Pa/)
    const at300 = await pressureDrop.textContent()
    // 900 l/s, whose pressure drop differs from 300's in whole pascals.
    await card.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('900')
    // Past the airflow's pause after typing (600 ms) the card has taken 900 l/s; past the saver's pause
    // (400 ms) a change of the saved system would have been sent.
    await page.clock.runFor(600)
    await expect(pressureDrop).not.toHaveText(at300 ?? '')
    await page.clock.runFor(400)
    expect((await storedItems(request, account, systemId)).map((item) => item.productId)).toEqual([
      'plenum-1',
    ])
    expect(changes).toEqual([])
    await request.dispose()
  })

  test('the configurator needs an airflow, and says so; without sound power it shows no attenuation with airflow', async ({
    browser,
  }) => {
    const resourceId = await resource({
      type: 'rectSilencer',
      name: 'MSK-800x400-1200',
      productData: { width: 800, height: 400, length: 1200 },
    })
    const page = await (await browser.newContext({ baseURL: app.origin })).newPage()
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.goto(`/product-export/${resourceId}`)
    await expect(page.getByLabel('Width', { exact: true })).toHaveValue('800 mm', { timeout: 20_000 })
    const next = page.getByRole('button', { name: 'Next' })
    await expect(next).toBeDisabled()
    await expect(page.getByText('Enter the airflow: the options are calculated for it.')).toBeVisible()
    await page.getByLabel('Airflow', { exact: true }).fill('2000')
    await expect(next).toBeEnabled()
    await next.click()
    await expect(page.getByTestId('rect-no-sound-power')).toBeVisible({ timeout: 15_000 })
    const table = page.getByRole('table')
    await expect(table.getByText(/\(−?-\d/)).toHaveCount(0)
    // 2000 l/s through 800 × 400 mm: every option is HIGH, and the step says so and why.
    await expect(page.getByTestId('rect-none-comfortable')).toContainText(
      'No option is within the comfort limits',
    )

    // 400 l/s: the recommended option is not flagged HIGH on pressure drop or gap speed.
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByLabel('Airflow', { exact: true }).fill('400')
    await next.click()
    await expect(page.getByTestId('rect-no-sound-power')).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('rect-none-comfortable')).toHaveCount(0)
    const headers = await table.getByRole('columnheader').allTextContents()
    const column = headers.findIndex((text) => text.includes('Recommended'))
    expect(column).toBeGreaterThan(0)
    for (const label of ['Pressure drop', 'Speed in the gaps']) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
      await expect(row.getByRole('cell').nth(column - 1)).not.toContainText('High')
    }
    await expect(page.getByTestId('rect-none-comfortable')).toHaveCount(0)
  })
})
