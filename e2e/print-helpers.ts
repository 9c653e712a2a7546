// What the print report specs share: the seeded data, printing to PDF and reading it back, the print watcher.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'
import { signUpAccount, type Account } from './pages/workspace-pages.ts'

export const bands = (values: number[]) =>
  Object.fromEntries(
    [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz, i) => [`octaveBand${hz}Hz`, values[i] ?? 0]),
  )
export const NOISE = bands([80, 78, 75, 72, 70, 65, 60, 55])

export const item = (n: number, extra: Record<string, unknown> = {}) => ({
  productId: `p-${n}`,
  productType: 'silencer',
  productClass: 'NRFV',
  productName: `Silencer ${n}`,
  productCode: `NRFV-${100 + n}`,
  productImageURL: '/images/catalogue/class-nrfv.svg',
  quantity: 1,
  soundPowerLevel: bands([20, 18, 15, 10, 8, 5, 0, 0]),
  soundAttenuation: bands([2, 4, 8, 12, 15, 14, 10, 8]),
  inputAirflow: 250,
  pressureDrop: 12.3456 + n,
  ...extra,
})

export const A4 = { width: 595, height: 842 }
export const today = () => {
  const d = new Date()
  const pad = (v: number) => String(v).padStart(2, '0')
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`
}

export interface Seeded {
  account: Account
  projectId: string
  systemIds: string[]
}

export async function seed(
  request: APIRequestContext,
  projectName: string,
  systems: { name: string; items: unknown[]; room?: unknown; airflow?: number; comment?: string }[],
  /** More of the project's fields (its comment). */
  projectFields: Record<string, unknown> = {},
): Promise<Seeded> {
  const account = await signUpAccount(request, 'Paula Printer')
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const project = await request.post('/api/projects', {
    headers,
    data: {
      name: projectName,
      number: 'PR-10',
      contactData: 'City of Espoo',
      address: 'Main street 1',
      ...projectFields,
    },
  })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { data: { id: string } }).data.id
  const systemIds: string[] = []
  for (const system of systems) {
    const res = await request.post(`/api/projects/${projectId}/systems`, {
      headers,
      data: {
        name: system.name,
        number: 'S1',
        inputSoundPowerLevel: NOISE,
        items: system.items,
        ...(system.room ? { room: system.room } : {}),
        ...(system.airflow === undefined ? {} : { airflow: system.airflow }),
        ...(system.comment === undefined ? {} : { comment: system.comment }),
      },
    })
    expect(res.status()).toBe(201)
    systemIds.push(((await res.json()) as { data: { id: string } }).data.id)
  }
  return { account, projectId, systemIds }
}

export const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string
}

export interface PrintedPdf {
  file: string
  /** Each page's text as pdftotext reads it, white space folded. */
  pages: string[]
}

/** Prints the page to an A4 PDF and reads its text back per page (pdftotext ends each page with \f). */
export async function printPdf(page: Page): Promise<PrintedPdf> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ventnoise-print-')), 'report.pdf')
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }))
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
  const pages = text.split('\f').map((p) => p.replace(/\s+/g, ' ').trim())
  if (pages.at(-1) === '') pages.pop()
  return { file, pages }
}

/** Checks the page count and that each page's text holds its expected texts. */
export async function expectPdf(page: Page, expected: string[][]): Promise<PrintedPdf> {
  const pdf = await printPdf(page)
  expect(pdf.pages).toHaveLength(expected.length)
  expected.forEach((texts, i) => {
    for (const text of texts) expect(pdf.pages[i], `page ${i + 1}`).toContain(text)
  })
  return pdf
}

/**
 * Renders one page of a PDF to a PNG at 50 dpi and checks it is an A4 picture; kept as `name`.png in
 * PRINT_SHOTS for looking at. Answers its path.
 */
export function renderPage(pdf: PrintedPdf, pageNumber: number, name: string): string {
  const prefix = pdf.file.replace(/\.pdf$/, `-page-${pageNumber}`)
  const n = String(pageNumber)
  execFileSync('pdftoppm', ['-png', '-r', '50', '-f', n, '-l', n, '-singlefile', pdf.file, prefix])
  const png = readFileSync(`${prefix}.png`)
  expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  // A4 at 50 dpi: 8.27 × 11.69 in (pdftoppm rounds up).
  expect(Math.abs(png.readUInt32BE(16) - 413)).toBeLessThanOrEqual(1)
  expect(Math.abs(png.readUInt32BE(20) - 585)).toBeLessThanOrEqual(1)
  const folder = process.env.PRINT_SHOTS
  if (folder) writeFileSync(path.join(folder, `${name}-pdf-page-${pageNumber}.png`), png)
  return `${prefix}.png`
}

/** Full-page screenshots for looking at the reports, when PRINT_SHOTS names a folder. */
export async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.PRINT_SHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

export const sheets = (page: Page) => page.locator('[data-sheet]')

/**
 * Records window.print calls instead of opening the print dialog, each with the page's Date.now() (in
 * `printedAt`): on a page, or on every page of a context.
 */
export async function watchPrint(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { printed: number; printedAt: number[] }
    w.printed = 0
    w.printedAt = []
    window.print = () => {
      w.printed += 1
      w.printedAt.push(Date.now())
    }
  })
}
export const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed)

/** A report prints this long after it is ready (PRINT_DELAY_MS of report-model.ts; docs/product-rules.md, "Report pages"). */
export const PRINT_DELAY_MS = 1000
export const CLOCK_STEP_MS = 10

/**
 * Opens a report with the page's clock paused and moves it CLOCK_STEP_MS at a time until the report has
 * printed (at most 5 s of the page's time): when the report showed and when it printed are read off the
 * page's own clock, which a loaded machine cannot stretch. The page must be watched (watchPrint).
 */
export async function openOnPausedClock(
  page: Page,
  url: string,
): Promise<{ shownAt: number | undefined; printedAt: number[] }> {
  const start = new Date('2026-03-02T08:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 60_000)
  await page.goto(url)
  let shownAt: number | undefined
  let seen = { now: 0, sheets: 0, printedAt: [] as number[] }
  for (let step = 0; step < 500 && seen.printedAt.length === 0; step++) {
    await page.clock.runFor(CLOCK_STEP_MS)
    seen = await page.evaluate(() => ({
      now: Date.now(),
      sheets: document.querySelectorAll('[data-sheet]').length,
      printedAt: (window as unknown as { printedAt: number[] }).printedAt,
    }))
    if (seen.sheets > 0) shownAt ??= seen.now
  }
  return { shownAt, printedAt: seen.printedAt }
}

/** How many times the PDF prints a phrase (white space folded, as its pages' text is). */
export const timesPrinted = (pdf: PrintedPdf, phrase: string): number =>
  pdf.pages.join(' ').split(phrase.replace(/\s+/g, ' ')).length - 1

/**
 * Checks that a text prints whole across the PDF's pages: every word in order, in at most `runs` runs (the
 * sheets it is printed on: a page's foot and the next one's heading come between two of them).
 */
export function expectWholeText(pdf: PrintedPdf, text: string, runs: number): void {
  const words = text.split(/\s+/)
  let at = 0
  let found = 0
  let inRun = false
  for (const word of pdf.pages.join(' ').split(' ')) {
    const next = at < words.length && word === words[at]
    if (next && !inRun) found++
    if (next) at++
    inRun = next
  }
  expect(at, `the words of the text in order, of ${words.length}`).toBe(words.length)
  expect(found, 'the runs the text is printed in').toBeLessThanOrEqual(runs)
}

/**
 * What scripts/report-hash.ts prints for a saved answer of the API (`GET path`), as a reader of a printed report
 * runs it to reproduce the report's stamp (docs/reports.md, "The stamp").
 */
export async function reportHashOf(
  request: APIRequestContext,
  account: Account,
  apiPath: string,
): Promise<string> {
  const saved = await request.get(apiPath, {
    headers: { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken },
  })
  const savedFile = path.join(mkdtempSync(path.join(tmpdir(), 'ventnoise-hash-')), 'saved.json')
  writeFileSync(savedFile, await saved.text())
  return execFileSync(process.execPath, ['--import', 'tsx', 'scripts/report-hash.ts', savedFile], {
    encoding: 'utf8',
  })
}
