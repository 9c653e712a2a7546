import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { z } from 'zod'
import { usePersistedStore } from '../../../state/persisted-store.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import {
  useAbstractClassesQuery,
  useAbstractProductsQuery,
  useDiffuserClassesQuery,
  useDiffusersQuery,
  useSilencersQuery,
} from '../../../state/catalogue/queries.ts'
import {
  diffuserFilterOptions,
  filterAbstractProducts,
  filterDiffusers,
  type AbstractFilterValues,
  type DiffuserFilterValues,
} from '../filters/other-filters.ts'
import { appliedProductSearch, nameMatches } from '../filters/search.ts'
import { useSilencerFilters } from '../filters/useSilencerFilters.ts'
import { chainToRoom, toRoomWithAdded } from '../needed-attenuation/chain-target.ts'
import { useNeededAttenuation } from '../needed-attenuation/useNeededAttenuation.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import type { ListLayout } from '../../../ui/product-cards/LayoutToggle.tsx'
import { useClassSelection } from '../silencer-classes/useClassSelection.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { useCustomProducts } from './custom-products.ts'
import { useChainProducts } from './useChainProducts.ts'
import { useSilencerOrder } from './useSilencerOrder.ts'
import { cardAirflow } from '../../../domain/chain/system-airflow.ts'
import { offSystemAirflow } from '../../../domain/selection/system-airflow-update.ts'

const EMPTY: never[] = []
const NO_ROUND_CLASSES: ReadonlySet<string> = new Set()

const NONE_SHOWN = { diffusers: false, other: false, custom: false }
// The switches stay as set for the tab's session: a designer who shows diffusers and goes to the overview to
// insert after a product finds them on when they come back (they were off on every visit).
const shownStore = createUserDraftStore<Shown>({
  key: 'productsList.shown',
  kind: 'work',
  schema: z.object({ diffusers: z.boolean(), other: z.boolean(), custom: z.boolean() }).catch(NONE_SHOWN),
  initial: NONE_SHOWN,
  holdsNothing: (value) => !value.diffusers && !value.other && !value.custom,
})

/** Which lists beside the silencers are shown (docs/product-rules.md, "Search and filters": switches). */
export interface Shown {
  diffusers: boolean
  other: boolean
  custom: boolean
}

/**
 * The products list's state (docs/product-rules.md, "Products list"): class selection, the silencer filters
 * and search, the diffuser and other-product filters, the switches, the layout, the lists and their counts,
 * the working system through useChainProducts, and the room target with what the chain makes of it.
 */
