// How the system report pages (docs/product-rules.md, "Report pagination"): the inventory by its rows'
// heights, the summary's charts on a page of their own when they do not fit, comments too long for their page
// on continuation sheets (docs/reports.md, "Long texts"), autoPrint 1 s after the report is ready; every sheet
// one A4 page of the PDF, every page numbered.
import { expect, test } from '@playwright/test'
import { PROJECT_LIMITS } from '../src/contract/api/projects.ts'
import { SYSTEM_LIMITS } from '../src/contract/api/systems.ts'
import {
  DEFAULT_RECT_CONFIG,
  deriveRectClass,
  deriveRectCode,
  readBands,
  rectSilencerOptions,
  type RectSilencerConfig,
} from '../src/engine/index.ts'
import { signedInPage } from './pages/workspace-pages.ts'
import {
  item,
  A4,
  seed,
  expectPdf,
  expectWholeText,
  timesPrinted,
  renderPage,
  shot,
  sheets,
  watchPrint,
  printed,
  openOnPausedClock,
  PRINT_DELAY_MS,
  CLOCK_STEP_MS,
  NOISE,
} from './print-helpers.ts'

test('system inventory pages by 58 px rows; autoPrint prints after 1 s', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const items = Array.from({ length: 20 }, (_, i) => item(i + 1))
  const { account, systemIds } = await seed(request, 'Long chain', [{ name: 'AHU-20', items }])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await watchPrint(page)
  const { shownAt, printedAt } = await openOnPausedClock(
    page,
    `/printing/system?systemId=${systemIds[0]}&products=0`,
  )
  expect(shownAt, 'the report showed').toBeDefined()
  expect(printedAt, 'the report printed').toHaveLength(1)
  // Ready (its picture fetched) once it showed or a little later, the report prints 1 s after.
  const printedAfter = (printedAt[0] ?? 0) - (shownAt ?? 0)
  expect(printedAfter).toBeGreaterThanOrEqual(PRINT_DELAY_MS - CLOCK_STEP_MS)
  expect(printedAfter).toBeLessThanOrEqual(PRINT_DELAY_MS + 500)
  // 842 px / 58 px = 14 rows a page: 20 products take two inventory pages. The legend of 21 lines takes the
  // summary past what its estimate allows (1035 px of 1030; 1018 px printed here), so the charts follow it.
  await expect(sheets(page)).toHaveCount(5)
  await expect(sheets(page).nth(3).getByRole('row')).toHaveCount(15)
  await expect(sheets(page).nth(4).getByRole('row')).toHaveCount(7)
  expect(await printed(page)).toBe(1)
  await expectPdf(page, [
    ['System summary: AHU-20', 'Total pressure drop', 'Page 1 / 5'],
    ['Spectrum: AHU-20', 'After product 20: Silencer 20', 'Page 2 / 5'],
    ['Project information', 'Page 3 / 5'],
    ['Product inventory', 'Silencer 1', 'Silencer 14', 'Page 4 / 5'],
    ['Product inventory', 'Silencer 15', 'Silencer 20', 'Page 5 / 5'],
  ])
})

test('system inventory: a row with a very long name counts as tall as its lines; every row prints, no page runs over', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  // 14 products, 14 rows of 58 px on one page until the third is given a name of 196 characters: six lines
  // of its column, 95 px, so the first inventory page holds 13 rows (2 × 58 + 95 + 10 × 58 = 791 px; a 14th
  // would make 849 px of 842) and the 14th goes to the next.
  const words = 'Rectangular silencer for the supply air of the concert hall foyer with an inspection hatch'
  const longName = `Silencer 3 ${words} ${words} end`
  expect(longName.length).toBeLessThanOrEqual(200)
  const items = Array.from({ length: 14 }, (_, i) => item(i + 1, i === 2 ? { productName: longName } : {}))
  const { account, systemIds } = await seed(request, 'Foyer', [{ name: 'AHU-F', items }])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await page.goto(`/printing/system?systemId=${systemIds[0]}&products=0&autoPrint=0`)
  // The summary's legend with the long name: its charts on a page of their own (1035 px estimated).
  await expect(sheets(page)).toHaveCount(5)
  await expect(sheets(page).nth(3).getByRole('row')).toHaveCount(1 + 13)
  await expect(sheets(page).nth(4).getByRole('row')).toHaveCount(1 + 1)
  await shot(page, 'print-long-name')
  // Printed, each sheet is one A4 page, none running over onto another, each holding all its rows: the long
  // name's first words and its end (pdftotext reads the lines of a cell apart from each other), and every row
  // after it with its label.
  const rows = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => [`Silencer ${from + i}`, `NRFV-${100 + from + i}`]).flat()
  const pdf = await expectPdf(page, [
    ['System summary: AHU-F', 'Page 1 / 5'],
    ['Spectrum: AHU-F', 'Page 2 / 5'],
    ['Project information', 'Page 3 / 5'],
    ['Product inventory', ...rows(1, 13), 'Silencer 3 Rectangular', 'inspection hatch end', 'Page 4 / 5'],
    ['Product inventory', ...rows(14, 14), 'Page 5 / 5'],
  ])
  renderPage(pdf, 4, 'print-long-name')
})

