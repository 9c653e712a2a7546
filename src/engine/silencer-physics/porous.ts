// Porous lining and its facing: the characteristic impedance Zc and wavenumber kc of the absorbent
// (an equivalent fluid) and the impedance of the sheet in front of it. Time convention e^(+jωt):
// passive media have Im kc < 0 and Im Zc < 0. docs/acoustics.md, "Silencer physics", P1–P3.
import type { LiningMaterial } from '../absorption.ts'
import { type Complex, cx, div, mul, scale, sqrt, sub, add } from './complex.ts'

/** Density of air for the physics model, kg/m³ (20 °C, 101.3 kPa), and the speed of sound, m/s. */
export const RHO0 = 1.21
export const C0 = 343
/** ρ0·c0, Pa·s/m. */
export const Z0 = RHO0 * C0

/** Characteristic impedance (Pa·s/m) and complex wavenumber (1/m) of a porous material at one frequency. */
export interface PorousMedium {
  zc: Complex
  kc: Complex
}

/**
 * Miki (1990), X = f/σ: Zc = ρ0c0·[1 + 0.0699·X^−0.632 − j·0.1071·X^−0.632],
 * kc = k0·[1 + 0.1093·X^−0.618 − j·0.1597·X^−0.618]. Miki's refit of Delany–Bazley stays positive-real
 * (passive) below 0.01 < X, where Delany–Bazley's impedance turns non-physical. [P1]
 * @param f Hz @param sigma flow resistivity, Pa·s/m²
 */
export function miki(f: number, sigma: number): PorousMedium {
  const k0 = (2 * Math.PI * f) / C0
  const x = f / sigma
  const a = x ** -0.632
  const b = x ** -0.618
  return {
    zc: cx(Z0 * (1 + 0.0699 * a), -Z0 * 0.1071 * a),
    kc: cx(k0 * (1 + 0.1093 * b), -k0 * 0.1597 * b),
  }
}

/**
 * Delany & Bazley (1970), X = ρ0·f/σ: Zc = ρ0c0·[1 + 0.0571·X^−0.754 − j·0.087·X^−0.732],
 * kc = k0·[1 + 0.0978·X^−0.700 − j·0.189·X^−0.595]. Valid for 0.01 < X < 1 only (their measurements);
 * kept for the cross-check in the tests, the model uses Miki. [P1]
 */
export function delanyBazley(f: number, sigma: number): PorousMedium {
  const k0 = (2 * Math.PI * f) / C0
  const x = (RHO0 * f) / sigma
  return {
    zc: cx(Z0 * (1 + 0.0571 * x ** -0.754), -Z0 * 0.087 * x ** -0.732),
    kc: cx(k0 * (1 + 0.0978 * x ** -0.7), -k0 * 0.189 * x ** -0.595),
  }
}

/** True where Delany–Bazley's fit holds: 0.01 ≤ ρ0·f/σ ≤ 1. */
export function delanyBazleyValid(f: number, sigma: number): boolean {
  const x = (RHO0 * f) / sigma
  return x >= 0.01 && x <= 1
}

/** What a lining is made of: the absorbent's flow resistivity and the facing in front of it. */
export interface LiningParameters {
  /** Flow resistivity of the absorbent, Pa·s/m². */
  flowResistivity: number
  /** Bulk density of the absorbent, kg/m³ (documentation; σ is what the model uses). */
  density: number
  /** Flow resistance of a cloth/tissue facing, Pa·s/m (0 for none). */
  facingResistance: number
  /** Mass per area of the facing's moving part, kg/m²: perforated-sheet air plug or film. */
  facingMass: number
}

/**
 * Lining parameters per catalogue material (docs/acoustics.md, "Lining materials", with sources):
 * - mineralWool: stone/glass wool slab ~45 kg/m³, σ ≈ 15 kPa·s/m² (the middle of the 10–30 kPa·s/m² that
 *   Bies & Hansen's fibre relation gives for such slabs); glass tissue + perforated sheet facing.
 * - polyester: PET fibre wadding ~30 kg/m³, σ ≈ 8 kPa·s/m² (Garai & Pompoli 2005, coarse fibres);
 *   same perforated facing, no tissue.
 * - cleantec: the mineral wool behind a washable film (~25 µm PET/PE foil, 0.035 kg/m²): the film's
 *   mass replaces the tissue's resistance.
 */
export const LINING_PARAMETERS: Readonly<Record<LiningMaterial, LiningParameters>> = {
  mineralWool: { flowResistivity: 17500, density: 45, facingResistance: 100, facingMass: 0.008 },
  polyester: { flowResistivity: 8000, density: 30, facingResistance: 0, facingMass: 0.008 },
  cleantec: { flowResistivity: 17500, density: 45, facingResistance: 0, facingMass: 0.043 },
}

/** The facing's series impedance at f: Z_f = R_f + jω·m_f, Pa·s/m. [P3] */
export function facingImpedance(f: number, lining: LiningParameters): Complex {
  return cx(lining.facingResistance, 2 * Math.PI * f * lining.facingMass)
}

/**
 * The limp-frame correction (Panneton 2007, "Comments on the limp frame equivalent fluid model for porous
 * media", JASA 122; Doutres et al. 2007): a light fibrous absorbent's frame moves with the air at low
 * frequency, so the effective density is ρ_limp = (ρ_eq·ρ_t − ρ0²)/(ρ_t + ρ_eq − 2ρ0), ρ_t = ρ_bulk + ρ0,
 * with ρ_eq = Zc·kc/ω of the rigid-frame model; the bulk modulus K = Zc·ω/kc is unchanged. Then
 * Zc = √(ρ_limp·K), kc = ω·√(ρ_limp/K). [P2] It matters below a few hundred hertz, where σ/ω nears ρ_bulk.
 */
export function limpFrame(f: number, medium: PorousMedium, bulkDensity: number): PorousMedium {
  const omega = 2 * Math.PI * f
  const rhoEq = scale(mul(medium.zc, medium.kc), 1 / omega)
  const bulkModulus = scale(div(medium.zc, medium.kc), omega)
  const rhoT = bulkDensity + RHO0
  const rhoLimp = div(sub(scale(rhoEq, rhoT), cx(RHO0 * RHO0)), add(cx(rhoT - 2 * RHO0), rhoEq))
  return { zc: sqrt(mul(rhoLimp, bulkModulus)), kc: scale(sqrt(div(rhoLimp, bulkModulus)), omega) }
}
