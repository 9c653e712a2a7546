// A room row and the systems serving it, as the API answers: `_id` beside `id`, ISO dates, the assessment.
import type { RoomAssessment, RoomDocument } from '#contract/api/rooms.ts'
import {
  anyBandEntered,
  assessableOrNull,
  assessRoom,
  readBands,
  treatmentOrder,
  type RoomAcoustics,
  type RoomSource,
  type RoomTargetType,
} from '#engine/index.ts'
import type { RoomRow, ServingSystemRow } from './rooms.repo.ts'

/** A room no system serves: nothing to predict, so no levels, margin or verdict (contract rooms.ts). */
const NOTHING_SERVES: RoomAssessment = {
  soundPressureLevel: null,
  lpA: null,
  nr: null,
  nc: null,
  margin: null,
  pass: null,
  worstBand: null,
  contributions: [],
}

/**
 * The sound power a saved system delivers to its room, from the server's calculation stored at its save; none
 * for a system without a noise generator (no band above 0 dB, as the sound schedule reads it), whose 0 dB bands
 * would otherwise count as a quiet fan and let its room pass on data nobody entered.
 */
function soundPowerToRoom(system: ServingSystemRow) {
  const entered = anyBandEntered(readBands(system.inputSoundPowerLevel))
  const stored = system.calculationResults as { soundPowerLevelToRoomLw?: unknown } | null
  return entered && stored?.soundPowerLevelToRoomLw ? readBands(stored.soundPowerLevelToRoomLw) : null
}

export function roomAssessment(row: RoomRow, serving: readonly ServingSystemRow[]): RoomAssessment {
  // A system without sound data adds nothing and is named: without it the levels are a lower bound.
  const counted = serving.flatMap((system) => {
    const soundPower = soundPowerToRoom(system)
    return soundPower
      ? [{ system, source: { soundPower, outlets: system.outlets } satisfies RoomSource }]
      : []
  })
  const countedIds = new Set(counted.map((part) => part.system.id))
  const uncounted = serving
    .filter((system) => !countedIds.has(system.id))
    .map((system) => ({ systemId: system.id, name: system.name, number: system.number }))
  const assessment = assessedRoom(row, counted)
  if (uncounted.length === 0) return assessment
  // More sound only raises the level: a room the others fail fails, one they pass may not.
  return { ...assessment, pass: assessment.pass === false ? false : null, uncounted }
}

/** A stored room's target and acoustics as the engine assesses them, and as its document gives them. */
function roomAcoustics(row: RoomRow): RoomAcoustics {
  return {
    targetType: row.targetType as RoomTargetType,
    targetValue: row.targetValue,
    absorptionMode: row.absorptionMode === 'reverberation' ? 'reverberation' : 'area',
    absorptionArea: row.absorptionArea,
    volume: row.volume,
    reverberationTime: row.reverberationTime,
    listenerDistance: row.listenerDistance,
    directivity: row.directivity,
  }
}

function assessedRoom(
  row: RoomRow,
  counted: readonly { system: ServingSystemRow; source: RoomSource }[],
): RoomAssessment {
  const acoustics = roomAcoustics(row)
  const sources = counted.map(({ source }) => source)
  // A room stored before the contract's lower bounds is answered without a prediction, so its page opens and
  // its form says which value to correct.
  const result = assessableOrNull(() => assessRoom(sources, acoustics))
  if (!result) return counted.length > 0 ? { ...NOTHING_SERVES, unassessable: true } : NOTHING_SERVES
  // The path to treat first first: the one without which the room would be rated lowest.
  const contributions = treatmentOrder(result, acoustics.targetType).flatMap((i) => {
    const system = counted[i]?.system
    const part = result.contributions[i]
    return system && part
      ? [{ systemId: system.id, name: system.name, number: system.number, outlets: system.outlets, ...part }]
      : []
  })
  return {
    soundPressureLevel: result.soundPressureLevel,
    lpA: result.lpA,
    nr: result.nr,
    nc: result.nc,
    ...(result.nrOutside ? { nrOutside: result.nrOutside } : {}),
    ...(result.ncOutside ? { ncOutside: result.ncOutside } : {}),
    margin: result.margin,
    pass: result.pass,
    worstBand: result.worstBand,
    contributions,
  }
}

export function roomDocument(row: RoomRow, serving: readonly ServingSystemRow[]): RoomDocument {
  return {
    _id: row.id,
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    number: row.number,
    roomType: row.roomType,
    ...roomAcoustics(row),
    directivity: row.directivity as RoomDocument['directivity'],
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    assessment: roomAssessment(row, serving),
  }
}
