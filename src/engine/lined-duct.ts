// Insertion loss of a lined passage: Sabine's formula with a high-frequency beaming drop-off and a cap.
import { BAND_CENTRES } from './bands.ts'
import { decibels, hertz, SPEED_OF_SOUND, type Decibels, type Hertz, type Meters } from './units.ts'

/**
 * Largest insertion loss any band may reach, dB (docs/acoustics.md section 4, "Cap": flanking limits real
 * silencers).
 */
export const ATTENUATION_CAP_DB = 50

/**
 * Sabine's lined-duct attenuation D = 1.05·α^1.4·(P/S)·L, dB.
 * Source: Sabine 1940, SI form in Guidelines for Noise Control & Vibration Part 7 eq. (45) (docs/acoustics.md
 * section 4). Valid for plane waves and moderate α; screening accuracy only.
 * @param alpha random-incidence absorption coefficient of the lining (0 … 1)
 * @param perimeterOverArea lined perimeter over free area P/S, 1/m (4/d for a round passage, 2/s for a slot)
 * @param length lined length, m
 */
export function sabineAttenuation(alpha: number, perimeterOverArea: number, length: Meters): Decibels {
  return decibels(1.05 * Math.max(0, alpha) ** 1.4 * perimeterOverArea * length)
}

/**
 * Frequency above which sound beams through the free passage, f_b = c/d, Hz (c = 343 m/s).
 * Source: docs/acoustics.md section 4 [E].
 * @param passageWidth free passage diameter or gap width, m
 */
export function beamingFrequency(passageWidth: Meters): Hertz {
  return hertz(SPEED_OF_SOUND / passageWidth)
}

/** Inputs of linedPassageAttenuation. */
export interface LinedPassage {
  /** α per band 63 … 8000 Hz. */
  alpha: readonly number[]
  /** P/S, 1/m. */
  perimeterOverArea: number
  /** Lined length, m. */
  length: Meters
  /** The width that sets the beaming frequency, m. */
  passageWidth: Meters
}

/**
 * Insertion loss per band 63 … 8000 Hz, dB: Sabine (4a), then above f_b = c/d multiplied by (f_b/f)^1
 * (4b), then capped at 50 dB (section 0). Monotone in length: a longer passage never attenuates less.
 * Source: docs/acoustics.md section 4.
 */
export function linedPassageAttenuation(passage: LinedPassage): number[] {
  const fb = beamingFrequency(passage.passageWidth)
  return BAND_CENTRES.map((f, band) => {
    const sabine = sabineAttenuation(passage.alpha[band] ?? 0, passage.perimeterOverArea, passage.length)
    const beamed = f > fb ? sabine * (fb / f) : sabine
    return Math.min(ATTENUATION_CAP_DB, beamed)
  })
}
