// The engine's calculation of a chain in the browser: the same request the server builds when it saves a
// system (both use the engine's systemSoundPowerRequest), so both answers agree.
import {
  aWeightedTotal,
  calculateSoundPower,
  systemSoundPowerRequest,
  type AttenuationConstantType,
  type FilterCorrectionType,
  type OctaveBands,
  type SoundPowerRequest,
  type SoundPowerResult,
} from '#engine/index.ts'
import type { ChainItem } from './chain.ts'

/** What a calculation needs of a system. */
export interface ChainInput {
  inputSoundPowerLevel: OctaveBands
  attenuationConstantType: AttenuationConstantType
  filterCorrectionType: FilterCorrectionType
  items: readonly ChainItem[]
}

/** The body of POST /api/calculations/sound-power for a system: each entry repeated once per quantity. */
export const chainRequest = (system: ChainInput): SoundPowerRequest => systemSoundPowerRequest(system)

/** The whole calculation of a system, at once (docs/product-rules.md, "Recalculation and saving"). */
export const calculateChain = (system: ChainInput): SoundPowerResult =>
  calculateSoundPower(chainRequest(system))

/** What one entry of the chain does to this system's noise. */
export interface ItemEffect {
  /** Level per band arriving at the entry, dB. */
  before: OctaveBands
  /** Level per band after the entry (all its units), dB. */
  after: OctaveBands
  /** A-weighted totals before and after, dB(A). */
  lwABefore: number
  lwAAfter: number
  /** How many dB(A) the entry removes from this source (negative when its own noise adds more). */
  removedDbA: number
}

/**
 * The effect of each entry for this source: the A-weighted total before it minus the total after its last
 * unit. Not a catalogue single number: it depends on the spectrum arriving at the product. Also used by the
 * reports, whose products are read from saved data.
 */
export function itemEffects(
  system: { inputSoundPowerLevel: OctaveBands; items: readonly { quantity: number }[] },
  result: SoundPowerResult,
): ItemEffect[] {
  let before = system.inputSoundPowerLevel
  let step = 0
  return system.items.map((item) => {
    step += Math.max(0, Math.floor(item.quantity))
    const after = result.perProductCalculations[step - 1]?.soundPowerLevelToRoomLw ?? before
    const lwABefore = aWeightedTotal(before)
    const lwAAfter = aWeightedTotal(after)
    const effect = { before, after, lwABefore, lwAAfter, removedDbA: lwABefore - lwAAfter }
    before = after
    return effect
  })
}
