// Whether a spectrum was entered at all: "a product's own sound power of 0 dB or less means not set"
// (docs/product-rules.md, "Chain calculation"), and a noise generator with no band above 0 dB is one nobody
// entered. Its totals are then '-', not the 9 dB that eight bands of 0 dB add up to.
import { BAND_KEYS, type OctaveBands } from '#engine/index.ts'

export const anyBandEntered = (bands: OctaveBands): boolean => BAND_KEYS.some((key) => bands[key] > 0)
