// Estimated sound power of a fan from its duty (airflow, total pressure rise, type, speed), VDI 2081-1:2019
// section "Ventilatorgeräusch", eqs. (19)–(23). An estimate for early design: a real fan's data always wins.
import { BAND_CENTRES, bandsFromArray, bandsToArray, type OctaveBands } from './bands.ts'
import {
  decibels,
  requirePositive,
  type CubicMetersPerSecond,
  type Decibels,
  type Hertz,
  type Pascals,
  type RevolutionsPerMinute,
} from './units.ts'

/**
 * The fan types of VDI 2081-1:2019's table of specific sound power levels, with the side of the fan where the
 * standard gives the two apart: RG a centrifugal fan (backward-curved blades) in a spiral casing, RF a
 * free-running centrifugal impeller (plug fan, backward-curved blades), TX a drum impeller (forward-curved
 * blades), AO an axial fan without and AN one with guide vanes.
 */
export const FAN_TYPES = [
  'centrifugalCasedOutlet',
  'centrifugalCasedInlet',
  'centrifugalPlugOutlet',
  'centrifugalPlugInlet',
  'drumForwardCurved',
  'axialNoGuideVanes',
  'axialGuideVanes',
] as const

/** One of the fan types of VDI 2081-1:2019. */
export type FanType = (typeof FAN_TYPES)[number]

/**
 * Specific sound power level L_Ws (dB) and the spectrum factor c of eq. (21), per fan type, as VDI 2081-1:2019
 * Tables 7 and 8 give them; read from SoundDoc (github.com/pjazdzyk/sound-dampening-analyzer,
 * TypicalFanLwMemoryRepo.cs, which cites those tables; "high pressure side" is the outlet). The standard's
 * text could not be read here: docs/acoustics-elements.md section 10 says what was cross-checked.
 */
export const FAN_TYPE_CONSTANTS: Readonly<Record<FanType, { specificLw: number; spectrumFactor: number }>> = {
  centrifugalCasedOutlet: { specificLw: 33, spectrumFactor: 0.4 },
  centrifugalCasedInlet: { specificLw: 31, spectrumFactor: 0.5 },
  centrifugalPlugOutlet: { specificLw: 35, spectrumFactor: -0.2 },
  centrifugalPlugInlet: { specificLw: 32, spectrumFactor: 0.1 },
  drumForwardCurved: { specificLw: 36, spectrumFactor: 0.15 },
  axialNoGuideVanes: { specificLw: 40, spectrumFactor: 0.1 },
  axialGuideVanes: { specificLw: 40, spectrumFactor: -0.3 },
}

/** A fan's duty, the inputs of the estimate. */
export interface FanDuty {
  type: FanType
  airflow: CubicMetersPerSecond
  /** The fan's total pressure rise Δp_t. */
  totalPressure: Pascals
  speed: RevolutionsPerMinute
}

/** The estimate: the total sound power and its eight octave bands, dB re 1 pW. */
export interface FanSoundPower {
  total: Decibels
  bands: OctaveBands
}

/** Total sound power L_W = L_Ws + 10·lg(V̇ / 1 m³/s) + 20·lg(Δp_t / 1 Pa), dB: VDI 2081-1:2019 eq. (19). */
export function fanTotalSoundPower(duty: FanDuty): Decibels {
  const airflow = requirePositive(duty.airflow, 'airflow')
  const pressure = requirePositive(duty.totalPressure, 'totalPressure')
  return decibels(
    FAN_TYPE_CONSTANTS[duty.type].specificLw + 10 * Math.log10(airflow) + 20 * Math.log10(pressure),
  )
}

/**
 * Strouhal number of an octave's mid frequency St = f_m / (π·n) with n in 1/s, i.e. f_m·60 / (π·n_rpm):
 * VDI 2081-1:2019 eq. (20). The impeller's diameter cancels (St = f·D/u with the tip speed u = π·D·n).
 */
export function fanStrouhal(frequency: Hertz, speed: RevolutionsPerMinute): number {
  return (frequency * 60) / (Math.PI * requirePositive(speed, 'speed'))
}

/** Octave correction ΔL_W,okt = −5 − 5·(lg St + c)², dB: VDI 2081-1:2019 eq. (21). */
export function fanOctaveCorrection(strouhal: number, spectrumFactor: number): Decibels {
  return decibels(-5 - 5 * (Math.log10(strouhal) + spectrumFactor) ** 2)
}

/**
 * The estimate: L_W,okt = L_W + ΔL_W,okt − ΔL_W,ges with ΔL_W,ges = 10·lg Σ 10^(ΔL_W,okt/10) over the eight
 * octaves (VDI 2081-1:2019 eqs. (22) and (23)), so the bands' energy sum is L_W exactly. Throws NOT_POSITIVE
 * for an airflow, pressure or speed that is not above 0; the ranges the interface allows are in
 * docs/product-rules.md, "Fan sound power estimate".
 */
export function estimateFanSoundPower(duty: FanDuty): FanSoundPower {
  const total = fanTotalSoundPower(duty)
  const c = FAN_TYPE_CONSTANTS[duty.type].spectrumFactor
  const corrections = BAND_CENTRES.map((f) => fanOctaveCorrection(fanStrouhal(f, duty.speed), c))
  const correctionSum = 10 * Math.log10(corrections.reduce((sum, d) => sum + 10 ** (d / 10), 0))
  return { total, bands: bandsFromArray(corrections.map((d) => total + d - correctionSum)) }
}

/**
 * The estimate as a noise generator's bands hold it when it is used (docs/product-rules.md, "Fan sound power
 * estimate"): each band to 0.1 dB, 63 Hz first. The browser fills the bands with these and the server checks a
 * system's bands that say they are an estimate against them.
 */
export function estimatedBandsInTenths(duty: FanDuty): number[] {
  return bandsToArray(estimateFanSoundPower(duty).bands).map((band) => Math.round(band * 10) / 10)
}
