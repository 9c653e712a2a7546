import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { zeroBands } from '#engine/index.ts'
import { useSilencersQuery } from '../../../state/catalogue/queries.ts'
import { useSystemChain } from '../../../state/working-system/useSystemChain.ts'
import { useSilencerFilters } from '../filters/useSilencerFilters.ts'
import { toRoomWithFirst, toRoomWithoutFirst } from '../needed-attenuation/chain-target.ts'
import { useNeededAttenuation } from '../needed-attenuation/useNeededAttenuation.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import type { SelectionFlow } from '../../../domain/selection/class-selection.ts'
import { useClassSelection } from '../silencer-classes/useClassSelection.ts'
import { cardItem, cardRoom, type CardItem, type SoundOverride } from './card-sound.ts'
import { useCalculationParameters } from '../../../state/selection/calculation-parameters.ts'
import { NO_PRESSURE_DROP_CLASSES, useCardPressureDrops } from '../../../state/selection/pressure-drop.ts'
import {
  DEFAULT_SORT,
  rankSilencers,
  withCardValues,
  type RankedSilencer,
  type RoundSilencerSort,
} from '../../../domain/selection/ranking.ts'

const EMPTY: RoundSilencer[] = []

/**
 * Everything the regular silencers list shows (docs/product-rules.md, "Regular silencer cards"): the class
 * scope, filters and search, the calculation parameters, the engine's ranking in the chosen order, each
 * card's own airflow, pressure drop (cards above 100 Pa hidden) and sound data, the layout and the room
 * target with what the working system's chain makes of it. The list recomputes on any change of filter, type,
 * silencer list, input sound power, airflow or sort.
 */
