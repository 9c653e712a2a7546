import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyRectChange,
  connectionProfileChoices,
  isRectConfigConsistent,
  normaliseRectConfig,
  readRectConfig,
  rectRuleViolations,
  shellInsulationChoices,
} from './rect-config-rules.ts'
import {
  DEFAULT_RECT_CONFIG,
  RECT_VALUES,
  type RectChange,
  type RectSilencerConfig,
} from './rect-config-types.ts'

const base: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG }
const change = (config: RectSilencerConfig, ...changes: RectChange[]) =>
  changes.reduce(applyRectChange, config)

describe('openable', () => {
  it('forces straight, 50mm, E20 for Z-slat and galvanised sheets when the cover was none', () => {
    const bend = change(base, { field: 'shape', value: 'bend' })
    const next = applyRectChange(bend, { field: 'openable', value: true })
    expect(next).toMatchObject({
      openable: true,
      shape: 'straight',
      shellInsulation: '50mm',
      connectionProfile: 'E20',
      outerCover: 'galvanizedSteel',
      innerMaterial: 'galvanizedSteel',
    })
  })

  it('replaces a stainless cover by galvanised, and lets the inner material follow a magnelis cover', () => {
    const stainless = change(
      base,
      { field: 'shellInsulation', value: 'M50' },
      { field: 'outerCover', value: 'stainlessSteel' },
    )
    expect(applyRectChange(stainless, { field: 'openable', value: true })).toMatchObject({
      outerCover: 'galvanizedSteel',
      innerMaterial: 'galvanizedSteel',
    })
    const magnelis = change(
      base,
      { field: 'outerCover', value: 'magnelis' },
      { field: 'innerMaterial', value: 'stainlessSteel' },
    )
    expect(applyRectChange(magnelis, { field: 'openable', value: true })).toMatchObject({
      outerCover: 'magnelis',
      innerMaterial: 'magnelis',
    })
  })

  it('keeps E30 and goes back to Z-slat when openable is switched off', () => {
    const open = change(
      base,
      { field: 'openable', value: true },
      { field: 'connectionProfile', value: 'E30' },
    )
    expect(open.connectionProfile).toBe('E30')
    expect(applyRectChange(open, { field: 'openable', value: false }).connectionProfile).toBe('Z-slat')
  })

  it('refuses stainless steel, Z-slat and shells other than S50 while openable', () => {
    const open = change(base, { field: 'openable', value: true })
    expect(applyRectChange(open, { field: 'outerCover', value: 'stainlessSteel' })).toBe(open)
    expect(applyRectChange(open, { field: 'innerMaterial', value: 'stainlessSteel' })).toBe(open)
    expect(applyRectChange(open, { field: 'connectionProfile', value: 'Z-slat' })).toBe(open)
    expect(applyRectChange(open, { field: 'shellInsulation', value: 'M100' })).toBe(open)
    expect(shellInsulationChoices(open)).toEqual(['50mm'])
    expect(connectionProfileChoices(open)).toEqual(['E20', 'E30'])
    expect(connectionProfileChoices(base)).toEqual(['Z-slat', 'E20', 'E30'])
  })

  it('is switched off by a bend, by shell 0mm and by cover none', () => {
    const open = change(base, { field: 'openable', value: true })
    expect(applyRectChange(open, { field: 'shape', value: 'bend' })).toMatchObject({
      openable: false,
      connectionProfile: 'Z-slat',
    })
    expect(applyRectChange(open, { field: 'shellInsulation', value: '0mm' })).toMatchObject({
      openable: false,
      outerCover: 'none',
    })
    expect(applyRectChange(open, { field: 'outerCover', value: 'none' })).toMatchObject({
      openable: false,
      shellInsulation: '0mm',
    })
  })
})

describe('shell insulation and outer cover', () => {
  it('pairs shell 0mm with cover none both ways', () => {
    expect(applyRectChange(base, { field: 'shellInsulation', value: 'EI120' }).outerCover).toBe(
      'galvanizedSteel',
    )
    expect(applyRectChange(base, { field: 'outerCover', value: 'magnelis' }).shellInsulation).toBe('50mm')
    const insulated = change(base, { field: 'shellInsulation', value: 'M30' })
    expect(applyRectChange(insulated, { field: 'outerCover', value: 'none' }).shellInsulation).toBe('0mm')
    expect(applyRectChange(insulated, { field: 'shellInsulation', value: '0mm' }).outerCover).toBe('none')
  })
})

