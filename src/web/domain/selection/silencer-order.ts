// The order of the products list's round silencers (docs/product-rules.md, "Products list"): by size
// as the catalogue lists them, or by each card's pressure drop, with those above 100 Pa hidden on request. A
// list of 436 sizes starting at Ø100 is no way to find a silencer for 1,000 l/s.
import { sortedNullsLast } from './nulls-last.ts'
import { PRESSURE_DROP_HIDE_PA } from './ranking.ts'

export const LIST_SORTS = ['none', 'pressureDropAsc', 'pressureDropDesc'] as const
export type ListSort = (typeof LIST_SORTS)[number]

export const isListSort = (value: unknown): value is ListSort =>
  typeof value === 'string' && (LIST_SORTS as readonly string[]).includes(value)

export interface SilencerOrder {
  sort: ListSort
  /** Hide the cards whose pressure drop is above PRESSURE_DROP_HIDE_PA. */
  hideAbove: boolean
}

export const CATALOGUE_ORDER: SilencerOrder = { sort: 'none', hideAbove: false }

/**
 * The cards in `order`. `dropOf` is a card's pressure drop as it shows it (Pa; null: none, which never hides
 * a card and sorts last). `keep` names the cards never hidden: one already in the chain (hiding it would hide
 * the user's own choice and its quantity control) and the one whose airflow is being typed (hidden by its
 * committed value, never by a number half typed). Stable: equal drops keep the catalogue's order.
 */
export function orderSilencers<T>(
  list: readonly T[],
  dropOf: (card: T) => number | null,
  order: SilencerOrder,
  keep: (card: T) => boolean = () => false,
): T[] {
  if (order.sort === 'none' && !order.hideAbove) return [...list]
  const shown = order.hideAbove
    ? list.filter((card) => {
        const drop = dropOf(card)
        return drop === null || drop <= PRESSURE_DROP_HIDE_PA || keep(card)
      })
    : [...list]
  if (order.sort === 'none') return shown
  return sortedNullsLast(shown, dropOf, order.sort === 'pressureDropAsc' ? 1 : -1)
}
