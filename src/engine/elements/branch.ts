// Branches: how the sound power divides where a duct splits.
import { EngineError, requirePositive } from '../units.ts'

/**
 * Power split into one branch, dB (positive, the same in every band):
 * ΔL = |10·lg(S_i / ΣS)|, with S_i the area of the branch followed and ΣS the sum of all branch areas
 * (including S_i). The power divides in proportion to the areas. Source: VDI 2081-1:2001 §6.4 eq. (35);
 * reproduces VDI 2081-2 Table 1 elements 3, 7 and 16 (5.6, 4.8 and 3.0 dB).
 * @param branchArea S_i, m² (> 0)
 * @param allBranchAreas every branch leaving the junction, m² (each > 0, must include S_i)
 */
export function branchPowerSplit(branchArea: number, allBranchAreas: readonly number[]): number {
  requirePositive(branchArea, 'branchArea')
  const total = allBranchAreas.reduce((sum, area) => sum + requirePositive(area, 'allBranchAreas'), 0)
  if (!(total >= branchArea)) throw new EngineError('INVALID_DIMENSIONS', { field: 'allBranchAreas' })
  return Math.abs(10 * Math.log10(branchArea / total))
}

/**
 * The reflection where the branches together are not the size of the main duct, dB (≥ 0):
 * R = −10·lg[1 − ((ΣS − S_m)/(ΣS + S_m))²]. Long, Architectural Acoustics 2e, Eq. 14.17 adds it to the split;
 * VDI 2081-1 counts it as a change of section (§6.3) instead. 0.51 dB for two branches each the size of the
 * main duct (the Long/VDI difference for VDI 2081-2 element 16).
 * @param mainArea S_m, m²
 * @param totalBranchArea ΣS, m²
 */
export function branchReflection(mainArea: number, totalBranchArea: number): number {
  const main = requirePositive(mainArea, 'mainArea')
  const total = requirePositive(totalBranchArea, 'totalBranchArea')
  // Math.max turns the −0 of a perfect match into 0.
  return Math.max(0, -10 * Math.log10(1 - ((total - main) / (total + main)) ** 2))
}
