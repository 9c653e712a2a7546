// One room's data sheet (docs/reports.md, "The room data sheet"): the room, its verdict, each serving system's
// level per band, the total, the target curve and the margin, from the server's assessment.
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { aRoom, aTwoSystemRoom } from '../../../domain/rooms/test-rooms.ts'
import en from '../../../i18n/locales/en.json'
import { aProject } from '../../../state/workspace/test-fixtures.ts'
import { ok, stubApi } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

const project = aProject({ name: 'harbour offices' })
const title = (room: string) => en.rooms.sheet.title.replace('{{room}}', room)

/** A room of NR 30 served by two systems of 40 and 34 dB a band: 40.97 dB together, as the server sums them. */
function openOffice(): RoomDocument {
  const room = aTwoSystemRoom('Open office', {
    projectId: project.id,
    number: 'A2.14',
    targetType: 'NR',
    targetValue: 30,
  })
  const assessment = { ...room.assessment, nr: 41, nc: 40, margin: -11, pass: false }
  return { ...room, assessment: { ...assessment, worstBand: 'octaveBand1000Hz' } }
}

function roomSheet(rooms: readonly RoomDocument[], roomId: string) {
  stubApi({
    [`GET /api/projects/${project.id}`]: () => ok({ ...project, systems: [] }),
    [`GET /api/projects/${project.id}/rooms`]: () => ok(rooms),
  })
  renderRoute(`/printing/room?projectId=${project.id}&roomId=${roomId}&autoPrint=0`)
}

