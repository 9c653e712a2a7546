import { describe, expect, it } from 'vitest'
import { CATALOGUE_LANGUAGES } from '#contract/api/catalogue.ts'
import { bandsToArray } from '#engine/index.ts'
import { validateCatalogueRows } from '../catalogue-validate.ts'
import { catalogueRecords } from '../catalogue-records.ts'
import { demoCatalogue } from './demo-catalogue.ts'

const demo = demoCatalogue()

// docs/product-rules.md, "Silencer classes": every class the specification names. Written out here rather
// than imported: the demo builds its classes from the engine's tables, and this is what holds those to the
// text.
const ROUND = [
  'NKE',
  'NKL',
  'NKU',
  'NRF100',
  'NRP100',
  'NRF50',
  'NRP50',
  'NRFB100',
  'NRPB100',
  'NRPV',
  'NRFV',
]
const ROUND_MORE = ['NTP', 'NTF', 'NTPA', 'NTFA']
const GROUPS = ['NRF100/NRP100', 'NRF50/NRP50', 'NRFB100/NRPB100', 'NRPV/NRFV', 'NTP/NTF', 'NTPA/NTFA']
const RECT = [
  'MPK',
  'MPP',
  'MPC',
  'MPKI',
  'MPPI',
  'MPCI',
  'MRKA',
  'MRPA',
  'MRCA',
  'MSK',
  'MSP',
  'MSC',
  'MSKI',
  'MSPI',
  'MSCI',
]

describe('the demo catalogue', () => {
  it('holds every silencer class of the specification, each group right before its members', () => {
    const names = demo.silencerClasses.map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining([...ROUND, ...ROUND_MORE, ...GROUPS, ...RECT]))
    expect(names).toHaveLength(ROUND.length + ROUND_MORE.length + GROUPS.length + RECT.length)
    for (const group of GROUPS) {
      const members = demo.silencerClasses.filter((c) => c.parentClass === group).map((c) => c.name)
      expect(members.sort()).toEqual(group.split('/').sort())
      expect(names.indexOf(group)).toBeLessThan(Math.min(...members.map((m) => names.indexOf(m))))
    }
  })

  it('reads material, lining, pod and openable from the class letters', () => {
    const byName = new Map(demo.silencerClasses.map((c) => [c.name, c]))
    expect(byName.get('NRF100')).toMatchObject({
      attenuationMaterial: 'mineralwool',
      liningThickness: 100,
      pod: false,
    })
    expect(byName.get('NRP50')).toMatchObject({ attenuationMaterial: 'polyester', liningThickness: 50 })
    expect(byName.get('NRPB100')).toMatchObject({ pod: true, attenuationMaterial: 'polyester' })
    expect(byName.get('NTFA')).toMatchObject({ openable: true, attenuationMaterial: 'mineralwool' })
    expect(byName.get('NRFV')).toMatchObject({ hasPressureDropModel: false })
    expect(byName.get('NRPV/NRFV')).toMatchObject({ hasPressureDropModel: false })
    expect(byName.get('MPKI')).toMatchObject({
      rectShape: 'bend',
      attenuationMaterial: 'mineralWool',
      insulated: true,
    })
    expect(byName.get('MRCA')).toMatchObject({
      rectShape: 'straight',
      attenuationMaterial: 'cleantec',
      openable: true,
    })
    expect(byName.get('MSP')).toMatchObject({
      rectShape: 'straight',
      attenuationMaterial: 'polyester',
      insulated: false,
    })
  })

  it('writes every title and description in all five languages, not as copies of the English', () => {
    const texts = [...demo.silencerClasses, ...demo.diffuserClasses, ...demo.abstractClasses]
    for (const c of texts) {
      for (const language of CATALOGUE_LANGUAGES) {
        expect(c.title[language].length).toBeGreaterThan(2)
        expect(c.content[language].length).toBeGreaterThan(20)
        if (language !== 'eng') expect(c.content[language]).not.toBe(c.content.eng)
      }
    }
  })

  it('offers at least 300 round silencers over at least 10 classes and 8 sizes from 100 to 1250 mm', () => {
    expect(demo.roundSilencers.length).toBeGreaterThanOrEqual(300)
    expect(new Set(demo.roundSilencers.map((s) => s.class)).size).toBeGreaterThanOrEqual(10)
    const diameters = new Set(demo.roundSilencers.map((s) => s.nominalSizeDiameter))
    expect([100, 1250].every((d) => diameters.has(d))).toBe(true)
    expect([...diameters].filter((d) => d >= 100 && d <= 1250).length).toBeGreaterThanOrEqual(8)
  })

  it('never lets a longer silencer of the same class and size attenuate less', () => {
    const bySize = new Map<string, typeof demo.roundSilencers>()
    for (const s of demo.roundSilencers) {
      const key = `${s.class} ${s.nominalSizeDiameter}`
      bySize.set(key, [...(bySize.get(key) ?? []), s])
    }
    for (const series of bySize.values()) {
      const sorted = [...series].sort((a, b) => a.length - b.length)
      for (let i = 1; i < sorted.length; i++) {
        const shorter = bandsToArray(sorted[i - 1]?.soundAttenuation ?? {})
        bandsToArray(sorted[i]?.soundAttenuation ?? {}).forEach((value, band) =>
          expect(value).toBeGreaterThanOrEqual(shorter[band] ?? Infinity),
        )
      }
    }
  })

  it('keeps every band physically sensible', () => {
    for (const s of demo.roundSilencers) {
      for (const value of bandsToArray(s.soundAttenuation)) expect(value).toBeGreaterThanOrEqual(0)
      expect(Math.max(...bandsToArray(s.soundAttenuation))).toBeLessThanOrEqual(50)
      if (s.class === 'NRFV' || s.class === 'NRPV') expect(s.pressureDropCoefficient).toBeNull()
      else expect(s.pressureDropCoefficient).toBeGreaterThan(0)
      expect(s.dataSource).toBe('modelled')
    }
    for (const d of demo.diffusers) {
      expect(d.pressureDrop).toBeGreaterThan(0)
      expect(Math.max(...bandsToArray(d.soundPowerLevel))).toBeGreaterThan(10)
      for (const value of bandsToArray(d.soundAttenuation)) expect(value).toBeLessThanOrEqual(15)
    }
    for (const p of demo.abstractProducts) {
      for (const value of [...bandsToArray(p.soundAttenuation), ...bandsToArray(p.soundPowerLevel)]) {
        expect(Number.isFinite(value)).toBe(true)
        expect(value).toBeGreaterThanOrEqual(0)
      }
    }
  })

  it('has diffusers of the ceiling, wall and grille types and every kind of other product', () => {
    expect(new Set(demo.diffuserClasses.map((c) => c.diffuserType))).toEqual(
      new Set(['ceiling', 'wall', 'grille']),
    )
    expect(new Set(demo.abstractProducts.map((p) => p.element?.kind))).toEqual(
      new Set(['bend', 'branch', 'endReflection', 'plenum', 'ductRun']),
    )
  })

  it('passes the same checks as an imported file', () => {
    const result = validateCatalogueRows(catalogueRecords(demo))
    expect(result.ok ? [] : result.errors).toEqual([])
  })
})
