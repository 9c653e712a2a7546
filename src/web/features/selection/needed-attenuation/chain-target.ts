// Where the needed-attenuation view takes its levels from in the main application (docs/selection.md,
// "Needed attenuation"): what the working system's chain already delivers to the room, and what it would
// deliver with a silencer placed the way each list places one. The engine runs in the browser, so the
// figures are the calculations panel's.
import { readBands, type OctaveBands } from '#engine/index.ts'
import { setFirstProduct } from '../../../domain/chain/first-product.ts'
import { addProduct, type ChainItem } from '../../../domain/chain/chain.ts'
import { calculateChain, type ChainInput } from '../../../domain/chain/chain-calculation.ts'
import type { InsertionPosition } from '../../../domain/chain/insertion.ts'

/** The sound power per band the chain sends to the room (the noise generator itself when it is empty). */
export function chainToRoom(system: ChainInput): OctaveBands {
  if (system.items.length === 0) return readBands(system.inputSoundPowerLevel)
  return calculateChain(system).soundPowerLevelToRoomLw
}

/**
 * Products list: the room spectrum once one more of `product` is in the chain, where the card's + puts it
 * (the insertion position, or raising its entry, or at the end).
 */
export function toRoomWithAdded(
  system: ChainInput,
  product: ChainItem,
  position: InsertionPosition | null,
): OctaveBands {
  return chainToRoom({ ...system, items: addProduct(system.items, product, position).items })
}

/** The regular silencers list's calculator variant, for a list without a working system. */
const NO_SYSTEM: Omit<ChainInput, 'inputSoundPowerLevel'> = {
  attenuationConstantType: 'NoConstant',
  filterCorrectionType: 'AFilter',
  items: [],
}

/**
 * Regular silencers list, before any choice: what reaches the room from the list's input sound power
 * through the chain without its first product (the product a card's action replaces, or the place it takes
 * in an empty chain). The need the first product has to meet.
 */
export function toRoomWithoutFirst(system: ChainInput | null, input: OctaveBands): OctaveBands {
  const base = system ?? NO_SYSTEM
  return chainToRoom({ ...base, inputSoundPowerLevel: input, items: base.items.slice(1) })
}

/**
 * Regular silencers list, with a card's choice: the room spectrum once the card's action has made `product`
 * the first product (setFirstProduct: in the first entry's place and quantity, or alone in an empty chain).
 */
export function toRoomWithFirst(
  system: ChainInput | null,
  input: OctaveBands,
  product: ChainItem,
): OctaveBands {
  const base = system ?? NO_SYSTEM
  return chainToRoom({ ...base, inputSoundPowerLevel: input, items: setFirstProduct(base.items, product) })
}
