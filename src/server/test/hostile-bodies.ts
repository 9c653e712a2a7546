// Hostile request bodies and path parameters for the API fuzzer (fuzz.test.ts): values no schema should let
// through (text that breaks parsers, integers past 2^31, dates outside 0001–9999, nesting deeper than the
// body limit, prototype-pollution keys, chains past the API's limits) and the ways to put them into a
// route's valid sample body.
import fc from 'fast-check'
import { CHAIN_LIMIT } from '#contract/api/calculations.ts'
import { systemBody } from '../../../bench/samples.ts'

export type ParamChoice = { kind: 'own' } | { kind: 'foreign' } | { kind: 'text'; text: string }

/** Numbers that JSON.stringify cannot write (±1e309 parses as ±Infinity): markers replaced in the sent text. */
const RAW_NUMBERS: Record<string, string> = { '"__RAW_INF__"': '1e309', '"__RAW_-INF__"': '-1e309' }

const hostileText = fc.constantFrom(
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  "' or 1=1 --",
  '\u0000',
  'x'.repeat(5000),
  '😀',
  '00000000-0000-0000-0000-000000000000',
)
export const anyText = fc.oneof(fc.string(), hostileText)

/** Integers past what the database stores (int32 versions), and the edges just inside. */
const outOfRangeInteger = fc.oneof(
  fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e20),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
)

/**
 * Dates that once gave a 500 (year 0000) or wrong data (years 0001–0099 read back as 2001–2099), dates far
 * outside any project's life, two-digit years, expanded years, impossible days, and any date JS can write.
 */
const hostileDate = fc.oneof(
  fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00.000Z',
    '0099-12-31T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '2201-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00Z',
    '24-01-01T00:00:00Z',
    '2024-1-1T00:00:00Z',
    '2024-02-30T00:00:00Z',
    '2024-01-01',
    '2024-01-01 00:00:00',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: 0, max: 99 }).map((y) => `${String(y).padStart(2, '0')}-06-15T00:00:00Z`),
  fc.integer({ min: 0, max: 99 }).map((y) => `00${String(y).padStart(2, '0')}-06-15T00:00:00Z`),
)

/**
 * Data nested thousands of levels deep (a shop's productData once gave a 500 at 5,000). JSON.stringify itself
 * overflows the stack near that depth, so the value is a marker that serialize() replaces with the nested text.
 */
const deepValue = fc.integer({ min: 100, max: 5000 }).map((depth) => `__RAW_DEEP_${depth}__`)
const DEEP_MARKER = /"__RAW_DEEP_(\d+)__"/g
const deepText = (depth: number): string => {
  let text = '1'
  for (let i = 0; i < depth; i++) text = i % 2 === 0 ? `{"a":${text}}` : `[${text}]`
  return text
}

/** One hostile value for a field of a valid body. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    0,
    -1,
    1.5,
    1e6,
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '__RAW_INF__',
    '__RAW_-INF__',
    null,
    true,
    '',
    [],
    {},
    { nested: { deeper: [{ deepest: 1 }] } },
    [[[]]],
  ),
  hostileText,
  fc.double(),
  fc.integer(),
  outOfRangeInteger,
  hostileDate,
  deepValue,
)

/** The fields whose bounds were missing: each of them given a value of its class. */
const namedFields = {
  version: outOfRangeInteger,
  catalogueVersion: outOfRangeInteger,
  date: hostileDate,
  productData: fc.oneof(deepValue, fc.record({ nested: deepValue })),
  quantity: outOfRangeInteger,
  inputAirflow: fc.oneof(outOfRangeInteger, fc.constant(-100)),
} as const

type Json = unknown
/** The paths of every field of a body (objects and arrays included, the root left out). */
function fieldPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((v, i) => [[...prefix, i], ...fieldPaths(v, [...prefix, i])])
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])])
  }
  return []
}

function setAt(target: Json, path: readonly (string | number)[], next: unknown): Json {
  const [head, ...rest] = path
  if (head === undefined) return next
  if (Array.isArray(target))
    return (target as unknown[]).map((v, i) => (i === head ? setAt(v, rest, next) : v))
  const source = target as Record<string, unknown>
  return { ...source, [head]: setAt(source[head], rest, next) }
}

