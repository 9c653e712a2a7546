// The products list's needed attenuation for a saved system that serves a project room: the room's target by
// default, the room's figures at its listener with the other systems counted, the cards marked by the room's own
// test, and the typed target at 10 m² still at hand (docs/selection.md, "Needed attenuation").
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  assessRoom,
  bandsFromArray,
  bandsToArray,
  nrCurve,
  readBands,
  type OctaveBands,
} from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { aProject, aSystem, onSavedSystem } from '../../../state/workspace/test-fixtures.ts'
import en from '../../../i18n/locales/en.json'
import { ok, type FakeRequest } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'
import { answerWithDemoCatalogue, fill, NOISE, rowValues, serve, shown } from './test-products-list.ts'

answerWithDemoCatalogue()

const project = aProject({ name: 'Harbour offices' })
const OTHER = '00000000-0000-4000-8000-0000000000bb'
const flat = (level: number) => bandsFromArray(Array.from({ length: 8 }, () => level))
const lg = Math.log10

/**
 * Room A2.14 Office: 20 m² absorption, the listener 2 m from each outlet, outlets in the ceiling (Q = 2), target
 * NR `target`; another system gives `others` dB a band at the listener through its 3 outlets. This system's own
 * part as its last save left it (60 dB a band) is there too, to be replaced.
 */
function office(target: number, others: number, systemId: string): RoomDocument {
  const room = aRoom('Office', {
    number: 'A2.14',
    projectId: project.id,
    targetType: 'NR',
    targetValue: target,
    absorptionMode: 'area',
    absorptionArea: 20,
    listenerDistance: 2,
    directivity: 2,
  })
  const part = (id: string, name: string, outlets: number, level: number) => ({
    systemId: id,
    name,
    number: '',
    outlets,
    soundPressureLevel: flat(level),
    lpA: 0,
    nr: 0,
    nc: 0,
  })
  return {
    ...room,
    assessment: {
      ...room.assessment,
      contributions: [part(systemId, 'Supply AHU-1', 2, 60), part(OTHER, 'Extract AHU-2', 3, others)],
    },
  }
}

/** The products list signed in on a saved system (a 10 dB element in its chain) serving `room` through 2 outlets. */
function openServing(room: RoomDocument | null, system: SystemDocument) {
  const seen = serve({
    ...onSavedSystem(project, system),
    [`PUT /api/projects/${project.id}/systems/${system.id}`]: (request: FakeRequest) =>
      ok({ ...system, ...(request.body as object), version: system.version + 1 }),
    [`GET /api/projects/${project.id}/rooms`]: () => ok(room ? [room] : []),
  })
  return { seen, ...renderRoute('/app/products-list') }
}

const servingSystem = (roomId: string | null) =>
  aSystem({
    projectId: project.id,
    name: 'Supply AHU-1',
    inputSoundPowerLevel: NOISE,
    items: [anItem('element')],
    roomId,
    outlets: 2,
  })

const panel = () => screen.findByRole('region', { name: en.neededAttenuation.title }, { timeout: 15_000 })
const attenuationOf = (name: string) =>
  bandsToArray(readBands(demoSilencers().find((x) => x.name === name)?.soundAttenuation ?? {}))

