// Filters of the diffusers and the other (abstract) products in the products list (docs/product-rules.md,
// "Search and filters").
import type { AbstractProduct, Diffuser, DiffuserClass } from '#contract/api/catalogue.ts'
import { appliedProductSearch, nameMatches } from './search.ts'

export type DiffuserType = Diffuser['diffuserType']

export interface DiffuserFilterValues {
  types: string[]
  nominalSizes: string[]
}

/** Diffuser types and nominal sizes on offer (sizes such as "200" before "400x150", by first number). */
export function diffuserFilterOptions(classes: readonly DiffuserClass[]): {
  types: DiffuserType[]
  nominalSizes: string[]
} {
  const types = [...new Set(classes.map((c) => c.diffuserType))]
  const sizes = [...new Set(classes.flatMap((c) => c.filterData.nominalSizes))]
  const lead = (size: string) => Number.parseFloat(size)
  sizes.sort(
    (a, b) => Number(a.includes('x')) - Number(b.includes('x')) || lead(a) - lead(b) || a.localeCompare(b),
  )
  return { types, nominalSizes: sizes }
}

export function filterDiffusers(
  diffusers: readonly Diffuser[],
  search: string,
  values: DiffuserFilterValues,
): Diffuser[] {
  const query = appliedProductSearch(search)
  const types = values.types.length > 0 ? new Set(values.types) : null
  const sizes = values.nominalSizes.length > 0 ? new Set(values.nominalSizes) : null
  return diffusers.filter(
    (d) =>
      (types === null || types.has(d.diffuserType)) &&
      (sizes === null || sizes.has(d.nominalSize)) &&
      nameMatches(d.name, query),
  )
}

export interface AbstractFilterValues {
  classes: string[]
  name: string
}

/** Other products by class and by name (the name field applies from 2 characters, like the search). */
export function filterAbstractProducts(
  products: readonly AbstractProduct[],
  values: AbstractFilterValues,
): AbstractProduct[] {
  const query = appliedProductSearch(values.name)
  const classes = values.classes.length > 0 ? new Set(values.classes) : null
  return products.filter((p) => (classes === null || classes.has(p.class)) && nameMatches(p.name, query))
}
