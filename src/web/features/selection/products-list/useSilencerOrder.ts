import { useCallback, useMemo, useState } from 'react'
import { z } from 'zod'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { cardAirflow } from '../../../domain/chain/system-airflow.ts'
import {
  CATALOGUE_ORDER,
  LIST_SORTS,
  orderSilencers,
  type SilencerOrder,
} from '../../../domain/selection/silencer-order.ts'
import { usePersistedStore } from '../../../state/persisted-store.ts'
import { cardPressureDrop } from '../../../state/selection/pressure-drop.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'

// Kept for the tab's session like the list's switches: a designer who sorted by pressure drop and went to the
// overview finds the list as they left it.
const orderStore = createUserDraftStore<SilencerOrder>({
  key: 'productsList.silencerOrder',
  kind: 'work',
  schema: z.object({ sort: z.enum(LIST_SORTS), hideAbove: z.boolean() }).catch(CATALOGUE_ORDER),
  initial: CATALOGUE_ORDER,
  holdsNothing: (value) => value.sort === 'none' && !value.hideAbove,
})

/**
 * The products list's round silencers in the chosen order (domain/selection/silencer-order.ts), each by the
 * pressure drop its card shows: at its entry's airflow, the one typed on it, or the system airflow. A card in
 * the chain, or whose airflow is being typed, is never hidden.
 */
export function useSilencerOrder(
  silencers: readonly RoundSilencer[],
  entryOf: (id: string) => ChainItem | null,
  airflows: ReadonlyMap<string, number | null>,
  systemAirflow: number | null,
) {
  const order = usePersistedStore(orderStore)
  const setOrder = useCallback((value: SilencerOrder) => orderStore.set(value), [])
  const [editing, setEditing] = useState<string | null>(null)
  const setCardEditing = useCallback(
    (silencer: RoundSilencer, typing: boolean) =>
      setEditing((current) => (typing ? silencer.id : current === silencer.id ? null : current)),
    [],
  )
  const ordered = useMemo(
    () =>
      orderSilencers(
        silencers,
        (silencer) => {
          const entry = entryOf(silencer.id)
          const airflow = cardAirflow(entry, airflows.get(silencer.id) ?? null, systemAirflow)
          return cardPressureDrop(silencer, entry, airflow)
        },
        order,
        (silencer) => silencer.id === editing || entryOf(silencer.id) !== null,
      ),
    [silencers, entryOf, airflows, systemAirflow, order, editing],
  )
  return { order, setOrder, setCardEditing, ordered }
}
