// Payloads shared by the API benchmarks and the load test: a project and a system of the size designers save.

export const bands = (base: number, step: number) => ({
  octaveBand63Hz: base,
  octaveBand125Hz: base - step,
  octaveBand250Hz: base - 2 * step,
  octaveBand500Hz: base - 3 * step,
  octaveBand1000Hz: base - 4 * step,
  octaveBand2000Hz: base - 5 * step,
  octaveBand4000Hz: base - 6 * step,
  octaveBand8000Hz: base - 7 * step,
})

export const projectBody = (name: string, comment = '') => ({
  name,
  number: 'P-1',
  address: 'Harbour street 1',
  email: 'designer@example.test',
  comment,
})

/** A supply system of four products: a silencer, a bend, a diffuser and a custom product. */
export const systemBody = (name: string, comment = '') => ({
  name,
  number: 'S-1',
  comment,
  attenuationConstantType: 'T1',
  filterCorrectionType: 'AFilter',
  inputSoundPowerLevel: bands(85, 3),
  items: [
    {
      productId: 'sil-250',
      productType: 'silencer',
      productClass: 'NRF100',
      productName: 'NRF100 Ø250 L900',
      soundAttenuation: bands(6, -2),
      inputAirflow: 250,
      pressureDrop: 18,
    },
    {
      productId: 'bend-250',
      productType: 'abstract',
      productClass: 'Bend',
      soundAttenuation: bands(1, -0.5),
    },
    {
      productId: 'dif-160',
      productType: 'diffuser',
      productClass: 'Grille',
      productName: 'Grille 160',
      soundPowerLevel: bands(30, 2),
      soundAttenuation: bands(2, 0),
      quantity: 2,
    },
    { productId: 'custom-1', productType: 'custom', productClass: 'Damper', soundAttenuation: bands(3, 0) },
  ],
})