/** What to do to a valid body: one field made hostile, or a chain made hostile as a whole. */
type Mutation =
  | { kind: 'field'; pick: number; value: unknown }
  | { kind: 'extraKey'; key: string; value: unknown }
  | { kind: 'prototypeIds'; id: string }
  | { kind: 'chainLength'; products: number; quantity: number; band: number | null }
  | { kind: 'named'; key: string; value: unknown }
  | { kind: 'none' }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('field' as const), pick: fc.nat(), value: hostileValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('extraKey' as const), key: anyText, value: hostileValue }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('prototypeIds' as const),
      id: fc.constantFrom(
        '__proto__',
        'constructor',
        'toString',
        'valueOf',
        'hasOwnProperty',
        '__defineGetter__',
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('chainLength' as const),
      // Products counted with quantities; 20,000 as 200 entries of 100 once passed the schemas.
      products: fc.constantFrom(0, 1, CHAIN_LIMIT / 2, CHAIN_LIMIT, CHAIN_LIMIT + 1, 20_000),
      quantity: fc.constantFrom(1, 2, 100, 101),
      // Every band of the input and of each entry at a bound of the schema: 100 gains of 100 dB take the
      // levels beyond what 10^(L/10) holds in a double.
      band: fc.constantFrom(null, -100, 250),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.oneof(
      ...Object.entries(namedFields).map(([key, value]) =>
        fc.record({ kind: fc.constant('named' as const), key: fc.constant(key), value }),
      ),
    ),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
)

/** The product lists of a body (a system's items, a calculation's products). */
export const CHAIN_KEYS = ['items', 'products'] as const

export function mutate(body: Record<string, unknown>, m: Mutation): Json {
  switch (m.kind) {
    case 'none':
      return body
    case 'field': {
      const paths = fieldPaths(body)
      const path = paths[m.pick % paths.length]
      return path ? setAt(body, path, m.value) : body
    }
    case 'extraKey':
      return { ...body, [m.key]: m.value }
    case 'named':
      // The field where the body has it (top level or in its products), else added at the top.
      return {
        ...body,
        [m.key]: m.value,
        ...Object.fromEntries(
          CHAIN_KEYS.filter((key) => Array.isArray(body[key])).map((key) => [
            key,
            (body[key] as Record<string, unknown>[]).map((entry) =>
              m.key in entry ? { ...entry, [m.key]: m.value } : entry,
            ),
          ]),
        ),
      }
    case 'prototypeIds': {
      const next: Record<string, unknown> = { ...body }
      for (const key of CHAIN_KEYS) {
        const list = body[key]
        if (!Array.isArray(list)) continue
        // Every entry under the hostile id, so the per-id maps see it several times.
        next[key] = (list as Record<string, unknown>[]).map((entry) =>
          'productId' in entry ? { ...entry, productId: m.id } : { ...entry, id: m.id },
        )
      }
      return next
    }
    case 'chainLength': {
      const flat = (v: number) =>
        Object.fromEntries(Object.keys(systemBody('').inputSoundPowerLevel).map((k) => [k, v]))
      const next: Record<string, unknown> =
        m.band === null ? { ...body } : { ...body, inputSoundPowerLevel: flat(m.band) }
      for (const key of CHAIN_KEYS) {
        if (!Array.isArray(body[key])) continue
        // Small entries, so that even 10,000 of them stay under the body limit and reach the schema.
        const entries = Math.min(10_000, Math.ceil(m.products / m.quantity))
        next[key] = Array.from({ length: entries }, (_, i) => ({
          ...(key === 'items'
            ? { productId: `p-${i}`, productType: 'custom', productClass: 'Damper' }
            : { id: `p-${i}` }),
          quantity: m.quantity,
          ...(m.band === null ? {} : { soundAttenuation: flat(m.band), soundPowerLevel: flat(m.band) }),
        }))
      }
      return next
    }
  }
}

export function serialize(value: Json): string {
  let text = JSON.stringify(value)
  for (const [marker, raw] of Object.entries(RAW_NUMBERS)) text = text.split(marker).join(raw)
  return text.replace(DEEP_MARKER, (_, depth: string) => deepText(Number(depth)))
}

// ---- Random bodies (the route's sample left aside) --------------------------------------------------------

const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"inputSoundPowerLevel":{"__proto__":{"octaveBand63Hz":1}}}',
  '{"items":[{"productId":"x","productType":"custom","productClass":"X","attributes":{"__proto__":{"polluted":true}}}]}',
)
const deepJson = fc.integer({ min: 100, max: 5000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))
const randomBody = fc.oneof(
  fc.json(),
  pollution,
  deepJson,
  fc
    .dictionary(anyText, fc.oneof(anyText, fc.double(), fc.integer(), fc.constant(null)))
    .map((o) => JSON.stringify(o)),
  fc.constant('{"inputSoundPowerLevel":'),
)

export type BodyChoice = { kind: 'sample'; mutation: Mutation } | { kind: 'random'; text: string }
export const bodyChoice: fc.Arbitrary<BodyChoice> = fc.oneof(
  { weight: 3, arbitrary: mutation.map((m) => ({ kind: 'sample' as const, mutation: m })) },
  { weight: 1, arbitrary: randomBody.map((text) => ({ kind: 'random' as const, text })) },
)

export const paramChoice: fc.Arbitrary<ParamChoice> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'own' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const }) },
  { weight: 2, arbitrary: anyText.map((text) => ({ kind: 'text' as const, text })) },
)
