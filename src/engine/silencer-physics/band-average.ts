// From frequencies to octave bands: the frequencies each band is averaged over, the energy average of
// transmission factors, and the flanking limit. docs/acoustics.md, "Silencer physics", B1–B2.

/** Exact octave centres 62.5 … 8000 Hz (1000·2^n); the nominal 63 Hz band is 62.5 Hz. */
export const OCTAVE_CENTRES = [62.5, 125, 250, 500, 1000, 2000, 4000, 8000] as const
/** Frequencies per octave band. */
export const POINTS_PER_BAND = 12

/**
 * B1: 12 log-spaced frequencies per band, f = fc·2^((i + ½)/12 − ½), i = 0 … 11: the midpoints of twelve
 * equal log-slices of the octave, so their mean is the band's energy average for a flat spectrum.
 */
export const BAND_FREQUENCIES: readonly number[] = OCTAVE_CENTRES.flatMap((fc) =>
  Array.from({ length: POINTS_PER_BAND }, (_, i) => fc * 2 ** ((i + 0.5) / POINTS_PER_BAND - 0.5)),
)

/**
 * Flanking limit of laboratory and installed silencers, dB: sound that bypasses the lined path
 * (casing, structure-borne) caps what any band can reach. 55 dB, between the 50–60 dB ceilings of
 * laboratory data (silencer-physics.md); with the energy sum below a 55 dB flank leaves ≈ 50 dB
 * where the lined path would give 55, the catalogues' reporting ceiling. [B2, E]
 */
export const FLANKING_LIMIT_DB = 55

/** B1: IL = −10·lg(mean τ) of each band from τ at BAND_FREQUENCIES (band-major order). */
export function bandInsertionLoss(tau: ArrayLike<number>): number[] {
  const out: number[] = []
  for (let band = 0; band < OCTAVE_CENTRES.length; band++) {
    let sum = 0
    for (let i = 0; i < POINTS_PER_BAND; i++) sum += tau[band * POINTS_PER_BAND + i] ?? 0
    out.push(-10 * Math.log10(sum / POINTS_PER_BAND))
  }
  return out
}

/** B2: the lined path and the flanking path add as energies: −10·lg(10^(−IL/10) + 10^(−limit/10)). */
export function withFlankingLimit(insertionLoss: number, limit = FLANKING_LIMIT_DB): number {
  return -10 * Math.log10(10 ** (-insertionLoss / 10) + 10 ** (-limit / 10))
}
