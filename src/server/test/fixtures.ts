// Small shared test data.
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
