// The public API of the acoustics engine: every name the server, the web app, the contract and the scripts
// may use, named one by one (lint holds every import from outside the engine to this file). A module's
// other exports are internal. See README.md beside this file and docs/acoustics.md.

// Units and numbers
export {
  cubicMeters,
  cubicMetersPerSecond,
  EngineError,
  meters,
  millimeters,
  pascals,
  revolutionsPerMinute,
  seconds,
  squareMeters,
} from './units.ts'
export { parseDecimal, roundHalfAway } from './numbers.ts'

// Bands, weightings, totals
export {
  anyBandEntered,
  BAND_CENTRES,
  BAND_COUNT,
  BAND_KEYS,
  bandsFromArray,
  bandsToArray,
  energySum,
  mapBands,
  readBands,
  zeroBands,
  zipBands,
} from './bands.ts'
export type { BandKey, OctaveBands } from './bands.ts'
export { fillBandsFrom, parseBandPaste } from './band-paste.ts'
export {
  ATTENUATION_CONSTANT_TYPES,
  aWeightedTotal,
  FILTER_CORRECTION_TYPES,
  filterCorrectionFactor,
  filterUnitLabel,
  LP_10M2_OFFSET,
  weightedTotal,
  WEIGHTINGS,
} from './weighting.ts'
export type { AttenuationConstantType, FilterCorrectionType, FilterUnitLabel } from './weighting.ts'

// Noise generators: the fan sound power estimate (VDI 2081-1:2019)
export { estimatedBandsInTenths, FAN_TYPES } from './fan-noise.ts'
export type { FanType } from './fan-noise.ts'

// The product chain and its elements
export type { SoundPowerRequest, SoundPowerResult } from './chain-types.ts'
export {
  calculateSoundPower,
  chainStep,
  DEFAULT_PRODUCT_CLASS,
  DEFAULT_PRODUCT_NAME,
  expandByQuantity,
  systemSoundPowerRequest,
} from './chain.ts'
export { calculateEachAfterGenerator, calculateInputSoundPower } from './chain-airflow.ts'
export { abstractElementBands } from './elements/abstract-element.ts'
export type { AbstractElement } from './elements/abstract-element.ts'
export { sectionArea } from './elements/duct-section.ts'
export type { DuctSection } from './elements/duct-section.ts'
export { diffuserAtAirflow } from './elements/diffuser.ts'
export type { DiffuserSpec } from './elements/diffuser.ts'

// Silencer attenuation, pressure drop and flow noise
export { LINING_MATERIALS } from './absorption.ts'
export type { LiningMaterial } from './absorption.ts'
export { ATTENUATION_CAP_DB } from './lined-duct.ts'
export { silencerGeometryAttenuation } from './silencer-geometry.ts'
export type { SilencerGeometry } from './silencer-geometry.ts'
export { silencerGeometryFlow } from './silencer-geometry-flow.ts'

// Round silencers
export { ROUND_SILENCER_CLASSES, ROUND_SILENCER_GROUPS, roundClassDefinition } from './round-classes.ts'
export type { RoundAttenuationMaterial, RoundClassDefinition, RoundSilencerClass } from './round-classes.ts'
export { roundClassFilterData, roundSilencerCatalogue } from './round-silencer.ts'
export type { RoundSilencerModel } from './round-silencer.ts'
export {
  roundClassAirflowRange,
  roundClassPressureDrop,
  roundDuctArea,
  roundSilencerAirflowRange,
} from './round-flow.ts'
export { rankRoundSilencers } from './round-ranking.ts'
export { catalogueRoundSilencerModel, roundSilencerAtAirflow } from './round-catalogue.ts'
export type { RankedRoundSilencer, RoundSilencerSort } from './round-ranking.ts'

// Rectangular silencers
export {
  PROBLEMATIC_PRESSURE_DROP,
  rectLayoutAirflowRange,
  rectSilencerOptions,
  withoutSoundPowerFigures,
} from './rect-options.ts'
export {
  GAP_VELOCITY_LIMIT,
  hasSoundPower,
  HIGH_PRESSURE_DROP,
  isComfortable,
  recommendRectOption,
} from './rect-recommend.ts'
export { DEFAULT_RECT_CONFIG, RECT_VALUES } from './rect-config-types.ts'
export type {
  ConnectionProfile,
  InnerMaterial,
  OuterCover,
  RectChange,
  RectSilencerConfig,
  ShellInsulation,
} from './rect-config-types.ts'
export {
  applyRectChange,
  connectionProfileChoices,
  innerMaterialChoices,
  normaliseRectConfig,
  outerCoverChoices,
  readRectConfig,
  rectRuleViolations,
  shellInsulationChoices,
} from './rect-config-rules.ts'
export { deriveRectClass, deriveRectCode, preselectRectClass, RECT_SILENCER_CLASSES } from './rect-code.ts'
export {
  canCalculateOptions,
  maxBendExtension,
  parseDimensionInput,
  RECT_LIMITS,
  rectSizeRange,
  snapRectSize,
  validateRectDimensions,
} from './rect-dimensions.ts'
export type { DimensionError } from './rect-dimensions.ts'

// Plugin input
export { parsePluginInput } from './plugin-input.ts'
export type { PluginInput } from './plugin-input.ts'
export { snapRectDuctSize } from './size-snap.ts'

// Rooms and ratings
export {
  absorptionAreaFromReverberation,
  roomCorrection,
  roomSoundPressureBands,
  roomTermParts,
} from './room.ts'
export { noiseRating, NR_FAMILY, nrCurve } from './rating-nr.ts'
export type { RatingResult } from './rating-nr.ts'
export { NC_FAMILY, noiseCriterion } from './rating-nc.ts'
export type { NcResult } from './rating-nc.ts'
export {
  assessableOrNull,
  assessRoom,
  roomAbsorptionArea,
  roomTargetCurve,
  treatmentOrder,
} from './room-assessment.ts'
export type {
  RatingSide,
  RoomAcoustics,
  RoomAssessment,
  RoomSource,
  RoomTargetType,
} from './room-assessment.ts'
