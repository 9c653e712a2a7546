import { useMemo, useState } from 'react'
import type { SilencerClass } from '#contract/api/catalogue.ts'
import {
  emptySilencerFilters,
  keepOffered,
  silencerFilterOptions,
  silencerPredicate,
  type SilencerFilterValues,
} from './silencer-filters.ts'

/**
 * The search and the multi-select filters of a round silencer list over the classes in `scope`: options
 * derive from those classes, chosen values they no longer offer are dropped. `initial` comes from the
 * address (productName fills the search, diameter preselects the nominal size).
 */
export function useSilencerFilters(
  classes: readonly SilencerClass[],
  scope: ReadonlySet<string>,
  initial: { search?: string | null; diameter?: string | null } = {},
) {
  const [search, setSearch] = useState(() => initial.search ?? '')
  const [chosen, setChosen] = useState<SilencerFilterValues>(() => ({
    ...emptySilencerFilters(),
    nominalSizes: initial.diameter ? [initial.diameter] : [],
  }))
  const options = useMemo(() => silencerFilterOptions(classes, scope), [classes, scope])
  const values = useMemo(
    // Until the classes are loaded every value stays chosen (the address's diameter must survive the load).
    () => (classes.length === 0 ? chosen : keepOffered(chosen, options)),
    [chosen, options, classes.length],
  )
  const predicate = useMemo(() => silencerPredicate(scope, search, values), [scope, search, values])
  return { search, setSearch, values, setValues: setChosen, options, predicate }
}
