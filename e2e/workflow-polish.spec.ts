// The engineer's workflow, polish (docs/product-rules.md, "Displayed numbers"): the result in view, numbers
// that add up and read rounded, input that cannot be right refused with a message, new screens at their top,
// and the spectra of sound power and sound pressure apart. One signed-in page serves the whole file.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { bands, chain, openSystem, OverviewPage, type Item, type Opened } from './pages/overview-pages.ts'
import { activateSystem } from './pages/workspace-pages.ts'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

/** The first product's attenuation at 63 Hz as an adjustment computed it, to sixteen digits. */
const FINE = 17.424378852225065
const items: Item[] = chain.map((item, i) =>
  i === 0 ? { ...item, soundAttenuation: { ...item.soundAttenuation, octaveBand63Hz: FINE } } : item,
)

let opened: Opened
let page: Page
test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000)
  opened = await openSystem(browser, request, items)
  page = opened.page
})
test.afterAll(async () => page.context().close())

/** A second system of the same project, opened on the overview. */
async function openAnother(request: APIRequestContext, data: Record<string, unknown>) {
  const headers = {
    Authorization: `Bearer ${opened.account.accessToken}`,
    'X-Id-Token': opened.account.idToken,
  }
  const res = await request.post(`/api/projects/${opened.projectId}/systems`, { headers, data })
  expect(res.status()).toBe(201)
  const systemId = ((await res.json()) as { data: { id: string } }).data.id
  await activateSystem(page, opened.projectId, systemId)
  await page.goto('/app/project-overview')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
}

test('7: the overview keeps its summary in view, with the room level and rating; band values add up', async () => {
  await page.goto('/app/project-overview')
  const o = new OverviewPage(page)
  const panel = page.getByRole('region', { name: 'Calculations' })
  await expect(panel).toBeVisible({ timeout: 20_000 })
  // At the top of a long page the summary sits at the foot of the window, and it stays there further down.
  await expect(panel).toBeInViewport()
  await page.getByRole('heading', { name: 'Room', exact: true }).scrollIntoViewIfNeeded()
  await expect(panel).toBeInViewport()
  const listener = panel.getByRole('group', { name: 'At the listener' })
  const level = await o.roomLevel().textContent()
  await expect(listener.getByRole('definition').first()).toHaveText(level ?? 'missing')
  await expect(listener.getByRole('definition').nth(1)).toHaveText(/^\d+ \((Pass|Fail)\)$/)

  // The detailed table: the level before a step less its ATT is its SPL, as shown to a tenth.
  await page.getByRole('tab', { name: 'Detailed calculations' }).click()
  const row63 = page
    .getByRole('table', { name: 'Detailed calculations per octave band' })
    .getByRole('row', { name: /^63 / })
  const cells = (await row63.getByRole('cell').allTextContents()).map(Number)
  expect(cells[1]).toBe(17.4)
  expect(cells[0]).toBe(80)
  expect(cells[2]).toBeCloseTo((cells[0] ?? 0) - (cells[1] ?? 0), 5)
  await page.getByRole('tab', { name: 'Products' }).click()
})

test('9: the sound data and adjust modals show values rounded to a tenth', async () => {
  const card = new OverviewPage(page).card('NRF-250')
  await card.getByRole('button', { name: 'Sound data of NRF-250' }).click()
  const dialog = page.getByRole('dialog', { name: /NRF-250/ })
  await dialog.getByRole('tab', { name: 'Attenuation' }).click()
  await expect(dialog.getByRole('textbox', { name: '63 Hz octave band' })).toHaveValue('17.4')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await card.getByRole('button', { name: /attenuation of NRF-250/i }).click()
  const adjust = page.getByRole('dialog')
  await expect(adjust.getByRole('textbox', { name: '63 Hz octave band' })).toHaveValue('17.4')
  await page.keyboard.press('Escape')
  await expect(adjust).toBeHidden()
})

