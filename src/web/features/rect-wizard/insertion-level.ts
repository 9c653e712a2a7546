// The input sound power of the wizard in the application (docs/product-rules.md, "Rectangular configurator"):
// the level arriving at the insertion point, i.e. the noise generator through the products before it.
import type { OctaveBands } from '#engine/index.ts'
import { calculateChain, type ChainInput } from '../../domain/chain/chain-calculation.ts'
import { insertionTarget, type InsertionPosition } from '../../domain/chain/insertion.ts'

/** The level per band arriving at chain index `index` (0: the noise generator itself). */
export function levelBefore(system: ChainInput, index: number): OctaveBands {
  const before = system.items.slice(0, Math.max(0, Math.min(index, system.items.length)))
  if (before.length === 0) return system.inputSoundPowerLevel
  return calculateChain({ ...system, items: before }).soundPowerLevelToRoomLw
}

/**
 * Where a product goes: in edit mode its own first entry; when adding, the insertion position (when it is
 * an index of the chain), else the end of the chain.
 */
export function wizardInsertionIndex(
  system: ChainInput,
  position: InsertionPosition | null,
  editedProductId: string | null,
): number {
  if (editedProductId !== null) {
    const index = system.items.findIndex((item) => item.productId === editedProductId)
    if (index >= 0) return index
  }
  const target = position ? insertionTarget(system.items.length, position) : null
  return target ?? system.items.length
}
