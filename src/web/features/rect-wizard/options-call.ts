// The options request of the wizard: POST /api/calculations/rect-silencer-options.
import { calculationsApi } from '#contract/api/calculations.ts'
import type { OctaveBands, RectSilencerConfig } from '#engine/index.ts'
import { call } from '../../state/api/client.ts'
import type { RectOptionData } from '../../domain/rect-wizard/wizard-state.ts'

export function requestRectOptions(
  config: RectSilencerConfig,
  inputSoundPower: OctaveBands,
  signal?: AbortSignal,
): Promise<RectOptionData[]> {
  return call(calculationsApi.rectOptions, {
    body: {
      width: config.width,
      height: config.height,
      length: config.length,
      inputAirflow: config.inputAirflow,
      inputSoundPower,
      cassetteMaterial: config.cassetteMaterial,
    },
    ...(signal ? { signal } : {}),
  })
}
