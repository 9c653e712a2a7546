// Rooms (docs/acoustics.md section 11a; docs/reports.md, "The room compliance table"): the project's Rooms
// tab with its compliance table (failing rooms first, sortable), the room page with its chart, its band table
// and systems, and the printed compliance table read back with pdftotext.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { assessRoom, bandsFromArray } from '../src/engine/index.ts'
import {
  activateSystem,
  signedInPage,
  signUpAccount,
  creatorAs,
  officeRoom,
  type Account,
} from './pages/workspace-pages.ts'
import { seriousViolations } from './axe.ts'
import { printPdf } from './print-helpers.ts'

const flat = (level: number) =>
  Object.fromEntries([63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => [`octaveBand${hz}Hz`, level]))

interface Seeded {
  account: Account
  projectId: string
  rooms: { loud: string; quiet: string; empty: string }
  systems: { supply: string; exhaust: string; meeting: string }
}

/**
 * A project with three rooms: one failing (two systems), one passing (the Danish office preset's target), one
 * no system serves; the failing and the empty room's targets are the designer's.
 */
async function seed(request: APIRequestContext): Promise<Seeded> {
  const account = await signUpAccount(request, 'Rasmus Rooms')
  const post = creatorAs(request, account)
  const projectId = await post('/api/projects', { name: 'Harbour offices' })
  const rooms = {
    loud: await post(`/api/projects/${projectId}/rooms`, {
      ...officeRoom,
      name: 'Open office 2',
      targetValue: 35,
    }),
    // Its target is the Danish office preset's, as the preset set it.
    quiet: await post(`/api/projects/${projectId}/rooms`, {
      ...officeRoom,
      name: 'Meeting room 1',
      roomType: 'dk-office',
      targetValue: 35,
    }),
    empty: await post(`/api/projects/${projectId}/rooms`, { ...officeRoom, name: 'Store', targetValue: 40 }),
  }
  const systems = {
    supply: await post(`/api/projects/${projectId}/systems`, {
      name: 'Supply AHU-1',
      inputSoundPowerLevel: flat(40),
      roomId: rooms.loud,
      outlets: 4,
    }),
    exhaust: await post(`/api/projects/${projectId}/systems`, {
      name: 'Exhaust AHU-1',
      inputSoundPowerLevel: flat(34),
      roomId: rooms.loud,
      outlets: 2,
    }),
    meeting: await post(`/api/projects/${projectId}/systems`, {
      name: 'Supply AHU-2',
      inputSoundPowerLevel: flat(20),
      roomId: rooms.quiet,
      outlets: 1,
    }),
  }
  return { account, projectId, rooms, systems }
}

/** The engine's own answer for the rooms as seeded, to check the screens against. */
const geometry = {
  ...officeRoom,
  targetValue: 35,
  volume: 50,
  reverberationTime: 0.8,
}
const loud = assessRoom(
  [
    { soundPower: bandsFromArray(Array(8).fill(40)), outlets: 4 },
    { soundPower: bandsFromArray(Array(8).fill(34)), outlets: 2 },
  ],
  geometry,
)
const quiet = assessRoom([{ soundPower: bandsFromArray(Array(8).fill(20)), outlets: 1 }], geometry)
/** A room's dB(A) level as the screens show it: to 0.1 dB rounded up (web/domain/rooms/compliance.ts). */
const shownLpA = (lpA: number | undefined) => Math.ceil((lpA ?? NaN) * 10) / 10
const level = (lpA: number | undefined) => `${shownLpA(lpA).toFixed(1)} dB(A)`
/** Its margin as shown: the target less the level as shown, so that 0.0 or more passes. */
const marginText = (lpA: number | undefined) => (geometry.targetValue - shownLpA(lpA)).toFixed(1)

async function openRoomsTab(page: Page, seeded: Seeded): Promise<void> {
  await page.goto('/app/projects')
  await activateSystem(page, seeded.projectId, seeded.systems.supply)
  await page.goto('/app/systems?tab=rooms')
  await expect(page.getByRole('table', { name: 'Room compliance' })).toBeVisible()
}

/** The rooms' names in the table's order (the second column; the number is the first). */
const names = (page: Page) =>
  page.getByRole('table', { name: 'Room compliance' }).locator('tbody tr td:nth-child(2)').allInnerTexts()