test('10: impossible input gets a message, never a result', async () => {
  // A room distance below zero, in words or closer than the API's 1 cm is refused with a message, and the
  // level stays.
  const o = new OverviewPage(page)
  const level = await o.roomLevel().textContent()
  const distance = page.getByRole('textbox', { name: 'Listener distance, m' })
  for (const text of ['-3', 'far', '0.005']) {
    await distance.fill(text)
    await expect(distance).toHaveValue(text)
    await expect(distance).toHaveAccessibleDescription('Enter a number from 0.01 to 1,000')
    await expect(o.roomLevel()).toHaveText(level ?? 'missing')
  }
  await distance.fill('2')

  // A band beyond the API's range says so and gives no total (2000 dB would give 10^20 dB elsewhere).
  await page.getByRole('button', { name: 'System actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit system' })
  const band = dialog.getByRole('textbox', { name: '125 Hz octave band' })
  await band.fill('2000')
  await expect(band).toHaveAccessibleDescription(/From −100 to 250 dB/)
  const totals = dialog.getByRole('group', { name: 'Totals' })
  await expect(totals).not.toContainText(/\d{3,} dB/)
  await expect(totals).toContainText('-')
  await page.keyboard.press('Escape')

  // The round silencer list's airflow: text, a negative number and more than the API's bound are kept as
  // typed with a message, and nothing is calculated with them.
  await page.goto('/app/regular-silencers')
  const airflow = page.getByRole('textbox', { name: 'Input airflow (l/s)' })
  for (const [text, message] of [
    ['abc', 'Enter the airflow as a number of l/s'],
    ['-5', 'The airflow cannot be negative'],
    ['200000', 'Enter an airflow of at most 100,000 l/s'],
  ] as const) {
    await airflow.fill(text)
    await expect(airflow).toHaveValue(text)
    await expect(airflow).toHaveAccessibleDescription(message)
  }
  await airflow.fill('120')
  await expect(airflow).not.toHaveAttribute('aria-invalid', 'true')
})

test('11: a new screen opens at its top', async () => {
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto('/app/silencers')
  await page.getByRole('button', { name: /^NKE / }).click()
  // Next stays at the foot of the window; the page itself is scrolled down before it is pressed.
  await page.getByRole('group', { name: 'Rectangular silencers' }).scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/app\/products-list$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Product selection' })).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.setViewportSize({ width: 1280, height: 720 })
})

test("the class selection's Next is in reach at 1366×768 without scrolling, and stays so", async () => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto('/app/silencers')
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeEnabled({ timeout: 20_000 })
  const rect = page.getByRole('group', { name: 'Rectangular silencers' })
  // The cards reach below the window: Next would be out of sight at the end of the page.
  expect(((await rect.boundingBox())?.y ?? 0) + ((await rect.boundingBox())?.height ?? 0)).toBeGreaterThan(
    768,
  )
  await expect(next).toBeInViewport({ ratio: 1 })
  await page.getByRole('button', { name: /^NKE / }).click()
  await rect.getByRole('button').last().scrollIntoViewIfNeeded()
  await expect(next).toBeInViewport({ ratio: 1 })
  await page.setViewportSize({ width: 1280, height: 720 })
})

