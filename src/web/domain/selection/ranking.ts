// The regular silencers list's numbers, by the engine: each catalogue silencer alone after the noise
// generator at the list's airflow (rankRoundSilencers), in the chosen order (docs/product-rules.md,
// "Sorting").
import { sortedNullsLast } from './nulls-last.ts'
import { formatNumber, MISSING_VALUE } from '../../i18n/format.ts'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import {
  BAND_KEYS,
  millimeters,
  roundDuctArea,
  bandsToArray,
  chainStep,
  readBands,
  catalogueRoundSilencerModel,
  rankRoundSilencers,
  type OctaveBands,
  type RankedRoundSilencer,
  type RoundSilencerModel,
  type RoundSilencerSort,
} from '#engine/index.ts'

export type { RoundSilencerSort }

/** Sort options of the select; the default is dB(A) ascending (docs/product-rules.md, "Sorting"). */
export const SORTS = [
  'none',
  'pressureDropAsc',
  'pressureDropDesc',
  'dbaAsc',
  'dbaDesc',
] as const satisfies readonly RoundSilencerSort[]
export const DEFAULT_SORT: RoundSilencerSort = 'dbaAsc'

export const isSort = (value: unknown): value is RoundSilencerSort =>
  typeof value === 'string' && (SORTS as readonly string[]).includes(value)

/** Cards above this pressure drop are hidden; in the list view above HIGHLIGHT they are marked exceeded. */
export const PRESSURE_DROP_HIDE_PA = 100
export const PRESSURE_DROP_HIGHLIGHT_PA = 50

const models = new WeakMap<RoundSilencer, RoundSilencerModel>()

/**
 * The engine's model of a catalogue silencer with the catalogue's own attenuation and ζ (the catalogue is
 * the truth; the model adds the free passage that the flow noise needs). A silencer the engine does not
 * model (an imported size) gets an open bore of its nominal diameter.
 */
export function silencerModel(silencer: RoundSilencer): RoundSilencerModel {
  let model = models.get(silencer)
  if (model === undefined) {
    model = catalogueRoundSilencerModel(silencer)
    models.set(silencer, model)
  }
  return model
}

/** One silencer of the list with its numbers at the list's airflow. */
export interface RankedSilencer {
  silencer: RoundSilencer
  result: RankedRoundSilencer
  /** Pa at the list's airflow; null without a model or without a positive airflow. */
  pressureDrop: number | null
}

/** Ranks the silencers at `airflowLs` (l/s) for the input sound power, in the order of `sort`. */
export function rankSilencers(
  silencers: readonly RoundSilencer[],
  input: { inputSoundPowerLevel: OctaveBands; airflowLs: number; sort: RoundSilencerSort },
): RankedSilencer[] {
  const bySilencer = new Map<RoundSilencerModel, RoundSilencer>()
  const list = silencers.map((s) => {
    const model = silencerModel(s)
    bySilencer.set(model, s)
    return model
  })
  const airflowLs = Number.isFinite(input.airflowLs) && input.airflowLs > 0 ? input.airflowLs : 0
  return rankRoundSilencers({
    models: list,
    inputSoundPowerLevel: input.inputSoundPowerLevel,
    airflowLs,
    sort: input.sort,
  }).flatMap((result) => {
    const silencer = bySilencer.get(result.model)
    if (silencer === undefined) return []
    return [{ silencer, result, pressureDrop: airflowLs > 0 ? result.pressureDrop : null }]
  })
}

/** The sound power to the room per band behind one ranked silencer (the chain step with its flow noise). */
export function roomBands(input: OctaveBands, ranked: RankedSilencer): OctaveBands {
  const levels = bandsToArray(readBands(input))
  const att = bandsToArray(ranked.result.model.soundAttenuation)
  const own = bandsToArray(ranked.result.flowNoise)
  const out = {} as OctaveBands
  BAND_KEYS.forEach((key, i) => {
    out[key] = chainStep(levels[i] ?? 0, att[i] ?? 0, own[i] ?? 0)
  })
  return out
}

/**
 * A level as the result row shows it: rounded, negatives as 0 (docs/product-rules.md, "Regular silencer
 * cards").
 */
export const displayLevel = (value: number): number => Math.max(0, Math.round(value))

/**
 * Applies what cards hold of their own: hides every card above 100 Pa (by its own airflow's pressure drop
 * when it has one; never the card being typed in, `editing`) and puts the changed cards where their own numbers belong: by `cardDrops` for the
 * pressure-drop sorts, by `cardTotals` (dB(A) of a card with adjusted sound data) for the dB(A) sorts. Stable
 * otherwise, so the order on screen stays the order of the numbers shown.
 */
export function withCardValues(
  ranked: readonly RankedSilencer[],
  cardDrops: ReadonlyMap<string, number | null>,
  sort: RoundSilencerSort,
  cardTotals: ReadonlyMap<string, number> = new Map(),
  editing: string | null = null,
): RankedSilencer[] {
  const effective = (r: RankedSilencer) =>
    cardDrops.has(r.silencer.id) ? (cardDrops.get(r.silencer.id) ?? null) : r.pressureDrop
  // The card whose airflow is being typed stays: it is hidden by its committed value, never by a number
  // half typed (the field would vanish under the user's fingers).
  const visible = ranked.filter(
    (r) => r.silencer.id === editing || (effective(r) ?? 0) <= PRESSURE_DROP_HIDE_PA,
  )
  const bySort = (value: (r: RankedSilencer) => number | null, direction: 1 | -1) =>
    sortedNullsLast(visible, value, direction)
  if (cardDrops.size > 0 && (sort === 'pressureDropAsc' || sort === 'pressureDropDesc'))
    return bySort(effective, sort === 'pressureDropAsc' ? 1 : -1)
  if (cardTotals.size > 0 && (sort === 'dbaAsc' || sort === 'dbaDesc'))
    return bySort(
      (r) => cardTotals.get(r.silencer.id) ?? r.result.totalSoundPowerToRoomLwA,
      sort === 'dbaAsc' ? 1 : -1,
    )
  return visible
}

/**
 * The air velocity in a round silencer's connection, m/s: the airflow over the nominal bore, q/(π·D²/4); null
 * without an airflow. Shown on the cards so that a silencer far too small for the airflow reads so at once: a
 * Ø200 unit at 1,200 l/s runs at 38 m/s, where its short length made the pressure drop a harmless-looking 42 Pa.
 */
export function connectionVelocity(airflowLs: number | null, diameterMm: number): number | null {
  if (airflowLs === null || !(diameterMm > 0)) return null
  return airflowLs / 1000 / roundDuctArea(millimeters(diameterMm))
}

/** A connection velocity as a card shows it: to 0.1 m/s, '-' without one. */
export const velocityText = (velocity: number | null, language: string): string =>
  velocity === null ? MISSING_VALUE : `${formatNumber(velocity, language, { decimals: 1 })} m/s`
