// The project report and the bill of materials (docs/reports.md): their pages, printed to A4 PDF and read
// back page by page with pdftotext.
import { expect, test } from '@playwright/test'
import { signedInPage } from './pages/workspace-pages.ts'
import {
  item,
  A4,
  seed,
  expectPdf,
  renderPage,
  shot,
  sheets,
  watchPrint,
  printed,
  reportHashOf,
  timesPrinted,
} from './print-helpers.ts'

test('project report and bill of materials', async ({ browser, request }) => {
  test.setTimeout(120_000)
  // The third product's name of 196 characters takes six lines of the bill of materials' name column (95 px).
  const words = 'Rectangular silencer for the supply air of the concert hall foyer with an inspection hatch'
  const longName = `Silencer 3 ${words} ${words} end`
  const many = Array.from({ length: 20 }, (_, i) => item(i + 1, i === 2 ? { productName: longName } : {}))
  const comments = ['Supply duct above the foyer ceiling', 'Extract grille above the stage door']
  const { account, projectId } = await seed(request, 'Opera house', [
    { name: 'AHU-1', items: many, comment: comments[0] },
    {
      name: 'AHU-2',
      items: [item(30, { productName: 'Grille 30', productCode: 'GR-30' })],
      comment: comments[1],
    },
  ])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await watchPrint(page)

  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0`)
  // The project page with the first system's summary; then per system what it has not printed: AHU-1's charts
  // (on their own page, its summary being on the first) and inventory (20 rows: two pages), AHU-2's summary
  // with its charts and inventory (1 row: one page).
  await expect(sheets(page)).toHaveCount(1 + 3 + 2)
  const summary = sheets(page).nth(0)
  await expect(summary.getByRole('heading', { name: 'Project information' })).toBeVisible()
  await expect(summary.getByText('Opera house').first()).toBeVisible()
  await expect(summary.getByText('AHU-1', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'System summary: AHU-1' })).toHaveCount(0)
  await expect(sheets(page).nth(1).getByRole('heading', { name: 'Spectrum: AHU-1' })).toBeVisible()
  await expect(sheets(page).nth(4).getByRole('heading', { name: 'System summary: AHU-2' })).toBeVisible()
  await expect(sheets(page).nth(5).getByText('Page 6 / 6')).toBeVisible()
  await shot(page, 'print-project')
  const project = await expectPdf(page, [
    ['Project information', 'Opera house', 'AHU-1', comments[0] ?? '', 'Page 1 / 6'],
    ['Spectrum: AHU-1', 'Page 2 / 6'],
    ['Product inventory', 'Silencer 1', 'Page 3 / 6'],
    ['Product inventory', 'Silencer 20', 'Page 4 / 6'],
    ['System summary: AHU-2', 'Room', 'Spectrum', comments[1] ?? '', 'Page 5 / 6'],
    ['Product inventory', 'Grille 30', '42.346', 'Page 6 / 6'],
  ])
  // Each system's summary, and so its comment, prints once.
  for (const comment of comments) expect(timesPrinted(project, comment), comment).toBe(1)
  expect(timesPrinted(project, 'System summary:')).toBe(1)

  // The stamp's hash comes back from the saved project with scripts/report-hash.ts, its systems in the
  // report's order (oldest first), as the system report's does (e2e/print-system.spec.ts).
  const stampHash = (await summary.getByText(/ · inputs [0-9a-f]{8}$/).textContent())?.slice(-8)
  const reproduced = await reportHashOf(request, account, `/api/projects/${projectId}`)
  expect(stampHash).toMatch(/^[0-9a-f]{8}$/)
  expect(reproduced).toContain(`inputs ${stampHash}`)
  expect(reproduced.indexOf('system "AHU-1"')).toBeLessThan(reproduced.indexOf('system "AHU-2"'))

  await page.goto(`/printing/materials?projectId=${projectId}&autoPrint=0&locale=fi`)
  // (842 − 50) / 40 = 19 rows a page, fewer with the long name's 95 px: 18 (2 × 40 + 95 + 15 × 40 = 775 px; a
  // 19th would make 815 of 792). 21 different products take two table pages (identical products would share a
  // line: e2e/workflow-item12.spec.ts), then one page per product.
  await expect(sheets(page)).toHaveCount(2 + 21)
  const table = sheets(page).nth(0)
  await expect(table.getByRole('heading', { name: 'Materiaaliluettelo' })).toBeVisible()
  await expect(table.getByText('Sivu 1 / 23')).toBeVisible()
  await expect(table.getByRole('row')).toHaveCount(1 + 18)
  const grille = sheets(page)
    .nth(1)
    .getByRole('row', { name: /Grille 30/ })
  await expect(grille).toContainText('GR-30')
  await expect(grille).toContainText('AHU-2')
  await expect(grille.getByRole('cell').last()).toHaveText('1')
  await expect(sheets(page).nth(22).getByRole('heading', { name: 'Tuote: Grille 30' })).toBeVisible()
  await shot(page, 'print-materials')
  const materials = await expectPdf(page, [
    // Every line with its code, the long name's first words and its end, each sheet one A4 page.
    [
      'Materiaaliluettelo',
      ...Array.from({ length: 18 }, (_, i) => `NRFV-${101 + i}`),
      'Silencer 3 Rectangular',
      'inspection hatch end',
      'Sivu 1 / 23',
    ],
    ['Silencer 19', 'NRFV-119', 'NRFV-120', 'Grille 30', 'GR-30', 'AHU-2', 'Sivu 2 / 23'],
    ...Array.from({ length: 20 }, (_, i) => [`Tuote: Silencer ${i + 1}`, `Sivu ${i + 3} / 23`]),
    // The pressure drop with the Finnish decimal comma and 3 decimals, on the product's own page.
    ['Tuote: Grille 30', '42,346', 'Sivu 23 / 23'],
  ])
  renderPage(materials, 1, 'print-materials')
  expect(await printed(page)).toBe(0)
})

test('project report of one system, with its sound schedule', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const { account, projectId } = await seed(request, 'Library', [
    { name: 'AHU-1', items: [item(1), item(2), item(3)], airflow: 250 },
  ])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await watchPrint(page)

  // The charts lead the inventory's page rather than taking a mostly empty page of their own.
  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0`)
  await expect(sheets(page)).toHaveCount(2)
  await expect(page.getByRole('heading', { name: 'Spectrum: AHU-1' })).toHaveCount(0)
  await expectPdf(page, [
    ['Project information', 'Library', 'AHU-1', 'Page 1 / 2'],
    ['Spectrum and product inventory: AHU-1', 'Spectrum', 'Silencer 1', 'Silencer 3', 'Page 2 / 2'],
  ])

  // Asked for, the sound schedule follows on a page of its own, its numbers in the report's language.
  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0&schedule=1&locale=fi`)
  await expect(sheets(page)).toHaveCount(3)
  const schedule = sheets(page).nth(2).getByRole('table', { name: 'Äänitekninen yhteenveto' })
  await expect(schedule.getByRole('row')).toHaveCount(2)
  await expect(schedule.getByRole('row').nth(1)).toContainText('AHU-1 (S1)')
  await expect(schedule.getByRole('row').nth(1)).toContainText(/\d+,\d/)
  await expectPdf(page, [
    ['Projektin tiedot', 'Sivu 1 / 3'],
    ['Spektri ja tuote-erittely: AHU-1', 'Sivu 2 / 3'],
    ['Äänitekninen yhteenveto', 'AHU-1 (S1)', '250', 'Sivu 3 / 3'],
  ])
  expect(await printed(page)).toBe(0)
})
