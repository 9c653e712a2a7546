// Filters of the round silencer lists: their options, derived from the selected classes (or all), and the
// filtering itself (docs/product-rules.md, "Search and filters"). Options and values are strings, as
// multi-selects hold them.
import type { RoundSilencer, SilencerClass } from '#contract/api/catalogue.ts'
import { appliedProductSearch, nameMatches } from './search.ts'

/** The multi-select filters; an empty list does not restrict. */
export interface SilencerFilterValues {
  types: string[]
  shapes: string[]
  materials: string[]
  nominalSizes: string[]
  lengths: string[]
  openable: string[]
}
export type SilencerFilterKey = keyof SilencerFilterValues

export const SILENCER_FILTER_KEYS = [
  'types',
  'shapes',
  'materials',
  'nominalSizes',
  'lengths',
  'openable',
] as const satisfies readonly SilencerFilterKey[]

export const emptySilencerFilters = (): SilencerFilterValues => ({
  types: [],
  shapes: [],
  materials: [],
  nominalSizes: [],
  lengths: [],
  openable: [],
})

export type SilencerFilterOptions = Record<SilencerFilterKey, string[]>

const byNumber = (a: string, b: string) => Number(a) - Number(b)
const sortedUnion = (values: Iterable<string>, numeric = false): string[] => {
  const unique = [...new Set(values)]
  return numeric ? unique.sort(byNumber) : unique.sort()
}

/**
 * The options of each filter from the filter data of the classes in scope (`scope`: names of the round
 * classes the selection stands for — see roundClassesOf). Silencer types are the classes that hold
 * silencers (not the grouping classes).
 */
export function silencerFilterOptions(
  classes: readonly SilencerClass[],
  scope: ReadonlySet<string>,
): SilencerFilterOptions {
  const inScope = classes.filter((c) => c.kind === 'round' && scope.has(c.name))
  const data = inScope.map((c) => c.filterData)
  return {
    types: inScope.filter((c) => !c.isGroup).map((c) => c.name),
    shapes: sortedUnion(data.flatMap((d) => d.shape)),
    materials: sortedUnion(data.flatMap((d) => d.attenuationMaterial)),
    nominalSizes: sortedUnion(
      data.flatMap((d) => d.nominalSizes.map(String)),
      true,
    ),
    lengths: sortedUnion(
      data.flatMap((d) => d.lengths.map(String)),
      true,
    ),
    openable: sortedUnion(data.flatMap((d) => d.openable.map(String))).reverse(),
  }
}

/** Drops chosen values that the current options no longer offer (after the class selection changed). */
export function keepOffered(
  values: SilencerFilterValues,
  options: SilencerFilterOptions,
): SilencerFilterValues {
  const next = emptySilencerFilters()
  for (const key of SILENCER_FILTER_KEYS) next[key] = values[key].filter((v) => options[key].includes(v))
  return next
}

/** A compiled filter: sets for O(1) checks, so the whole catalogue filters in well under a millisecond. */
export function silencerPredicate(
  scope: ReadonlySet<string>,
  search: string,
  values: SilencerFilterValues,
): (silencer: RoundSilencer) => boolean {
  const query = appliedProductSearch(search)
  const set = (list: string[]) => (list.length === 0 ? null : new Set(list))
  const types = set(values.types)
  const shapes = set(values.shapes)
  const materials = set(values.materials)
  const sizes = set(values.nominalSizes)
  const lengths = set(values.lengths)
  const openable = set(values.openable)
  return (s) =>
    scope.has(s.class) &&
    (types === null || types.has(s.class)) &&
    (shapes === null || shapes.has(s.shape)) &&
    (materials === null || materials.has(s.attenuationMaterial)) &&
    (sizes === null || sizes.has(String(s.nominalSizeDiameter))) &&
    (lengths === null || lengths.has(String(s.length))) &&
    (openable === null || openable.has(String(s.openable))) &&
    nameMatches(s.name, query)
}

/** The silencers that pass the class scope, the search (from 2 characters) and every filter. */
export function filterSilencers(
  silencers: readonly RoundSilencer[],
  scope: ReadonlySet<string>,
  search: string,
  values: SilencerFilterValues,
): RoundSilencer[] {
  return silencers.filter(silencerPredicate(scope, search, values))
}
