// The project's sound schedule (docs/reports.md, "Sound schedule"): one row per system with its airflow,
// pressure drop and the sound that reaches the room, as an HVAC engineer hands the acoustic part of a design
// over. Every figure is the overview's and the report's own: the chain through calculateChain, the pressure
// drop through chainPressureDrop.
import { anyBandEntered, BAND_CENTRES, BAND_KEYS, type OctaveBands } from '#engine/index.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { calculateChain } from '../chain/chain-calculation.ts'
import {
  chainPressureDrop,
  pressureDropCaveats,
  pressureDropsAtOtherAirflow,
  type PressureDropCaveat,
} from '../chain/pressure-drop.ts'
import { csvNumber, csvText } from '../csv/csv.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { complianceRow, shownLpA, type ComplianceRow } from '../rooms/compliance.ts'
import { roomLabel, type NamedRoom } from '../rooms/room-names.ts'
import { shareOf } from '../rooms/served-room.ts'
import { SHOWN_DECIMALS, toShownAirflow, type AirflowUnit } from '../units/airflow-unit.ts'

/** Why a system's sound cannot be given: without a generator or with a product lacking data it would be wrong. */
export type ScheduleGap = 'noGenerator' | 'productWithoutData'

/** What a schedule row reads of a saved system. */
export type ScheduleSystem = Pick<
  SystemDocument,
  | 'id'
  | 'name'
  | 'number'
  | 'roomId'
  | 'airflow'
  | 'items'
  | 'inputSoundPowerLevel'
  | 'attenuationConstantType'
  | 'filterCorrectionType'
  | 'catalogueVersion'
  | 'noiseGeneratorEstimate'
  | 'outlets'
>

export interface ScheduleSound {
  generatorLwA: number
  /** Per band, dB. */
  toRoom: OctaveBands
  lw: number
  lwA: number
  /** With the system's weighting filter; null with NoFilter. */
  filtered: number | null
  /** Null with NoConstant. */
  lpA10m2: number | null
}

export interface ScheduleRow {
  name: string
  /** The system's number (the drawings' "TK01"), '' when it has none. */
  number: string
  /** The project room the system serves as a schedule names it ('A2.14 Office', room-names.ts), '' when none. */
  room: string
  /** l/s; null when not set. */
  airflow: number | null
  /** Σ pressure drop × quantity, Pa; null when a product has none or no product has one. */
  pressureDrop: number | null
  /** What the total leaves out or rests on, as the overview says it under the total. */
  pressureDropCaveats: PressureDropCaveat[]
  filter: SystemDocument['filterCorrectionType']
  /** Null when `gaps` is not empty: a figure would be wrong. */
  sound: ScheduleSound | null
  gaps: ScheduleGap[]
  catalogueVersion: number | null
  /** The fan duty the noise generator was estimated from; null when its bands are the fan's own data. */
  generatorEstimate: SystemDocument['noiseGeneratorEstimate']
  /**
   * What the system brings to the project room it serves, and that room's check, where the room's assessment
   * is known (the rooms as the API answers them); null otherwise.
   */
  inRoom: RoomPart | null
}

export interface RoomPart {
  /** The system's identical outlets in the room. */
  outlets: number
  /** Its part of the room's level at the listener, dB(A); null when its calculation is not stored. */
  lpA: number | null
  /** The room's target, prediction, margin and verdict, as the room compliance table gives them. */
  check: ComplianceRow
}

/** The room's part of a schedule row, when `room` is one the API answered with its assessment. */
function roomPartOf(system: ScheduleSystem, room: NamedRoom | RoomDocument | undefined): RoomPart | null {
  if (!room || !('assessment' in room)) return null
  const share = shareOf(room, system.id)
  return { outlets: share?.outlets ?? system.outlets, lpA: share?.lpA ?? null, check: complianceRow(room) }
}

const anyAttenuation = (bands: OctaveBands) => BAND_KEYS.some((key) => bands[key] !== 0)

function gapsOf(system: ScheduleSystem): ScheduleGap[] {
  const gaps: ScheduleGap[] = []
  if (!anyBandEntered(system.inputSoundPowerLevel)) gaps.push('noGenerator')
  // A product that neither attenuates nor makes noise in any band is one whose data is missing: counting it
  // as nothing would understate what reaches the room.
  if (
    system.items.some(
      (item) => !anyAttenuation(item.soundAttenuation) && !anyBandEntered(item.soundPowerLevel),
    )
  )
    gaps.push('productWithoutData')
  return gaps
}

