// The wall term of a lined channel: what a bulk-reacting lining behind a facing sets against the airway
// field. Shared by the splitter cell and the round bore. docs/acoustics.md, "Silencer physics", P2–P3.
import { add, type Complex, cx, div, mul, ONE } from './complex.ts'
import { C0, facingImpedance, limpFrame, miki, Z0, type LiningParameters } from './porous.ts'

/** Everything about the lining at one frequency that does not depend on the mode. */
export interface LiningAtFrequency {
  k0: number
  /** kc² − k0²: the lining's transverse wavenumber is √(kc² − k0² + kt²) (bulk reaction). */
  kc2MinusK02: Complex
  /** B = k0·ρ0c0/(Zc·kc) = ρ0/ρ_eff: the density ratio across the interface. */
  densityRatio: Complex
  /** c = Z_f/(j·k0·ρ0c0): the facing in the airway's wall-admittance units. */
  facing: Complex
}

/** The lining's constants at f (Miki for the absorbent, the material's facing). */
export function liningAt(f: number, lining: LiningParameters): LiningAtFrequency {
  const k0 = (2 * Math.PI * f) / C0
  const { zc, kc } = limpFrame(f, miki(f, lining.flowResistivity), lining.density)
  const kc2 = mul(kc, kc)
  const zf = facingImpedance(f, lining)
  return {
    k0,
    kc2MinusK02: cx(kc2.re - k0 * k0, kc2.im),
    densityRatio: div(cx(k0 * Z0), mul(zc, kc)),
    // Z_f/(j·k0·z0) = −j·Z_f/(k0·z0)
    facing: cx(zf.im / (k0 * Z0), -zf.re / (k0 * Z0)),
  }
}

/**
 * A facing in series with the lining: the airway sees W = G/(1 + c·G), where G = j·k0·ρ0c0/Z_lining is the
 * bare lining's term and c = Z_f/(j·k0·ρ0c0) (pressure jump Z_f·v across a thin sheet, continuous
 * normal velocity). Returns W and dW/dG = 1/(1 + c·G)².
 */
export function throughFacing(g: Complex, facing: Complex): readonly [Complex, Complex] {
  const den = add(ONE, mul(facing, g))
  const w = div(g, den)
  return [w, div(ONE, mul(den, den))]
}
