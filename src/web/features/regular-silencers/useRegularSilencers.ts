import { useCallback, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { zeroBands } from '#engine/index.ts'
import { useSilencersQuery } from '../catalogue/queries.ts'
import { useSystemChain } from '../chain/useSystemChain.ts'
import { useSilencerFilters } from '../filters/useSilencerFilters.ts'
import { roomTargetOf } from '../needed-attenuation/needed-attenuation.ts'
import type { TargetInput } from '../needed-attenuation/NeededAttenuationPanel.tsx'
import type { SelectionFlow } from '../silencer-classes/class-selection.ts'
import { useClassSelection } from '../silencer-classes/useClassSelection.ts'
import { useCalculationParameters } from './parameters.ts'
import { useCardPressureDrops } from './pressure-drop.ts'
import { DEFAULT_SORT, rankSilencers, withCardPressureDrops, type RoundSilencerSort } from './ranking.ts'

const EMPTY: RoundSilencer[] = []

/**
 * Everything the regular silencers list shows (document 2 section 2): the class scope, filters and search,
 * the calculation parameters, the engine's ranking in the chosen order, each card's own airflow and pressure
 * drop (cards above 100 Pa hidden), the layout and the room target. The list recomputes on any change of
 * filter, type, silencer list, input sound power, airflow or sort.
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
  const [target, setTarget] = useState<TargetInput>({ kind: 'lpa', text: '' })

  const roomTarget = useMemo(() => roomTargetOf(target.kind, target.text), [target])
  const system = chain.system
  const prefill = useMemo(
    () => ({
      airflow: system?.items[0]?.inputAirflow ?? null,
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
  const byId = useMemo(() => new Map(silencers.map((s) => [s.id, s])), [silencers])
  const cardDrops = useCardPressureDrops(byId, cardAirflows)
  const shown = useMemo(() => withCardPressureDrops(filtered, cardDrops, sort), [filtered, cardDrops, sort])

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
    /** Changes with the parameters' source, so the panel's inputs start again from it. */
    parametersKey: ownParameters ? 'own' : `system-${system?.id ?? 'none'}-${system ? 'loaded' : 'pending'}`,
    shown,
    total: inScope,
    cardAirflows,
    cardDrops,
    setCardAirflow,
    target,
    setTarget,
    roomTarget,
  }
}

export type RegularSilencersState = ReturnType<typeof useRegularSilencers>
