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
