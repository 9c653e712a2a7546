// The project report's sections (docs/reports.md): the project page with the first system's summary, then per
// system what that page has not printed; every system's summary and comment once, every sheet numbered.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SYSTEM_LIMITS, type SystemDocument } from '#contract/api/systems.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { bandsFromArray } from '#engine/index.ts'
import { flat } from '../../../domain/chain/test-items.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { configuredRect } from '../test-rect.ts'
import { aProject, aSystem } from '../../../state/workspace/test-fixtures.ts'
import { ok, stubApi } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

const project = aProject({ name: 'concert hall', comment: 'Hall and foyer, both in the same contract.' })
const summary = (name: string) => `${en.printing.summary}: ${name}`
const spectra = (name: string) => `${en.spectrum.title}: ${name}`
const inventory = (name: string) => `${en.printing.inventory}: ${name}`
const continued = (owner: string) =>
  `${en.printing.continued.replace('{{field}}', en.printing.field.comment)}: ${owner}`

/** Two systems, the older first in the report whatever order the project lists them in (newest first). */
function twoSystems(firstComment: string) {
  const first = aSystem({
    projectId: project.id,
    name: 'AHU-1',
    comment: firstComment,
    items: [anItem('nrf')],
    createdAt: '2026-03-05T10:00:00.000Z',
  })
  const second = aSystem({
    projectId: project.id,
    name: 'AHU-2',
    comment: 'Extract: the grille sits above the stage door.',
    items: [anItem('grille', { productType: 'diffuser' })],
    createdAt: '2026-03-06T10:00:00.000Z',
  })
  return [first, second] as const
}

/** The project report in English, without printing; answers its sheets' titles once they show. */
async function projectReport(
  systems: readonly SystemDocument[],
  { rooms = [], query = '' }: { rooms?: readonly RoomDocument[]; query?: string } = {},
) {
  stubApi({
    [`GET /api/projects/${project.id}`]: () => ok({ ...project, systems: [...systems].reverse() }),
    [`GET /api/projects/${project.id}/rooms`]: () => ok(rooms),
  })
  renderRoute(`/printing/project?projectId=${project.id}&autoPrint=0${query}`)
  await screen.findAllByRole('region', { name: projectInfoTitle(query) })
  return Array.from(document.querySelectorAll('[data-sheet]'), (sheet) => sheet.getAttribute('aria-label'))
}

const projectInfoTitle = (query: string) =>
  query.includes('locale=fi') ? fi.printing.projectInfo : en.printing.projectInfo

/** How many times the sheets print a text. */
const printedTimes = (text: string) =>
  Array.from(document.querySelectorAll('[data-sheet]'), (sheet) => sheet.textContent)
    .join('\n')
    .split(text).length - 1

const expectNumbered = (titles: readonly (string | null)[]) =>
  Array.from(document.querySelectorAll('[data-sheet]')).forEach((sheet, index) =>
    expect(
      within(sheet as HTMLElement).getByText(`Page ${index + 1} / ${titles.length}`),
      titles[index] ?? '',
    ).toBeTruthy(),
  )

describe('the project report', () => {
  it("prints each system's summary and comment once: the first system's on the project page", async () => {
    const systems = twoSystems('Supply: the duct crosses the plant room above the sprinkler main.')
    const titles = await projectReport(systems)
    // The first system's summary is on the project page; its breakdown adds its charts and inventory.
    expect(titles).toEqual([
      en.printing.projectInfo,
      spectra('AHU-1'),
      inventory('AHU-1'),
      summary('AHU-2'),
      inventory('AHU-2'),
    ])
    const first = screen.getByRole('region', { name: en.printing.projectInfo })
    expect(within(first).getByText('AHU-1')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: spectra('AHU-1') })).getAllByRole('figure'),
    ).not.toHaveLength(0)
    for (const text of [project.comment, ...systems.map((system) => system.comment)])
      expect(printedTimes(text), text).toBe(1)
    expectNumbered(titles)
  })

  it("continues the first system's long comment once, right after the project page", async () => {
    const comment = Array.from(
      { length: 60 },
      (_, i) => `Note ${i + 1}: the supply duct crosses the plant room above the sprinkler main.`,
    ).join(' ')
    expect(comment.length).toBeLessThanOrEqual(SYSTEM_LIMITS.comment)
    const titles = await projectReport(twoSystems(comment))
    const rest = titles.filter((title) => title === continued('AHU-1')).length
    expect(rest).toBeGreaterThan(0)
    expect(titles).toEqual([
      en.printing.projectInfo,
      ...Array<string>(rest).fill(continued('AHU-1')),
      spectra('AHU-1'),
      inventory('AHU-1'),
      summary('AHU-2'),
      inventory('AHU-2'),
    ])
    // Its first and last sentences each once: the text is printed once, its pieces in order.
    for (const sentence of ['Note 1: the supply duct', 'Note 60: the supply duct'])
      expect(printedTimes(sentence)).toBe(1)
    const kept = within(screen.getByRole('region', { name: en.printing.projectInfo }))
      .getAllByText(en.printing.field.comment, { selector: 'dt' })
      .map((label) => label.nextElementSibling?.textContent ?? '')
    const pieces = screen
      .getAllByRole('region', { name: continued('AHU-1') })
      .map((sheet) => Array.from(sheet.querySelectorAll('p')).at(-1)?.textContent)
    expect(kept[0]).toBe(project.comment)
    expect([kept[1], ...pieces].join(' ')).toBe(comment)
    expectNumbered(titles)
  })
})

