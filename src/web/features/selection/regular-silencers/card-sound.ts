// The sound data a card of the regular silencers list carries (docs/product-rules.md, "Regular silencer
// cards", the Sound data link): the catalogue's, unless edited in the card's Sound data modal during this
// visit, or adjusted before on the working system's first entry when that entry is this very silencer. What
// the modal shows, what the card's result row is calculated from and what the card's action writes are the
// same data.
import { aWeightedTotal, type OctaveBands } from '#engine/index.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { bandsEqual } from '../../../domain/selection/bands-equal.ts'
import { roomBands, type RankedSilencer } from '../../../domain/selection/ranking.ts'

/** Sound data edited in a card's modal. */
export interface SoundOverride {
  soundPowerLevel: OctaveBands
  soundAttenuation: OctaveBands
}

/** A card's entry for the chain, and whether its sound data differ from the catalogue's. */
export interface CardItem {
  item: ChainItem
  adjusted: boolean
  /** The card has an airflow of its own: its flow noise (item.soundPowerLevel) is at that airflow. */
  ownAirflow?: boolean
}

/** Whether a band set of an entry was adjusted by the user (it differs from the entry's default). */
const adjustedBands = (bands: OctaveBands, defaults: OctaveBands | undefined): boolean =>
  defaults !== undefined && !bandsEqual(bands, defaults)

/**
 * The entry a card's action writes: `fromCatalogue` (the silencer at the card's airflow, with its pressure
 * drop), with the sound data edited in the card's modal; else, when `first` (the working system's first
 * entry) is this silencer, with the sound power and attenuation the user adjusted there, so that Update
 * keeps them (a band set left at its default follows the catalogue and the new airflow).
 */
export function cardItem(
  fromCatalogue: ChainItem,
  override: SoundOverride | undefined,
  first: ChainItem | undefined,
): CardItem {
  if (override) return { item: { ...fromCatalogue, ...override }, adjusted: true }
  if (!first || first.productId !== fromCatalogue.productId) return { item: fromCatalogue, adjusted: false }
  const power = adjustedBands(first.soundPowerLevel, first.defaultSoundPowerLevel)
  const attenuation = adjustedBands(first.soundAttenuation, first.defaultSoundAttenuation)
  if (!power && !attenuation) return { item: fromCatalogue, adjusted: false }
  return {
    item: {
      ...fromCatalogue,
      ...(power ? { soundPowerLevel: first.soundPowerLevel } : {}),
      ...(attenuation ? { soundAttenuation: first.soundAttenuation } : {}),
    },
    adjusted: true,
  }
}

/** A card's result row: the sound power to the room per band and its A-weighted total, dB. */
export interface CardRoom {
  bands: OctaveBands
  totalA: number
}

/**
 * The result row of a card: the ranking's numbers (the catalogue at the list's airflow), or, for a card
 * whose sound data are adjusted or that has an airflow of its own, the same chain step with its own
 * attenuation and sound power (the flow noise at the card's airflow, docs/product-rules.md, "Airflow of a
 * silencer card").
 */
export function cardRoom(input: OctaveBands, ranked: RankedSilencer, card: CardItem): CardRoom {
  if (!card.adjusted && !card.ownAirflow)
    return { bands: roomBands(input, ranked), totalA: ranked.result.totalSoundPowerToRoomLwA }
  const bands = roomBands(input, {
    ...ranked,
    result: {
      ...ranked.result,
      model: { ...ranked.result.model, soundAttenuation: card.item.soundAttenuation },
      flowNoise: card.item.soundPowerLevel,
    },
  })
  return { bands, totalA: aWeightedTotal(bands) }
}
