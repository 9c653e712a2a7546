// Sound pressure level in a room from the sound power delivered into it.
import { bandsFromArray, bandsToArray, type OctaveBands } from './bands.ts'
import {
  decibels,
  meters,
  requirePositive,
  squareMeters,
  type CubicMeters,
  type Decibels,
  type Meters,
  type Seconds,
  type SquareMeters,
} from './units.ts'

/** Sabine's constant 24·ln10/c for c = 343 m/s, s/m (docs/acoustics.md section 11; VDI uses 0.163). */
export const SABINE_CONSTANT = 0.161

/**
 * Equivalent absorption area from volume and reverberation time, A = k·V/T, m² (Sabine).
 * Source: docs/acoustics.md section 11. Throws NOT_POSITIVE for V, T or k ≤ 0.
 * @param volume room volume, m³
 * @param reverberationTime T, s
 * @param sabineConstant k, s/m; 0.161 by default (0.163 in VDI 2081-1)
 */
export function absorptionAreaFromReverberation(
  volume: CubicMeters,
  reverberationTime: Seconds,
  sabineConstant: number = SABINE_CONSTANT,
): SquareMeters {
  requirePositive(volume, 'volume')
  requirePositive(reverberationTime, 'reverberationTime')
  requirePositive(sabineConstant, 'sabineConstant')
  return squareMeters((sabineConstant * volume) / reverberationTime)
}

/** Where the listener is and what the room absorbs. */
export interface RoomPosition {
  /** Distance from the outlet, m (> 0). */
  distance: Meters
  /** Directivity factor Q (> 0): 1 free field, 2 flush in a wall or ceiling, 4 at an edge, 8 in a corner. */
  directivity: number
  /** Equivalent absorption area A, m² Sabine (> 0). */
  absorptionArea: SquareMeters
}

/**
 * The room term 10·lg(Q/(4πr²) + 4/A), dB: add it to Lw to get Lp.
 * Source: VDI 2081-1 eq. (52) with Sabine A (docs/acoustics.md section 11). Diffuse reverberant field
 * assumed; valid for ordinary rooms, not for coupled, very long or very absorbent spaces.
 */
export function roomCorrection(position: RoomPosition): Decibels {
  const r = requirePositive(position.distance, 'distance')
  const q = requirePositive(position.directivity, 'directivity')
  const a = requirePositive(position.absorptionArea, 'absorptionArea')
  return decibels(10 * Math.log10(q / (4 * Math.PI * r * r) + 4 / a))
}

/** Lp = Lw + 10·lg(Q/(4πr²) + 4/A), dB re 20 µPa, for one level. Source: docs/acoustics.md section 11. */
export function roomSoundPressureLevel(soundPower: number, position: RoomPosition): Decibels {
  return decibels(soundPower + roomCorrection(position))
}

/**
 * Lp per band from Lw per band (the room term is the same in every band). Source: docs/acoustics.md section
 * 11.
 */
export function roomSoundPressureBands(
  soundPower: Readonly<OctaveBands>,
  position: RoomPosition,
): OctaveBands {
  const correction = roomCorrection(position)
  return bandsFromArray(bandsToArray(soundPower).map((level) => level + correction))
}

/** Reverberation radius r_H = √(Q·A/(16π)), m: where direct and reverberant levels are equal. */
export function reverberationRadius(directivity: number, absorptionArea: SquareMeters): Meters {
  return meters(Math.sqrt((directivity * absorptionArea) / (16 * Math.PI)))
}

/**
 * The room term's two parts, dB: the direct field 10·lg(Q/(4πr²)) and the reverberant field 10·lg(4/A), and
 * their energy sum, the room term itself (roomCorrection), with the reverberation radius where the two parts
 * are equal. Source: docs/acoustics.md section 11.
 */
export function roomTermParts(position: RoomPosition): {
  direct: Decibels
  reverberant: Decibels
  total: Decibels
  reverberationRadius: Meters
} {
  const r = requirePositive(position.distance, 'distance')
  const q = requirePositive(position.directivity, 'directivity')
  const a = requirePositive(position.absorptionArea, 'absorptionArea')
  return {
    direct: decibels(10 * Math.log10(q / (4 * Math.PI * r * r))),
    reverberant: decibels(10 * Math.log10(4 / a)),
    total: roomCorrection(position),
    reverberationRadius: reverberationRadius(q, squareMeters(a)),
  }
}