describe('the needed attenuation of a system that serves a project room', () => {
  it('takes the room’s target by default, gives what each outlet may deliver there, and marks the silencers by the room’s own test', async () => {
    const system = servingSystem(null)
    const room = office(44, 20, system.id)
    const { user } = openServing(room, { ...system, roomId: room.id })
    const region = await panel()
    const choice = await within(region).findByRole('radiogroup', { name: en.neededAttenuation.source })
    const fromRoom = fill(en.neededAttenuation.fromRoom, { room: 'A2.14 Office', target: 'NR 44' })
    expect(within(choice).getByRole('radio', { name: fromRoom })).toBeChecked()
    expect(within(choice).getByRole('radio', { name: en.neededAttenuation.fromTyped })).not.toBeChecked()
    // No target to type while the room's is used.
    expect(within(region).queryByRole('textbox', { name: en.neededAttenuation.lpaTarget })).toBeNull()

    // What the figures follow from: the room's acoustics, this system's outlets, the other system at the listener.
    const fact = (label: string) =>
      within(region).getByText(`${label}:`, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact(en.rooms.fields.listenerDistance)).toBe('2.0')
    expect(fact(en.room.absorptionArea)).toBe('20.0')
    expect(fact(en.neededAttenuation.outlets)).toBe('2')
    expect(fact(en.neededAttenuation.others)).toMatch(/ dB\(A\), NR 28$/)

    // Per band: the room term C = 10·lg(2/(4π·2²) + 4/20) = −6.2017 dB; the NR 44 curve less the other system's
    // 20 dB by energy, then less C and 10·lg 2 for this system's 2 outlets. Its own stale part is not counted.
    const C = 10 * lg(2 / (4 * Math.PI * 4) + 4 / 20)
    const allowed = bandsFromArray(
      bandsToArray(nrCurve(44)).map((lp) => 10 * lg(10 ** (lp / 10) - 10 ** 2) - C - 10 * lg(2)),
    )
    const arriving = bandsFromArray(bandsToArray(NOISE).map((level) => level - 10))
    const allowedRow = fill(en.neededAttenuation.allowedRoom, { target: 'NR 44', room: 'A2.14 Office' })
    expect(rowValues(region, en.neededAttenuation.chainPerOutlet)).toEqual(shown(arriving))
    expect(rowValues(region, allowedRow)).toEqual(shown(allowed))
    const allowedBands = bandsToArray(allowed)
    expect(rowValues(region, en.neededAttenuation.needed)).toEqual(
      shown(bandsFromArray(bandsToArray(arriving).map((lw, i) => Math.max(0, lw - (allowedBands[i] ?? 0))))),
    )
    expect(
      within(region).getByRole('table', {
        name: fill(en.neededAttenuation.tableRoom, { target: 'NR 44', room: 'A2.14 Office' }),
      }),
    ).toBeInTheDocument()

    // The cards: one more of a silencer after the element, judged as the room is, with the other system.
    await user.click(screen.getByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NKE-80')
    const short = await screen.findByRole('article', { name: 'NKE-80-300' })
    const long = screen.getByRole('article', { name: 'NKE-80-500' })
    const roomWith = (name: string) => {
      const attenuation = attenuationOf(name)
      const power: OctaveBands = bandsFromArray(
        bandsToArray(arriving).map((lw, i) => lw - (attenuation[i] ?? 0)),
      )
      return assessRoom(
        [
          { soundPower: power, outlets: 2 },
          { soundPower: flat(20 - C - 10 * lg(3)), outlets: 3 },
        ],
        { ...room, targetType: 'NR', targetValue: 44 },
      )
    }
    expect(roomWith('NKE-80-500')?.pass).toBe(true)
    expect(roomWith('NKE-80-300')?.pass).toBe(false)
    await waitFor(() => expect(within(long).getByText(en.neededAttenuation.meets)).toBeInTheDocument())
    expect(within(short).queryByText(en.neededAttenuation.meets)).toBeNull()

    // The typed target at 10 m² is still at hand, and marks by its own test.
    await user.click(within(choice).getByRole('radio', { name: en.neededAttenuation.fromTyped }))
    expect(within(region).queryByRole('rowheader', { name: allowedRow })).toBeNull()
    await user.type(within(region).getByRole('textbox', { name: en.neededAttenuation.lpaTarget }), '10')
    expect(rowValues(region, en.neededAttenuation.chainToRoom)).toEqual(shown(arriving))
    expect(within(region).getByRole('rowheader', { name: en.neededAttenuation.allowed })).toBeInTheDocument()
    await waitFor(() => expect(within(long).queryByText(en.neededAttenuation.meets)).toBeNull())
  })

  it('says when the other systems alone break the room’s target, with no figures for this system', async () => {
    const system = servingSystem(null)
    // 23 dB at 8 kHz is above NR 30's 22.9 dB there: the other system alone is rated NR 31.
    const room = office(30, 23, system.id)
    const { user } = openServing(room, { ...system, roomId: room.id })
    const region = await panel()
    const alert = await within(region).findByRole('alert')
    expect(alert).toHaveTextContent(
      /^The other systems serving A2\.14 Office already give .* dB\(A\), NR 31 at the/,
    )
    expect(alert).toHaveTextContent('against its target of NR 30: no level is left for this system.')
    expect(within(region).queryByRole('table')).toBeNull()
    await user.click(screen.getByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NKE-80')
    await screen.findByRole('article', { name: 'NKE-80-500' })
    expect(screen.queryByText(en.neededAttenuation.meets)).toBeNull()
  })

  it('keeps the typed target alone for a saved system that serves no room, and reads no rooms for it', async () => {
    const { seen } = openServing(null, servingSystem(null))
    const region = await panel()
    expect(
      await within(region).findByRole('textbox', { name: en.neededAttenuation.lpaTarget }),
    ).toBeInTheDocument()
    expect(within(region).queryByRole('radiogroup', { name: en.neededAttenuation.source })).toBeNull()
    expect(seen.some((request) => request.path.endsWith('/rooms'))).toBe(false)
  })
})
