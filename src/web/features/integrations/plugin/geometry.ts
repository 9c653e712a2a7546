// Geometry parameters of the CAD model (docs/product-rules.md, "Geometry parameters"): sizes, the baffle
// spacing of NRF, NRP and NRFB round silencers, the shell insulation (capped at 100 mm; the openable MRxA
// classes have a 60 mm shell).
import type { GeometryParameter } from './product.ts'

const mm = (name: string, value: number): GeometryParameter => ({ name, value, unit: 'mm' })

/**
 * Spacing of a round class, mm, or null for classes without one. NRF/NRP classes carry it in their name
 * (NRF50, NRP100: 50 or 100); NRFB/NRPB have 150 from a diameter of 1400 mm, else 100.
 */
export function roundSpacing(className: string, diameter: number): number | null {
  const name = className.toUpperCase()
  if (/^NR[FP]B/.test(name)) return diameter >= 1400 ? 150 : 100
  const match = /^NR[FP](50|100)(?!\d)/.exec(name)
  if (match) return Number(match[1])
  return null
}

export function roundGeometry(className: string, diameter: number, length: number): GeometryParameter[] {
  const spacing = roundSpacing(className, diameter)
  return [mm('D', diameter), mm('L', length), ...(spacing === null ? [] : [mm('S', spacing)])]
}

/** Shell insulation thickness, mm, from its code (0mm, 50mm, 100mm, M30 … EI120), capped at 100. */
export function shellThickness(shellInsulation: string): number {
  const digits = /(\d+)/.exec(shellInsulation)
  const value = digits ? Number(digits[1]) : 0
  return Math.min(100, value)
}

/** True for the openable MRxA classes (MRKA, MRPA, MRCA), whose shell is 60 mm. */
export const isOpenableClass = (className: string): boolean =>
  /^MR[A-Z]A$/i.test(className.split('/')[0] ?? '')

export interface RectGeometryInput {
  className: string
  width: number
  height: number
  length: number
  shape: 'straight' | 'bend'
  dimensionX?: number | undefined
  dimensionY?: number | undefined
  shellInsulation: string
}

export function rectGeometry(input: RectGeometryInput): GeometryParameter[] {
  const shell = isOpenableClass(input.className) ? 60 : shellThickness(input.shellInsulation)
  const bend =
    input.shape === 'bend' ? [mm('X', input.dimensionX ?? 150), mm('Y', input.dimensionY ?? 150)] : []
  return [mm('A', input.width), mm('B', input.height), mm('L', input.length), mm('T', shell), ...bend]
}