test('the Rooms tab lists failing rooms first, sorts by a column, and opens a room with its systems', async ({
  browser,
  request,
}) => {
  const seeded = await seed(request)
  expect(loud?.pass).toBe(false)
  expect(quiet?.pass).toBe(true)
  const page = await signedInPage(browser, seeded.account)
  await openRoomsTab(page, seeded)
  await expect(page.getByRole('tab', { name: 'Rooms' })).toHaveAttribute('aria-selected', 'true')
  expect(await names(page)).toEqual(['Open office 2', 'Meeting room 1', 'Store'])
  const first = page.getByRole('table', { name: 'Room compliance' }).locator('tbody tr').first()
  await expect(first).toContainText('Fail')
  await expect(first).toContainText(level(loud?.lpA))
  await expect(first).toContainText(marginText(loud?.lpA))

  // Sorting by name, then the other way.
  const heading = page.getByRole('columnheader', { name: 'Room', exact: true })
  await heading.getByRole('button').click()
  await expect(heading).toHaveAttribute('aria-sort', 'ascending')
  expect(await names(page)).toEqual(['Meeting room 1', 'Open office 2', 'Store'])
  await heading.getByRole('button').click()
  await expect(heading).toHaveAttribute('aria-sort', 'descending')
  expect(await names(page)).toEqual(['Store', 'Open office 2', 'Meeting room 1'])

  // The CSV, named as the sound schedule is, holds what the room sheet prints: the bands and the systems.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^Harbour offices – room compliance \d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync(await file.path(), 'utf8')
  expect(csv).toContain('Lp 63 Hz, dB')
  expect(csv).toContain('Supply AHU-1 (4); Exhaust AHU-1 (2)')

  // The room page: verdict, the chart, the serving systems, the one to treat first first.
  await page.getByRole('button', { name: 'Open office 2', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Open office 2' })).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Fail')
  await expect(
    page.getByRole('figure', { name: 'Level in the room per octave band, by system' }),
  ).toBeVisible()
  // The numbers behind the chart, as the room sheet prints them: where the row of all the systems together
  // crosses the 1000 Hz column, the engine's level there to 0.1 dB.
  const bands = page.getByRole('table', {
    name: 'Sound pressure level at the listener per octave band, dB; the last column in dB(A)',
  })
  await expect(bands).toBeVisible()
  const column = (await bands.getByRole('columnheader').allInnerTexts()).indexOf('1000')
  const together = bands
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'All systems together', exact: true }) })
  // The row header is the row's first cell, not one of its data cells.
  await expect(together.getByRole('cell').nth(column - 1)).toHaveText(
    (loud?.soundPressureLevel.octaveBand1000Hz ?? NaN).toFixed(1),
  )
  expect(await seriousViolations(page)).toEqual([])
  const serving = page.getByRole('table', { name: 'Systems serving this room' })
  await expect(serving.locator('tbody tr')).toHaveCount(2)
  await expect(serving.locator('tbody tr').first()).toContainText('Supply AHU-1')
  await expect(page.getByRole('textbox', { name: 'Outlets of Supply AHU-1' })).toHaveValue('4')

  // Removing the loudest system leaves the exhaust alone: 4 × 40 dB and 2 × 34 dB become 2 × 34 dB.
  await page.getByRole('button', { name: 'Remove Supply AHU-1 from this room' }).click()
  await expect(serving.locator('tbody tr')).toHaveCount(1)
  const alone = assessRoom([{ soundPower: bandsFromArray(Array(8).fill(34)), outlets: 2 }], geometry)
  await expect(serving).toContainText(level(alone?.lpA))
  await expect(page.getByRole('status')).toHaveText(alone?.pass ? 'Pass' : 'Fail')

  // And assigning it again from the room page, with three outlets.
  await page.getByRole('combobox', { name: 'Add a system' }).selectOption({ label: 'Supply AHU-1' })
  await page.getByRole('textbox', { name: 'Outlets', exact: true }).fill('3')
  await page.getByRole('button', { name: 'Assign', exact: true }).click()
  await expect(serving.locator('tbody tr')).toHaveCount(2)
  await expect(page.getByRole('textbox', { name: 'Outlets of Supply AHU-1' })).toHaveValue('3')

  // The loudest system's name opens its overview, where it can be mended.
  await serving.getByRole('button', { name: 'Supply AHU-1', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Supply AHU-1' })).toBeVisible()
})

