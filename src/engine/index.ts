// The public API of the acoustics engine. Everything the server and the web app may use is exported here;
// files not listed are internal. See README.md beside this file and docs/acoustics.md.

export * from './units.ts'
export { parseDecimal, roundHalfAway } from './numbers.ts'

// Bands, weightings, totals
export * from './bands.ts'
export * from './band-paste.ts'
export * from './weighting.ts'

// The product chain
export type * from './chain-types.ts'
export * from './chain.ts'
export * from './chain-fast.ts'
export * from './chain-airflow.ts'

// Silencer physics
export * from './absorption.ts'
export * from './lined-duct.ts'
export * from './pressure-loss.ts'
export * from './flow-noise.ts'
export * from './silencer-geometry.ts'
export * from './silencer-geometry-flow.ts'

// Round silencers
export * from './round-classes.ts'
export * from './round-silencer.ts'
export * from './round-flow.ts'
export * from './round-ranking.ts'
export * from './round-catalogue.ts'

// Rectangular silencers
export * from './rect-layout.ts'
export * from './rect-options.ts'
export * from './rect-recommend.ts'
export type * from './rect-config-types.ts'
export { DEFAULT_RECT_CONFIG, OFFERED_SHELL_INSULATION, RECT_VALUES } from './rect-config-types.ts'
export * from './rect-config-rules.ts'
export * from './rect-code.ts'
export * from './rect-dimensions.ts'

// Plugin input
export * from './plugin-input.ts'
export * from './size-snap.ts'

// Rooms and ratings
export * from './room.ts'
export * from './rating-nr.ts'
export * from './rating-nc.ts'
export * from './room-assessment.ts'
