// Ranking round silencers for the regular silencers list: each silencer alone after the noise generator at
// the list's airflow, with its pressure drop, flow noise, level into the room, and the chosen sort.
import { bandsFromArray, bandsToArray, readBands, type OctaveBands } from './bands.ts'
import { aWeightedTotalOfPowers, totalOfPowers } from './chain-fast.ts'
import { flowNoiseInto } from './flow-noise.ts'
import type { RoundSilencerModel } from './round-silencer.ts'
import { roomCorrection, type RoomPosition } from './room.ts'
import { AIR_DENSITY, EngineError } from './units.ts'

/** Sorts of the list (docs/product-rules.md, "Sorting"); the default is dB(A) ascending. */
export type RoundSilencerSort = 'none' | 'pressureDropAsc' | 'pressureDropDesc' | 'dbaAsc' | 'dbaDesc'

/** One ranked silencer. */
export interface RankedRoundSilencer {
  model: RoundSilencerModel
  /** Pa, or null without a pressure-drop model. */
  pressureDrop: number | null
  /** Flow-generated sound power at the airflow, dB per band (made when read: name it, a spread leaves it out). */
  readonly flowNoise: OctaveBands
  /** Sound power after the silencer, dB. */
  totalSoundPowerToRoomLw: number
  /** The same, A-weighted, dB(A): the list's dB(A). */
  totalSoundPowerToRoomLwA: number
  /** A-weighted sound pressure level at the room position, dB(A); null without a room. */
  roomLevelA: number | null
}

const DB_TO_LN = Math.LN10 / 10
const transmissions = new WeakMap<RoundSilencerModel, Float64Array>()

/** τ = 10^(−ATT/10) per band of a model, computed once per model object (models are immutable data). */
function transmissionOf(model: RoundSilencerModel): Float64Array {
  let tau = transmissions.get(model)
  if (tau === undefined) {
    tau = Float64Array.from(bandsToArray(model.soundAttenuation), (att) => Math.exp(-att * DB_TO_LN))
    transmissions.set(model, tau)
  }
  return tau
}

/**
 * Ranks silencers: for each, Δp at `airflowLs` (l/s), flow noise (VDI 2081-1, as roundSilencerFlowNoise),
 * the level after it (the chain step of docs/acoustics.md section 2), LwA, and Lp = LwA + 10·lg(Q/(4πr²) +
 * 4/A) when a room is given; then sorts. 'none' sorts by nominal size then length; pressure-drop sorts put
 * silencers without a model last. Ties keep the input order. Throws NEGATIVE_AIRFLOW for a negative airflow.
 */
export function rankRoundSilencers(request: {
  models: readonly RoundSilencerModel[]
  inputSoundPowerLevel: OctaveBands
  airflowLs: number
  sort?: RoundSilencerSort
  room?: RoomPosition
}): RankedRoundSilencer[] {
  if (!(request.airflowLs >= 0)) throw new EngineError('NEGATIVE_AIRFLOW', { field: 'inputAirflow' })
  const inputPower = bandsToArray(readBands(request.inputSoundPowerLevel)).map((level) =>
    Math.exp(level * DB_TO_LN),
  )
  const roomTerm = request.room === undefined ? null : roomCorrection(request.room)
  const airflow = request.airflowLs / 1000
  // Every silencer's flow noise in one array, read as a band set only when a card asks for it: a list of
  // thousands then allocates one object per silencer, not two (the ranking reruns at each airflow typed).
  const noises = new Float64Array(request.models.length * 8)
  const noise = new Float64Array(8)
  const powers = new Float64Array(8)
  const ranked = request.models.map((model, index): RankedRoundSilencer => {
    const diameter = model.diameter / 1000
    const area = (Math.PI * diameter * diameter) / 4
    const velocity = airflow / area
    // Δp = ζ·ρ/2·v² on the nominal velocity (docs/acoustics.md section 5)
    const pressureDrop = model.zeta === null ? null : model.zeta * (AIR_DENSITY / 2) * velocity * velocity
    flowNoiseInto(
      noise,
      velocity / model.freeAreaRatio,
      pressureDrop ?? 0,
      area,
      model.hydraulicDiameter / 1000,
    )
    const tau = transmissionOf(model)
    for (let b = 0; b < 8; b++) {
      const lw = noise[b] ?? 0
      powers[b] = (inputPower[b] ?? 0) * (tau[b] ?? 1) + (lw > 0 ? Math.exp(lw * DB_TO_LN) : 0)
    }
    noises.set(noise, index * 8)
    const lwA = aWeightedTotalOfPowers(powers)
    return new Ranked(
      model,
      pressureDrop,
      noises,
      index * 8,
      totalOfPowers(powers),
      lwA,
      roomTerm === null ? null : lwA + roomTerm,
    )
  })
  return ranked.sort(comparator(request.sort ?? 'dbaAsc'))
}

class Ranked implements RankedRoundSilencer {
  constructor(
    readonly model: RoundSilencerModel,
    readonly pressureDrop: number | null,
    private readonly noises: Float64Array,
    private readonly offset: number,
    readonly totalSoundPowerToRoomLw: number,
    readonly totalSoundPowerToRoomLwA: number,
    readonly roomLevelA: number | null,
  ) {}

  get flowNoise(): OctaveBands {
    return bandsFromArray(this.noises.subarray(this.offset, this.offset + 8))
  }
}

function comparator(sort: RoundSilencerSort): (a: RankedRoundSilencer, b: RankedRoundSilencer) => number {
  const byDrop = (direction: number) => (a: RankedRoundSilencer, b: RankedRoundSilencer) => {
    if (a.pressureDrop === null || b.pressureDrop === null)
      return Number(a.pressureDrop === null) - Number(b.pressureDrop === null)
    return direction * (a.pressureDrop - b.pressureDrop)
  }
  switch (sort) {
    case 'none':
      return (a, b) => a.model.diameter - b.model.diameter || a.model.length - b.model.length
    case 'pressureDropAsc':
      return byDrop(1)
    case 'pressureDropDesc':
      return byDrop(-1)
    case 'dbaDesc':
      return (a, b) => b.totalSoundPowerToRoomLwA - a.totalSoundPowerToRoomLwA
    case 'dbaAsc':
      return (a, b) => a.totalSoundPowerToRoomLwA - b.totalSoundPowerToRoomLwA
  }
}
