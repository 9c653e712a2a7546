// Plenum boxes: a lined chamber between an inlet and an outlet, by Wells' method.
import { requireFinite, requirePositive } from '../units.ts'

/** Inputs of plenumAttenuation. Lengths in m, areas in m². */
export interface PlenumInput {
  /** Outlet opening S_out, m². */
  outletArea: number
  /** Straight-line distance r from the inlet centre to the outlet centre, m. */
  lineOfSight: number
  /** Angle θ between the inlet axis and the line to the outlet, rad (0 … π/2). */
  angle: number
  /** Internal wall area S_w of the chamber, m². */
  wallArea: number
  /** Mean absorption coefficient α of the walls per band 63 … 8000 Hz. */
  alpha: readonly number[]
}

/** α is held inside [ALPHA_MIN, ALPHA_MAX]: the method has no meaning for a wall that absorbs nothing or all. */
export const PLENUM_ALPHA_MIN = 0.01
export const PLENUM_ALPHA_MAX = 0.99

/**
 * Attenuation of a plenum chamber per band, dB (never below 0):
 * TL = −10·lg[S_out·(cos θ/(π·r²) + (1 − α)/(S_w·α))], the direct field plus the reverberant field of a room
 * constant S_w·α/(1 − α). Source: Wells (1958) as Bies, Hansen & Howard, Engineering Noise Control 5e
 * eq. (8.275) (implemented in jmrplens/phonometry `plenum_attenuation`). Valid above the inlet's first cross
 * mode and for chambers large against the wavelength; it underpredicts the low-frequency loss by 5–10 dB,
 * which errs on the safe side. A negative result (the formula's gain at low α) is reported as 0.
 */
export function plenumAttenuation(input: PlenumInput): number[] {
  const outlet = requirePositive(input.outletArea, 'outletArea')
  const r = requirePositive(input.lineOfSight, 'lineOfSight')
  const walls = requirePositive(input.wallArea, 'wallArea')
  const angle = Math.min(Math.PI / 2, Math.max(0, requireFinite(input.angle, 'angle')))
  const direct = Math.cos(angle) / (Math.PI * r * r)
  return input.alpha.map((value) => {
    const alpha = Math.min(PLENUM_ALPHA_MAX, Math.max(PLENUM_ALPHA_MIN, requireFinite(value, 'alpha')))
    const reverberant = (1 - alpha) / (walls * alpha)
    return Math.max(0, -10 * Math.log10(outlet * (direct + reverberant)))
  })
}

/** A lined box and where its spigots are. Millimetres, as catalogues give them. */
export interface PlenumBox {
  /** Internal length (along the inlet axis), width and height, mm. */
  lengthMm: number
  widthMm: number
  heightMm: number
  /**
   * 'straight': inlet and outlet centred on opposite end faces (θ = 0, r = length);
   * 'side': inlet centred on an end face, outlet centred in the bottom face (r and θ from the geometry).
   */
  layout: 'straight' | 'side'
}

/** r, θ and S_w of a box: the geometry Wells' method needs. */
export function plenumGeometry(box: PlenumBox): { lineOfSight: number; angle: number; wallArea: number } {
  const l = requirePositive(box.lengthMm, 'lengthMm') / 1000
  const w = requirePositive(box.widthMm, 'widthMm') / 1000
  const h = requirePositive(box.heightMm, 'heightMm') / 1000
  const wallArea = 2 * (l * w + l * h + w * h)
  if (box.layout === 'straight') return { lineOfSight: l, angle: 0, wallArea }
  // From the inlet centre (0, w/2, h/2) to the bottom outlet centre (l/2, w/2, 0); the inlet axis is x.
  const along = l / 2
  const down = h / 2
  const lineOfSight = Math.hypot(along, down)
  return { lineOfSight, angle: Math.acos(along / lineOfSight), wallArea }
}
