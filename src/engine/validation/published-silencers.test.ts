// The silencer model against published data (README.md here): every data set of published-silencers.json
// runs through silencerGeometryAttenuation; the test prints MAD, bias per band and the share of bands
// within ±3/±5 dB for the model and for the former Sabine rule, and asserts the targets of the model.
import { describe, expect, it } from 'vitest'
import { liningAlpha } from '../absorption.ts'
import { bandsToArray } from '../bands.ts'
import { linedPassageAttenuation } from '../lined-duct.ts'
import { silencerGeometryAttenuation } from '../silencer-geometry.ts'
import { meters } from '../units.ts'
import data from './published-silencers.json' with { type: 'json' }
import { agreement, bandDifferences, formatAgreement } from './statistics.ts'

type Splitter = (typeof data.rectangular)[number]
type Duct = (typeof data.linedDucts)[number]

/** The model: insertion loss of the published splitter silencer, dB. */
const modelSplitter = (s: Splitter): number[] =>
  bandsToArray(
    silencerGeometryAttenuation({
      shape: 'rectangular',
      airwayWidth: s.airwayWidth,
      baffleThickness: s.baffleThickness,
      length: s.length,
    }),
  )

/** Before: Sabine per airway, P/S = 2/s, α at half the baffle, beaming above c/s, 50 dB cap. */
const sabineSplitter = (s: Splitter): number[] =>
  linedPassageAttenuation({
    alpha: liningAlpha('mineralWool', s.baffleThickness / 2),
    perimeterOverArea: 2 / (s.airwayWidth / 1000),
    length: meters(s.length / 1000),
    passageWidth: meters(s.airwayWidth / 1000),
  })

/**
 * The model's attenuation per metre of a lined round duct, read three ways. The suite's reading is the slope
 * between 1 m and 3 m, (IL(3 m) − IL(1 m))/2, as a per-length attenuation is measured (the ends cancel);
 * IL(3 m)/3 and IL(1 m) are printed beside it, because the model has end losses and the regression has none
 * (docs/acoustics.md, "What remains").
 */
const modelReadings = (d: Duct): { slope: number[]; overThree: number[]; atOne: number[] } => {
  const at = (length: number): number[] =>
    bandsToArray(
      silencerGeometryAttenuation({
        shape: 'round',
        diameter: d.diameter,
        liningThickness: d.liningThickness,
        length,
      }),
    )
  const [one, three] = [at(1000), at(3000)]
  return {
    slope: three.map((value, band) => (value - (one[band] ?? 0)) / 2),
    overThree: three.map((value) => value / 3),
    atOne: one,
  }
}

/** Before: Sabine per metre, P/S = 4/D, beaming above c/D. */
const sabinePerMetre = (d: Duct): number[] =>
  linedPassageAttenuation({
    alpha: liningAlpha('mineralWool', d.liningThickness),
    perimeterOverArea: 4 / (d.diameter / 1000),
    length: meters(1),
    passageWidth: meters(d.diameter / 1000),
  })

