// The CAD plugin flow (docs/integrations.md section 2): a simulated host installed before the page loads
// records every message; the test drives the page through window.WebAppInsertProduct.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { validateXML } from 'xmllint-wasm'

interface HostWindow {
  hostMessages: { name: string; payload: string }[]
  EOApiPlugin?: { postMessage(name: string, payload: string): unknown }
  WebAppInsertProduct?: (input: unknown) => void
}

const XSD = readFileSync(
  new URL('../src/web/features/integrations/plugin/product.xsd', import.meta.url),
  'utf8',
)
const ROUND_CARD = 'NRFB100-315-1800'

/** The simulated host: exists before any page script runs, as the real host's injected object does. */
async function installHost(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as HostWindow
    w.hostMessages = []
    w.EOApiPlugin = {
      postMessage: (name: string, payload: string) => {
        w.hostMessages.push({ name, payload })
        return Promise.resolve(true)
      },
    }
  })
}

/** The page's timers run only when the test moves its clock, so a loaded machine cannot eat into a wait. */
async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-03-02T08:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 60_000))
}

/** How long /modelling waits for the host's input (HOST_INPUT_WAIT_MS of ModellingStart.tsx; docs/product-rules.md, "Plugin routing"). */
const HOST_INPUT_WAIT_MS = 4000

const messages = (page: Page) => page.evaluate(() => (window as unknown as HostWindow).hostMessages)

/** Opens the modelling area and waits until the page can take the host's input. */
async function openModelling(page: Page): Promise<void> {
  await page.goto('/modelling')
  // page.evaluate, not waitForFunction: the app's content security policy forbids the eval it relies on.
  await expect
    .poll(() => page.evaluate(() => typeof (window as unknown as HostWindow).WebAppInsertProduct))
    .toBe('function')
}

const send = (page: Page, input: unknown) =>
  page.evaluate((value) => (window as unknown as HostWindow).WebAppInsertProduct?.(value), input)

/** Collects the texts of the browser alerts the page shows (and accepts them). */
function alerts(page: Page): string[] {
  const texts: string[] = []
  page.on('dialog', (dialog) => {
    texts.push(dialog.message())
    void dialog.accept()
  })
  return texts
}

async function exportRoundCard(page: Page): Promise<void> {
  const card = page.getByRole('article', { name: ROUND_CARD, exact: true })
  await card.getByRole('button', { name: 'Export' }).click()
  await page
    .getByRole('dialog', { name: 'Export the product' })
    .getByRole('button', { name: 'Export' })
    .click()
}

test('announces itself once, with WebAppInsertProduct already defined', async ({ page }) => {
  await pauseClock(page)
  await installHost(page)
  await openModelling(page)
  await expect.poll(() => messages(page)).toEqual([{ name: 'MCPluginWebAppLoaded', payload: '' }])
  await page.getByRole('banner').hover()
  // Still once after the page has lived on: its wait for input runs out and class selection (code of its
  // own, loaded now) takes the wait's place.
  await page.clock.runFor(HOST_INPUT_WAIT_MS)
  await page.clock.resume()
  await expect(page).toHaveURL(/\/modelling\/silencer-classes$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await messages(page)).toHaveLength(1)
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
})

test('a round input opens regular silencers with the diameter and airflow set', async ({ page }) => {
  await installHost(page)
  await openModelling(page)
  await send(page, {
    type: 'silencer',
    shape: '1/1',
    diameter: 315.2,
    airflow: '120,4',
    sound: '70 68 66 64 62 60 58 56',
  })
  await expect(page).toHaveURL(/\/modelling\/regular-silencers\?diameter=315$/)
  await expect(page.getByLabel('Input airflow (l/s)')).toHaveValue('120')
  // The plugin's sound values prefill the calculation parameters (docs/product-rules.md, "Plugin routing").
  const bands = page.getByRole('group', { name: 'Input sound power level, dB' })
  const expected = {
    63: '70',
    125: '68',
    250: '66',
    500: '64',
    1000: '62',
    2000: '60',
    4000: '58',
    8000: '56',
  }
  for (const [frequency, value] of Object.entries(expected))
    await expect(bands.getByRole('textbox', { name: `${frequency} Hz octave band` })).toHaveValue(value)
  await expect(page.getByRole('article', { name: ROUND_CARD, exact: true })).toBeVisible()
})

