// Band sets to the texts of eight inputs and back.
import { bandsToArray, type OctaveBands } from '#engine/index.ts'
import { bandOutOfRange, bandsOf } from '../systems/system-form.ts'

/** The eight input texts of a band set, 63 Hz first. */
export const bandTexts = (bands: OctaveBands): string[] => bandsToArray(bands).map(String)

/** The band set the inputs hold; empty or unfinished inputs count as 0. */
export const textBands = (texts: readonly string[]): OctaveBands => bandsOf(texts)

/** Every input holds a value the API accepts. */
export const bandTextsValid = (texts: readonly string[]): boolean => !texts.some(bandOutOfRange)