/**
 * A configured rectangular silencer as the configurator saves it: 1000 × 500 mm with option `i % 6` chosen,
 * straight for the first six, then bends of growing legs (their orientation and x, y print too).
 */
function rectItem(i: number) {
  const bend = i >= 6
  const config: RectSilencerConfig = {
    ...DEFAULT_RECT_CONFIG,
    width: 1000,
    height: 500,
    inputAirflow: 1500,
    shellInsulation: bend ? 'M50' : '0mm',
    outerCover: bend ? 'magnelis' : 'none',
    innerMaterial: bend ? 'magnelis' : 'galvanizedSteel',
    ...(bend
      ? {
          shape: 'bend',
          orientation: 'vertical',
          dimensionX: 150 + 10 * i,
          dimensionY: 300,
          length: 950 + 10 * i,
        }
      : { length: 1500 }),
  }
  const option = rectSilencerOptions({ ...config, inputSoundPower: readBands(NOISE) })[i % 6]
  if (!option) throw new Error('six options expected')
  const code = deriveRectCode(config)
  return {
    productId: `rect-${i}`,
    productType: 'rectSilencer',
    productClass: deriveRectClass(config),
    productName: code,
    productCode: code,
    productImageURL: '',
    quantity: 1,
    soundPowerLevel: option.soundPowerLevel,
    soundAttenuation: option.soundAttenuation,
    inputAirflow: 1500,
    pressureDrop: option.pressureDrop,
    rectConfiguration: { ...config, selectedOptionIndex: i % 6, optionData: { ...option } },
  }
}

test("rectangular silencers: each one's configuration under its inventory row and bill of materials line and on its page; every sheet one A4 page", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  // Finnish, whose words are long: 14 silencers, each row with its configuration's lines under it.
  const items = Array.from({ length: 14 }, (_, i) => rectItem(i))
  const { account, projectId, systemIds } = await seed(request, 'Foyer', [{ name: 'AHU-R', items }])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  const titles = () =>
    sheets(page).evaluateAll((all) => all.map((sheet) => sheet.getAttribute('aria-label') ?? ''))
  const everySheetOnePage = async () => {
    const all = await titles()
    return expectPdf(
      page,
      all.map((title, i) => [title, `Sivu ${i + 1} / ${all.length}`]),
    )
  }

  await page.goto(`/printing/system?systemId=${systemIds[0]}&products=0&autoPrint=0&locale=fi`)
  await expect(sheets(page).first()).toBeVisible()
  const system = await titles()
  const inventoryPages = system.filter((title) => title === 'Tuote-erittely: AHU-R').length
  // 14 rows of 58 px fit one page; with their configurations they take more.
  expect(inventoryPages).toBeGreaterThan(1)
  const systemPdf = await everySheetOnePage()
  expect(timesPrinted(systemPdf, 'Kasettien väli:')).toBe(14)
  expect(timesPrinted(systemPdf, 'Suunta: Pystysuora')).toBe(8)
  await shot(page, 'print-rect-inventory')
  renderPage(systemPdf, system.indexOf('Tuote-erittely: AHU-R') + 1, 'print-rect-inventory')

  // The bill of materials: a line for each (no two are made alike), then a page for each silencer with its
  // configuration among its fields.
  await page.goto(`/printing/materials?projectId=${projectId}&autoPrint=0&locale=fi`)
  await expect(sheets(page).first()).toBeVisible()
  const materialsPdf = await everySheetOnePage()
  expect(timesPrinted(materialsPdf, 'Kasettien väli:')).toBe(14)
  expect(timesPrinted(materialsPdf, 'Kasettien väli ')).toBe(14)
  renderPage(materialsPdf, 1, 'print-rect-materials')
})

test('system summary: with one product at another airflow and two long names its charts get a page of their own; every page numbered, none runs over', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  // Printed on one page, this summary took 1080 px of the 1030 an A4 page holds: the caveat under the total
  // pressure drop takes three lines, the legend eight rows with the two long names.
  const words = 'Rectangular silencer for the supply air of the concert hall foyer with an inspection hatch'
  const long = (n: number) => ({ productName: `Silencer ${n} ${words} ${words} end` })
  const items = Array.from({ length: 14 }, (_, i) =>
    item(i + 1, { ...(i === 0 ? { inputAirflow: 300 } : {}), ...(i === 2 || i === 5 ? long(i + 1) : {}) }),
  )
  const { account, systemIds } = await seed(request, 'Foyer', [{ name: 'AHU-L', items, airflow: 250 }])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await page.goto(`/printing/system?systemId=${systemIds[0]}&products=0&autoPrint=0`)
  await expect(sheets(page).nth(1).getByRole('heading', { name: 'Spectrum: AHU-L' })).toBeVisible()
  await expect(sheets(page).nth(0).locator('figure')).toHaveCount(0)
  const count = await sheets(page).count()
  // Summary, charts, project information and the inventory's pages (its two long rows take it past one).
  expect(count).toBeGreaterThanOrEqual(5)
  await shot(page, 'print-summary-split')
  const numbered = (i: number) => `Page ${i + 1} / ${count}`
  const pdf = await expectPdf(page, [
    [
      'System summary: AHU-L',
      'Total pressure drop',
      "Products whose pressure drop is taken at an airflow other than the system's 250 l/s: 1",
      'Room',
      'Listener distance',
      'Sound pressure level at the listener',
      numbered(0),
    ],
    [
      'Spectrum: AHU-L',
      'Sound power along the chain',
      'Sound pressure at the listener',
      'After product 14: Silencer 14',
      'Silencer 3 Rectangular',
      'Silencer 6 Rectangular',
      'NR 30 target',
      numbered(1),
    ],
    ['Project information', numbered(2)],
    ...Array.from({ length: count - 3 }, (_, i) => ['Product inventory', numbered(i + 3)]),
  ])
  renderPage(pdf, 2, 'print-summary-split')
})

