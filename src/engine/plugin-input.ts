// Input from the CAD host plugin (docs/product-rules.md, "Plugin input"; docs/acoustics.md section 10).
import { bandsFromArray, type OctaveBands } from './bands.ts'
import { parseDecimal, roundHalfAway } from './numbers.ts'

/** What the plugin asks for, read and rounded. Sizes in mm, airflow in l/s, sound in dB per band. */
export interface PluginInput {
  /** First shape code: 1 silencer (round), 2 rectSilencer. */
  productType: 'silencer' | 'rectSilencer'
  /** Second shape code: 1 circular, 2 straight. */
  shape: 'circular' | 'straight'
  diameter: number
  width: number
  height: number
  airflow: number
  /** Eight values rounded to one decimal, or all zeros when fewer than eight were sent. */
  sound: OctaveBands
  /** False when `sound` is the empty set. */
  hasSound: boolean
}

const PRODUCT_TYPES = new Map<string, PluginInput['productType']>([
  ['1', 'silencer'],
  ['2', 'rectSilencer'],
])
const SHAPES = new Map<string, PluginInput['shape']>([
  ['1', 'circular'],
  ['2', 'straight'],
])

/** A size or airflow: the absolute value rounded to an integer; missing or non-numeric gives 0. */
function absoluteInteger(value: unknown): number {
  const parsed = parseDecimal(value)
  return parsed === null ? 0 : Math.round(Math.abs(parsed))
}

/** Eight or more numbers separated by white space (decimal comma accepted), each to one decimal. */
function readSound(value: unknown): { sound: OctaveBands; hasSound: boolean } {
  const tokens = Array.isArray(value) ? value : typeof value === 'string' ? value.trim().split(/\s+/) : []
  const numbers = tokens.map(parseDecimal)
  const first = numbers.slice(0, 8)
  if (first.length < 8 || first.some((number) => number === null))
    return { sound: bandsFromArray([]), hasSound: false }
  return { sound: bandsFromArray(first.map((number) => roundHalfAway(number ?? 0, 1))), hasSound: true }
}

/**
 * Parses the plugin's input: an object or a JSON string `{type, shape, diameter, width, height, airflow,
 * sound}`. `shape` is "A/B" with A ∈ {1 silencer, 2 rectSilencer} and B ∈ {1 circular, 2 straight};
 * anything else, or unreadable JSON, gives null (the input is ignored). Sizes and airflow become absolute
 * integers; sound needs eight space-separated values (decimal comma accepted, one decimal kept), else it is
 * the empty set. Source: docs/product-rules.md, "Plugin input".
 */
export function parsePluginInput(input: unknown): PluginInput | null {
  let value: unknown = input
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown
    } catch {
      return null
    }
  }
  if (typeof value !== 'object' || value === null) return null
  const record = value as Record<string, unknown>
  const codes = typeof record.shape === 'string' ? record.shape.split('/').map((code) => code.trim()) : []
  if (codes.length !== 2) return null
  const productType = PRODUCT_TYPES.get(codes[0] ?? '')
  const shape = SHAPES.get(codes[1] ?? '')
  if (productType === undefined || shape === undefined) return null
  return {
    productType,
    shape,
    diameter: absoluteInteger(record.diameter),
    width: absoluteInteger(record.width),
    height: absoluteInteger(record.height),
    airflow: absoluteInteger(record.airflow),
    ...readSound(record.sound),
  }
}
