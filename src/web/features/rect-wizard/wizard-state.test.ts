import { describe, expect, it } from 'vitest'
import {
  bandsFromArray,
  DEFAULT_RECT_CONFIG,
  recommendRectOption,
  rectSilencerOptions,
  type RectSilencerConfig,
} from '#engine/index.ts'
import { anItem } from '../chain/test-items.ts'
import { levelBefore, wizardInsertionIndex } from './insertion-level.ts'
import {
  backToDetails,
  canGoNext,
  changeField,
  configOfItem,
  configurationOf,
  initialWizardState,
  optionsArrived,
  rectItemOf,
  selectOption,
} from './wizard-state.ts'

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const config: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG, inputAirflow: 900, width: 1000, length: 1500 }
const options = rectSilencerOptions({ ...config, inputSoundPower: NOISE })

describe('the wizard state', () => {
  it('applies the rules on each change and forgets options computed before', () => {
    let state = optionsArrived(initialWizardState(config), options)
    state = changeField(backToDetails(state), { field: 'shape', value: 'bend' })
    expect(state.config.length).toBe(1000 + 150 + 150)
    expect(state.options).toEqual([])
    expect(state.selectedOptionIndex).toBe(-1)
    state = changeField(state, { field: 'dimensionX', value: 1400 })
    state = changeField(state, { field: 'width', value: 1300 })
    expect(state.config.dimensionX).toBe(1200)
    state = changeField(state, { field: 'openable', value: true })
    expect(state.config).toMatchObject({
      shape: 'straight',
      openable: true,
      shellInsulation: '50mm',
      connectionProfile: 'E20',
      outerCover: 'galvanizedSteel',
    })
    // Stainless steel cannot be chosen while openable: the same state comes back.
    expect(changeField(state, { field: 'outerCover', value: 'stainlessSteel' })).toBe(state)
  })

  it('allows Next only with valid dimensions', () => {
    expect(canGoNext(config)).toBe(true)
    expect(canGoNext({ ...config, width: 250 })).toBe(false)
    expect(canGoNext({ ...config, length: 2600 })).toBe(false)
  })

  it('preselects the recommended option, lets another be chosen, and keeps everything on Back', () => {
    const arrived = optionsArrived({ ...initialWizardState(config), pending: true }, options)
    expect(arrived).toMatchObject({ step: 'options', pending: false })
    expect(arrived.selectedOptionIndex).toBe(recommendRectOption(options).recommendedOptionIndex)
    const other = selectOption(arrived, 5)
    expect(other.selectedOptionIndex).toBe(5)
    expect(selectOption(other, 9)).toBe(other)
    const back = backToDetails(other)
    expect(back).toMatchObject({ step: 'details', selectedOptionIndex: 5, config: other.config })
    expect(optionsArrived(initialWizardState(config), []).selectedOptionIndex).toBe(-1)
  })

  it('in edit mode preselects the kept option when included, and keeps the latest choice', () => {
    const best = recommendRectOption(options).recommendedOptionIndex
    const kept = best === 1 ? 2 : 1
    const arrived = optionsArrived(initialWizardState(config, kept), options)
    expect(arrived.selectedOptionIndex).toBe(kept)
    const again = optionsArrived(backToDetails(selectOption(arrived, 5)), options)
    expect(again.selectedOptionIndex).toBe(5)
    expect(optionsArrived(initialWizardState(config, 7), options).selectedOptionIndex).toBe(best)
    expect(optionsArrived(initialWizardState(config, kept), []).selectedOptionIndex).toBe(-1)
  })

  it('hands over the configuration with the chosen option, and builds a chain entry that reopens it', () => {
    expect(configurationOf(initialWizardState(config))).toBeNull()
    const state = selectOption(optionsArrived(initialWizardState(config), options), 2)
    const configuration = configurationOf(state, NOISE)
    if (!configuration) throw new Error('an option is selected')
    expect(configuration).toMatchObject({ width: 1000, selectedOptionIndex: 2, inputSoundPower: NOISE })
    const item = rectItemOf(configuration, 'rect-1')
    expect(item).toMatchObject({
      productType: 'rectSilencer',
      productClass: 'MSK',
      productCode: 'MSK-1000x300-1500',
      inputAirflow: 900,
      soundAttenuation: options[2]?.soundAttenuation,
    })
    expect(configOfItem(item)).toEqual(state.config)
    // Stored data that breaks the rules is restored on loading.
    const broken = {
      ...item,
      rectConfiguration: { ...configuration, shape: 'bend' as const, openable: true },
    }
    expect(configOfItem(broken)).toMatchObject({ shape: 'bend', openable: false })
  })
})

describe('the sound power at the insertion point', () => {
  const system = {
    inputSoundPowerLevel: NOISE,
    attenuationConstantType: 'T1' as const,
    filterCorrectionType: 'AFilter' as const,
    items: [anItem('a'), anItem('b')],
  }
  it('is the noise generator before the first product, and the level after the products before it', () => {
    expect(levelBefore(system, 0)).toEqual(NOISE)
    expect(levelBefore(system, 1).octaveBand63Hz).toBeCloseTo(70, 5)
    expect(levelBefore(system, 2).octaveBand63Hz).toBeCloseTo(60, 5)
  })
  it('uses the insertion position, the edited product, or the end of the chain', () => {
    expect(wizardInsertionIndex(system, null, null)).toBe(2)
    expect(wizardInsertionIndex(system, { index: 0, placement: 'after', productId: null }, null)).toBe(1)
    expect(wizardInsertionIndex(system, null, 'b')).toBe(1)
  })
})
