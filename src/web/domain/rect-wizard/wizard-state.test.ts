import { describe, expect, it } from 'vitest'
import {
  bandsFromArray,
  DEFAULT_RECT_CONFIG,
  recommendRectOption,
  rectSilencerOptions,
  type RectSilencerConfig,
} from '#engine/index.ts'
import { anItem } from '../chain/test-items.ts'
import { levelBefore, wizardInsertionIndex } from '../../features/rect-wizard/insertion-level.ts'
import {
  backToDetails,
  canGoNext,
  changeField,
  configOfItem,
  configurationOf,
  goToOptions,
  initialWizardState,
  optionsArrived,
  optionsFailed,
  rectItemOf,
  selectOption,
  type RectOptionData,
  type RectWizardState,
} from './wizard-state.ts'

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const config: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG, inputAirflow: 900, width: 1000, length: 1500 }
const options = rectSilencerOptions({ ...config, inputSoundPower: NOISE })

/** Next, then the answer to the request it started. */
function arrive(state: RectWizardState, answer: RectOptionData[] = options): RectWizardState {
  const { state: asking, request } = goToOptions(state)
  if (request === null) throw new Error('a request was expected')
  return optionsArrived(asking, answer, request)
}

describe('the wizard state', () => {
  it('applies the rules on each change and forgets options computed before', () => {
    let state = arrive(initialWizardState(config))
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
    const { state: asking, request } = goToOptions(initialWizardState(config))
    expect(asking).toMatchObject({ step: 'details', pending: true, requestedFor: config })
    if (request === null) throw new Error('a request was expected')
    const arrived = optionsArrived(asking, options, request)
    expect(arrived).toMatchObject({ step: 'options', pending: false, requestedFor: null })
    expect(arrived.selectedOptionIndex).toBe(recommendRectOption(options).recommendedOptionIndex)
    const other = selectOption(arrived, 5)
    expect(other.selectedOptionIndex).toBe(5)
    expect(selectOption(other, 9)).toBe(other)
    const back = backToDetails(other)
    expect(back).toMatchObject({ step: 'details', selectedOptionIndex: 5, config: other.config })
    expect(arrive(initialWizardState(config), []).selectedOptionIndex).toBe(-1)
  })

  it('shows the held options again on Next after Back when nothing changed, with the choice kept', () => {
    const best = recommendRectOption(options).recommendedOptionIndex
    const chosen = best === 5 ? 0 : 5
    const back = backToDetails(selectOption(arrive(initialWizardState(config)), chosen))
    const again = goToOptions(back)
    expect(again.request).toBeNull()
    expect(again.state).toMatchObject({ step: 'options', selectedOptionIndex: chosen, options })
    // A field set to the value it has changes nothing, so the options stay too.
    const same = changeField(back, { field: 'width', value: config.width })
    expect(same).toBe(back)
    expect(goToOptions(same).request).toBeNull()
  })

  it('in create mode too, keeps the last choice for options calculated again after a change', () => {
    const best = recommendRectOption(options).recommendedOptionIndex
    const chosen = best === 5 ? 0 : 5
    const back = backToDetails(selectOption(arrive(initialWizardState(config)), chosen))
    const changed = changeField(back, { field: 'inputAirflow', value: 1200 })
    expect(changed).toMatchObject({ options: [], optionsFor: null, selectedOptionIndex: -1 })
    const moved = rectSilencerOptions({ ...changed.config, inputSoundPower: NOISE })
    expect(arrive(changed, moved).selectedOptionIndex).toBe(chosen)
  })

  it('drops an answer for a configuration that changed while it was asked, and a stale failure', () => {
    const { state: asking, request } = goToOptions(initialWizardState(config))
    if (request === null) throw new Error('a request was expected')
    const changed = changeField(asking, { field: 'width', value: 1200 })
    expect(changed).toMatchObject({ pending: false, requestedFor: null })
    // The old answer arrives: nothing of it is taken, so Add cannot save the old option on the new size.
    const late = optionsArrived(changed, options, request)
    expect(late).toBe(changed)
    expect(configurationOf(late)).toBeNull()
    expect(optionsFailed(changed, request)).toBe(changed)
    // Only the answer to the request for the new configuration is taken; its failure ends the waiting.
    const second = goToOptions(changed)
    if (second.request === null) throw new Error('a request was expected')
    expect(optionsArrived(second.state, options, request)).toBe(second.state)
    expect(optionsFailed(second.state, second.request)).toMatchObject({ pending: false, step: 'details' })
  })

  it('in edit mode preselects the kept option when included, and keeps the latest choice', () => {
    const best = recommendRectOption(options).recommendedOptionIndex
    const kept = best === 1 ? 2 : 1
    const arrived = arrive(initialWizardState(config, kept))
    expect(arrived.selectedOptionIndex).toBe(kept)
    const resized = changeField(backToDetails(selectOption(arrived, 5)), { field: 'height', value: 400 })
    expect(arrive(resized).selectedOptionIndex).toBe(5)
    expect(arrive(initialWizardState(config, 7)).selectedOptionIndex).toBe(best)
    expect(arrive(initialWizardState(config, kept), []).selectedOptionIndex).toBe(-1)
  })

  it('hands over the configuration with the chosen option, and builds a chain entry that reopens it', () => {
    expect(configurationOf(initialWizardState(config))).toBeNull()
    const state = selectOption(arrive(initialWizardState(config)), 2)
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
