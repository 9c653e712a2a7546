// A straight run of sheet-metal duct: what it attenuates per metre and the noise its airflow makes.
import { BAND_CENTRES, bandsFromArray, type OctaveBands } from '../bands.ts'
import { requireFinite } from '../units.ts'
import { sectionArea, sectionLargestSize, sectionVelocity, type DuctSection } from './duct-section.ts'

/**
 * VDI 2081-1:2001 Table 5, level reduction of a straight duct of 1 mm steel sheet, dB/m, per size band keyed
 * by its upper edge in m (internal diameter, or largest side). Columns 63, 125, 250, 500 and "> 1000" Hz; the
 * last is held from 1 kHz up. Values as tabulated in jmrplens/phonometry `hvac.py` (_VDI2081_STRAIGHT_DUCT).
 */
const TABLE_5: Readonly<Record<DuctSection['shape'], readonly (readonly [number, readonly number[]])[]>> = {
  rectangular: [
    [0.2, [0.6, 0.6, 0.45, 0.3, 0.3]],
    [0.4, [0.6, 0.6, 0.45, 0.3, 0.2]],
    [0.8, [0.6, 0.6, 0.3, 0.15, 0.15]],
    [1.0, [0.45, 0.3, 0.15, 0.1, 0.05]],
  ],
  circular: [
    [0.2, [0.1, 0.1, 0.15, 0.15, 0.3]],
    [0.4, [0.05, 0.1, 0.1, 0.15, 0.2]],
    [0.8, [0, 0.05, 0.05, 0.1, 0.15]],
    [1.0, [0, 0, 0, 0.05, 0.05]],
  ],
}

/**
 * Attenuation per metre of a straight duct, dB/m per band 63 … 8000 Hz (VDI 2081-1 Table 5). Ducts larger
 * than 1 m give 0: VDI 2081-1 §6.1 calls the attenuation of a rigid, massive duct that size negligible.
 */
export function ductAttenuationPerMeter(section: DuctSection): number[] {
  const size = sectionLargestSize(section)
  const row = TABLE_5[section.shape].find(([edge]) => size <= edge)?.[1]
  return BAND_CENTRES.map((_, band) => (row ? (row[Math.min(band, row.length - 1)] ?? 0) : 0))
}

/**
 * Attenuation of a straight duct run, dB per band: ΔL = (Table 5 rate, dB/m) × length (m).
 * Source: VDI 2081-1:2001 §6.1 Table 5; reproduces VDI 2081-2 Table 1 elements 5 (500×400 mm, 4 m:
 * 2.4, 2.4, 1.2, 0.6 …) and 13 (Ø160 mm, 1 m: 0.1, 0.1, 0.15, 0.15, 0.3 …). Unlined sheet metal only.
 * @param lengthM run length, m (≥ 0)
 */
export function ductRunAttenuation(section: DuctSection, lengthM: number): OctaveBands {
  const length = Math.max(0, requireFinite(lengthM, 'lengthM'))
  return bandsFromArray(ductAttenuationPerMeter(section).map((rate) => rate * length))
}

/**
 * Flow-generated sound power of a straight duct, dB re 1 pW per band:
 * L_W,oct = 7 + 50·lg v + 10·lg S − 2 − 26·lg(1.14 + 0.02·f/v), v the mean velocity (m/s), S the area (m²),
 * f the octave centre (Hz). Source: VDI 2081-1:2001 §5.2.1, eq. (16) with the Figure 16 spectrum
 * (docs/acoustics-elements.md section 3). No airflow gives all zeros; bands at or below 0 dB are 0 (the
 * chain's "not set").
 * @param airflowLs airflow, l/s
 */
export function ductRunFlowNoise(section: DuctSection, airflowLs: number): OctaveBands {
  const v = sectionVelocity(section, airflowLs)
  if (!(v > 0)) return bandsFromArray([])
  const overall = 7 + 50 * Math.log10(v) + 10 * Math.log10(sectionArea(section))
  return bandsFromArray(
    BAND_CENTRES.map((f) => Math.max(0, overall - 2 - 26 * Math.log10(1.14 + (0.02 * f) / v))),
  )
}
