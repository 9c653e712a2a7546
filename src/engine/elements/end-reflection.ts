// Terminal end reflection: the sound an open duct end reflects back instead of radiating into the room.
import { BAND_CENTRES, bandsFromArray, type OctaveBands } from '../bands.ts'
import { requirePositive, SPEED_OF_SOUND, type SquareMeters } from '../units.ts'

/** Where the opening sits, which sets the solid angle Ω it radiates into (VDI 2081-1 Figure 28). */
export type OpeningMounting = 'room' | 'wall' | 'edge' | 'corner'

/** Ω per mounting, sr: free in the room 4π, flush in a wall or ceiling 2π, at an edge π, in a corner π/2. */
export const MOUNTING_SOLID_ANGLE: Readonly<Record<OpeningMounting, number>> = {
  room: 4 * Math.PI,
  wall: 2 * Math.PI,
  edge: Math.PI,
  corner: Math.PI / 2,
}

/**
 * Largest end reflection any band may reach, dB. VDI 2081-1 §6.6: the duct walls radiate what the opening
 * reflects, so the theoretical value is not reached; the VDI 2081-2 example applies a flat 15 dB.
 */
export const END_REFLECTION_CAP_DB = 15

/** Inputs of endReflectionAttenuation. */
export interface EndReflectionInput {
  /** Area of the opening S, m² (> 0). */
  area: SquareMeters
  mounting: OpeningMounting
  /** Aspect ratio m of the opening (1 for round or square; longer over shorter side of a slot). */
  aspectRatio?: number
  /** Speed of sound c, m/s; 343 by default (the VDI 2081-2 example uses 340). */
  speedOfSound?: number
}

/**
 * End reflection per band, dB:
 * ΔL = 10·lg(1 + (c/(4πf))²·Ω/S) + m·(0.04283·lg(f·√S) − 0.0303), capped at 15 dB and never below 0.
 * Units: c m/s, f Hz (nominal octave centres), Ω sr, S m². Source: VDI 2081-1:2001 §6.6, Figure 28 in closed
 * form (docs/acoustics.md section 11); reproduces VDI 2081-2 Table 2 element 18 (Ø200 mm in a ceiling, c =
 * 340: 15.8 → 15, 10.2, 5.3, 2.1, 0.7, 0.2, 0.1, 0.1). Valid for openings whose largest size is small against
 * the room; a diffuser's flare lowers the real value (Long, Architectural Acoustics 2e §14), so for diffusers
 * this is an upper estimate.
 */
export function endReflectionAttenuation(input: EndReflectionInput): OctaveBands {
  return bandsFromArray(endReflectionUncapped(input).map((value) => Math.min(END_REFLECTION_CAP_DB, value)))
}

/** The same without the 15 dB cap (never below 0), to compare with the printed uncapped values. */
export function endReflectionUncapped(input: EndReflectionInput): number[] {
  const area = requirePositive(input.area, 'area')
  const c = requirePositive(input.speedOfSound ?? SPEED_OF_SOUND, 'speedOfSound')
  const m = requirePositive(input.aspectRatio ?? 1, 'aspectRatio')
  const omega = MOUNTING_SOLID_ANGLE[input.mounting]
  return BAND_CENTRES.map((f) => {
    const piston = 10 * Math.log10(1 + (c / (4 * Math.PI * f)) ** 2 * (omega / area))
    const slot = m * (0.04283 * Math.log10(f * Math.sqrt(area)) - 0.0303)
    return Math.max(0, piston + slot)
  })
}