test('long comments: a system comment of 5,000 characters and a project comment at its limit continue on sheets of their own; both print whole, each sheet one A4 page', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  /** A comment of the most characters the contract allows, cut at a word's end, of numbered sentences. */
  const comment = (sentence: (n: number) => string, length: number) => {
    const text = Array.from({ length: Math.ceil(length / 50) }, (_, i) => sentence(i + 1)).join(' ')
    return text.slice(0, text.lastIndexOf(' ', length))
  }
  const systemComment = comment(
    (n) => `Note ${n}: the supply duct crosses the plant room above the sprinkler main.`,
    SYSTEM_LIMITS.comment,
  )
  const projectComment = comment(
    (n) => `Remark ${n}: the return duct passes under the stage near the orchestra pit.`,
    PROJECT_LIMITS.comment,
  )
  expect(systemComment.length).toBeGreaterThan(4950)
  expect(projectComment.length).toBeGreaterThan(4950)
  const { account, projectId, systemIds } = await seed(
    request,
    'Library',
    [{ name: 'AHU-C', items: [item(1), item(2)], comment: systemComment }],
    { comment: projectComment },
  )
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  const titles = () =>
    sheets(page).evaluateAll((all) => all.map((sheet) => sheet.getAttribute('aria-label') ?? ''))
  const continued = (owner: string) => `Comment (continued): ${owner}`
  const countOf = (list: string[], title: string) => list.filter((t) => t === title).length

  await page.goto(`/printing/system?systemId=${systemIds[0]}&products=0&autoPrint=0`)
  await expect(sheets(page).first()).toBeVisible()
  const system = await titles()
  // The summary keeps what fits of its comment, the rest follows before the charts; the project's comment
  // continues after the project information.
  expect(system.filter((title) => !title.startsWith('Comment'))).toEqual([
    'System summary: AHU-C',
    'Spectrum: AHU-C',
    'Project information',
    'Product inventory: AHU-C',
  ])
  expect(system[1]).toBe(continued('AHU-C'))
  expect(system[system.indexOf('Project information') + 1]).toBe(continued('Library'))
  await shot(page, 'print-long-comments')
  // Printed, every sheet is one A4 page, numbered of them all, and both comments are there in full.
  const pdf = await expectPdf(
    page,
    system.map((title, i) => [title, `Page ${i + 1} / ${system.length}`]),
  )
  expectWholeText(pdf, systemComment, 1 + countOf(system, continued('AHU-C')))
  expectWholeText(pdf, projectComment, 1 + countOf(system, continued('Library')))
  renderPage(pdf, 2, 'print-long-comments')

  // The project report's first page holds both comments: the project's first, then the first system's. The
  // first system's summary prints only there; its breakdown is its charts and inventory.
  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0`)
  await expect(sheets(page).first()).toBeVisible()
  const project = await titles()
  // One system: its charts lead its inventory's page rather than taking a mostly empty page of their own.
  expect(project.filter((title) => !title.startsWith('Comment'))).toEqual([
    'Project information',
    'Spectrum and product inventory: AHU-C',
  ])
  expect(project[1]).toBe(continued('Library'))
  // The system's comment continues right after the project's, before the system's charts.
  expect(project.slice(project.lastIndexOf(continued('Library')) + 1, -1)).toEqual(
    Array<string>(countOf(project, continued('AHU-C'))).fill(continued('AHU-C')),
  )
  const projectPdf = await expectPdf(
    page,
    project.map((title, i) => [
      title,
      ...(i === project.length - 1 ? ['Spectrum', 'Sound power along the chain'] : []),
      `Page ${i + 1} / ${project.length}`,
    ]),
  )
  expectWholeText(projectPdf, projectComment, 1 + countOf(project, continued('Library')))
  expectWholeText(projectPdf, systemComment, 1 + countOf(project, continued('AHU-C')))
  // Each comment once: the openings of its first and its last sentence ("Note 1: the", numbered) print once.
  for (const text of [systemComment, projectComment]) {
    const sentences = text.split(/(?<=\.) /)
    for (const sentence of [sentences[0] ?? '', sentences.at(-1) ?? '']) {
      const opening = sentence.split(' ').slice(0, 3).join(' ')
      expect(timesPrinted(projectPdf, opening), opening).toBe(1)
    }
  }
})
