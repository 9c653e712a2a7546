// Pressure drop of a round silencer at a card's own airflow, from the server, with the guards of
// docs/product-rules.md, "Airflow of a silencer card".
import { useQueries, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import type { z } from 'zod'
import {
  calculationsApi,
  type roundAirflowRequest,
  type roundPressureDropRequest,
} from '#contract/api/calculations.ts'
import { call } from '../api/client.ts'
import { positiveAirflow, silencerAtAirflow } from '../../domain/selection/items.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'

type RoundPressureDropInput = z.input<typeof roundPressureDropRequest>
type RoundAirflowInput = z.input<typeof roundAirflowRequest>

/**
 * Classes without a pressure-drop model: no recalculation (docs/product-rules.md, "Airflow of a silencer
 * card").
 */
export const NO_PRESSURE_DROP_CLASSES: readonly string[] = ['NRFV', 'NRPV']

/**
 * The body of the pressure-drop call, or null when it must not be made: a class without a model, a product
 * not in the catalogue, or a missing class, diameter, length or positive airflow.
 */
export function pressureDropRequest(
  product: { class?: string | null; diameter?: number | null; length?: number | null },
  airflowLs: number | null | undefined,
  inCatalogue: boolean,
): RoundPressureDropInput | null {
  const airflow = positiveAirflow(airflowLs)
  const silencerClass = product.class ?? ''
  if (!inCatalogue || silencerClass === '' || NO_PRESSURE_DROP_CLASSES.includes(silencerClass)) return null
  if (!product.diameter || !product.length || airflow === null) return null
  return { silencerClass, diameter: product.diameter, length: product.length, inputAirflow: airflow }
}

/**
 * The body of the airflow-range call (the plugin export's dimData, docs/product-rules.md, "Airflow range"),
 * or null when it must not be made: no silencer, a missing class, diameter or length, a class without a
 * pressure-drop model (NRFV, NRPV: their range does not exist), or limits that are not numbers.
 */
export function airflowRangeRequest(
  silencer: Pick<RoundSilencer, 'class' | 'nominalSizeDiameter' | 'length'> | null | undefined,
  minPressureDrop: unknown,
  maxPressureDrop: unknown,
): RoundAirflowInput | null {
  if (!silencer || silencer.class === '' || NO_PRESSURE_DROP_CLASSES.includes(silencer.class)) return null
  if (!(silencer.nominalSizeDiameter > 0) || !(silencer.length > 0)) return null
  if (typeof minPressureDrop !== 'number' || !Number.isFinite(minPressureDrop)) return null
  if (typeof maxPressureDrop !== 'number' || !Number.isFinite(maxPressureDrop)) return null
  return {
    silencerClass: silencer.class,
    diameter: silencer.nominalSizeDiameter,
    length: silencer.length,
    minPressureDrop,
    maxPressureDrop,
  }
}

export const pressureDropKey = (request: RoundPressureDropInput) =>
  [
    'calculations',
    'round-pressure-drop',
    request.silencerClass,
    request.diameter,
    request.length,
    request.inputAirflow,
  ] as const

/**
 * Each card's pressure drop at its own airflow: the server's answer once it is in, the engine's (the same
 * formula) until then; null (shown '-') where no call may be made.
 */
export function useCardPressureDrops(
  silencers: ReadonlyMap<string, RoundSilencer>,
  airflows: ReadonlyMap<string, number | null>,
): Map<string, number | null> {
  const entries = useMemo(
    () =>
      [...airflows].flatMap(([id, airflow]) => {
        const silencer = silencers.get(id)
        if (!silencer) return []
        const request = pressureDropRequest(
          { class: silencer.class, diameter: silencer.nominalSizeDiameter, length: silencer.length },
          airflow,
          true,
        )
        return [{ id, silencer, airflow, request }]
      }),
    [airflows, silencers],
  )
  const serverDrops = useQueries({
    queries: entries.map(({ request }) => ({
      queryKey: request ? pressureDropKey(request) : ['calculations', 'round-pressure-drop', 'none'],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        request
          ? call(calculationsApi.roundPressureDrop, { body: request, signal })
          : Promise.resolve({ pressureDrop: null }),
      enabled: request !== null,
      staleTime: Infinity,
    })),
    combine: serverAnswers,
  })
  return useMemo(() => {
    const drops = new Map<string, number | null>()
    entries.forEach(({ id, silencer, airflow, request }, index) => {
      if (request === null) return drops.set(id, null)
      const server = serverDrops[index]
      drops.set(id, server !== undefined ? server : silencerAtAirflow(silencer, airflow).pressureDrop)
    })
    return drops
  }, [entries, serverDrops])
}

/** The answers' pressure drops (undefined while pending); stable, so the combined result is shared. */
function serverAnswers(results: { data?: { pressureDrop: number | null } | undefined }[]) {
  return results.map((result) => result.data?.pressureDrop)
}

/** The request for a catalogue silencer at an airflow (null when no call may be made). */
export const silencerPressureDropRequest = (silencer: RoundSilencer, airflowLs: number | null) =>
  pressureDropRequest(
    { class: silencer.class, diameter: silencer.nominalSizeDiameter, length: silencer.length },
    airflowLs,
    true,
  )

/**
 * A round silencer card's pressure drop, Pa (null: none): an entry with an airflow of its own stores its
 * pressure drop; one that inherits the system airflow, or a card not in the chain, is calculated at the
 * airflow shown (`airflowLs`, cardAirflow's).
 */
export function cardPressureDrop(
  silencer: RoundSilencer,
  entry: Pick<ChainItem, 'inputAirflow' | 'pressureDrop'> | null,
  airflowLs: number | null,
): number | null {
  if (entry && entry.inputAirflow != null) return entry.pressureDrop ?? null
  return silencerPressureDropRequest(silencer, airflowLs)
    ? silencerAtAirflow(silencer, airflowLs).pressureDrop
    : null
}

/** The server's pressure drop of a catalogue silencer at an airflow, asked once per size and airflow. */
export function fetchPressureDrop(
  queryClient: QueryClient,
  silencer: RoundSilencer,
  airflowLs: number | null,
): Promise<number | null> {
  const request = silencerPressureDropRequest(silencer, airflowLs)
  if (request === null) return Promise.resolve(null)
  return queryClient
    .fetchQuery({
      queryKey: pressureDropKey(request),
      queryFn: ({ signal }) => call(calculationsApi.roundPressureDrop, { body: request, signal }),
      staleTime: Infinity,
    })
    .then((answer) => answer.pressureDrop)
}
