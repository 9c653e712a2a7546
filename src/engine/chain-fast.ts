// The product chain for bulk work (benchmarks, ranking thousands of silencers). It runs in the power
// domain so a chain costs one multiply-add per band and product, and logarithms only at the end:
//   P_k = P_{k−1}·τ_k + w_k,  τ_k = 10^(−ATT_k/10),  w_k = 10^(Lw_k/10) (0 when Lw_k ≤ 0),  L = 10·lg P.
// This is the same formula as chainStep (docs/acoustics.md section 2), rearranged; results agree to ~1e−12
// dB.
import { bandsToArray, type OctaveBands } from './bands.ts'
import { WEIGHTINGS } from './weighting.ts'

const DB_TO_LN = Math.LN10 / 10
const A_FACTORS = Float64Array.from(WEIGHTINGS.A, (w) => Math.exp(w * DB_TO_LN))

/** Products of one chain in the power domain: band b of product k sits at index k·8 + b. */
export interface PackedChain {
  readonly count: number
  /** τ = 10^(−ATT/10) per band and product. */
  readonly transmission: Float64Array
  /** w = 10^(Lw/10) per band and product; 0 where the product's own sound power is not set (≤ 0). */
  readonly power: Float64Array
}

/** Allocates an empty packed chain for `count` products. */
export function createPackedChain(count: number): PackedChain {
  return { count, transmission: new Float64Array(count * 8), power: new Float64Array(count * 8) }
}

/**
 * Writes product `index` into a packed chain from its attenuation and own sound power (dB in band order).
 * τ = 10^(−ATT/10), w = 10^(Lw/10) or 0 for Lw ≤ 0; non-finite values read as 0. Source: docs/acoustics.md
 * section 2.
 */
export function packProduct(
  chain: PackedChain,
  index: number,
  attenuation: ArrayLike<number>,
  soundPower: ArrayLike<number>,
): void {
  const base = index * 8
  const { transmission, power } = chain
  for (let b = 0; b < 8; b++) {
    const att = attenuation[b] ?? 0
    const lw = soundPower[b] ?? 0
    transmission[base + b] = Number.isFinite(att) ? Math.exp(-att * DB_TO_LN) : 1
    power[base + b] = lw > 0 && Number.isFinite(lw) ? Math.exp(lw * DB_TO_LN) : 0
  }
}

/** Packs a list of products (attenuation and own sound power as band sets). */
export function packProducts(
  products: readonly { soundAttenuation: Readonly<OctaveBands>; soundPowerLevel: Readonly<OctaveBands> }[],
): PackedChain {
  const chain = createPackedChain(products.length)
  products.forEach((product, k) =>
    packProduct(chain, k, bandsToArray(product.soundAttenuation), bandsToArray(product.soundPowerLevel)),
  )
  return chain
}

/**
 * Runs the chain and writes the band powers after the last product into `outPower` (linear, 10^(L/10)).
 * No allocation. Source: docs/acoustics.md section 2.
 * @param inputLevels the generator's sound power per band, dB re 1 pW
 */
export function runPackedChain(
  inputLevels: ArrayLike<number>,
  chain: PackedChain,
  outPower: Float64Array,
): void {
  const { transmission, power, count } = chain
  for (let b = 0; b < 8; b++) {
    let p = Math.exp((inputLevels[b] ?? 0) * DB_TO_LN)
    for (let k = 0, i = b; k < count; k++, i += 8) p = p * (transmission[i] ?? 0) + (power[i] ?? 0)
    outPower[b] = p
  }
}

/** Band levels (dB) from band powers: L = 10·lg P. Writes into `outLevels`. */
export function powersToLevels(powers: ArrayLike<number>, outLevels: Float64Array): void {
  for (let b = 0; b < 8; b++) outLevels[b] = 10 * Math.log10(powers[b] ?? 0)
}

/** Total of band powers, 10·lg Σ P_b, dB. */
export function totalOfPowers(powers: ArrayLike<number>): number {
  let sum = 0
  for (let b = 0; b < 8; b++) sum += powers[b] ?? 0
  return 10 * Math.log10(sum)
}

/** A-weighted total of band powers, 10·lg Σ P_b·10^(A_b/10), dB(A). Source: docs/acoustics.md section 1. */
export function aWeightedTotalOfPowers(powers: ArrayLike<number>): number {
  let sum = 0
  for (let b = 0; b < 8; b++) sum += (powers[b] ?? 0) * (A_FACTORS[b] ?? 0)
  return 10 * Math.log10(sum)
}
