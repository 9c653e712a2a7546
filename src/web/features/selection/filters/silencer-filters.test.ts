import { describe, expect, it } from 'vitest'
import { demoSilencerClasses, demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { roundClassesOf } from '../../../domain/selection/class-selection.ts'
import {
  emptySilencerFilters,
  filterSilencers,
  keepOffered,
  silencerFilterOptions,
} from './silencer-filters.ts'
import { appliedProductSearch } from './search.ts'

const classes = demoSilencerClasses()
const silencers = demoSilencers()
const all = roundClassesOf([], classes)

describe('search', () => {
  it('applies from 2 characters, trimmed and in any case', () => {
    expect(appliedProductSearch('n')).toBe('')
    expect(appliedProductSearch(' Nk ')).toBe('nk')
  })

  it('matches the name case-insensitively', () => {
    const found = filterSilencers(silencers, all, 'nke-80', emptySilencerFilters())
    expect(found.map((s) => s.name)).toEqual(['NKE-80-300', 'NKE-80-500'])
    expect(filterSilencers(silencers, all, 'x', emptySilencerFilters())).toHaveLength(silencers.length)
  })
})

describe('filter options', () => {
  it('derive from every class when none is selected', () => {
    const options = silencerFilterOptions(classes, all)
    expect(options.types).toHaveLength(15)
    expect(options.types).not.toContain('NRF50/NRP50')
    expect(options.shapes).toEqual(['circular'])
    expect(options.materials).toEqual(['mineralwool', 'polyester'])
    expect(options.nominalSizes[0]).toBe('80')
    expect(options.nominalSizes.at(-1)).toBe('1600')
    expect(options.lengths).toEqual(['300', '500', '600', '900', '1000', '1200', '1500', '1800', '2100'])
    expect(options.openable).toEqual(['true', 'false'])
  })

  it('derive from the selected classes, a group standing for its members', () => {
    const options = silencerFilterOptions(classes, roundClassesOf(['NKE', 'NTPA/NTFA'], classes))
    expect(options.types).toEqual(['NKE', 'NTPA', 'NTFA'])
    expect(options.lengths).toEqual(['300', '500', '600', '900', '1200'])
    expect(options.openable).toEqual(['true', 'false'])
    expect(silencerFilterOptions(classes, roundClassesOf(['NKE'], classes)).openable).toEqual(['false'])
  })

  it('drop chosen values the options no longer offer', () => {
    const options = silencerFilterOptions(classes, roundClassesOf(['NKE'], classes))
    const kept = keepOffered({ ...emptySilencerFilters(), lengths: ['300', '1500'], types: ['NKE'] }, options)
    expect(kept).toMatchObject({ lengths: ['300'], types: ['NKE'] })
  })
})

describe('filtering', () => {
  it('keeps the silencers of the selected classes only', () => {
    const scope = roundClassesOf(['NRF50/NRP50'], classes)
    const found = filterSilencers(silencers, scope, '', emptySilencerFilters())
    expect(new Set(found.map((s) => s.class))).toEqual(new Set(['NRF50', 'NRP50']))
  })

  it('combines every filter: values of one filter are alternatives, filters add up', () => {
    const values = {
      ...emptySilencerFilters(),
      types: ['NRF50', 'NRP50', 'NTPA'],
      materials: ['polyester'],
      nominalSizes: ['315', '400'],
      lengths: ['900'],
      openable: ['false'],
    }
    const found = filterSilencers(silencers, all, '', values)
    expect(found.map((s) => s.name).sort()).toEqual(['NRP50-315-900', 'NRP50-400-900'])
    expect(filterSilencers(silencers, all, 'nrp50', { ...values, openable: ['true'] })).toEqual([])
  })
})
