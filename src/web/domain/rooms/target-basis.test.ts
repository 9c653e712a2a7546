import { describe, expect, it } from 'vitest'
import { ROOM_PRESETS, type RoomPreset } from '#contract/api/room-presets.ts'
import { i18n } from '../../i18n/index.ts'
import da from '../../i18n/locales/da.json'
import en from '../../i18n/locales/en.json'
import et from '../../i18n/locales/et.json'
import fi from '../../i18n/locales/fi.json'
import sv from '../../i18n/locales/sv.json'
import { basisFull, basisShort, presetKey, presetName, presetSource, targetBasis } from './target-basis.ts'

const office = ROOM_PRESETS.find((preset) => preset.id === 'dk-office') as RoomPreset
const t = i18n.getFixedT('en')
const locales = { en, et, fi, sv, da } as const

describe('the basis of a room target', () => {
  it('is the preset when the room keeps the preset’s type and value', () => {
    const basis = targetBasis({ roomType: 'dk-office', targetType: 'LpA', targetValue: 35 }, ROOM_PRESETS)
    expect(basis).toEqual({ kind: 'preset', preset: office })
    expect(basisShort(basis, t, 'en')).toBe('Preset')
    expect(basisFull(basis, t, 'en')).toBe('BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB')
  })

  it('is changed when the designer changed the value or the type, and says the preset’s value', () => {
    const louder = targetBasis({ roomType: 'dk-office', targetType: 'LpA', targetValue: 38 }, ROOM_PRESETS)
    expect(louder).toEqual({ kind: 'changed', preset: office })
    expect(basisShort(louder, t, 'en')).toBe('Changed (preset 35.0 dB(A))')
    expect(basisFull(louder, t, 'en')).toBe(
      "Changed from the preset's 35.0 dB(A) (BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB)",
    )
    expect(targetBasis({ roomType: 'dk-office', targetType: 'NR', targetValue: 35 }, ROOM_PRESETS).kind).toBe(
      'changed',
    )
  })

  it('is the designer’s when no preset is chosen, or the chosen one is not among the presets', () => {
    const own = targetBasis({ roomType: null, targetType: 'NR', targetValue: 30 }, ROOM_PRESETS)
    expect(own).toEqual({ kind: 'designer', preset: null })
    expect(basisShort(own, t, 'en')).toBe('Set by the designer')
    expect(basisFull(own, t, 'en')).toBe('Set by the designer')
    expect(targetBasis({ roomType: 'dk-office', targetType: 'LpA', targetValue: 35 }, []).kind).toBe(
      'designer',
    )
  })

  it('writes the preset’s value in the interface language', () => {
    i18n.addResourceBundle('fi', 'translation', fi, true, true)
    const basis = targetBasis({ roomType: 'dk-office', targetType: 'LpA', targetValue: 33 }, ROOM_PRESETS)
    expect(basisShort(basis, i18n.getFixedT('fi'), 'fi')).toBe('Muutettu (valmis tavoite 35,0 dB(A))')
  })
})

describe('the presets in every language', () => {
  it('keys every preset by a camelCase form of its stable id', () => {
    expect(presetKey('fi-dwelling-living-room')).toBe('fiDwellingLivingRoom')
  })

  // The client's reviewer looks the rule up by its reference: every locale keeps the reference and the value
  // the contract cites, and only the words around them are translated.
  it.each(Object.entries(locales))('%s names and cites every preset', (language, bundle) => {
    const names: Record<string, string> = bundle.rooms.presets
    const sources: Record<string, string> = bundle.rooms.presetSources
    for (const preset of ROOM_PRESETS) {
      const key = presetKey(preset.id)
      expect(names[key], `${language} rooms.presets.${key}`).toBeTruthy()
      expect(sources[key], `${language} rooms.presetSources.${key}`).toBeTruthy()
      const reference = /796\/2017|BR18|FoHMFS 2014:13/.exec(preset.standard)?.[0] ?? preset.standard
      expect(sources[key]).toContain(reference)
      if (preset.standard.includes('360/2019')) expect(sources[key]).toContain('360/2019')
      const table = /table (\d\.\d)/.exec(preset.standard)?.[1]
      if (table) expect(sources[key]).toContain(table)
      expect(sources[key]).toContain(`≤ ${preset.targetValue} dB`)
    }
  })

  it('falls back to the contract’s name and source only when a locale lacks them', () => {
    const fallback = i18n.getFixedT('en')
    const unknown = { ...office, id: 'xx-unknown', name: 'Unknown room', standard: 'Some rule' }
    expect(presetName(unknown, fallback)).toBe('Unknown room')
    expect(presetSource(unknown, fallback)).toBe('Some rule')
    i18n.addResourceBundle('da', 'translation', da, true, true)
    expect(presetSource(office, i18n.getFixedT('da'))).toBe(da.rooms.presetSources.dkOffice)
  })
})
