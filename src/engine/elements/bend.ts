// Bends: the sound a 90° bend reflects back, read from VDI 2081-1 Table 7 shifted to the duct's size.
import { BAND_CENTRES, bandsFromArray, type OctaveBands } from '../bands.ts'
import { requirePositive, SPEED_OF_SOUND } from '../units.ts'
import { sectionLargestSize, type DuctSection } from './duct-section.ts'

/** The bends VDI 2081-1 Table 7 tabulates that the catalogue uses. */
export type BendType = 'radiused' | 'sharp' | 'sharpVaned' | 'sharpLined'

/**
 * VDI 2081-1:2001 Table 7, level reduction of a 90° bend, dB, over the nine octaves 31.5 Hz … 8 kHz, printed
 * for a 1250 mm side whose limit frequency lies in the 125 Hz octave. Rows as tabulated in jmrplens/phonometry
 * `hvac.py` (_VDI2081_BEND: radiused, sharp, sharp_vaned, sharp_lined_both).
 */
const TABLE_7: Readonly<Record<BendType, readonly number[]>> = {
  radiused: [0, 1, 2, 3, 3, 3, 3, 3, 3],
  sharp: [0, 3, 7, 6, 3, 3, 3, 3, 3],
  sharpVaned: [0, 1, 6, 6, 1, 1, 1, 1, 2],
  sharpLined: [0, 3, 10, 10, 14, 18, 18, 18, 18],
}
const TABLE_7_BANDS = [31.5, 63, 125, 250, 500, 1000, 2000, 4000, 8000]
const TABLE_7_REFERENCE_BAND = 125

const nearestBandIndex = (f: number) => {
  let best = 0
  TABLE_7_BANDS.forEach((band, index) => {
    if (Math.abs(Math.log2(f / band)) < Math.abs(Math.log2(f / (TABLE_7_BANDS[best] ?? band)))) best = index
  })
  return best
}

/**
 * The limit frequency below which only plane waves run, Hz: c/(2a) for a rectangular duct of largest side a
 * (VDI 2081-1 eq. 33), 0.586·c/d for a round duct of diameter d (eq. 34).
 */
export function planeWaveLimit(section: DuctSection, speedOfSound: number = SPEED_OF_SOUND): number {
  const c = requirePositive(speedOfSound, 'speedOfSound')
  const size = requirePositive(sectionLargestSize(section), 'size')
  return section.shape === 'circular' ? (0.586 * c) / size : c / (2 * size)
}

/**
 * Attenuation of one 90° bend per band 63 … 8000 Hz, dB: the Table 7 row moved by whole octaves so that its
 * 125 Hz column lands on the octave holding the duct's own limit frequency (VDI 2081-1 §6.2, eqs. 33/34);
 * bands below the moved row are 0 (a bend reflects nothing while only plane waves run). Round bends are read
 * as radiused. Source: VDI 2081-1:2001 §6.2 Table 7; reproduces VDI 2081-2 Table 1 element 14 (Ø160 mm round
 * bend, c = 340: 0, 0, 0, 1, 2, 3, 3, 3).
 * @param speedOfSound c, m/s; 343 by default
 */
export function bendAttenuation(
  section: DuctSection,
  bendType: BendType,
  speedOfSound: number = SPEED_OF_SOUND,
): OctaveBands {
  const row = TABLE_7[section.shape === 'circular' ? 'radiused' : bendType]
  const holder =
    TABLE_7_BANDS[nearestBandIndex(planeWaveLimit(section, speedOfSound))] ?? TABLE_7_REFERENCE_BAND
  const shift = Math.round(Math.log2(holder / TABLE_7_REFERENCE_BAND))
  const lowest = (TABLE_7_BANDS[0] ?? 31.5) / Math.SQRT2
  return bandsFromArray(
    BAND_CENTRES.map((f) => {
      const source = f / 2 ** shift
      return source < lowest ? 0 : (row[nearestBandIndex(source)] ?? 0)
    }),
  )
}