describe("the project report's rectangular silencers", () => {
  it("prints each one's configuration in its system's inventory, a bend's orientation and legs among it", async () => {
    const [supply, extract] = twoSystems('Supply and extract.')
    const bend = configuredRect('rect-2', 1, {
      shape: 'bend',
      orientation: 'vertical',
      dimensionX: 300,
      dimensionY: 400,
      length: 1200,
      shellInsulation: '50mm',
      outerCover: 'galvanizedSteel',
      connectionProfile: 'E20',
    })
    await projectReport([
      { ...supply, items: [configuredRect('rect-1', 4)] },
      { ...extract, items: [bend] },
    ])
    const rect = en.productCards.rect
    const lineUnder = (system: string, code: string) => {
      const rows = within(screen.getByRole('region', { name: inventory(system) })).getAllByRole('row')
      const at = rows.findIndex((row) => row.querySelector('td')?.textContent === code)
      return rows[at + 1]?.textContent
    }
    expect(lineUnder('AHU-1', 'MSK-1000x500-1500')).toBe(
      `${rect.width}: 1,000 mm; ${rect.height}: 500 mm; ${rect.length}: 1,500 mm; ` +
        `${rect.cassettes}: 3 × 200 mm, ${en.materials.lining.mineralWool}; ` +
        `${en.rectWizard.options.spacing}: 133 mm; ${rect.shell}: ${en.rectWizard.values.shellNone}; ` +
        `${rect.outerCover}: ${en.materials.sheet.none}; ` +
        `${rect.innerMaterial}: ${en.materials.sheet.galvanizedSteel}; ` +
        `${rect.profile}: ${en.rectWizard.values.zProfile}`,
    )
    expect(lineUnder('AHU-2', 'MPKI-1000x500-300x400-S50-E20-2')).toBe(
      `${rect.width}: 1,000 mm; ${rect.height}: 500 mm; ${rect.length}: 1,200 mm; ` +
        `${en.rectWizard.fields.orientation}: ${en.rectWizard.values.orientation.vertical}; ` +
        `${rect.dimensionX}: 300 mm; ${rect.dimensionY}: 400 mm; ` +
        `${rect.cassettes}: 6 × 100 mm, ${en.materials.lining.mineralWool}; ` +
        `${en.rectWizard.options.spacing}: 67 mm; ${rect.shell}: S50; ` +
        `${rect.outerCover}: ${en.materials.sheet.galvanizedSteel}; ` +
        `${rect.innerMaterial}: ${en.materials.sheet.galvanizedSteel}; ${rect.profile}: E20`,
    )
  })
})

describe('a project of one system', () => {
  it('prints its charts over its inventory, not alone on the second page', async () => {
    const [only] = twoSystems('Supply only.')
    const titles = await projectReport([only])
    // Named after the system, and for what it holds: the charts over the inventory.
    const first = `${en.printing.spectrumAndInventory}: AHU-1`
    expect(titles).toEqual([en.printing.projectInfo, first])
    const page = screen.getByRole('region', { name: first })
    expect(within(page).getAllByRole('figure')).not.toHaveLength(0)
    expect(within(page).getByRole('table')).toBeTruthy()
    expect(printedTimes('Supply only.')).toBe(1)
    expectNumbered(titles)
  })
})