test('a second round input while the list is open sets the new diameter and airflow', async ({ page }) => {
  await installHost(page)
  await openModelling(page)
  const cardSizes = async () =>
    (await page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents()).map(
      (name) => /-(\d+)-\d+$/.exec(name)?.[1],
    )
  await send(page, { type: 'silencer', shape: '1/1', diameter: 315, airflow: 120 })
  await expect(page).toHaveURL(/\/modelling\/regular-silencers\?diameter=315$/)
  await expect(page.getByLabel('Input airflow (l/s)')).toHaveValue('120')
  await expect(page.getByRole('article', { name: ROUND_CARD, exact: true })).toBeVisible()
  await expect.poll(async () => new Set(await cardSizes())).toEqual(new Set(['315']))

  await send(page, { type: 'silencer', shape: '1/1', diameter: 250, airflow: 200 })
  await expect(page).toHaveURL(/\/modelling\/regular-silencers\?diameter=250$/)
  await expect(page.getByLabel('Input airflow (l/s)')).toHaveValue('200')
  await expect.poll(async () => new Set(await cardSizes())).toEqual(new Set(['250']))
})

test('a screen that loads slower than the 4 s wait keeps the host input', async ({ page }) => {
  await pauseClock(page)
  await installHost(page)
  await openModelling(page)
  // The screen's code arrives only after the wait has run out, as on a loaded machine: the page shows the
  // waiting screen meanwhile, and its timer must not send the user to class selection once the input has come.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = () => {}
  const codeAsked = new Promise<void>((resolve) => (asked = resolve))
  await page.route('**/assets/*.js', async (route) => {
    asked()
    await released
    await route.continue()
  })
  await send(page, { type: 'silencer', shape: '1/1', diameter: 315, airflow: 120 })
  await codeAsked
  await page.clock.runFor(HOST_INPUT_WAIT_MS + 500)
  release()
  await page.clock.resume()
  await expect(page).toHaveURL(/\/modelling\/regular-silencers\?diameter=315$/)
  await expect(page.getByLabel('Input airflow (l/s)')).toHaveValue('120', { timeout: 15_000 })
  await expect(page).toHaveURL(/\/modelling\/regular-silencers\?diameter=315$/)
})

test('a rectangular input opens the configurator with the snapped size, airflow and sound set', async ({
  page,
}) => {
  const shown = alerts(page)
  await installHost(page)
  await openModelling(page)
  await send(
    page,
    JSON.stringify({
      type: 'rectSilencer',
      shape: '2/2',
      width: 610,
      height: 420,
      airflow: 900,
      sound: '80 78 75 72 70 65 60 55',
    }),
  )
  await expect(page).toHaveURL(/\/modelling\/rect-silencer$/)
  await expect.poll(() => shown).toEqual(['No suitable silencer for selected duct size: 610x420'])
  const stored = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('plugin.rectInput') ?? 'null') as unknown,
  )
  expect(stored).toMatchObject({
    shape: 'straight',
    width: 650,
    height: 450,
    connectionWidth: 600,
    connectionHeight: 400,
    airflow: 900,
    soundPower: { octaveBand63Hz: 80, octaveBand8000Hz: 55 },
  })
  await expect(page.getByRole('textbox', { name: 'Width' })).toHaveValue(/^650/)
  await expect(page.getByRole('textbox', { name: 'Height' })).toHaveValue(/^450/)
  await expect(page.getByRole('textbox', { name: 'Airflow' })).toHaveValue('900 l/s')

  // The plugin's airflow and sound values are what the options request asks with.
  const request = page.waitForRequest('**/api/calculations/rect-silencer-options')
  await page.getByRole('button', { name: 'Next' }).click()
  expect((await request).postDataJSON()).toMatchObject({
    width: 650,
    height: 450,
    inputAirflow: 900,
    inputSoundPower: {
      octaveBand63Hz: 80,
      octaveBand125Hz: 78,
      octaveBand250Hz: 75,
      octaveBand500Hz: 72,
      octaveBand1000Hz: 70,
      octaveBand2000Hz: 65,
      octaveBand4000Hz: 60,
      octaveBand8000Hz: 55,
    },
  })
})

test('without input it goes to the class selector after 4 seconds', async ({ page }) => {
  await pauseClock(page)
  await installHost(page)
  await openModelling(page)
  await page.clock.runFor(HOST_INPUT_WAIT_MS - 100)
  await expect(page).toHaveURL(/\/modelling$/)
  await page.clock.runFor(200)
  await expect(page).toHaveURL(/\/modelling\/silencer-classes$/)
})

test('a bad shape code is ignored', async ({ page }) => {
  await pauseClock(page)
  await installHost(page)
  await openModelling(page)
  await send(page, { type: 'silencer', shape: '3/1', diameter: 315 })
  await send(page, { type: 'silencer', shape: '1/9', diameter: 315 })
  await page.clock.runFor(500)
  await expect(page).toHaveURL(/\/modelling$/)
  await page.clock.runFor(3600)
  await expect(page).toHaveURL(/\/modelling\/silencer-classes$/)
})