test("a room's data sheet prints from the room page on one A4 page: each system's level per band, the total and the verdict", async ({
  browser,
  request,
}) => {
  const seeded = await seed(request)
  const page = await signedInPage(browser, seeded.account)
  await openRoomsTab(page, seeded)
  await page.getByRole('button', { name: 'Open office 2', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Open office 2' })).toBeVisible()
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Print room sheet' }).click()
  const sheet = await popup
  expect(sheet.url()).toContain(`/printing/room?projectId=${seeded.projectId}&roomId=${seeded.rooms.loud}`)
  await sheet.close()

  await page.goto(`/printing/room?projectId=${seeded.projectId}&roomId=${seeded.rooms.loud}&autoPrint=0`)
  await expect(page.locator('[data-sheet]')).toHaveCount(1)
  await expect(
    page.getByRole('figure', { name: 'Level in the room per octave band, by system' }),
  ).toBeVisible()
  const pdf = await printPdf(page)
  expect(pdf.pages).toHaveLength(1)
  const text = pdf.pages[0] ?? ''
  expect(text).toContain('Room data sheet: Open office 2')
  expect(text).toContain('Harbour offices')
  // The server's assessment, as the engine makes it: each system, the total, the margin and the verdict.
  expect(text).toContain('Supply AHU-1, 4 outlets')
  expect(text).toContain('Exhaust AHU-1, 2 outlets')
  expect(text).toContain('All systems together')
  expect(text).toContain('All systems, A-weighted')
  expect(text).toContain(level(loud?.lpA))
  expect(text).toContain(marginText(loud?.lpA))
  expect(text).toContain('Fail')
  expect(text).toContain('Target 35.0 dB(A)')
  expect(text).toContain('Set by the designer')
  // How the level follows from the room: the room term's parts and the method, for a reviewer's hand check.
  expect(text).toMatch(/Room term per outlet\s+-?\d+\.\d dB: direct field -?\d+\.\d, reverberant field/)
  expect(text).toContain('(VDI 2081-1 eq. 52)')
})

test('a room number typed in the room form shows first in the table, finds the room by its first two characters, and the compliance table prints as text, failing rooms first', async ({
  browser,
  request,
}) => {
  const seeded = await seed(request)
  const page = await signedInPage(browser, seeded.account)
  // The number from the drawings, typed in the room form.
  await openRoomsTab(page, seeded)
  await page.getByRole('button', { name: 'Edit room Store' }).click()
  const form = page.getByRole('dialog', { name: 'Edit room' })
  await form.getByRole('textbox', { name: 'Room number' }).fill('B0.12')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form).toBeHidden()
  const table = page.getByRole('table', { name: 'Room compliance' })
  await expect(table.getByRole('columnheader').first()).toHaveText('Number')
  const store = table.locator('tbody tr', { hasText: 'Store' })
  await expect(store.locator('td').first()).toHaveText('B0.12')
  await expect(page.getByRole('button', { name: 'Delete room B0.12 Store' })).toBeVisible()

  // A room number's first two characters find it, and only the rooms whose number starts with them.
  const search = page.getByRole('searchbox', { name: 'Search rooms' })
  await search.fill('b0')
  await expect.poll(() => names(page)).toEqual(['Store'])
  // From three characters, the name too, as projects are searched.
  await search.fill('room 1')
  await expect.poll(() => names(page)).toEqual(['Meeting room 1'])
  await search.fill('')
  await expect.poll(() => names(page)).toEqual(['Open office 2', 'Meeting room 1', 'Store'])

  await page.goto(`/printing/rooms?projectId=${seeded.projectId}&autoPrint=0`)
  await expect(page.locator('[data-sheet]')).toHaveCount(1)
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'ventnoise-rooms-')), 'rooms.pdf')
  writeFileSync(file, await page.pdf({ format: 'A4', printBackground: true }))
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  )
  expect(text).toContain('Room compliance')
  expect(text).toContain('Harbour offices')
  const loudAt = text.indexOf('Open office 2')
  const quietAt = text.indexOf('Meeting room 1')
  // The room's number in its own column, before its name.
  const emptyAt = text.indexOf('B0.12 Store')
  expect(loudAt).toBeGreaterThan(-1)
  expect(loudAt).toBeLessThan(quietAt)
  expect(quietAt).toBeLessThan(emptyAt)
  expect(text).toContain(level(loud?.lpA))
  expect(text).toContain(marginText(loud?.lpA))
  expect(text).toContain(marginText(quiet?.lpA))
  expect(text).toContain('Fail')
  expect(text).toContain('Pass')
  expect(text).toContain('No systems')
  expect(text).toContain('Supply AHU-1')
  // The basis of each target: markers in order of first appearance (the failing room's is the designer's),
  // explained under the table.
  expect(text).toContain('Basis of target')
  expect(text).toContain('[1] Set by the designer')
  expect(text).toContain(
    '[2] Office (Denmark) — BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB',
  )

  // The project report carries the same table as a section.
  await page.goto(`/printing/project?projectId=${seeded.projectId}&autoPrint=0`)
  await expect(page.locator('[data-sheet]', { hasText: 'Room compliance' })).toHaveCount(1)
})