test("the new system form's Next is in sight at 1280×720, over the fields that scroll under it", async () => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/app/systems')
  await page.getByRole('button', { name: 'Add system' }).click()
  const dialog = page.getByRole('dialog', { name: 'New system' })
  const next = dialog.getByRole('button', { name: 'Next' })
  await expect(dialog.getByRole('textbox', { name: 'System name' })).toBeVisible()
  // The form is taller than the window's modal: without the sticky foot, Next was below it.
  await expect(next).toBeInViewport({ ratio: 1 })
  await dialog.getByRole('textbox', { name: 'System name' }).focus()
  await expect(next).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('13: sound power and sound pressure are two charts, and "nothing" is never drawn as −220 dB', async ({
  request,
}) => {
  // No fan spectrum entered and strong attenuators: the chain's levels fall to −180 dB and below.
  const strong = chain.map((item) => ({
    ...item,
    soundPowerLevel: bands([]),
    soundAttenuation: bands(Array<number>(8).fill(60)),
  }))
  await openAnother(request, { name: 'silent', number: 'S0', inputSoundPowerLevel: bands([]), items: strong })
  const figure = page.getByRole('figure', { name: 'Spectrum' })
  const power = figure.getByRole('figure', { name: 'Sound power along the chain' })
  await expect(power.getByText('Lw, dB re 1 pW')).toBeVisible()
  await expect(figure.getByRole('figure', { name: 'Sound pressure at the listener' })).toBeVisible()
  await expect(
    power.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: 'dB' }).first(),
  ).toBeVisible()
  const ticks = (
    await power.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: 'dB' }).allTextContents()
  ).map((text) => Number(text.replace('−', '-').replace(/[^\d-]/g, '')))
  expect(ticks.length).toBeGreaterThan(1)
  expect(Math.min(...ticks)).toBeGreaterThanOrEqual(-100)
})

test('a control reached by the keyboard is never hidden under the sticky header', async () => {
  await page.goto('/app/project-overview')
  const tab = page.getByRole('tab', { name: 'Products' })
  await expect(tab).toBeVisible({ timeout: 20_000 })
  const header = await page.getByRole('banner').boundingBox()
  const headerBottom = (header?.y ?? 0) + (header?.height ?? 0)
  expect(headerBottom).toBeGreaterThan(20)
  // Scrolled so that the tab sits under the header: inside the window, yet covered. Focus must bring it out.
  const before = await tab.boundingBox()
  await page.evaluate((by) => window.scrollBy(0, by), (before?.y ?? 0) - 10)
  expect((await tab.boundingBox())?.y ?? -1).toBeLessThan(headerBottom)
  await tab.focus()
  expect((await tab.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom)
})

/**
 * The products list in a 1280 px window `height` high, at its top: its "Show diffusers" switch, where a control
 * ends on screen, and where the sticky summary begins.
 */
async function productsListAt(height: number) {
  await page.setViewportSize({ width: 1280, height })
  await page.goto('/app/products-list')
  const diffusers = page.getByRole('switch', { name: 'Show diffusers' })
  await expect(diffusers).toBeAttached({ timeout: 20_000 })
  await page.evaluate(() => window.scrollTo(0, 0))
  const bottomOf = async (control: Locator) => {
    const box = await control.boundingBox()
    return (box?.y ?? Infinity) + (box?.height ?? 0)
  }
  const summaryTop = async () => (await page.getByRole('button', { name: 'Next' }).boundingBox())?.y ?? 0
  return { diffusers, bottomOf, summaryTop }
}

test('a control reached by the keyboard is never hidden under the sticky summary at the foot', async () => {
  // Low enough that the switches start below the window: focus scrolls them in, above the summary.
  const { diffusers, bottomOf, summaryTop } = await productsListAt(520)
  // Tabbed to from the field before it, as a keyboard user reaches it: above the summary, so a click lands.
  await page.getByRole('searchbox', { name: /^Search by name/ }).focus()
  for (let i = 0; i < 20 && !(await diffusers.evaluate((e) => e === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(diffusers).toBeFocused()
  expect(await bottomOf(diffusers)).toBeLessThan(await summaryTop())
  await page.setViewportSize({ width: 1280, height: 720 })
})

test("the products list's filters leave its switches and count in sight at 1280×720, above the summary", async () => {
  const { diffusers, bottomOf, summaryTop } = await productsListAt(720)
  // Each field on a row of its own pushed them below the summary: no product could be nearly in sight.
  for (const control of [diffusers, page.getByText(/^Showing \d+ of \d+ products$/)])
    expect(await bottomOf(control)).toBeLessThan(await summaryTop())
})