export function useProductsList() {
  const [searchParams] = useSearchParams()
  const selection = useClassSelection('main')
  const products = useChainProducts()
  const silencers = useSilencersQuery().data ?? EMPTY
  const diffusers = useDiffusersQuery().data ?? EMPTY
  const diffuserClasses = useDiffuserClassesQuery().data ?? EMPTY
  const abstractProducts = useAbstractProductsQuery().data ?? EMPTY
  const abstractClasses = useAbstractClassesQuery().data ?? EMPTY
  // A rectangular class chosen stands for rectangular silencers only: the round list would otherwise fall back to
  // every round class (the rule for no class chosen) and list 436 silencers the designer did not ask for.
  const roundScope = selection.rectClass === null ? selection.roundNames : NO_ROUND_CLASSES
  const filters = useSilencerFilters(selection.classes, roundScope, {
    diameter: searchParams.get('diameter'),
  })
  const [layout, setLayout] = useState<ListLayout>('linear')
  const shown = usePersistedStore(shownStore)
  const setShown = useCallback((value: Shown) => shownStore.set(value), [])
  const [diffuserValues, setDiffuserValues] = useState<DiffuserFilterValues>({ types: [], nominalSizes: [] })
  const [abstractValues, setAbstractValues] = useState<AbstractFilterValues>({ classes: [], name: '' })
  const [airflows, setAirflows] = useState<ReadonlyMap<string, number | null>>(new Map())
  const custom = useCustomProducts(products.chain.system?.items)

  const query = appliedProductSearch(filters.search)
  const filtered = useMemo(() => silencers.filter(filters.predicate), [silencers, filters.predicate])
  const system = products.chain.system
  const silencerOrder = useSilencerOrder(filtered, products.entryOf, airflows, system?.airflow ?? null)
  const silencerList = silencerOrder.ordered
  const scoped = useMemo(
    () => silencers.filter((s) => roundScope.has(s.class)).length,
    [silencers, roundScope],
  )
  const diffuserList = useMemo(
    () => filterDiffusers(diffusers, filters.search, diffuserValues),
    [diffusers, filters.search, diffuserValues],
  )
  const abstractList = useMemo(
    () => filterAbstractProducts(abstractProducts, abstractValues),
    [abstractProducts, abstractValues],
  )
  const customList = custom.list.filter((p) => nameMatches(p.productName, query))
  const items = products.chain.system?.items
  const rectAll = useMemo(() => {
    const seen = new Set<string>()
    return (items ?? []).filter(
      (i) => i.productType === 'rectSilencer' && !seen.has(i.productId) && seen.add(i.productId),
    )
  }, [items])
  const rectList = rectAll.filter((i) => nameMatches(`${i.productName} ${i.productCode}`, query))

  const total = scoped + diffusers.length + abstractProducts.length + custom.list.length + rectAll.length
  const count =
    silencerList.length +
    rectList.length +
    (shown.diffusers ? diffuserList.length : 0) +
    (shown.other ? abstractList.length : 0) +
    (shown.custom ? customList.length : 0)

  const setAirflow = useCallback(
    (silencer: RoundSilencer, airflow: number | null) =>
      setAirflows((current) => new Map(current).set(silencer.id, airflow)),
    [],
  )

  // The needed attenuation: what the chain sends to the room now, and whether one more of a silencer (at its
  // card's airflow, where its + puts it) makes the room meet the target: the served room's, or the typed one.
  const needed = useNeededAttenuation(products.chain)
  const { insertionPosition } = useWorkspace()
  const toRoomNow = useMemo(() => (system ? chainToRoom(system) : null), [system])
  const { entryOf } = products
  const { judging, meets } = needed
  const meetsOf = useCallback(
    (silencer: RoundSilencer): boolean | null => {
      if (!judging || !system) return null
      const entry = entryOf(silencer.id)
      const airflow = cardAirflow(entry, airflows.get(silencer.id) ?? null, system.airflow)
      return meets(toRoomWithAdded(system, silencerItem(silencer, airflow), insertionPosition))
    },
    [judging, meets, system, entryOf, airflows, insertionPosition],
  )

  return {
    selection,
    products,
    filters,
    layout,
    setLayout,
    shown,
    setShown,
    diffuserOptions: useMemo(() => diffuserFilterOptions(diffuserClasses), [diffuserClasses]),
    diffuserValues,
    setDiffuserValues,
    abstractClassNames: useMemo(() => abstractClasses.map((c) => c.name), [abstractClasses]),
    abstractValues,
    setAbstractValues,
    silencerList,
    /** The round silencers' order and the hiding of those above 100 Pa, and the card being typed in. */
    silencerOrder: silencerOrder.order,
    setSilencerOrder: silencerOrder.setOrder,
    setCardEditing: silencerOrder.setCardEditing,
    diffuserList,
    abstractList,
    customList,
    rememberCustom: custom.remember,
    rectList,
    airflows,
    setAirflow,
    /** The system airflow every card starts from (l/s; null: not set), and setting it on the system. */
    systemAirflow: system?.airflow ?? null,
    setSystemAirflow: products.chain.setAirflow,
    /** The chain's silencers at an airflow of their own, and bringing the round ones to the system's. */
    offAirflow: useMemo(
      () => offSystemAirflow(items ?? [], system?.airflow ?? null, silencers),
      [items, system?.airflow, silencers],
    ),
    bringToSystemAirflow: () => products.bringToSystemAirflow(silencers),
    total,
    count,
    /** The needed-attenuation panel's target: the served room's or the typed one. */
    targetChoice: needed.panel,
    toRoomNow,
    meetsOf,
  }
}

export type ProductsListState = ReturnType<typeof useProductsList>
