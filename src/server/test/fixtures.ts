// Small shared test data.
import { PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION } from '#contract/api/project-file.ts'
export const zeroInput = {
  octaveBand63Hz: 0,
  octaveBand125Hz: 0,
  octaveBand250Hz: 0,
  octaveBand500Hz: 0,
  octaveBand1000Hz: 0,
  octaveBand2000Hz: 0,
  octaveBand4000Hz: 0,
  octaveBand8000Hz: 0,
}

/** The same level in all eight octave bands, as the API takes a band set. */
export const flatBands = (level: number): typeof zeroInput =>
  Object.fromEntries(Object.keys(zeroInput).map((band) => [band, level])) as typeof zeroInput

/** An abstract product of a chain (a bend): 1 dB attenuation and 10 dB of its own sound in every band. */
export const aBend = (index: number) => ({
  productId: `bend-${index}`,
  productType: 'abstract',
  productClass: 'bend',
  productName: `Bend ${index}`,
  soundAttenuation: flatBands(1),
  soundPowerLevel: flatBands(10),
})

/**
 * A project file of `systems` systems of the longest chain, 100 products: the engine's heaviest work per system,
 * and the most a system keeps (the large imports', deletions' and restores' tests).
 */
export const longChainsFile = (systems: number) => ({
  format: PROJECT_FILE_FORMAT,
  version: PROJECT_FILE_VERSION,
  exportedAt: '2026-11-29T08:00:00.000Z',
  project: { name: 'Long chains' },
  systems: Array.from({ length: systems }, (_, s) => ({
    id: `system-${s + 1}`,
    name: `AHU-${s + 1}`,
    inputSoundPowerLevel: flatBands(90),
    items: Array.from({ length: 100 }, (_, i) => aBend(i)),
  })),
  rooms: [],
})
