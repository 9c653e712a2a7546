import { describe, expect, it } from 'vitest'
import {
  demoAbstractProducts,
  demoDiffuserClasses,
  demoDiffusers,
} from '../../../state/catalogue/test-catalogue.ts'
import { diffuserFilterOptions, filterAbstractProducts, filterDiffusers } from './other-filters.ts'

describe('diffuser filters', () => {
  it('offer the types and the sizes, round sizes first', () => {
    expect(diffuserFilterOptions(demoDiffuserClasses())).toEqual({
      types: ['ceiling', 'wall'],
      nominalSizes: ['125', '160', '200', '300x100', '400x150'],
    })
  })

  it('filter by type, size and name', () => {
    const diffusers = demoDiffusers()
    expect(filterDiffusers(diffusers, '', { types: ['wall'], nominalSizes: [] }).map((d) => d.name)).toEqual([
      'WSG-300x100',
      'WSG-400x150',
    ])
    expect(
      filterDiffusers(diffusers, 'crd', { types: [], nominalSizes: ['160'] }).map((d) => d.name),
    ).toEqual(['CRD-160'])
  })
})

describe('other products', () => {
  it('filter by class and by name from 2 characters', () => {
    const products = demoAbstractProducts()
    expect(filterAbstractProducts(products, { classes: ['END'], name: '' }).map((p) => p.name)).toEqual([
      'END-R-160',
    ])
    expect(filterAbstractProducts(products, { classes: [], name: '12' }).map((p) => p.name)).toEqual([
      'DUCT-C-125',
    ])
    expect(filterAbstractProducts(products, { classes: [], name: '1' })).toHaveLength(3)
  })
})
