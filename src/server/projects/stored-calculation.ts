// How a system's calculation is stored. Each `perProductCalculations` entry of the API carries
// `calculationSteps`, the steps up to and including its product (docs/product-rules.md, "Calculation
// answer"): the first i + 1 of the result's own `calculationSteps`. Stored as they are, those copies make the
// calculation grow with the square of the chain (some 17 kB for five products, 7 kB without them), and
// writing them is most of a save's database time. So the stored calculation leaves them out and reading puts
// them back: the API answers the same document either way. Calculations stored whole before keep their copies
// and are read as they are.
import type { SoundPowerResultBody } from '#contract/api/calculations.ts'
import type { SoundPowerResult } from '#engine/index.ts'

type PerProduct = SoundPowerResult['perProductCalculations'][number]
type StoredPerProduct = Omit<PerProduct, 'calculationSteps'> & Partial<Pick<PerProduct, 'calculationSteps'>>
export type StoredCalculation = Omit<SoundPowerResult, 'perProductCalculations'> & {
  perProductCalculations: StoredPerProduct[]
}

/** The calculation as it is stored: without the per-product copies of the steps. */
export function storedCalculation(result: SoundPowerResult): StoredCalculation {
  return {
    ...result,
    perProductCalculations: result.perProductCalculations.map(
      ({ calculationSteps: _steps, ...entry }) => entry,
    ),
  }
}

/**
 * The stored calculation as the API answers it: each product's steps are the steps up to it, or with
 * `stepsPerProduct` false none (the systems list asked for the answer that grows linearly with the chain).
 */
export function calculationOf(stored: unknown, stepsPerProduct = true): SoundPowerResultBody | null {
  if (stored === null || stored === undefined) return null
  const result = stored as StoredCalculation
  const steps = result.calculationSteps
  return {
    ...result,
    perProductCalculations: result.perProductCalculations.map((entry, i) => ({
      ...entry,
      calculationSteps: stepsPerProduct ? (entry.calculationSteps ?? steps.slice(0, i + 1)) : [],
    })),
  }
}
