// The totals the calculations panel shows, with its '-' rules (docs/product-rules.md, "Calculations panel").
import {
  energySum,
  filterUnitLabel,
  weightedTotal,
  type AttenuationConstantType,
  type FilterCorrectionType,
  type FilterUnitLabel,
  type OctaveBands,
  type SoundPowerResult,
} from '#engine/index.ts'

export interface CalculationFigures {
  /** LwA, LwB, LwC, or Lx for NoFilter. */
  unitLabel: FilterUnitLabel
  noiseGeneratorLw: number | null
  /** Null (shown '-') for NoFilter. */
  noiseGeneratorFiltered: number | null
  roomLw: number | null
  /** Null (shown '-') for NoFilter or without a result. */
  roomFiltered: number | null
  /** Null (shown '-') for NoConstant or without a result. */
  lpA10m2: number | null
}

/**
 * The panel's numbers, unrounded. The noise generator's totals come from its bands when there is no result
 * yet; a total that is missing, or not a finite number, reads null and shows '-'.
 */
export function calculationFigures(
  bands: OctaveBands,
  filter: FilterCorrectionType,
  constant: AttenuationConstantType,
  result: SoundPowerResult | null,
): CalculationFigures {
  const finite = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null
  const noFilter = filter === 'NoFilter'
  return {
    unitLabel: filterUnitLabel(filter),
    noiseGeneratorLw: finite(result ? result.noiseGeneratorTotalSoundPowerLw : energySum(bands)),
    noiseGeneratorFiltered: noFilter
      ? null
      : finite(result ? result.noiseGeneratorFilteredTotal : weightedTotal(bands, filter)),
    roomLw: finite(result?.totalSoundPowerToRoomLw),
    roomFiltered: noFilter ? null : finite(result?.filteredTotalSoundPowerToRoom),
    lpA10m2: constant === 'NoConstant' ? null : finite(result?.totalLpA10m2),
  }
}