test('without a host, export shows "EOApiPlugin is not registered" and nothing breaks', async ({ page }) => {
  const shown = alerts(page)
  await openModelling(page)
  await send(page, { shape: '1/1', diameter: 315, airflow: 100 })
  await expect(page).toHaveURL(/regular-silencers\?diameter=315$/)
  await exportRoundCard(page)
  await expect.poll(() => shown).toEqual(['EOApiPlugin is not registered'])
  const card = page.getByRole('article', { name: ROUND_CARD, exact: true })
  await expect(card).toBeVisible()

  // Users of other BIM tools still get the product, as an IFC4 file.
  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download IFC' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`${ROUND_CARD}.ifc`)
  expect(readFileSync(await file.path(), 'utf8')).toContain('IFCDUCTSILENCERTYPE(')
  expect(shown).toEqual(['EOApiPlugin is not registered'])
})

test('exporting a round silencer sends product XML valid against the XSD', async ({ page }) => {
  const shown = alerts(page)
  await installHost(page)
  await openModelling(page)
  await send(page, { shape: '1/1', diameter: 315, airflow: 100 })
  await exportRoundCard(page)
  await expect
    .poll(async () => (await messages(page)).map((m) => m.name))
    .toEqual(['MCPluginWebAppLoaded', 'MCPluginInsertProduct'])
  expect(shown).toEqual([])
  const xml = (await messages(page))[1]?.payload ?? ''
  const result = await validateXML({
    xml: [{ fileName: 'product.xml', contents: xml }],
    schema: [{ fileName: 'product.xsd', contents: XSD }],
  })
  expect(result.errors).toEqual([])
  expect(xml).toMatch(/<Class>NRFB100[^<]*<\/Class>/)
  expect(xml).toContain('<Dimensions shape="circular" diameter="315" length="1800" unit="mm"/>')
  // NRFB below 1400 mm: spacing 100 (docs/product-rules.md, "Geometry parameters").
  expect(xml).toContain('<Parameter name="S" unit="mm">100</Parameter>')
  expect(xml).toMatch(
    /<DimData minAirflow="[\d.]+" maxAirflow="[\d.]+" airflowUnit="l\/s" minPressureDrop="1" maxPressureDrop="100"\/>/,
  )
  expect(xml.match(/<Band hz=/g)).toHaveLength(8)

  // Beyond the specification: the same product as an IFC4 file.
  const download = page.waitForEvent('download')
  await page
    .getByRole('article', { name: ROUND_CARD, exact: true })
    .getByRole('button', { name: 'Download IFC' })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.ifc$/)
})

test('exporting a rectangular silencer sends valid XML once the export button exists', async ({ page }) => {
  await installHost(page)
  await openModelling(page)
  await send(page, { shape: '2/2', width: 600, height: 400, airflow: 500, sound: '80 78 75 72 70 65 60 55' })
  await expect(page).toHaveURL(/\/modelling\/rect-silencer$/)
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeEnabled()
  await next.click()
  const exportButton = page.getByRole('button', { name: 'Export to MagiCAD' })
  await expect(exportButton).toBeEnabled({ timeout: 10_000 })
  await exportButton.click()
  await expect.poll(async () => (await messages(page)).length).toBe(2)
  const xml = (await messages(page))[1]?.payload ?? ''
  const result = await validateXML({
    xml: [{ fileName: 'product.xml', contents: xml }],
    schema: [{ fileName: 'product.xsd', contents: XSD }],
  })
  expect(result.errors).toEqual([])
  expect(xml).toContain('type="rectSilencer"')
  expect(xml).toContain('<Dimensions shape="rectangular" width="600" height="400"')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download IFC' }).click()
  expect((await download).suggestedFilename()).toMatch(/^MSK-600x400-.*\.ifc$/)
})

test('without a host, the rectangular configurator offers Download IFC beside Export to MagiCAD', async ({
  page,
}) => {
  const shown = alerts(page)
  await openModelling(page)
  await send(page, { shape: '2/2', width: 600, height: 400, airflow: 500 })
  await expect(page).toHaveURL(/\/modelling\/rect-silencer$/)
  await page.getByRole('button', { name: 'Next' }).click()
  const exportButton = page.getByRole('button', { name: 'Export to MagiCAD' })
  await expect(exportButton).toBeEnabled({ timeout: 10_000 })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download IFC' }).click()
  const file = await download
  expect(readFileSync(await file.path(), 'utf8')).toContain('.RECTANGULAR.')
  expect(shown).toEqual([])
  await exportButton.click()
  await expect.poll(() => shown).toEqual(['EOApiPlugin is not registered'])
})
