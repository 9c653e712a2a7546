// The engineer's workflow, what reads wrong (docs/product-rules.md, "Report pagination", "Copying a system",
// "Notices"): a bill of materials that sums identical products, a copy named "… (copy)", the signed-in user
// in the header, notices clear of the header's controls, a long project number inside its card, names and
// badges whole in the overview's grid, and reports that print names as the app shows them. One signed-in page
// serves the whole file; the tests run in order (the copy comes last but one).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { bands, chain, openSystem, type Item, type Opened } from './pages/overview-pages.ts'
import { activateSystem, WorkspacePages } from './pages/workspace-pages.ts'

test.describe.configure({ mode: 'serial', timeout: 90_000 })

const NRF = chain[0] as Item
/** A rectangular silencer whose name and type badge are long enough to be cut in a narrow grid card. */
const rect: Item = {
  productId: 'rsl-1200',
  productType: 'rectSilencer',
  productClass: 'RSL',
  productName: 'RSL-1200x600-1500 rectangular silencer with splitters',
  productCode: 'RSL-1200-600-1500',
  quantity: 1,
  soundPowerLevel: bands([]),
  soundAttenuation: bands([4, 8, 14, 22, 30, 32, 26, 18]),
}

let opened: Opened
let page: Page
let headers: Record<string, string>
/** A second system of the project: NRF-250 twice (1 + 2) around the rectangular silencer. */
let exhaustId: string

test.beforeAll(async ({ browser, request }) => {
  test.setTimeout(120_000)
  opened = await openSystem(browser, request)
  page = opened.page
  await page.setViewportSize({ width: 1280, height: 900 })
  headers = { Authorization: `Bearer ${opened.account.accessToken}`, 'X-Id-Token': opened.account.idToken }
  const res = await request.post(`/api/projects/${opened.projectId}/systems`, {
    headers,
    data: {
      name: 'exhaust ahu-4',
      number: 'E4',
      inputSoundPowerLevel: bands([80, 78, 75, 72, 70, 65, 60, 55]),
      items: [{ ...NRF, quantity: 2 }, rect, NRF],
    },
  })
  expect(res.status()).toBe(201)
  exhaustId = ((await res.json()) as { data: { id: string } }).data.id
})
test.afterAll(async () => page.context().close())

/** Whether `inner`'s box lies inside `outer`'s (half a pixel of rounding allowed). */
async function inside(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()])
  if (!a || !b) throw new Error('an element has no box')
  return a.x >= b.x - 0.5 && a.x + a.width <= b.x + b.width + 0.5
}

