// The answer for the form's current geometry: asked of the API a moment after typing stops, the previous
// answer kept on screen meanwhile (marked as being recalculated).
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SilencerAttenuationRequest } from '#contract/api/silencer-geometry.ts'
import { silencerGeometryApi } from '#contract/api/silencer-geometry.ts'
import { call } from '../../../state/api/client.ts'

/** Waits this long after the last keystroke: long enough to skip the half-typed numbers of a size. */
export const RECALCULATION_DELAY_MS = 300

export function useGeometryAttenuation(body: SilencerAttenuationRequest | null) {
  // A string compares by value: the same geometry typed again is the same request (and the same cache entry).
  const key = body === null ? null : JSON.stringify(body)
  const [asked] = useDebouncedValue(key, RECALCULATION_DELAY_MS)
  const query = useQuery({
    queryKey: ['silencerGeometry', asked],
    queryFn: ({ signal }) =>
      call(silencerGeometryApi.silencerAttenuation, {
        body: JSON.parse(asked ?? '{}') as SilencerAttenuationRequest,
        signal,
      }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  })
  return {
    result: query.data ?? null,
    /** The answer on screen is not yet the one for what is typed. */
    pending: key !== null && (key !== asked || query.isFetching),
    failed: query.isError && !query.isFetching,
  }
}