describe("the project report's sound schedule", () => {
  const office = aRoom('Office 2.14', { projectId: project.id, lpA: 37.5, margin: -2.5 })
  // Generator 80 dB in every band through a silencer of 5…25 dB.
  const supply = aSystem({
    projectId: project.id,
    name: 'AHU-1',
    number: 'TK01',
    roomId: office.id,
    airflow: 250,
    inputSoundPowerLevel: flat(80),
    items: [
      anItem('s1', { soundAttenuation: bandsFromArray([5, 10, 15, 20, 25, 20, 15, 10]), pressureDrop: 42 }),
    ],
    createdAt: '2026-03-05T10:00:00.000Z',
  })
  const unfinished = aSystem({
    projectId: project.id,
    name: 'AHU-2',
    number: '',
    createdAt: '2026-03-06T10:00:00.000Z',
  })

  it('is left out unless asked for, so the specified report is unchanged', async () => {
    const titles = await projectReport([supply], { rooms: [office] })
    expect(titles).not.toContain(en.soundSchedule.print.title)
  })

  it('prints after the compliance table: one row per system in the report language, a reason for no figures', async () => {
    const titles = await projectReport([supply, unfinished], {
      rooms: [office],
      query: '&schedule=1&locale=fi',
    })
    expect(titles.at(-1)).toBe(fi.soundSchedule.print.title)
    expect(titles.at(-2)).toBe(fi.rooms.print.title)
    const table = screen.getByRole('table', { name: fi.soundSchedule.print.title })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['AHU-1 (TK01)', 'AHU-2'])
    const [first, second] = rows.map((row) =>
      Array.from(row.querySelectorAll('td'), (cell) => cell.textContent),
    )
    // 75 70 65 60 55 60 65 70 dB to the room: LwA 66.0; the room's check as the compliance table reports it.
    expect(first?.slice(1, 5)).toEqual(['Office 2.14', '250', '42', expect.stringMatching(/^\d+,\d$/)])
    expect(first?.[6]).toBe('35,0 dB(A): Ei täyty, marginaali \u22122,5')
    expect(second?.[4]).toBe(
      fi.soundSchedule.print.notCalculated.replace('{{reason}}', fi.soundSchedule.gaps.noGenerator),
    )
    expect(second?.join(' ')).not.toMatch(/\b0,0\b/)
  })

  it('repeats its header on every page, as many rows a page as fit', async () => {
    const many = Array.from({ length: 50 }, (_, i) =>
      aSystem({
        projectId: project.id,
        name: `Exhaust ${String(i + 1).padStart(2, '0')}`,
        number: '',
        inputSoundPowerLevel: flat(70),
        createdAt: `2026-03-05T10:${String(i).padStart(2, '0')}:00.000Z`,
      }),
    )
    const titles = await projectReport(many, { query: '&schedule=1' })
    const tables = screen.getAllByRole('table', { name: en.soundSchedule.print.title })
    expect(tables).toHaveLength(2)
    expect(titles.filter((title) => title === en.soundSchedule.print.title)).toHaveLength(2)
    for (const table of tables)
      expect(within(table).getByRole('columnheader', { name: en.soundSchedule.columns.system })).toBeTruthy()
    const bodyRows = tables.map((table) => within(table).getAllByRole('row').length - 1)
    expect(bodyRows[0]).toBe(36)
    expect(bodyRows.reduce((a, b) => a + b, 0)).toBe(50)
    expectNumbered(titles)
  })
})

describe("the project report's room data sheets", () => {
  const system = aSystem({ projectId: project.id, name: 'AHU-1' })
  const passing = aRoom('Meeting room', { projectId: project.id, lpA: 30, margin: 5 })
  const failing = aRoom('Open office', { projectId: project.id, lpA: 41, margin: -6 })
  const sheetTitle = (room: string) => en.rooms.sheet.title.replace('{{room}}', room)

  it('are left out unless asked for', async () => {
    const titles = await projectReport([system], { rooms: [passing, failing] })
    expect(titles.at(-1)).toBe(en.rooms.print.title)
  })

  it("print one per room after the compliance table, in the table's order (failing rooms first)", async () => {
    const titles = await projectReport([system], { rooms: [passing, failing], query: '&roomSheets=1' })
    expect(titles.slice(-3)).toEqual([
      en.rooms.print.title,
      sheetTitle('Open office'),
      sheetTitle('Meeting room'),
    ])
  })
})

describe("the project report's systems and their rooms", () => {
  it('prints in each system’s summary the project room it serves, and the stand-alone room of a system that serves none', async () => {
    const office = aRoom('Office', { number: 'A2.14', projectId: project.id, lpA: 37.5, margin: -2.5 })
    const serving = aSystem({
      projectId: project.id,
      name: 'AHU-1',
      roomId: office.id,
      createdAt: '2026-03-05T10:00:00.000Z',
    })
    const alone = aSystem({ projectId: project.id, name: 'AHU-2', createdAt: '2026-03-06T10:00:00.000Z' })
    await projectReport([serving, alone], { rooms: [office] })
    const rooms = screen.getAllByRole('region', { name: en.rooms.systemRoom.title })
    expect(rooms).toHaveLength(1)
    const fact = (label: string) =>
      within(rooms[0] as HTMLElement).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact(en.rooms.systemRoom.room)).toBe('A2.14 Office')
    expect(fact(en.rooms.systemRoom.level)).toBe('37.5 dB(A)')
    expect(fact(en.rooms.systemRoom.verdict.replace('{{target}}', '35.0 dB(A)'))).toBe(en.rooms.verdicts.fail)
    // The second system's summary keeps its stand-alone room.
    expect(screen.getAllByRole('region', { name: en.room.title })).toHaveLength(1)
  })
})
