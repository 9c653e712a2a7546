// The values of the system specification and quick calculation forms, and what they save.
import {
  BAND_COUNT,
  bandsFromArray,
  bandsToArray,
  fillBandsFrom,
  parseBandPaste,
  parseDecimal,
  type AttenuationConstantType,
  type FilterCorrectionType,
  type OctaveBands,
} from '#engine/index.ts'
import type { NoiseGeneratorEstimate } from '#contract/api/systems.ts'
import { checkDateField, toFieldText, todayFieldText, toIsoDay } from '../../domain/date-rules.ts'
import { formatInputNumber } from '../../i18n/format.ts'
import type { SystemHeading } from './workspace-store.ts'

// A type, not an interface: @mantine/form takes values that index as a record.
export type SystemFormValues = {
  name: string
  number: string
  /** dd.mm.yy */
  date: string
  comment: string
  attenuationConstantType: AttenuationConstantType
  filterCorrectionType: FilterCorrectionType
  /** The eight band inputs as typed, 63 Hz first. */
  bands: string[]
  /** The fan duty the bands were estimated from; null once they are typed or pasted over. */
  estimate: NoiseGeneratorEstimate | null
  /**
   * The system airflow as typed in the user's airflow unit, '' for none; only the system specification form
   * shows it (a quick calculation's is set on the products list).
   */
  airflow: string
}

/** The API's limits of a band value, dB. */
export const BAND_MIN = -100
export const BAND_MAX = 250

/**
 * Defaults of a new system (docs/product-rules.md, "Defaults of a new system"): T1, AFilter, all bands 0; the
 * date is today.
 */
export function newSystemForm(withDate = true): SystemFormValues {
  return {
    name: '',
    number: '',
    date: withDate ? todayFieldText() : '',
    comment: '',
    attenuationConstantType: 'T1',
    filterCorrectionType: 'AFilter',
    bands: Array.from({ length: BAND_COUNT }, () => '0'),
    estimate: null,
    airflow: '',
  }
}

/**
 * The form of a saved system, or of a quick calculation's system kept in the browser; its bands as the
 * interface language writes numbers.
 */
export function systemFormFrom(system: SystemHeading, language: string): SystemFormValues {
  return {
    name: system.name,
    number: system.number,
    date: toFieldText(system.date),
    comment: system.comment,
    attenuationConstantType: system.attenuationConstantType,
    filterCorrectionType: system.filterCorrectionType,
    bands: bandsToArray(system.inputSoundPowerLevel).map((value) => formatInputNumber(value, language)),
    estimate: system.noiseGeneratorEstimate,
    airflow: '',
  }
}

/** A band input takes numbers only: digits, one sign in front, one decimal point or comma. */
export const isBandText = (text: string): boolean => /^-?\d*(?:[.,]\d*)?$/.test(text)

/** Band values as numbers; an empty or unfinished input counts as 0. */
export const bandsOf = (texts: readonly string[]): OctaveBands =>
  bandsFromArray(texts.map((text) => parseDecimal(text) ?? 0))

/**
 * Above this a band is taken (the API's bound is BAND_MAX) but questioned: VDI 2081-1's estimate of a fan,
 * Lw = 37 + 10·lg(q/(m³/s)) + 20·lg(Δp/Pa) (`fan-noise.ts`), gives 126.5 dB for 100 m³/s at 3000 Pa, a larger
 * air handling unit than any; a designer typed 250 and was shown 212 dB(A) and NR 257 without a word.
 */
export const BAND_UNLIKELY_ABOVE = 130

/** Whether a band as typed is valid yet above what a ventilation source gives (BAND_UNLIKELY_ABOVE). */
export const bandUnlikely = (text: string): boolean => {
  const value = parseDecimal(text)
  return value !== null && value > BAND_UNLIKELY_ABOVE && value <= BAND_MAX
}

export const bandOutOfRange = (text: string): boolean => {
  const value = parseDecimal(text)
  return value !== null && (value < BAND_MIN || value > BAND_MAX)
}

/**
 * Pasting into band `index` fills that band and the following ones from the numbers in the text, written as
 * the interface language writes numbers; the other bands keep what was typed. Text without numbers changes
 * nothing (null).
 */
export function pasteIntoBands(
  texts: readonly string[],
  index: number,
  pasted: string,
  language: string,
): string[] | null {
  const values = parseBandPaste(pasted)
  if (values.length === 0) return null
  const filled = bandsToArray(fillBandsFrom(bandsOf(texts), index, values))
  return texts.map((text, i) =>
    i >= index && i < index + values.length ? formatInputNumber(filled[i] ?? 0, language) : text,
  )
}

export function systemFormValid(values: SystemFormValues, withDate = true): boolean {
  return (!withDate || checkDateField(values.date).ok) && !values.bands.some(bandOutOfRange)
}

/** The saved fields of a system (items are kept apart: the edit modal sends the stored chain back). */
export function systemDraftOf(values: SystemFormValues, withDate = true): SystemHeading {
  const check = checkDateField(values.date)
  return {
    name: values.name.trim(),
    number: values.number.trim(),
    comment: values.comment.trim(),
    date: withDate && check.ok && check.date ? toIsoDay(check.date) : null,
    attenuationConstantType: values.attenuationConstantType,
    filterCorrectionType: values.filterCorrectionType,
    inputSoundPowerLevel: bandsOf(values.bands),
    noiseGeneratorEstimate: values.estimate,
  }
}