/** A band table row's cells by its label. */
const rowCells = (label: string) =>
  within(screen.getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

describe('the printed room data sheet', () => {
  it("prints the room, its verdict, each system's level, the total, the NR curve and the margin per band", async () => {
    const room = openOffice()
    roomSheet([room, aRoom('Store', { projectId: project.id })], room.id)
    const sheet = await screen.findByRole('region', { name: title('A2.14 Open office') })
    expect(within(sheet).getByText('NR 30', { selector: 'dd' })).toBeInTheDocument()
    expect(within(sheet).getByText('45.0 dB(A), NR 41, NC 40')).toBeInTheDocument()
    // Every sheet's header names the project by its number and name, as the client's documents do.
    expect(within(sheet).getByText(/· P-1 Harbour offices$/)).toBeInTheDocument()
    expect(within(sheet).getByText(en.rooms.verdicts.fail)).toBeInTheDocument()
    expect(within(sheet).getByRole('figure', { name: en.rooms.chartTitle })).toBeInTheDocument()

    expect(rowCells('TK01 Supply AHU-1, 4 outlets')).toEqual([...Array<string>(8).fill('40'), '44'])
    expect(rowCells('PK01 Exhaust AHU-1, 2 outlets')).toEqual([...Array<string>(8).fill('34'), '38'])
    // The rows the verdict is read from print to 0.1 dB, the systems' rows in whole dB.
    expect(rowCells(en.rooms.sheet.total)).toEqual([...Array<string>(8).fill('41.0'), '45.0'])
    expect(screen.queryByRole('rowheader', { name: en.rooms.sheet.weighted })).not.toBeInTheDocument()
    expect(rowCells(en.rooms.sheet.target.replace('{{target}}', 'NR 30'))).toEqual([
      '59.2',
      '48.1',
      '39.9',
      '34.0',
      '30.0',
      '26.9',
      '24.7',
      '22.9',
      '-',
    ])
    // NR 30 − 40.97 dB in each band; the dB(A) column has no curve margin.
    const margins = ['18.2', '7.1', '-1.1', '-7.0', '-11.0', '-14.0', '-16.3', '-18.1']
    expect(rowCells(en.rooms.sheet.margin)).toEqual([...margins, '-'])
    // The bands over the curve print in bold, the others plain; no other row marks its numbers.
    const margin = screen.getByRole('rowheader', { name: en.rooms.sheet.margin }).closest('tr') as HTMLElement
    expect([...margin.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual(margins.slice(2))
    expect(sheet.querySelectorAll('strong')).toHaveLength(6)
  })

  it('prints two systems of one name as two rows, React keeping them apart', async () => {
    const errors = vi.spyOn(console, 'error')
    const room = openOffice()
    const [first, second] = room.assessment.contributions
    if (!first || !second) throw new Error('two contributions')
    const twins = [
      { ...first, name: 'AHU', number: '', outlets: 1 },
      { ...second, name: 'AHU', number: '', outlets: 1 },
    ]
    roomSheet([{ ...room, assessment: { ...room.assessment, contributions: twins } }], room.id)
    await screen.findByRole('region', { name: title('A2.14 Open office') })
    expect(screen.getAllByRole('rowheader', { name: 'AHU, 1 outlet' })).toHaveLength(2)
    expect(errors.mock.calls.flat().join(' ')).not.toContain('same key')
  })

  it('says when no system serves the room, and prints its target', async () => {
    const store = aRoom('Store', { projectId: project.id, targetValue: 40 })
    roomSheet([store], store.id)
    const sheet = await screen.findByRole('region', { name: title('Store') })
    expect(within(sheet).getByText(en.rooms.sheet.noSystems)).toBeInTheDocument()
    expect(rowCells(en.rooms.sheet.target.replace('{{target}}', '40.0 dB(A)'))).toEqual([
      ...Array<string>(8).fill('-'),
      '40.0',
    ])
    expect(screen.queryByRole('rowheader', { name: en.rooms.sheet.total })).not.toBeInTheDocument()
  })

  it('gives an LpA room its margin in dB(A), and the room term and method its level follows from', async () => {
    // 45 dB(A) against 35: margin −10 dB(A). Q 2, r 2 m, A 10 m²: direct 10·lg(2/(16π)) = −14.0 dB,
    // reverberant 10·lg 0.4 = −4.0 dB, together −3.6 dB; reverberation radius √(20/16π) = 0.6 m.
    const base = aTwoSystemRoom('Office', { projectId: project.id, targetValue: 35 })
    const room = { ...base, assessment: { ...base.assessment, margin: -10, pass: false } }
    roomSheet([room], room.id)
    const sheet = await screen.findByRole('region', { name: title('Office') })
    const fact = (term: string) =>
      within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
    expect(fact(en.rooms.columns.margin)).toBe('-10.0 dB(A)')
    expect(fact(en.rooms.sheet.roomTerm)).toBe(
      en.rooms.sheet.roomTermValue
        .replace('{{total}}', '-3.6')
        .replace('{{direct}}', '-14.0')
        .replace('{{reverberant}}', '-4.0')
        .replace('{{radius}}', '0.6'),
    )
    expect(fact(en.rooms.sheet.method)).toBe(en.rooms.sheet.methodText)
    // The total's 40.97 dB per band with the A-weighting added: which bands make the dB(A).
    expect(rowCells(en.rooms.sheet.weighted)).toEqual([
      '14.8',
      '24.9',
      '32.4',
      '37.8',
      '41.0',
      '42.2',
      '42.0',
      '39.9',
      '45.0',
    ])
  })

  it('names the systems left out for want of sound data, and says the room can only be louder', async () => {
    const base = aTwoSystemRoom('Office', { projectId: project.id, targetValue: 35 })
    const uncounted = [{ systemId: crypto.randomUUID(), name: 'Exhaust AHU-2', number: 'PK02' }]
    const room = { ...base, assessment: { ...base.assessment, pass: null, uncounted } }
    roomSheet([room], room.id)
    const sheet = await screen.findByRole('region', { name: title('Office') })
    const fact = (term: string) =>
      within(sheet).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
    expect(fact(en.rooms.noSoundData)).toBe('PK02 Exhaust AHU-2')
    expect(fact(en.rooms.columns.verdict)).toBe(en.rooms.verdicts.incomplete)
    expect(within(sheet).getByText(en.rooms.uncountedNote)).toBeInTheDocument()
  })

  it('prints nothing but its notice for a room that is not in the project', async () => {
    roomSheet([openOffice()], crypto.randomUUID())
    expect(await screen.findByText(en.printing.noContent)).toBeInTheDocument()
    expect(document.querySelectorAll('[data-sheet]')).toHaveLength(0)
  })
})
