// Bringing a chain's round silencers to the system airflow in one step (docs/product-rules.md, "System
// airflow"): a silencer keeps the airflow it was added at when the system airflow changes, so that nothing
// changes behind the designer's back; when they then want the chain at the new airflow, one action does for
// every silencer what its card's airflow field does for one.
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import type { ChainItem } from '../chain/chain.ts'
import { units } from '../chain/pressure-drop.ts'
import { airflowDiffers, entryAirflow } from '../chain/system-airflow.ts'
import { bandsEqual } from './bands-equal.ts'
import { positiveAirflow, silencerAtAirflow } from './items.ts'

/**
 * A round silencer's entry at another airflow: its pressure drop there and, unless the user set its sound
 * power themselves, its flow noise there (as its card's airflow field stores them).
 */
export function silencerEntryAtAirflow(
  item: ChainItem,
  silencer: RoundSilencer,
  airflowLs: number | null,
  pressureDrop?: number | null,
): ChainItem {
  const local = silencerAtAirflow(silencer, airflowLs)
  const ownNoise =
    item.defaultSoundPowerLevel === undefined || bandsEqual(item.soundPowerLevel, item.defaultSoundPowerLevel)
  return {
    ...item,
    inputAirflow: positiveAirflow(airflowLs),
    pressureDrop: pressureDrop === undefined ? local.pressureDrop : pressureDrop,
    ...(ownNoise
      ? { soundPowerLevel: local.soundPowerLevel, defaultSoundPowerLevel: local.soundPowerLevel }
      : {}),
  }
}

/** The chain's products whose airflow differs from the system's, counted with their quantities. */
export interface OffSystemAirflow {
  /** Round silencers of the catalogue: the action brings them to the system airflow. */
  round: number
  /** Rectangular silencers: their airflow is part of their configuration, changed in the configurator. */
  rect: number
}

/**
 * Where the chain's products stand against the system airflow, by the rule their cards flag it with; a round
 * silencer the catalogue no longer lists cannot be recalculated and counts with neither.
 */
export function offSystemAirflow(
  items: readonly ChainItem[],
  systemAirflow: number | null,
  silencers: readonly RoundSilencer[],
): OffSystemAirflow {
  const listed = new Set(silencers.map((silencer) => silencer.id))
  const counts = { round: 0, rect: 0 }
  for (const item of items) {
    if (!airflowDiffers(entryAirflow(item), systemAirflow)) continue
    if (item.productType === 'silencer' && listed.has(item.productId)) counts.round += units(item.quantity)
    else if (item.productType === 'rectSilencer') counts.rect += units(item.quantity)
  }
  return counts
}

/**
 * The chain with the round silencers whose airflow `moves` picks at airflow `to`, and how many units moved;
 * an entry without an airflow of its own, or a silencer the catalogue no longer lists, stays.
 */
function roundSilencersMoved(
  items: readonly ChainItem[],
  silencers: readonly RoundSilencer[],
  to: number,
  moves: (airflow: number) => boolean,
): { items: ChainItem[]; moved: number } {
  const byId = new Map(silencers.map((silencer) => [silencer.id, silencer]))
  let moved = 0
  const next = items.map((item) => {
    const silencer = item.productType === 'silencer' ? byId.get(item.productId) : undefined
    const airflow = entryAirflow(item)
    if (!silencer || airflow === null || !moves(airflow)) return item
    moved += units(item.quantity)
    return silencerEntryAtAirflow(item, silencer, to)
  })
  return { items: next, moved }
}

/** The chain with every round silencer whose airflow differs from the system's at the system airflow. */
export function roundSilencersAtSystemAirflow(
  items: readonly ChainItem[],
  systemAirflow: number,
  silencers: readonly RoundSilencer[],
): ChainItem[] {
  return roundSilencersMoved(items, silencers, systemAirflow, (airflow) =>
    airflowDiffers(airflow, systemAirflow),
  ).items
}

/**
 * A change of the system airflow from `from` to `to` (the system form's Save): the round silencers that worked
 * at the old system airflow, which the designer took as the system's, moved to the new one with their pressure
 * drop and flow noise there; a silencer at an airflow of its own (a branch's) stays. `moved` counts units.
 */
export function silencersFollowingSystemAirflow(
  items: readonly ChainItem[],
  from: number | null,
  to: number | null,
  silencers: readonly RoundSilencer[],
): { items: ChainItem[]; moved: number } {
  if (from === null || to === null || !airflowDiffers(from, to)) return { items: [...items], moved: 0 }
  return roundSilencersMoved(items, silencers, to, (airflow) => !airflowDiffers(airflow, from))
}
