// Agreement between modelled and published octave-band values: what the validation suite prints and asserts.

/** Model minus published per band; NaN for a band left out (a reporting ceiling). */
export function bandDifferences(
  model: readonly number[],
  published: readonly number[],
  excluded: readonly number[] = [],
): number[] {
  return published.map((value, band) => (excluded.includes(band) ? NaN : (model[band] ?? NaN) - value))
}

/** Statistics of many rows of band differences (NaN left out). dB. */
export interface Agreement {
  /** Mean absolute difference over every band of every row. */
  mad: number
  /** Mean difference. */
  bias: number
  /** Mean difference per band. */
  biasPerBand: number[]
  /** Mean absolute difference per band. */
  madPerBand: number[]
  /** Share of bands within ±3 dB and ±5 dB (0 … 1). */
  within3: number
  within5: number
  /** Largest absolute difference. */
  worst: number
  /** How many bands the figures rest on. */
  count: number
}

const mean = (values: readonly number[]): number => values.reduce((sum, x) => sum + x, 0) / values.length

/** The statistics of rows of band differences. */
export function agreement(rows: readonly (readonly number[])[]): Agreement {
  const bands = Math.max(...rows.map((row) => row.length))
  const perBand = Array.from({ length: bands }, (_, band) =>
    rows.map((row) => row[band] ?? NaN).filter((x) => !Number.isNaN(x)),
  )
  const all = perBand.flat()
  const absolute = all.map(Math.abs)
  return {
    mad: mean(absolute),
    bias: mean(all),
    biasPerBand: perBand.map(mean),
    madPerBand: perBand.map((values) => mean(values.map(Math.abs))),
    within3: absolute.filter((x) => x <= 3).length / all.length,
    within5: absolute.filter((x) => x <= 5).length / all.length,
    worst: Math.max(...absolute),
    count: all.length,
  }
}

/** One line of the printed table: MAD, bias, within ±3/±5 and the bias per band. */
export function formatAgreement(label: string, a: Agreement): string {
  const pct = (x: number): string => `${Math.round(x * 100)} %`
  const bands = a.biasPerBand.map((x) => x.toFixed(1).padStart(6)).join('')
  return `${label.padEnd(34)} MAD ${a.mad.toFixed(2).padStart(5)}  bias ${a.bias.toFixed(2).padStart(6)}  ±3 ${pct(a.within3).padStart(5)}  ±5 ${pct(a.within5).padStart(5)}  bias/band${bands}`
}
