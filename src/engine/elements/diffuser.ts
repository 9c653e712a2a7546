// Air terminal devices (ceiling diffusers, wall and extract grilles): their own noise at an airflow, their
// pressure drop and the end reflection at their connection.
import { BAND_CENTRES, bandsFromArray, type OctaveBands } from '../bands.ts'
import { pressureDrop } from '../pressure-loss.ts'
import { metersPerSecond, requirePositive, squareMeters } from '../units.ts'
import { sectionArea, sectionAspectRatio, sectionVelocity, type DuctSection } from './duct-section.ts'
import { endReflectionAttenuation, type OpeningMounting } from './end-reflection.ts'

const M_PER_FT = 0.3048
const M3S_PER_CFM = 0.0004719474432
/** Long's reference pressure: 1 inch of water gauge, Pa. */
const PA_PER_IN_WG = 249

/** Inputs of diffuserSoundPowerLevels. */
export interface DiffuserNoiseInput {
  /** Face area of the device S_G, m². */
  faceArea: number
  /** Airflow through the device, l/s. */
  airflowLs: number
  /** Static pressure drop across the device, Pa. */
  pressureDrop: number
  /** Round devices (eq. 13.30) or rectangular ones, slots included (eq. 13.31). */
  faceShape: 'round' | 'rectangular'
}

/**
 * Flow-generated sound power of a grille, register or diffuser per band, dB re 1 pW (Reynolds):
 * L_W = 10·lg S_G + 30·lg ξ + 60·lg U_G − 31.3 (eq. 13.27) in Long's units (S_G ft², U_G = Q/(60·S_G) ft/s with
 * Q in cfm, ξ = 334.9·Δp/(0.075·U_G²) with Δp in inches of water, eq. 13.28 — ξ is the loss coefficient
 * referred to the face velocity), then L_W,oct = L_W + C_D with C_D = −5.82 (round) or −11.82 (rectangular)
 * − 0.15·A − 1.13·A² (eqs. 13.29–13.31), A = N_B(f_P) − N_B(f) the distance in octaves from the peak band
 * f_P = 48.8·U_G (eqs. 13.32–13.33), N_B = 0 at 32 Hz. SI in, SI out; converted inside.
 * Source: Long, Architectural Acoustics 2e, Eqs. 13.27–13.33 (as in jmrplens/phonometry
 * `diffuser_sound_power`). Reproduces Long Table 14.9's supply diffuser (24×24 in, 312 cfm, 0.05 in wg:
 * 33/32/29/23/15 dB) within 1 dB. A screening estimate: manufacturer data to ISO 5135 / ASHRAE 70 wins.
 */
export function diffuserSoundPowerLevels(input: DiffuserNoiseInput): number[] {
  const areaFt2 = requirePositive(input.faceArea, 'faceArea') / M_PER_FT ** 2
  const flowCfm = requirePositive(input.airflowLs, 'airflowLs') / 1000 / M3S_PER_CFM
  const dropInWg = requirePositive(input.pressureDrop, 'pressureDrop') / PA_PER_IN_WG
  const velocity = flowCfm / (60 * areaFt2)
  const xi = (334.9 * dropInWg) / (0.075 * velocity ** 2)
  const overall = 10 * Math.log10(areaFt2) + 30 * Math.log10(xi) + 60 * Math.log10(velocity) - 31.3
  const peakBand = Math.round(Math.log2((48.8 * velocity) / 32))
  const base = input.faceShape === 'round' ? -5.82 : -11.82
  return BAND_CENTRES.map((f) => {
    const a = peakBand - Math.round(Math.log2(f / 32))
    return overall + base - 0.15 * a - 1.13 * a * a
  })
}

/** A catalogue air terminal device: what the model needs to give its data at an airflow. */
export interface DiffuserSpec {
  faceShape: 'round' | 'rectangular'
  /** Face area of the device, m². */
  faceArea: number
  /** The duct connection (neck or spigot). */
  neck: DuctSection
  /** Loss coefficient referred to the mean neck velocity (our per-type choice, docs/acoustics-elements.md). */
  zeta: number
  /** Where the device sits: ceiling and wall devices radiate into a half space ('wall'). */
  mounting: OpeningMounting
}

/** A device's data at one airflow. */
export interface DiffuserData {
  /** Δp = ζ·ρ/2·v_neck², Pa. */
  pressureDrop: number
  /** Own sound power, dB re 1 pW; bands ≤ 0 are 0 (the chain's "not set"). */
  soundPowerLevel: OctaveBands
  /** End reflection at the neck, dB (VDI 2081-1 §6.6, capped at 15 dB). */
  soundAttenuation: OctaveBands
}

/**
 * A device at an airflow (l/s): pressure drop Δp = ζ·ρ/2·v² on the neck velocity (docs/acoustics.md section
 * 5), sound power by diffuserSoundPowerLevels, attenuation by endReflectionAttenuation of the neck area with
 * its aspect ratio. Throws NOT_POSITIVE for an airflow ≤ 0.
 */
export function diffuserAtAirflow(spec: DiffuserSpec, airflowLs: number): DiffuserData {
  requirePositive(airflowLs, 'airflowLs')
  const drop = pressureDrop(
    requirePositive(spec.zeta, 'zeta'),
    metersPerSecond(sectionVelocity(spec.neck, airflowLs)),
  )
  const levels = diffuserSoundPowerLevels({
    faceArea: spec.faceArea,
    airflowLs,
    pressureDrop: drop,
    faceShape: spec.faceShape,
  })
  return {
    pressureDrop: drop,
    soundPowerLevel: bandsFromArray(levels.map((level) => (level > 0 ? level : 0))),
    soundAttenuation: endReflectionAttenuation({
      area: squareMeters(sectionArea(spec.neck)),
      mounting: spec.mounting,
      aspectRatio: sectionAspectRatio(spec.neck),
    }),
  }
}
