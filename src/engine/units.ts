// Branded units: a plain number cannot be passed where a quantity is expected without saying its unit,
// so millimetres never reach a formula that wants metres. Brands cost nothing at run time.

declare const brand: unique symbol
/** A number tagged with its unit at compile time only. */
export type Brand<T, B extends string> = T & { readonly [brand]: B }

/** Level in decibels (Lw re 1 pW, Lp re 20 µPa, or a level difference). */
export type Decibels = Brand<number, 'Decibels'>
/** Frequency in hertz. */
export type Hertz = Brand<number, 'Hertz'>
/** Length in metres. */
export type Meters = Brand<number, 'Meters'>
/** Length in millimetres (catalogue and configurator dimensions). */
export type Millimeters = Brand<number, 'Millimeters'>
/** Airflow in litres per second (the unit of every airflow the product shows). */
export type LitresPerSecond = Brand<number, 'LitresPerSecond'>
/** Airflow in cubic metres per second (the unit the formulas use). */
export type CubicMetersPerSecond = Brand<number, 'CubicMetersPerSecond'>
/** Air velocity in metres per second. */
export type MetersPerSecond = Brand<number, 'MetersPerSecond'>
/** Pressure (drop) in pascals. */
export type Pascals = Brand<number, 'Pascals'>
/** Area in square metres (also equivalent absorption area, "m² Sabine"). */
export type SquareMeters = Brand<number, 'SquareMeters'>
/** Volume in cubic metres. */
export type CubicMeters = Brand<number, 'CubicMeters'>
/** Time in seconds (reverberation time). */
export type Seconds = Brand<number, 'Seconds'>
/** Rotational speed in revolutions per minute (a fan's speed). */
export type RevolutionsPerMinute = Brand<number, 'RevolutionsPerMinute'>

/** Tags a number as decibels. */
export const decibels = (value: number): Decibels => value as Decibels
/** Tags a number as hertz. */
export const hertz = (value: number): Hertz => value as Hertz
/** Tags a number as metres. */
export const meters = (value: number): Meters => value as Meters
/** Tags a number as millimetres. */
export const millimeters = (value: number): Millimeters => value as Millimeters
/** Tags a number as litres per second. */
export const litresPerSecond = (value: number): LitresPerSecond => value as LitresPerSecond
/** Tags a number as cubic metres per second. */
export const cubicMetersPerSecond = (value: number): CubicMetersPerSecond => value as CubicMetersPerSecond
/** Tags a number as metres per second. */
export const metersPerSecond = (value: number): MetersPerSecond => value as MetersPerSecond
/** Tags a number as pascals. */
export const pascals = (value: number): Pascals => value as Pascals
/** Tags a number as square metres. */
export const squareMeters = (value: number): SquareMeters => value as SquareMeters
/** Tags a number as cubic metres. */
export const cubicMeters = (value: number): CubicMeters => value as CubicMeters
/** Tags a number as seconds. */
export const seconds = (value: number): Seconds => value as Seconds
/** Tags a number as revolutions per minute. */
export const revolutionsPerMinute = (value: number): RevolutionsPerMinute => value as RevolutionsPerMinute

/** mm → m (÷ 1000). */
export const mmToM = (value: Millimeters): Meters => meters(value / 1000)
/** l/s → m³/s (÷ 1000). */
export const lsToM3s = (value: LitresPerSecond): CubicMetersPerSecond => cubicMetersPerSecond(value / 1000)
/** m³/s → l/s (× 1000). */
export const m3sToLs = (value: CubicMetersPerSecond): LitresPerSecond => litresPerSecond(value * 1000)

/** Density of air used by every pressure-drop formula, kg/m³ (docs/acoustics.md section 5). */
export const AIR_DENSITY = 1.2
/** Speed of sound used by the beaming frequency f = c/d, m/s (docs/acoustics.md section 4). */
export const SPEED_OF_SOUND = 343

/** Every reason the engine refuses an input. The API maps these codes to its error answers. */
export type EngineErrorCode =
  | 'NOT_A_NUMBER'
  | 'NEGATIVE_AIRFLOW'
  | 'NOT_POSITIVE'
  | 'INVALID_PRESSURE_DROP_RANGE'
  | 'UNKNOWN_SILENCER_CLASS'
  | 'DIAMETER_NOT_OFFERED'
  | 'LENGTH_NOT_OFFERED'
  | 'NO_PRESSURE_DROP_MODEL'
  | 'LAYOUT_DOES_NOT_FIT'
  | 'INVALID_DIMENSIONS'

/** An input the engine cannot calculate with. `code` is stable; `details` names the offending field. */
export class EngineError extends Error {
  readonly code: EngineErrorCode
  readonly details: Readonly<Record<string, unknown>>

  constructor(code: EngineErrorCode, details: Readonly<Record<string, unknown>> = {}) {
    // NOTE: the message is the code on purpose; sentences belong to the interface's translations.
    super(code)
    this.name = 'EngineError'
    this.code = code
    this.details = details
  }
}

/** Throws NOT_A_NUMBER unless `value` is finite; returns it for chaining. */
export function requireFinite(value: number, field: string): number {
  if (!Number.isFinite(value)) throw new EngineError('NOT_A_NUMBER', { field })
  return value
}

/** Throws NOT_POSITIVE unless `value` is finite and > 0. */
export function requirePositive(value: number, field: string): number {
  requireFinite(value, field)
  if (value <= 0) throw new EngineError('NOT_POSITIVE', { field })
  return value
}
