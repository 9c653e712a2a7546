// From frequencies to octave bands: the frequencies each band is averaged over, the energy average of
// transmission factors, and the flanking limit. docs/acoustics.md, "Silencer physics", B1–B2.
import { ATTENUATION_CAP_DB } from '../lined-duct.ts'

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
 * B2 [E, empirical]: the flanking path. Sound that bypasses the lined airway (through the casing or duct
 * wall, structure-borne, breakout and break-in) limits what a silencer can reach; that path itself decays
 * along the silencer. Its level below the incident sound is F(L) = F0 + A_f·L:
 * - F0 = 40 dB: the flanking cap of a lined duct run in Long's and ASHRAE's method (docs/acoustics.md, B2);
 *   with A_f below, silencers of 0.9–1.2 m top out at 47–49 dB, just under the 50 dB reporting ceiling of
 *   the Fantech data (published-silencers.json).
 * - A_f = 7.5 dB/m: the ceiling of the ASHRAE lined round duct data (published-silencers.json), whose
 *   attenuation rate levels off at 7.1–7.6 dB/m for every bore of 150–305 mm and both linings at
 *   0.5–4 kHz, where an ideal lining gives 10–50 dB/m: a long lined run cannot lose sound faster than the
 *   path around its lining (the small-bore limit, docs/acoustics.md section 4a).
 */
export const FLANKING_BASE_DB = 40
/** A_f of FLANKING_BASE_DB's path, dB/m. */
export const FLANKING_RATE_DB_PER_M = 7.5

/** The flanking path's level below the incident sound for a silencer of `length` m, dB. */
export const flankingLimit = (length: number): number => FLANKING_BASE_DB + FLANKING_RATE_DB_PER_M * length

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

/**
 * B2: the lined path and the flanking path add as energies, −10·lg(10^(−IL/10) + 10^(−limit/10)), and no
 * band reports more than ATTENUATION_CAP_DB = 50 dB, the reporting ceiling of laboratory insertion loss
 * (the Fantech data's 50; our catalogue's long-standing cap).
 */
export function withFlankingLimit(insertionLoss: number, limit: number): number {
  return Math.min(ATTENUATION_CAP_DB, -10 * Math.log10(10 ** (-insertionLoss / 10) + 10 ** (-limit / 10)))
}
