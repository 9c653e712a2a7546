import { bandsFromArray, type SoundPowerResult } from '#engine/index.ts'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { DEFAULT_ROOM } from '../../domain/room/room-levels.ts'
import { airflowFormat } from '../../ui/units/airflow-format.ts'
import { calculateSystem, toReportProject, toReportSystem, type ReportSystem } from './report-model.ts'
import { summaryRoomPart, summaryText } from './summary-fields.ts'

const bands = bandsFromArray([70, 72, 74, 73, 70, 66, 62, 58])
const systemWithRoom = (room: object) =>
  toReportSystem({ id: 's1', name: 'Supply AHU-1', inputSoundPowerLevel: bands, room, airflow: 450 })

const summaryInput = (system: ReportSystem, result: SoundPowerResult) => ({
  project: toReportProject({ name: 'Office block' }),
  system,
  result,
  language: 'en',
  airflow: airflowFormat('l/s', 'en'),
  footer: [],
})

describe("the system report's room summary", () => {
  const t = i18n.getFixedT('en')

  it('prints the room it can assess with its level and ratings', () => {
    const system = systemWithRoom(DEFAULT_ROOM)
    const result = calculateSystem(system)
    const { rows } = summaryRoomPart(t, 'en', system, result, undefined)
    expect(rows.map(([label]) => label)).toContain('Sound pressure level at the listener')
    const text = summaryText(t, summaryInput(system, result), 'Summary')
    expect(text.legends.flat()).toContain(t('spectrum.room'))
  })

  // The API takes a system's own room with upper bounds only (contract systems.ts roomSettings): a listener at
  // 1e-300 m is stored, and its report must still print, with the inputs and no results, as the overview does.
  it('prints a room the engine cannot assess with its inputs and without results, instead of failing', () => {
    const system = systemWithRoom({ ...DEFAULT_ROOM, listenerDistance: 1e-300 })
    const result = calculateSystem(system)
    const { rows } = summaryRoomPart(t, 'en', system, result, undefined)
    expect(rows.map(([label]) => label)).toEqual([
      'Listener distance, m',
      'Outlet position (directivity)',
      'Equivalent absorption area, m²',
    ])
    const text = summaryText(t, summaryInput(system, result), 'Summary')
    expect(text.legends.flat()).not.toContain(t('spectrum.room'))
    expect(text.roomFields).toEqual(rows)
  })
})
