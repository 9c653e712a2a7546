import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { quantitiesOf, removeProductById, type ChainItem } from '../../../domain/chain/chain.ts'
import { useSystemChain } from '../../../state/working-system/useSystemChain.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { fetchPressureDrop } from '../../../state/selection/pressure-drop.ts'
import {
  roundSilencersAtSystemAirflow,
  silencerEntryAtAirflow,
} from '../../../domain/selection/system-airflow-update.ts'

/**
 * The working system as the products list uses it: how many of each product it holds, add and remove one
 * (the quantity control), and changes of a product's entries (airflow, attributes) that save the system.
 */
export function useChainProducts() {
  const chain = useSystemChain()
  const queryClient = useQueryClient()
  const items = chain.system?.items
  const quantities = useMemo(() => quantitiesOf(items ?? []), [items])
  const entryOf = useCallback(
    (productId: string) => items?.find((i) => i.productId === productId) ?? null,
    [items],
  )
  const { add, apply } = chain

  const remove = useCallback(
    (productId: string) => apply((list) => removeProductById(list, productId)),
    [apply],
  )
  const updateProduct = useCallback(
    (productId: string, change: (item: ChainItem) => ChainItem) =>
      apply((list) => list.map((item) => (item.productId === productId ? change(item) : item))),
    [apply],
  )

  /**
   * A silencer card's airflow: its pressure drop is recalculated (by the server, with the guards), both are
   * stored on every entry of the silencer with its flow noise at that airflow (unless the user adjusted the
   * sound power), and the system is saved.
   */
  const setSilencerAirflow = useCallback(
    async (silencer: RoundSilencer, airflowLs: number | null) => {
      if (!entryOf(silencer.id)) return
      let pressureDrop: number | null | undefined
      try {
        pressureDrop = await fetchPressureDrop(queryClient, silencer, airflowLs)
      } catch (error) {
        // The engine gives the same number; the server's answer is only preferred.
        logFailure('pressure drop', error)
      }
      updateProduct(silencer.id, (item) => silencerEntryAtAirflow(item, silencer, airflowLs, pressureDrop))
    },
    [entryOf, queryClient, updateProduct],
  )

  /**
   * Every round silencer at the system airflow, in one change of the chain (one save, one undo): what each
   * card's airflow field would do, by the engine's numbers, which are the server's.
   */
  const bringToSystemAirflow = useCallback(
    (silencers: readonly RoundSilencer[]) => {
      const airflow = chain.system?.airflow ?? null
      if (airflow === null) return
      apply((list) => roundSilencersAtSystemAirflow(list, airflow, silencers))
    },
    [apply, chain.system?.airflow],
  )

  return { chain, quantities, entryOf, add, remove, updateProduct, setSilencerAirflow, bringToSystemAirflow }
}