describe('bends', () => {
  it('derives the length from width (horizontal) or height (vertical) plus X and Y', () => {
    const bend = change(
      base,
      { field: 'shape', value: 'bend' },
      { field: 'dimensionX', value: 300 },
      { field: 'dimensionY', value: 200 },
    )
    expect(bend.length).toBe(600 + 300 + 200)
    expect(applyRectChange(bend, { field: 'orientation', value: 'vertical' }).length).toBe(300 + 300 + 200)
    expect(applyRectChange(bend, { field: 'length', value: 5000 })).toBe(bend)
  })

  it('caps dimensionX and Y to 2500 − width/height when the size grows, never below 150', () => {
    const bend = change(
      base,
      { field: 'shape', value: 'bend' },
      { field: 'dimensionX', value: 900 },
      { field: 'dimensionY', value: 900 },
    )
    const wide = change(bend, { field: 'width', value: 2000 }, { field: 'height', value: 2200 })
    expect(wide).toMatchObject({ dimensionX: 500, dimensionY: 300, length: 2000 + 500 + 300 })
    expect(applyRectChange(bend, { field: 'dimensionX', value: 10 }).dimensionX).toBe(150)
  })

  it('disables orientation for straight silencers', () => {
    expect(applyRectChange(base, { field: 'orientation', value: 'vertical' })).toBe(base)
  })
})

const configArb: fc.Arbitrary<RectSilencerConfig> = fc.record({
  width: fc.integer({ min: 0, max: 3000 }),
  height: fc.integer({ min: 0, max: 3000 }),
  length: fc.integer({ min: 0, max: 5000 }),
  shape: fc.constantFrom(...RECT_VALUES.shape),
  orientation: fc.constantFrom(...RECT_VALUES.orientation),
  dimensionX: fc.integer({ min: 0, max: 3000 }),
  dimensionY: fc.integer({ min: 0, max: 3000 }),
  position: fc.constantFrom(...RECT_VALUES.position),
  inputAirflow: fc.integer({ min: 0, max: 10000 }),
  shellInsulation: fc.constantFrom(...RECT_VALUES.shellInsulation),
  cassetteMaterial: fc.constantFrom(...RECT_VALUES.cassetteMaterial),
  outerCover: fc.constantFrom(...RECT_VALUES.outerCover),
  innerMaterial: fc.constantFrom(...RECT_VALUES.innerMaterial),
  openable: fc.boolean(),
  connectionProfile: fc.constantFrom(...RECT_VALUES.connectionProfile),
})

const changeArb: fc.Arbitrary<RectChange> = fc.oneof(
  ...(Object.keys(RECT_VALUES) as (keyof typeof RECT_VALUES)[]).map((field) =>
    fc.constantFrom(...RECT_VALUES[field]).map((value) => ({ field, value }) as RectChange),
  ),
  fc
    .record({
      field: fc.constantFrom('width', 'height', 'length', 'dimensionX', 'dimensionY', 'inputAirflow'),
      value: fc.integer({ min: 0, max: 3000 }),
    })
    .map((c) => c as RectChange),
  fc.boolean().map((value): RectChange => ({ field: 'openable', value })),
)

describe('laws of the rules', () => {
  it('normalising twice is normalising once', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        expect(normaliseRectConfig(normaliseRectConfig(config))).toEqual(normaliseRectConfig(config))
      }),
    )
  })

  it('normalising gives a consistent configuration and leaves a consistent one alone', () => {
    fc.assert(
      fc.property(configArb, (config) => {
        const normal = normaliseRectConfig(config)
        expect(isRectConfigConsistent(normal)).toBe(true)
        if (isRectConfigConsistent(config)) expect(normal).toEqual(config)
      }),
    )
  })

  it('any sequence of changes keeps a consistent configuration consistent', () => {
    fc.assert(
      fc.property(configArb, fc.array(changeArb, { maxLength: 12 }), (config, changes) => {
        let current = normaliseRectConfig(config)
        for (const next of changes) {
          current = applyRectChange(current, next)
          expect(isRectConfigConsistent(current)).toBe(true)
        }
      }),
    )
  })

  it('keeps extra fields of a stored item', () => {
    const stored = { ...base, optionIndex: 3 }
    expect(applyRectChange(stored, { field: 'width', value: 900 }).optionIndex).toBe(3)
    expect(normaliseRectConfig(stored).optionIndex).toBe(3)
  })

  it('names the rules a configuration breaks', () => {
    const broken = {
      ...base,
      shape: 'bend' as const,
      openable: true,
      shellInsulation: '0mm' as const,
      outerCover: 'magnelis' as const,
    }
    expect(rectRuleViolations(broken)).toEqual([
      'BEND_OPENABLE',
      'OPENABLE_SHELL',
      'OPENABLE_PROFILE',
      'OPENABLE_INNER',
      'SHELL_COVER',
      'BEND_LENGTH',
    ])
    expect(rectRuleViolations(base)).toEqual([])
  })

  it('reads stored data with defaults and the rules restored', () => {
    expect(
      readRectConfig({ shape: 'bend', openable: true, shellInsulation: 'wood', width: 700 }),
    ).toMatchObject({
      shape: 'bend',
      openable: false,
      shellInsulation: '0mm',
      outerCover: 'none',
      width: 700,
      length: 700 + 150 + 150,
    })
    expect(readRectConfig(null)).toEqual(DEFAULT_RECT_CONFIG)
  })
})