const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test('the bill of materials puts identical products on one line with their summed quantity', async () => {
  await page.goto(`/printing/materials?projectId=${opened.projectId}&autoPrint=0`)
  const table = page.locator('[data-sheet]').first().getByRole('table')
  // Six entries in two systems, four different products: a header row and four lines.
  await expect(table.getByRole('row')).toHaveCount(5)
  const nrf = table.getByRole('row', { name: /NRF-250-900/ })
  await expect(nrf).toHaveCount(1)
  // 1 in the supply system, 2 + 1 in the exhaust system: 4. The systems print as the app names them.
  await expect(nrf.getByRole('cell')).toHaveText([
    'NRF-250',
    'NRF-250-900',
    'Supply ahu-3, Exhaust ahu-4 × 3',
    '4',
  ])
  await expect(
    table
      .getByRole('row', { name: /RSL-1200-600-1500/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('1')
  await expect(
    table
      .getByRole('row', { name: /KSO-160/ })
      .getByRole('cell')
      .last(),
  ).toHaveText('1')
})

test('reports print project and system names as the app shows them', async () => {
  // The app capitalises names on cards and headings ("Opera house", "Supply ahu-3"); the reports did not.
  await page.goto(`/printing/system?systemId=${opened.systemId}&autoPrint=0&products=0`)
  const summary = page.locator('[data-sheet]').first()
  await expect(summary.getByRole('heading', { name: 'System summary: Supply ahu-3' })).toBeVisible()
  await expect(summary).toContainText('Opera house')
  await expect(summary).not.toContainText('opera house')
  await expect(summary).not.toContainText('supply ahu-3')

  await page.goto(`/printing/project?projectId=${opened.projectId}&autoPrint=0`)
  const first = page.locator('[data-sheet]').first()
  await expect(first.getByText('Opera house').first()).toBeVisible()
  await expect(first).not.toContainText('opera house')
  await expect(page.getByRole('heading', { name: 'System summary: Exhaust ahu-4' })).toBeVisible()
})

test('the grid view shows every product name and type badge whole', async () => {
  await page.goto('/app/projects')
  await activateSystem(page, opened.projectId, exhaustId)
  await page.goto('/app/project-overview')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await page
    .locator('label')
    .filter({ hasText: /^Grid$/ })
    .click()
  const list = page.getByRole('list', { name: 'Selected products' })
  const cards = list.getByRole('article')
  await expect(cards).toHaveCount(3)
  // 1280 px wide: three cards a row, each a third of the page beside its order and delete controls.
  for (let i = 0; i < 3; i++) {
    const card = cards.nth(i)
    for (const part of [card.getByRole('heading'), card.locator('.mantine-Badge-root')]) {
      expect(await inside(part, card)).toBe(true)
      // Nothing hidden behind an ellipsis: the text fits its own box.
      const cut = await part.evaluate((element) => {
        const label = element.querySelector('.mantine-Badge-label') ?? element
        return label.scrollWidth > label.clientWidth + 1
      })
      expect(cut).toBe(false)
    }
  }
  await expect(cards.nth(1).locator('.mantine-Badge-root')).toHaveText('Rectangular silencer')
})

test('a long project number stays inside its card', async ({ request }) => {
  const number = `OH-${'1234567890'.repeat(9)}`
  const res = await request.post('/api/projects', { headers, data: { name: 'numbered hall', number } })
  expect(res.status()).toBe(201)
  const w = new WorkspacePages(page)
  await w.openProjects()
  const card = w.card('Numbered hall')
  const value = card.getByRole('definition').filter({ hasText: number })
  await expect(value).toHaveText(number)
  expect(await inside(value, card)).toBe(true)
})

test('the header shows who is signed in; a copy is named “… (copy)”; its notice leaves the header free', async ({
  request,
}) => {
  const banner = page.getByRole('banner')
  await expect(banner.getByText('Otto Overview', { exact: true })).toBeVisible()
  await expect(banner.getByText('Signed in as Otto Overview', { exact: true })).toBeAttached()

  const w = new WorkspacePages(page)
  await w.openProjects()
  await w.card('Opera house').getByRole('button', { name: 'Details' }).click()
  await expect(page).toHaveURL(/\/app\/systems$/)
  await w.systemMenu('Supply ahu-3', 'Copy')
  await expect(w.card('Supply ahu-3 (copy)')).toBeVisible()
  const stored = await request.get(`/api/projects/${opened.projectId}/systems`, { headers })
  const names = ((await stored.json()) as { data: { name: string }[] }).data.map((s) => s.name)
  expect(names.sort()).toEqual(['exhaust ahu-4', 'supply ahu-3', 'supply ahu-3 (copy)'])

  const notices = page.getByRole('region', { name: 'Messages' })
  await expect(notices.getByText('The system has been copied.')).toBeVisible()
  const box = await notices.boundingBox()
  const header = await banner.boundingBox()
  const controls = await Promise.all([
    banner.getByRole('combobox', { name: 'Language' }).boundingBox(),
    banner.getByRole('button', { name: 'Sign out' }).boundingBox(),
  ])
  if (!box || !header || controls.some((c) => c === null)) throw new Error('an element has no box')
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
  for (const control of controls) expect(control && overlap(box, control)).toBe(false)
})
