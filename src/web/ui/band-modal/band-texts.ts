// Band sets to the texts of eight inputs and back.
import { bandsFromArray, bandsToArray, roundHalfAway, type OctaveBands } from '#engine/index.ts'
import { formatInputNumber } from '../../i18n/format.ts'
import { bandOutOfRange, bandsOf } from '../../state/workspace/system-form.ts'

/**
 * A band value as an input shows it: to a tenth of a decibel (a computed 17.424378852225065 reads 17.4), as
 * the interface language writes numbers (17,4 in Finnish).
 */
const bandText = (value: number, language: string): string =>
  formatInputNumber(roundHalfAway(value, 1), language)

/** The eight input texts of a band set, 63 Hz first. */
export const bandTexts = (bands: OctaveBands, language: string): string[] =>
  bandsToArray(bands).map((value) => bandText(value, language))

/**
 * The band set the inputs hold; empty or unfinished inputs count as 0. Given the sets the texts were made
 * from (the stored values, the defaults Reset puts back), a band whose text was left as shown keeps its
 * exact value, so that opening and saving a modal does not round the stored data.
 */
export const textBands = (
  texts: readonly string[],
  language: string,
  ...shown: readonly (OctaveBands | null | undefined)[]
): OctaveBands => {
  const sources = shown.flatMap((set) => (set ? [bandsToArray(set)] : []))
  return bandsFromArray(
    bandsToArray(bandsOf(texts)).map((value, i) => {
      const exact = sources
        .map((set) => set[i])
        .find((v) => v !== undefined && texts[i] === bandText(v, language))
      return exact ?? value
    }),
  )
}

/** Every input holds a value the API accepts. */
export const bandTextsValid = (texts: readonly string[]): boolean => !texts.some(bandOutOfRange)
