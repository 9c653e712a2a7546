// The rectangular wizard's state (docs/product-rules.md, "Rectangular configurator"): the configuration kept
// consistent by the engine's rules, the step, the six options and the selected one. Pure, so every state can
// be tested.
import {
  applyRectChange,
  canCalculateOptions,
  deriveRectClass,
  deriveRectCode,
  normaliseRectConfig,
  readRectConfig,
  recommendRectOption,
  validateRectDimensions,
  type OctaveBands,
  type RectChange,
  type RectSilencerConfig,
} from '#engine/index.ts'
import type { z } from 'zod'
import type { rectOption } from '#contract/api/calculations.ts'
import type { SystemItem } from '#contract/api/systems.ts'

export type RectOptionData = z.output<typeof rectOption>
export type RectWizardStep = 'details' | 'options'
/** app: a modal over the products list; modelling and export: a route of those flows. */
export type RectWizardFlow = 'app' | 'modelling' | 'export'
export type RectWizardMode = 'create' | 'edit'

export interface RectWizardState {
  step: RectWizardStep
  config: RectSilencerConfig
  /** The options held, calculated for `optionsFor`. */
  options: RectOptionData[]
  /** The configuration the held options belong to (null: none held). */
  optionsFor: RectSilencerConfig | null
  /** −1: none selected. */
  selectedOptionIndex: number
  /** The options request is under way. */
  pending: boolean
  /** The configuration the request under way asks for: only its answer is taken (null: none). */
  requestedFor: RectSilencerConfig | null
  /**
   * The option the user chose last (in edit mode, first the one stored with the item), preselected when new
   * options include it; null until then, when the recommended option is preselected.
   */
  keptOptionIndex: number | null
}

/** The configuration an edit starts from: the stored one, with every rule restored. */
export const configOfItem = (item: SystemItem): RectSilencerConfig => readRectConfig(item.rectConfiguration)

export function initialWizardState(
  config: RectSilencerConfig,
  keptOptionIndex: number | null = null,
): RectWizardState {
  return {
    step: 'details',
    config: normaliseRectConfig(config),
    options: [],
    optionsFor: null,
    selectedOptionIndex: -1,
    pending: false,
    requestedFor: null,
    keptOptionIndex,
  }
}

/** Whether two configurations have the same value in every field. */
export function sameRectConfig(a: RectSilencerConfig, b: RectSilencerConfig): boolean {
  return (Object.keys(a) as (keyof RectSilencerConfig)[]).every((key) => a[key] === b[key])
}

/**
 * One field through the consistency rules. A configuration that really changed forgets the options held
 * and the request under way (its answer would belong to the old configuration); an unchanged one keeps them.
 */
export function changeField(state: RectWizardState, change: RectChange): RectWizardState {
  const config = applyRectChange(state.config, change)
  if (config === state.config || sameRectConfig(config, state.config)) return state
  return {
    ...state,
    config,
    options: [],
    optionsFor: null,
    selectedOptionIndex: -1,
    pending: false,
    requestedFor: null,
  }
}

/** The product code and class follow from valid dimensions alone; the airflow does not enter them. */
export const dimensionsComplete = (config: RectSilencerConfig): boolean =>
  validateRectDimensions(config).valid && canCalculateOptions(config)

/**
 * Next is allowed only with valid dimensions (docs/product-rules.md, "Rectangular configurator") and an
 * airflow to calculate with.
 */
export const canGoNext = (config: RectSilencerConfig): boolean =>
  dimensionsComplete(config) && airflowGiven(config)

/** The options need an airflow: 0 l/s (the configurator's start) is "not entered yet". */
export const airflowGiven = (config: Pick<RectSilencerConfig, 'inputAirflow'>): boolean =>
  Number.isFinite(config.inputAirflow) && config.inputAirflow > 0

/**
 * Next: the options held for this very configuration show again as they were (Back loses nothing, and no
 * request is made); otherwise a request starts for the configuration, returned as `request`.
 */
export function goToOptions(state: RectWizardState): {
  state: RectWizardState
  request: RectSilencerConfig | null
} {
  if (state.optionsFor !== null && sameRectConfig(state.optionsFor, state.config))
    return { state: { ...state, step: 'options' }, request: null }
  const request = state.config
  return { state: { ...state, pending: true, requestedFor: request }, request }
}

/**
 * The options answer for `requestedFor` arrived: the options view with the kept option preselected when the
 * options include it, else the recommended one. An answer to any other request (the configuration changed
 * since) is dropped.
 */
export function optionsArrived(
  state: RectWizardState,
  options: RectOptionData[],
  requestedFor: RectSilencerConfig,
  soundPowerGiven = true,
): RectWizardState {
  if (state.requestedFor !== requestedFor) return state
  const kept = state.keptOptionIndex
  const selectedOptionIndex =
    kept !== null && Number.isInteger(kept) && kept >= 0 && kept < options.length
      ? kept
      : recommendRectOption(options, { soundPowerGiven }).recommendedOptionIndex
  return {
    ...state,
    step: 'options',
    pending: false,
    requestedFor: null,
    options,
    optionsFor: requestedFor,
    selectedOptionIndex,
  }
}

/** The request for `requestedFor` failed: the details stay as they were, no longer pending. */
export const optionsFailed = (state: RectWizardState, requestedFor: RectSilencerConfig): RectWizardState =>
  state.requestedFor === requestedFor ? { ...state, pending: false, requestedFor: null } : state

/** Choosing an option; the choice is kept for options calculated again after a change of the details. */
export const selectOption = (state: RectWizardState, index: number): RectWizardState =>
  index >= -1 && index < state.options.length
    ? {
        ...state,
        selectedOptionIndex: index,
        keptOptionIndex: index < 0 ? state.keptOptionIndex : index,
      }
    : state

export const backToDetails = (state: RectWizardState): RectWizardState => ({ ...state, step: 'details' })

/** The header's class and code as the configuration changes. */
export const headerOf = (config: RectSilencerConfig) => ({
  productClass: deriveRectClass(config),
  productCode: deriveRectCode(config),
})

/** The configuration the wizard hands over: fields, the chosen option and its data. */
export type RectConfiguration = NonNullable<SystemItem['rectConfiguration']>

export function configurationOf(
  state: RectWizardState,
  inputSoundPower?: OctaveBands,
): RectConfiguration | null {
  const option = state.options[state.selectedOptionIndex]
  if (!option) return null
  return {
    ...state.config,
    selectedOptionIndex: state.selectedOptionIndex,
    optionData: { ...option },
    ...(inputSoundPower ? { inputSoundPower } : {}),
  }
}

/** A chain entry for the chosen configuration (type rectSilencer; id `rect-` and a timestamp when new). */
export function rectItemOf(configuration: RectConfiguration, productId: string, quantity = 1): SystemItem {
  const config = readRectConfig(configuration)
  const option = configuration.optionData as unknown as RectOptionData
  const { productClass, productCode } = headerOf(config)
  return {
    productId,
    productType: 'rectSilencer',
    productClass,
    productName: productCode,
    productCode,
    productImageURL: '',
    quantity,
    soundPowerLevel: option.soundPowerLevel,
    soundAttenuation: option.soundAttenuation,
    defaultSoundAttenuation: option.soundAttenuation,
    inputAirflow: config.inputAirflow,
    pressureDrop: Math.max(0, option.pressureDrop),
    length: config.length,
    attenuationMaterial: config.cassetteMaterial,
    rectConfiguration: configuration,
  }
}

export const newRectProductId = (now = Date.now()): string => `rect-${now}`
