// The rectangular wizard's state (document 2 sections 2 and 4): the configuration kept consistent by the
// engine's rules, the step, the six options and the selected one. Pure, so every state can be tested.
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
  options: RectOptionData[]
  /** −1: none selected. */
  selectedOptionIndex: number
  /** The options request is under way. */
  pending: boolean
  /**
   * Edit mode: the option chosen before (stored with the item, then the latest one chosen here), preselected
   * when the options include it; null in create mode, where the recommended option is preselected.
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
    selectedOptionIndex: -1,
    pending: false,
    keptOptionIndex,
  }
}

/** One field through the consistency rules; changing the configuration forgets options computed before. */
export function changeField(state: RectWizardState, change: RectChange): RectWizardState {
  const config = applyRectChange(state.config, change)
  if (config === state.config) return state
  return { ...state, config, options: [], selectedOptionIndex: -1 }
}

/** Next is allowed only with valid dimensions (document 2 section 5). */
export const canGoNext = (config: RectSilencerConfig): boolean =>
  validateRectDimensions(config).valid && canCalculateOptions(config)

/**
 * The options answer arrived: the options view with the kept option (edit mode) preselected when the
 * options include it, else the recommended one.
 */
export function optionsArrived(state: RectWizardState, options: RectOptionData[]): RectWizardState {
  const kept = state.keptOptionIndex
  const selectedOptionIndex =
    kept !== null && Number.isInteger(kept) && kept >= 0 && kept < options.length
      ? kept
      : recommendRectOption(options).recommendedOptionIndex
  return { ...state, step: 'options', pending: false, options, selectedOptionIndex }
}

export const selectOption = (state: RectWizardState, index: number): RectWizardState =>
  index >= -1 && index < state.options.length
    ? {
        ...state,
        selectedOptionIndex: index,
        keptOptionIndex: state.keptOptionIndex === null || index < 0 ? state.keptOptionIndex : index,
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
