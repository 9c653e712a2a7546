import { useCallback, useContext, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { setFirstProduct, type FirstProductAction } from '../../../domain/chain/first-product.ts'
import { FlowSystemContext, flowProductIndex } from '../../../state/working-system/flow-system.ts'
import { notifySuccess } from '../../../state/notifications.ts'
import type { SoundOverride } from './card-sound.ts'
import type { RankedSilencer } from '../../../domain/selection/ranking.ts'
import type { RegularSilencersState } from './useRegularSilencers.ts'

/**
 * The card actions of the list: the confirmed Update, Replace or Export makes the silencer the first product
 * of the working system (with the card's airflow, pressure drop and sound data: `state.cardOf`), then runs
 * the flow's export (a flow whose store says `appliesAfterExport` makes it first only once that succeeded)
 * (`onExport`: the webshop or CAD export, docs/integrations.md; nothing more in the main application). The
 * Sound data modal starts from the same data and stores its edits on the card.
 */
export function useSilencerActions(state: RegularSilencersState, onExport?: (item: ChainItem) => unknown) {
  const { t } = useTranslation()
  const [pending, setPending] = useState<{ ranked: RankedSilencer; action: FirstProductAction } | null>(null)
  // The confirmed export is running: the confirmation stays open with its button pending until it settles.
  const [running, setRunning] = useState(false)
  const [soundData, setSoundData] = useState<RankedSilencer | null>(null)
  const flow = useContext(FlowSystemContext)
  const { cardOf, setSoundOverride } = state
  const itemOf = useCallback((ranked: RankedSilencer): ChainItem => cardOf(ranked).item, [cardOf])

  const confirm = () => {
    if (!pending || running) return
    const item = itemOf(pending.ranked)
    const apply = () =>
      state.chain.apply((items) => setFirstProduct(items, item, flowProductIndex(flow, items.length)))
    const afterExport = Boolean(onExport && flow?.appliesAfterExport)
    if (!afterExport) apply()
    if (!onExport) {
      notifySuccess(t(`regularSilencers.done.${pending.action}`, { name: pending.ranked.silencer.name }))
      setPending(null)
      return
    }
    const result = onExport(item)
    if (!(result instanceof Promise)) {
      if (afterExport && result) apply()
      setPending(null)
      return
    }
    setRunning(true)
    void result
      .then((done) => {
        if (afterExport && done) apply()
      })
      .catch((error: unknown) => console.error('The export failed', error))
      .finally(() => {
        setRunning(false)
        setPending(null)
      })
  }

  return {
    pending,
    running,
    request: useCallback(
      (ranked: RankedSilencer, action: FirstProductAction) => setPending({ ranked, action }),
      [],
    ),
    cancel: () => {
      if (!running) setPending(null)
    },
    confirm,
    soundData,
    openSoundData: useCallback((ranked: RankedSilencer) => setSoundData(ranked), []),
    closeSoundData: () => setSoundData(null),
    soundDataItem: soundData ? itemOf(soundData) : null,
    saveSoundData: (data: SoundOverride) => {
      if (soundData) setSoundOverride(soundData.silencer.id, data)
    },
    itemOf,
  }
}