/** One system's row; `rooms` holds the project's rooms by id (with their assessments, the room's part too). */
export function scheduleRow(
  system: ScheduleSystem,
  rooms: ReadonlyMap<string, NamedRoom | RoomDocument>,
): ScheduleRow {
  const room = system.roomId ? rooms.get(system.roomId) : undefined
  const drop = chainPressureDrop(system.items)
  const otherAirflow = pressureDropsAtOtherAirflow(system.items, system.airflow)
  // pressureDropCaveats says nothing without a total, yet a schedule's empty cell must still say why.
  const caveats =
    drop.total === null && drop.without > 0
      ? [{ kind: 'without' as const, products: drop.without }]
      : pressureDropCaveats(drop, otherAirflow)
  const gaps = gapsOf(system)
  let sound: ScheduleSound | null = null
  if (gaps.length === 0) {
    const result = calculateChain(system)
    sound = {
      generatorLwA: result.noiseGeneratorTotalSoundPowerLwA,
      toRoom: result.soundPowerLevelToRoomLw,
      lw: result.totalSoundPowerToRoomLw,
      lwA: result.totalSoundPowerToRoomLwA,
      filtered: result.filteredTotalSoundPowerToRoom,
      lpA10m2: result.totalLpA10m2,
    }
  }
  return {
    name: system.name,
    number: system.number,
    room: room ? roomLabel(room) : '',
    airflow: system.airflow,
    // The known part, as the overview gives it; the note says what it leaves out, and a printed figure reads
    // "at least" (pressureDropFigure), so that a partial sum is never read as the system's.
    pressureDrop: drop.total,
    pressureDropCaveats: caveats,
    filter: system.filterCorrectionType,
    sound,
    gaps,
    catalogueVersion: system.catalogueVersion,
    generatorEstimate: system.noiseGeneratorEstimate,
    inRoom: roomPartOf(system, room),
  }
}

/** The words of the schedule in the interface language. */
export interface ScheduleTexts {
  headers: {
    system: string
    room: string
    /** With the user's airflow unit. */
    airflow: string
    pressureDrop: string
    pressureDropNote: string
    generatorLwA: string
    /** A band's column, from its centre frequency in Hz. */
    band: (hertz: number) => string
    lw: string
    lwA: string
    filter: string
    filtered: string
    lpA10m2: string
    catalogue: string
    gaps: string
    generatorEstimate: string
    outlets: string
    roomPart: string
    roomCheck: string
    systemNumber: string
  }
  /** The system's name as the app shows it. */
  name: (name: string) => string
  caveat: (caveat: PressureDropCaveat) => string
  /** The filter's name, '' for NoFilter. */
  filter: (filter: ScheduleRow['filter']) => string
  gap: (gap: ScheduleGap) => string
  /** The catalogue version as the report's stamp writes it, marked when modelled. */
  catalogue: (version: number) => string
  /** An estimated noise generator's method and fan duty, as the system's report prints them. */
  estimate: (estimate: NonNullable<ScheduleRow['generatorEstimate']>) => string
  /** The served room's check as the printed schedule writes it: target, verdict and margin. */
  check: (room: ComplianceRow) => string
}

/** dB values as the report's product pages print them: one decimal. */
const DB_DECIMALS = 1

/** The schedule as CSV: numbers in the interface language, airflows in the user's unit (docs/reports.md). */
export function scheduleCsv(
  rows: readonly ScheduleRow[],
  texts: ScheduleTexts,
  language: string,
  airflowUnit: AirflowUnit,
): string {
  const { headers } = texts
  const db = (value: number | null | undefined) => csvNumber(value, language, DB_DECIMALS)
  return csvText(
    [
      headers.system,
      headers.room,
      headers.airflow,
      headers.pressureDrop,
      headers.pressureDropNote,
      headers.generatorLwA,
      ...BAND_CENTRES.map((hertz) => headers.band(hertz)),
      headers.lw,
      headers.lwA,
      headers.filter,
      headers.filtered,
      headers.lpA10m2,
      headers.catalogue,
      headers.gaps,
      // Last, so that a spreadsheet reading the columns before them by place reads them as before.
      headers.generatorEstimate,
      headers.outlets,
      headers.roomPart,
      headers.roomCheck,
      headers.systemNumber,
    ],
    rows.map((row) => [
      texts.name(row.name),
      row.room,
      csvNumber(
        row.airflow === null ? null : toShownAirflow(row.airflow, airflowUnit),
        language,
        SHOWN_DECIMALS[airflowUnit],
      ),
      csvNumber(row.pressureDrop, language),
      row.pressureDropCaveats.map(texts.caveat).join('; '),
      db(row.sound?.generatorLwA),
      ...BAND_KEYS.map((key) => db(row.sound?.toRoom[key])),
      db(row.sound?.lw),
      db(row.sound?.lwA),
      texts.filter(row.filter),
      db(row.sound?.filtered),
      db(row.sound?.lpA10m2),
      row.catalogueVersion === null ? '' : texts.catalogue(row.catalogueVersion),
      row.gaps.map(texts.gap).join('; '),
      row.generatorEstimate === null ? '' : texts.estimate(row.generatorEstimate),
      csvNumber(row.inRoom?.outlets, language),
      // As the room page and its sheet show a level in the room: to 0.1 dB, rounded up.
      db(shownLpA(row.inRoom?.lpA ?? null)),
      row.inRoom ? texts.check(row.inRoom.check) : '',
      row.number,
    ]),
    language,
  )
}