test('a page of the compliance table with many bases of targets stays one A4 page, its legend with it', async ({
  browser,
  request,
}) => {
  const seeded = await seed(request)
  const headers = {
    Authorization: `Bearer ${seeded.account.accessToken}`,
    'X-Id-Token': seeded.account.idToken,
  }
  const presets = (await (await request.get('/api/room-presets')).json()) as {
    data: { id: string; targetValue: number }[]
  }
  // Every preset as it is and changed: 26 more bases than the seeded rooms' two, the legend's longest case.
  for (const [index, preset] of presets.data.entries())
    for (const changed of [false, true]) {
      const res = await request.post(`/api/projects/${seeded.projectId}/rooms`, {
        headers,
        data: {
          ...officeRoom,
          name: `Room ${index + 1}${changed ? ' changed' : ''}`,
          number: `A${index + 1}.${changed ? 2 : 1}`,
          roomType: preset.id,
          targetValue: preset.targetValue + (changed ? 2 : 0),
        },
      })
      expect(res.status()).toBe(201)
    }
  const page = await signedInPage(browser, seeded.account)
  await page.goto('/app/projects')
  await page.goto(`/printing/rooms?projectId=${seeded.projectId}&autoPrint=0`)
  const sheets = page.locator('[data-sheet]')
  await expect(sheets.first()).toBeVisible()
  const sheetCount = await sheets.count()
  const pdf = await printPdf(page)
  expect(pdf.pages).toHaveLength(sheetCount)
  pdf.pages.forEach((text, index) => {
    expect(text, `page ${index + 1}`).toContain(`Page ${index + 1} / ${sheetCount}`)
    expect(text, `page ${index + 1}`).toContain('Basis of target')
  })
  expect(pdf.pages.join(' ')).toContain(
    "Changed from the preset's 35.0 dB(A) (BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB)",
  )
})

test('a deleted room comes back from Recently deleted on the Rooms tab, served again by its systems', async ({
  browser,
  request,
}) => {
  const seeded = await seed(request)
  const page = await signedInPage(browser, seeded.account)
  await openRoomsTab(page, seeded)
  await page.getByRole('button', { name: 'Delete room Open office 2' }).click()
  const question = page.getByRole('dialog', { name: 'Delete room' })
  await expect(question).toContainText('You can restore it from Recently deleted for 30 days.')
  await question.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(
    page.getByText('The room has been deleted. You can restore it from Recently deleted for 30 days.'),
  ).toBeVisible()
  await expect.poll(() => names(page)).toEqual(['Meeting room 1', 'Store'])

  await page.getByRole('button', { name: 'Recently deleted' }).click()
  const bin = page.getByRole('dialog', { name: 'Recently deleted rooms' })
  await expect(bin.getByRole('listitem')).toContainText(['Open office 2'])
  await bin.getByRole('button', { name: 'Restore “Open office 2”' }).click()
  await expect(page.getByText('The room has been restored.')).toBeVisible()
  await bin.getByRole('button', { name: 'Close' }).click()

  // Back as it was: first again, failing at the level of the two systems that served it.
  await expect.poll(() => names(page)).toEqual(['Open office 2', 'Meeting room 1', 'Store'])
  const first = page.getByRole('table', { name: 'Room compliance' }).locator('tbody tr').first()
  await expect(first).toContainText('Fail')
  await expect(first).toContainText(level(loud?.lpA))
})
