// Configured rectangular silencers for the report tests: MSK-1000x500-1500 at 1500 l/s, whose six options all
// carry the one code (option 0: 5 × 100 mm cassettes at 100 mm spacing; option 4: 3 × 200 mm at 133 mm).
import { DEFAULT_RECT_CONFIG, rectSilencerOptions, type RectSilencerConfig } from '#engine/index.ts'
import { rectItemOf } from '../../domain/rect-wizard/wizard-state.ts'
import { flat } from '../../domain/chain/test-items.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'

const MSK: RectSilencerConfig = {
  ...DEFAULT_RECT_CONFIG,
  width: 1000,
  height: 500,
  length: 1500,
  inputAirflow: 1500,
}

/** The chain entry of MSK-1000x500-1500 (or `changes` to it) with its option `index` chosen. */
export function configuredRect(
  productId: string,
  index: number,
  changes: Partial<RectSilencerConfig> = {},
): ChainItem {
  const config = { ...MSK, ...changes }
  const option = rectSilencerOptions({ ...config, inputSoundPower: flat(70) })[index]
  if (!option) throw new Error(`option ${index} expected`)
  return rectItemOf({ ...config, selectedOptionIndex: index, optionData: { ...option } }, productId)
}
