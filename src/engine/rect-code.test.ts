import { describe, expect, it } from 'vitest'
import {
  deriveRectClass,
  deriveRectCode,
  preselectRectClass,
  RECT_SILENCER_CLASSES,
  rectClassPrefix,
} from './rect-code.ts'
import { applyRectChange } from './rect-config-rules.ts'
import { DEFAULT_RECT_CONFIG, type RectChange, type RectSilencerConfig } from './rect-config-types.ts'

const base: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG, width: 1200, height: 600, length: 1500 }
const change = (...changes: RectChange[]) => changes.reduce(applyRectChange, base)

describe('derived class', () => {
  it('names straight silencers MS + material (+ I when insulated)', () => {
    expect(deriveRectClass(base)).toBe('MSK')
    expect(
      deriveRectClass(
        change(
          { field: 'cassetteMaterial', value: 'polyester' },
          { field: 'shellInsulation', value: '50mm' },
        ),
      ),
    ).toBe('MSPI')
  })

  it('names openable silencers MR + material + A', () => {
    expect(
      deriveRectClass(
        change({ field: 'cassetteMaterial', value: 'cleantec' }, { field: 'openable', value: true }),
      ),
    ).toBe('MRCA')
  })

  it('names bends MP + material (+ I with an outer cover)', () => {
    expect(deriveRectClass(change({ field: 'shape', value: 'bend' }))).toBe('MPK')
    expect(
      deriveRectClass(change({ field: 'shape', value: 'bend' }, { field: 'outerCover', value: 'magnelis' })),
    ).toBe('MPKI')
  })
})

describe('product code', () => {
  it('adds the shell and profile suffixes', () => {
    expect(deriveRectCode(base)).toBe('MSK-1200x600-1500')
    expect(deriveRectCode(change({ field: 'shellInsulation', value: '50mm' }))).toBe('MSKI-1200x600-1500-S50')
    expect(deriveRectCode(change({ field: 'openable', value: true }))).toBe('MRKA-1200x600-1500-S50-E20')
  })

  it('adds H for stainless and ZM for magnelis inner material', () => {
    expect(deriveRectCode(change({ field: 'innerMaterial', value: 'stainlessSteel' }))).toBe(
      'MSK-1200x600-1500-H',
    )
    expect(
      deriveRectCode(
        change({ field: 'shellInsulation', value: 'EI60' }, { field: 'innerMaterial', value: 'magnelis' }),
      ),
    ).toBe('MSKI-1200x600-1500-ZM-EI60')
  })

  it('gives bends their X × Y and -1 (horizontal) or -2 (vertical)', () => {
    const bend = change(
      { field: 'width', value: 800 },
      { field: 'height', value: 400 },
      { field: 'shape', value: 'bend' },
      { field: 'dimensionY', value: 200 },
      { field: 'shellInsulation', value: '50mm' },
      { field: 'innerMaterial', value: 'stainlessSteel' },
    )
    expect(deriveRectCode(bend)).toBe('MPKI-800x400-150x200-H-S50-1')
    expect(deriveRectCode(applyRectChange(bend, { field: 'orientation', value: 'vertical' }))).toBe(
      'MPKI-800x400-150x200-H-S50-2',
    )
  })
})

describe('class preselection', () => {
  it('reads the prefix before the slash', () => {
    expect(rectClassPrefix('MSKI/MSPI/MSCI')).toBe('MSKI')
  })

  it('sets openable for A and 50mm for I after resetting both', () => {
    const open = preselectRectClass(base, 'MRKA/MRPA/MRCA')
    expect(open).toMatchObject({ openable: true, shellInsulation: '50mm', connectionProfile: 'E20' })
    const insulated = preselectRectClass(open, 'MSPI')
    expect(insulated).toMatchObject({
      openable: false,
      shellInsulation: '50mm',
      cassetteMaterial: 'polyester',
    })
    expect(deriveRectClass(insulated)).toBe('MSPI')
    const plain = preselectRectClass(insulated, 'MSK')
    expect(plain).toMatchObject({ openable: false, shellInsulation: '0mm', outerCover: 'none' })
  })

  it('makes MP classes bends so the derived class matches the chosen one', () => {
    // Every class the engine lists; demo-catalogue.test.ts holds that list to the specification's names.
    for (const name of RECT_SILENCER_CLASSES) {
      expect(deriveRectClass(preselectRectClass(base, name))).toBe(name)
    }
  })
})