describe('published rectangular splitter silencers (Fantech RS, BS 4718)', () => {
  const rows = data.rectangular.map((s) => ({
    s,
    model: bandDifferences(modelSplitter(s), s.attenuation, s.excludeBands),
    before: bandDifferences(sabineSplitter(s), s.attenuation, s.excludeBands),
  }))

  it('prints each data set and meets MAD ≤ 5 dB in every band (goal 3)', () => {
    const lines = rows.map(({ s, model, before }) =>
      [
        formatAgreement(`${s.id} model`, agreement([model])),
        formatAgreement(`${s.id} Sabine`, agreement([before])),
      ].join('\n'),
    )
    const all = agreement(rows.map((r) => r.model))
    const sabine = agreement(rows.map((r) => r.before))
    console.log(
      [
        ...lines,
        formatAgreement('Fantech RS all, model', all),
        formatAgreement('Fantech RS all, Sabine', sabine),
      ].join('\n'),
    )
    console.log(`MAD per band, model: ${all.madPerBand.map((x) => x.toFixed(1)).join(' ')}`)
    expect(all.mad).toBeLessThanOrEqual(5)
    all.madPerBand.forEach((mad) => expect(mad).toBeLessThanOrEqual(5))
    expect(all.mad).toBeLessThan(sabine.mad / 2)
  })

  it('generalises across lengths and airways: each half of the data alone stays within MAD 5 dB', () => {
    const subset = (keep: (s: Splitter) => boolean) =>
      agreement(rows.filter((r) => keep(r.s)).map((r) => r.model))
    const halves = {
      '900 mm': subset((s) => s.length === 900),
      '1200 mm': subset((s) => s.length === 1200),
      'airways 75/100 mm': subset((s) => s.airwayWidth <= 100),
      'airways 125/150 mm': subset((s) => s.airwayWidth >= 125),
    }
    console.log(
      Object.entries(halves)
        .map(([name, a]) => formatAgreement(name, a))
        .join('\n'),
    )
    for (const a of Object.values(halves)) expect(a.mad).toBeLessThanOrEqual(5)
  })
})

describe('ASHRAE lined round ducts, dB per metre', () => {
  for (const lining of [25, 50]) {
    it(`${lining} mm lining: prints the agreement and meets MAD ≤ 2 dB per metre`, () => {
      const ducts = data.linedDucts.filter((d) => d.liningThickness === lining)
      const readings = ducts.map((d) => ({ ...modelReadings(d), published: d.attenuationPerMetre }))
      const differences = (read: (r: ReturnType<typeof modelReadings>) => number[]) =>
        readings.map((r) => bandDifferences(read(r), r.published))
      const model = differences((r) => r.slope)
      const overThree = agreement(differences((r) => r.overThree))
      const atOne = agreement(differences((r) => r.atOne))
      const before = ducts.map((d) => bandDifferences(sabinePerMetre(d), d.attenuationPerMetre))
      const small = ducts.flatMap((d, i) => (d.diameter <= 205 ? [model[i] ?? []] : []))
      const a = agreement(model)
      console.log(
        [
          formatAgreement(`ASHRAE ${lining} mm, model`, a),
          formatAgreement(`ASHRAE ${lining} mm, Sabine`, agreement(before)),
          formatAgreement(`ASHRAE ${lining} mm Ø150–205, model`, agreement(small)),
          formatAgreement(
            `ASHRAE ${lining} mm Ø150–205, Sabine`,
            agreement(ducts.flatMap((d, i) => (d.diameter <= 205 ? [before[i] ?? []] : []))),
          ),
        ].join('\n'),
      )
      const labels = data.bands
      const offBands = ducts.flatMap((d, i) =>
        d.diameter <= 205
          ? (model[i] ?? []).flatMap((diff, band) =>
              Math.abs(diff) > 5
                ? [`Ø${d.diameter} ${labels[band]} Hz ${diff > 0 ? '+' : ''}${diff.toFixed(1)}`]
                : [],
            )
          : [],
      )
      // The "no band of Ø150–205 off by more than 5 dB" is not met yet (docs/acoustics.md,
      // "What remains"): printed so every run shows how far it is, not asserted.
      console.log(`ASHRAE ${lining} mm Ø150–205, bands beyond ±5 dB/m: ${offBands.join(', ') || 'none'}`)
      console.log(
        [
          formatAgreement(`ASHRAE ${lining} mm, model as IL(3 m)/3`, overThree),
          formatAgreement(`ASHRAE ${lining} mm, model as IL(1 m)`, atOne),
        ].join('\n'),
      )
      expect(a.mad).toBeLessThanOrEqual(2)
      // Read over the 3 m the regression's per-metre values stand for, the model meets the target too.
      expect(overThree.mad).toBeLessThanOrEqual(2)
    })
  }
})
