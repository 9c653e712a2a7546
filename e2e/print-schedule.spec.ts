// The sound schedule in the printed project report (docs/reports.md, "Sound schedule in the project
// report"): systems and rooms of long names, long compound words and wide letters page by the lines their
// cells wrap to at the table's fixed columns; printed, every row is whole on its sheet's A4 page and no sheet
// runs over onto another.
import { expect, test } from '@playwright/test'
import { ROOM_LIMITS } from '../src/contract/api/rooms.ts'
import { SYSTEM_LIMITS } from '../src/contract/api/systems.ts'
import { signedInPage, signUpAccount, creatorAs, officeRoom } from './pages/workspace-pages.ts'
import { A4, NOISE, item, printPdf, sheets } from './print-helpers.ts'

const office = { ...officeRoom, targetValue: 35 }

/** A text of `length` characters from its words, starting with `first` and ending with `last`. */
const named = (first: string, words: string, last: string, length: number) => {
  const middle = `${words} `
    .repeat(Math.ceil(length / words.length))
    .slice(0, length - first.length - last.length - 2)
  return `${first} ${middle.trim()} ${last}`
}

test('the sound schedule of long names and long words: every row whole on its page, every sheet one A4 page', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const account = await signUpAccount(request, 'Sanna Schedule')
  const post = creatorAs(request, account)
  const projectId = await post('/api/projects', { name: 'Konserttitalo' })
  // A room of a 200-character name of Finnish compounds and a long number; a room of short ones.
  const hall = await post(`/api/projects/${projectId}/rooms`, {
    ...office,
    name: named('Konserttisali', 'Kamarimusiikkisalin harjoitushuoneen äänieristysvaatimukset', 'R-end', 200),
    number: 'RAKENNUS-A/KERROS-02/VYÖHYKE-ITÄ/HUONE-0001',
  })
  const small = await post(`/api/projects/${projectId}/rooms`, { ...office, name: 'Toimisto', number: 'B1' })
  expect(ROOM_LIMITS.name).toBe(200)

  // Each system's name starts with its own token and ends with one, so that a row cut off is seen.
  const systems: { start: string; end: string; name: string }[] = []
  const kinds = [
    // 200 characters of words.
    (n: string) => named(n, 'Tuloilmakone konserttisalin lämpiön ja itäsiiven porrashuoneen', `end${n}`, 200),
    // 150 characters with one compound word of 60 characters, wrapped within it.
    (n: string) => named(n, 'Ilmanvaihtokonehuoneenäänenvaimentimenhuoltoluukkujärjestelmä', `end${n}`, 150),
    // A 180-character unbroken word of wide capitals, then the end.
    (n: string) => `${n} ${'WMWÄMÖWM'.repeat(23)} end${n}`,
    // Short names of wide letters, 17 characters: a line by a count of characters.
    (n: string) => `${n} WMWMWM end${n}`,
  ]
  for (let i = 0; i < 48; i++) {
    const token = `S${String(i + 1).padStart(2, '0')}`
    const kind = kinds[i < 8 ? i % 3 : 3] ?? kinds[0]
    const name = kind?.(token) ?? token
    expect(name.length).toBeLessThanOrEqual(SYSTEM_LIMITS.name)
    systems.push({ start: token, end: `end${token}`, name })
    await post(`/api/projects/${projectId}/systems`, {
      name,
      number: i < 8 && i % 2 ? 'TK-01/IV-KONEHUONE-3' : '',
      // Every fifth system has no noise generator: its reason prints across the two sound columns.
      ...(i % 5 === 4 ? {} : { inputSoundPowerLevel: NOISE }),
      items: [item(1)],
      roomId: i < 8 ? hall : small,
      outlets: 1,
    })
  }

  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0&schedule=1&locale=fi`)
  const title = 'Äänitekninen yhteenveto'
  const schedule = page.locator(`[data-sheet][aria-label="${title}"]`)
  // A budget for waiting, not a check of speed: a report of this many sheets lays out for seconds, and for
  // more than the default 15 s while the other worker runs on a slow machine.
  await expect(schedule.first()).toBeVisible({ timeout: 60_000 })
  const count = await sheets(page).count()
  const titles = await sheets(page).evaluateAll((all) => all.map((s) => s.getAttribute('aria-label')))
  const first = titles.indexOf(title)
  const scheduleCount = await schedule.count()
  // The long rows take more than one page, the short ones' room checks wrap too (40 rows are more than a
  // page holds), and the schedule's sheets come last.
  expect(scheduleCount).toBeGreaterThan(2)
  expect(first + scheduleCount).toBe(count)
  // The rows the report put on each of its sheets (the first cell names the system).
  const onSheet: string[][] = []
  for (let i = 0; i < scheduleCount; i++)
    onSheet.push(await schedule.nth(i).locator('tbody tr td:first-child').allInnerTexts())
  expect(onSheet.flat()).toHaveLength(systems.length)

  // Printed: as many A4 pages as sheets (a sheet that ran over would add one), each with its own foot, and
  // each system's row whole on its sheet's page: its first and its last token.
  const pdf = await printPdf(page)
  expect(pdf.pages).toHaveLength(count)
  pdf.pages.forEach((text, index) =>
    expect(text, `page ${index + 1}`).toContain(`Sivu ${index + 1} / ${count}`),
  )
  onSheet.forEach((labels, sheet) => {
    const text = pdf.pages[first + sheet] ?? ''
    expect(text).toContain(title)
    for (const label of labels) {
      const system = systems.find(({ start }) => label.startsWith(`${start} `))
      expect(system, label).toBeDefined()
      expect(text, `${system?.start} on page ${first + sheet + 1}`).toContain(`${system?.start} `)
      expect(text, `${system?.end} on page ${first + sheet + 1}`).toContain(system?.end ?? '')
    }
  })
  // The reason of a system without a noise generator, across its two sound columns.
  expect(pdf.pages.slice(first).join(' ')).toContain('Ei laskettu:')
})
