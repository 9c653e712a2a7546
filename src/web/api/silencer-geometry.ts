// The own-geometry calculation: POST /api/calculations/silencer-attenuation.
import { silencerGeometryApi, type SilencerAttenuationRequest } from '#contract/api/silencer-geometry.ts'
import { call } from './client.ts'

export const silencerGeometryCalls = {
  attenuation: (body: SilencerAttenuationRequest, signal?: AbortSignal) =>
    call(silencerGeometryApi.silencerAttenuation, { body, ...(signal ? { signal } : {}) }),
}
