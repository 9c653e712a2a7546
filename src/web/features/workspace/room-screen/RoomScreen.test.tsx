import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { aRoom, aTwoSystemRoom } from '../../../domain/rooms/test-rooms.ts'
import { paths } from '../../../domain/paths.ts'
import en from '../../../i18n/locales/en.json'
import { ok, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import { getWorkspace, setActiveProject } from '../../../state/workspace/workspace-store.ts'

const project = aProject({ name: 'harbour offices' })
const supply = aSystem({ projectId: project.id, number: 'TK01', name: 'Supply AHU-1', outlets: 4 })
const exhaust = aSystem({ projectId: project.id, number: 'PK01', name: 'Exhaust AHU-1', outlets: 2 })
// An NR 35 room rated at 8 kHz, where the exhaust is the louder: the server lists it first, the one to treat
// first, although the supply is the louder in dB(A).
const base = aRoom('Open office', {
  projectId: project.id,
  lpA: 41,
  margin: -6,
  targetType: 'NR',
  targetValue: 35,
})
const level = bandsFromArray(Array<number>(8).fill(30))
const room = {
  ...base,
  assessment: {
    ...base.assessment,
    worstBand: 'octaveBand8000Hz',
    contributions: [
      {
        systemId: exhaust.id,
        name: exhaust.name,
        number: exhaust.number,
        outlets: 2,
        soundPressureLevel: level,
        lpA: 34,
        nr: 40,
        nc: 36,
      },
      {
        systemId: supply.id,
        name: supply.name,
        number: supply.number,
        outlets: 4,
        soundPressureLevel: level,
        lpA: 40,
        nr: 37,
        nc: 33,
      },
    ],
  },
}

/** Signed in, with the project active: the room page's own conditions. */
function signIn() {
  window.localStorage.setItem('idToken', 'id')
  window.localStorage.setItem('accessToken', 'access')
  window.localStorage.setItem('refreshToken', 'refresh')
  setActiveProject(project.id)
}

/** A table row's cells by its row header. */
const rowCells = (table: HTMLElement, label: string) =>
  within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

beforeEach(() => {
  stubApi({
    'GET /api/auth/user': () => ok(me),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`GET /api/projects/${project.id}/rooms`]: () => ok([room]),
    [`GET /api/projects/${project.id}/systems`]: () =>
      ok([
        { ...supply, roomId: room.id },
        { ...exhaust, roomId: room.id },
      ]),
  })
})

describe('the room page', () => {
  it("opens a serving system's overview from its name, the one to treat first first, so the designer can mend it", async () => {
    signIn()
    const { router, user } = renderRoute(paths.room(room.id))
    const serving = await screen.findByRole('table', { name: en.rooms.servingTitle })
    const names = within(serving)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text?.includes('AHU-1'))
    // Numbered as drawings and schedules give them.
    expect(names).toEqual(['PK01 Exhaust AHU-1', 'TK01 Supply AHU-1'])
    // Each with its level in dB(A) and, against an NR target, its own NR.
    const exhaustRow = within(serving).getByRole('row', { name: /Exhaust AHU-1/ })
    expect(within(exhaustRow).getByText('34.0 dB(A), NR 40')).toBeInTheDocument()
    await user.click(within(serving).getByRole('button', { name: 'PK01 Exhaust AHU-1' }))
    expect(locationOf(router)).toBe(paths.projectOverview)
    expect(getWorkspace()).toMatchObject({ activeProjectId: project.id, activeSystemId: exhaust.id })
  })

  it('states the assumptions the level follows from beside it, and a rating below the curves in words', async () => {
    signIn()
    // Quiet against an NC 25 target: under every band of NC 15, which no number may stand for.
    const quiet = {
      ...room,
      targetType: 'NC' as const,
      targetValue: 25,
      assessment: { ...room.assessment, nc: 12, ncOutside: 'below' as const, margin: 13, pass: true },
    }
    stubApi({
      'GET /api/auth/user': () => ok(me),
      [`GET /api/projects/${project.id}`]: () => ok(project),
      [`GET /api/projects/${project.id}/rooms`]: () => ok([quiet]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([]),
    })
    renderRoute(paths.room(room.id))
    // aRoom: A given as 10 m², r 2 m, Q 2.
    const area = await screen.findByText(`${en.room.absorptionArea}:`)
    expect(area.nextElementSibling?.textContent).toBe('10.0')
    expect(screen.getByText(`${en.rooms.fields.listenerDistance}:`).nextElementSibling?.textContent).toBe(
      '2.0',
    )
    expect(screen.getByText(`${en.room.directivity}:`).nextElementSibling?.textContent).toMatch(/2/)
    expect(screen.getByText('below NC 15')).toBeInTheDocument()
    expect(screen.getByText('> 10')).toBeInTheDocument()
  })

  it('gives the level per band as the room sheet prints it: each system, all together, the NR curve and the margin', async () => {
    signIn()
    // 40 dB (4 outlets) and 34 dB (2 outlets) a band: 40.97 dB together, against NR 30.
    const office = aTwoSystemRoom('Open office', { projectId: project.id, targetType: 'NR', targetValue: 30 })
    stubApi({
      'GET /api/auth/user': () => ok(me),
      [`GET /api/projects/${project.id}`]: () => ok(project),
      [`GET /api/projects/${project.id}/rooms`]: () => ok([office]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([]),
    })
    renderRoute(paths.room(office.id))
    const table = await screen.findByRole('table', { name: en.rooms.sheet.bandsCaption })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      en.productCards.band,
      '63',
      '125',
      '250',
      '500',
      '1000',
      '2000',
      '4000',
      '8000',
      en.printing.field.total,
    ])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((head) => head.textContent),
    ).toEqual([
      'TK01 Supply AHU-1, 4 outlets',
      'PK01 Exhaust AHU-1, 2 outlets',
      en.rooms.sheet.total,
      'Target NR 30',
      en.rooms.sheet.margin,
    ])
    // Each system in whole dB; the rows the verdict is read from to 0.1 dB, as the facts above give it.
    expect(rowCells(table, 'TK01 Supply AHU-1, 4 outlets')).toEqual([...Array<string>(8).fill('40'), '44'])
    expect(rowCells(table, en.rooms.sheet.total)).toEqual([...Array<string>(8).fill('41.0'), '45.0'])
    expect(rowCells(table, 'Target NR 30')).toEqual([
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
    // NR 30 less 40.97 dB; the bands over the curve in bold, to be found at a glance.
    const margins = ['18.2', '7.1', '-1.1', '-7.0', '-11.0', '-14.0', '-16.3', '-18.1']
    expect(rowCells(table, en.rooms.sheet.margin)).toEqual([...margins, '-'])
    expect([...table.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual(margins.slice(2))
  })
})
