// Absorption coefficients α of silencer linings per octave band 63 … 8000 Hz (random incidence).
// Every number here is documented in docs/acoustics.md, "Absorption of linings".

/** Lining materials of round silencers and rectangular cassettes. */
export type LiningMaterial = 'mineralWool' | 'polyester' | 'cleantec'
/** Every lining material. */
export const LINING_MATERIALS: readonly LiningMaterial[] = ['mineralWool', 'polyester', 'cleantec']

/**
 * Glass-fibre/mineral-wool mat 80 kg/m³, 25 mm. 125 … 4k Hz: Audio Engineering Table 29.3 and sengpielaudio
 * (docs/acoustics.md section 3). 63 Hz (0.05) and 8 kHz (0.80) are our assumptions.
 */
export const ALPHA_MINERAL_WOOL_25 = [0.05, 0.1, 0.3, 0.55, 0.65, 0.75, 0.8, 0.8] as const
/**
 * The same mat, 50 mm. 125 … 4k Hz: docs/acoustics.md section 3; 63 Hz (0.10) and 8 kHz (0.80) are the
 * assumptions of the Sabine test vector (docs/acoustics.md section 4).
 */
export const ALPHA_MINERAL_WOOL_50 = [0.1, 0.2, 0.45, 0.7, 0.8, 0.8, 0.8, 0.8] as const

/**
 * Our model [E] for polyester (PET) linings, which have no published octave table (docs/acoustics.md section
 * 3): the mineral wool value × 0.9 at 63 … 250 Hz (coarser fibres, lower flow resistivity at equal
 * thickness), unchanged above. Replace with the product's ISO 354 report when there is one.
 */
export const POLYESTER_FACTORS = [0.9, 0.9, 0.9, 1, 1, 1, 1, 1] as const
/**
 * Our model [E] for cleantec (mineral wool behind a washable film facing): a thin film reflects high
 * frequencies, so α × 1 up to 500 Hz, then × 0.9, 0.8, 0.7, 0.6 at 1 k, 2 k, 4 k, 8 kHz.
 */
export const CLEANTEC_FACTORS = [1, 1, 1, 1, 0.9, 0.8, 0.7, 0.6] as const

/**
 * α of mineral wool of any thickness, per band. 25 mm and 50 mm use the published tables. Other thicknesses
 * shift the 50 mm curve by log2(t/50) octaves towards low frequencies (a porous layer twice as thick reaches
 * the same α an octave lower: the quarter-wavelength rule), interpolating between bands and holding the
 * end values. The rule reproduces the 25 mm table from the 50 mm one within ±0.1 (docs/acoustics.md).
 * @param thicknessMm lining thickness, mm (> 0)
 */
export function mineralWoolAlpha(thicknessMm: number): number[] {
  if (thicknessMm === 25) return [...ALPHA_MINERAL_WOOL_25]
  if (thicknessMm === 50) return [...ALPHA_MINERAL_WOOL_50]
  const shift = Math.log2(thicknessMm / 50)
  return ALPHA_MINERAL_WOOL_50.map((_, band) => sampleCurve(ALPHA_MINERAL_WOOL_50, band + shift))
}

/**
 * α of a lining per band 63 … 8000 Hz, for a material and a thickness (mm). Polyester and cleantec scale
 * the mineral wool curve by POLYESTER_FACTORS / CLEANTEC_FACTORS. Never above 1.
 */
export function liningAlpha(material: LiningMaterial, thicknessMm: number): number[] {
  const base = mineralWoolAlpha(thicknessMm)
  const factors =
    material === 'polyester' ? POLYESTER_FACTORS : material === 'cleantec' ? CLEANTEC_FACTORS : null
  return base.map((alpha, band) => Math.min(1, alpha * (factors?.[band] ?? 1)))
}

function sampleCurve(curve: readonly number[], position: number): number {
  const last = curve.length - 1
  const at = Math.min(last, Math.max(0, position))
  const low = Math.floor(at)
  const high = Math.min(last, low + 1)
  const fraction = at - low
  return (curve[low] ?? 0) * (1 - fraction) + (curve[high] ?? 0) * fraction
}