export function useRegularSilencers(flow: SelectionFlow) {
  const [searchParams] = useSearchParams()
  const selection = useClassSelection(flow)
  const silencersQuery = useSilencersQuery()
  const silencers = silencersQuery.data ?? EMPTY
  const chain = useSystemChain()
  const filters = useSilencerFilters(selection.classes, selection.roundNames, {
    search: searchParams.get('productName'),
    diameter: searchParams.get('diameter'),
  })
  const [sort, setSort] = useState<RoundSilencerSort>(DEFAULT_SORT)
  const [layout, setLayout] = useState<'linear' | 'grid'>('linear')
  const needed = useNeededAttenuation(chain)
  const system = chain.system
  const prefill = useMemo(
    () => ({
      airflow: system?.items[0]?.inputAirflow ?? system?.airflow ?? null,
      inputSoundPowerLevel: system?.inputSoundPowerLevel ?? zeroBands(),
    }),
    [system],
  )
  const [parameters, setParameters, ownParameters] = useCalculationParameters(flow, prefill)

  const ranked = useMemo(
    () =>
      rankSilencers(silencers, {
        inputSoundPowerLevel: parameters.inputSoundPowerLevel,
        airflowLs: parameters.airflow ?? 0,
        sort,
      }),
    [silencers, parameters, sort],
  )
  const inScope = useMemo(
    () => silencers.filter((s) => selection.roundNames.has(s.class)).length,
    [silencers, selection.roundNames],
  )
  const { predicate } = filters
  const filtered = useMemo(() => ranked.filter((r) => predicate(r.silencer)), [ranked, predicate])

  // A card's own airflow belongs to the list airflow it was typed against; a new list airflow clears them.
  const [own, setOwn] = useState<{ listAirflow: number | null; airflows: Map<string, number | null> }>({
    listAirflow: null,
    airflows: new Map(),
  })
  const cardAirflows = useMemo(
    () => (own.listAirflow === parameters.airflow ? own.airflows : new Map<string, number | null>()),
    [own, parameters.airflow],
  )
  const setCardAirflow = useCallback(
    (id: string, airflow: number | null) =>
      setOwn((current) => {
        const airflows = new Map(current.listAirflow === parameters.airflow ? current.airflows : [])
        airflows.set(id, airflow)
        return { listAirflow: parameters.airflow, airflows }
      }),
    [parameters.airflow],
  )
  // The card whose airflow field is being typed in (until its value is committed: leaving it, or Enter).
  const [editing, setEditing] = useState<string | null>(null)
  const setCardEditing = useCallback(
    (id: string, typing: boolean) => setEditing((current) => (typing ? id : current === id ? null : current)),
    [],
  )
  const byId = useMemo(() => new Map(silencers.map((s) => [s.id, s])), [silencers])
  const cardDrops = useCardPressureDrops(byId, cardAirflows)

  const airflowOf = useCallback(
    (id: string) => (cardAirflows.has(id) ? (cardAirflows.get(id) ?? null) : parameters.airflow),
    [cardAirflows, parameters.airflow],
  )
  const pressureDropOf = useCallback(
    (ranked: RankedSilencer) =>
      cardDrops.has(ranked.silencer.id) ? (cardDrops.get(ranked.silencer.id) ?? null) : ranked.pressureDrop,
    [cardDrops],
  )
  // Sound data edited in a card's Sound data modal during this visit.
  const [overrides, setOverrides] = useState<ReadonlyMap<string, SoundOverride>>(new Map())
  const setSoundOverride = useCallback(
    (id: string, data: SoundOverride) => setOverrides((current) => new Map(current).set(id, data)),
    [],
  )
  const first = system?.items[0]
  /** The entry a card's action writes, with the card's airflow, pressure drop and sound data. */
  const cardOf = useCallback(
    (ranked: RankedSilencer): CardItem => ({
      ...cardItem(
        silencerItem(ranked.silencer, airflowOf(ranked.silencer.id), pressureDropOf(ranked)),
        overrides.get(ranked.silencer.id),
        first,
      ),
      ownAirflow: cardAirflows.has(ranked.silencer.id),
    }),
    [airflowOf, pressureDropOf, overrides, first, cardAirflows],
  )
  const input = parameters.inputSoundPowerLevel
  // The dB(A) of the cards whose sound data are adjusted, so that they sort where their numbers belong.
  const cardTotals = useMemo(() => {
    const ids = new Set([...overrides.keys(), ...cardAirflows.keys()])
    if (first) ids.add(first.productId)
    const totals = new Map<string, number>()
    for (const ranked of filtered) {
      if (!ids.has(ranked.silencer.id)) continue
      const card = cardOf(ranked)
      if (card.adjusted || card.ownAirflow)
        totals.set(ranked.silencer.id, cardRoom(input, ranked, card).totalA)
    }
    return totals
  }, [filtered, overrides, cardAirflows, first, cardOf, input])
  const shown = useMemo(
    () => withCardValues(filtered, cardDrops, sort, cardTotals, editing),
    [filtered, cardDrops, sort, cardTotals, editing],
  )

  // The needed attenuation: what reaches the room through the chain without its first product, and whether a
  // card's silencer in that place meets the target (the served room's, or the typed one).
  const arriving = useMemo(() => toRoomWithoutFirst(system ?? null, input), [system, input])
  const { judging, meets } = needed
  // A class without a pressure-drop model has no flow noise we could add either: whether it meets the target
  // is not known, so it is never called suitable (null, and the card says why).
  const meetsOf = useCallback(
    (ranked: RankedSilencer): boolean | null =>
      !judging || noFlowData(ranked)
        ? null
        : meets(toRoomWithFirst(system ?? null, input, cardOf(ranked).item)),
    [judging, meets, system, input, cardOf],
  )

  return {
    flow,
    selection,
    silencersQuery,
    chain,
    filters,
    sort,
    setSort,
    layout,
    setLayout,
    parameters,
    setParameters,
    /**
     * The parameters' source is known: the user's own, or the working system once it has loaded. The panel
     * waits for it, so nothing typed is replaced by the system arriving a moment later.
     */
    parametersReady: ownParameters || chain.status !== 'loading',
    /** Changes with the parameters' source, so the panel's inputs start again from it. */
    parametersKey: ownParameters ? 'own' : `system-${system?.id ?? 'none'}-${system ? 'loaded' : 'pending'}`,
    shown,
    total: inScope,
    cardAirflows,
    cardDrops,
    setCardAirflow,
    setCardEditing,
    airflowOf,
    pressureDropOf,
    cardOf,
    overrides,
    setSoundOverride,
    /** The needed-attenuation panel's target: the served room's or the typed one. */
    targetChoice: needed.panel,
    arriving,
    meetsOf,
  }
}

/** Whether a silencer's class has no pressure-drop model, so neither its pressure drop nor its flow noise is known. */
export const noFlowData = (ranked: RankedSilencer): boolean =>
  NO_PRESSURE_DROP_CLASSES.includes(ranked.silencer.class)

export type RegularSilencersState = ReturnType<typeof useRegularSilencers>
