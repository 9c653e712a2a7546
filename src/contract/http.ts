// One contract entry per endpoint: the server registers routes from these, the web client derives typed calls.
import { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  H extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod
  /** Fastify-style path, e.g. `/api/projects/:id`. */
  readonly path: string
  readonly summary: string
  readonly tags: readonly string[]
  readonly params?: P
  readonly query?: Q
  readonly body?: B
  /**
   * Request headers the route reads besides the tokens, validated like the rest of the input. Header names
   * are lowercase, as Node hands them over; the schema lets every other header through.
   */
  readonly headers?: H
  /** Schema of `data` inside the success envelope, or of the whole body of a `file` answer. */
  readonly response: R
  /** Status of a success answer; 200 unless stated. */
  readonly status?: 200 | 201
  /**
   * How a success answer carries `response`: as `data` in the envelope (the default), or as the body itself
   * where the answer is a file to keep (a project file: saved as it comes, it is what the import takes).
   * Failures answer the error envelope either way (docs/product-rules.md, "Answer envelope").
   */
  readonly successBody?: 'envelope' | 'file'
  readonly auth?: 'none' | 'optional' | 'required'
}

/** Helps inference keep the literal schema types of an entry. */
export const endpoint = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
  H extends z.ZodType = z.ZodType,
>(
  e: Endpoint<P, Q, B, R, H>,
): Endpoint<P, Q, B, R, H> => e

/** The request header that makes a create safe to send again (docs/security.md, "Idempotent creates"). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** How long a key is remembered: a create sent again later with the same key is a new create. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24

/**
 * The key: 1 to 255 visible ASCII characters (no double quote or backslash), sent as a structured-field
 * string (`"…"`, as the IETF draft writes it) or bare; either way the key is the text inside.
 */
export const idempotencyKey = z
  .string()
  .regex(
    /^(?:"[\x20\x21\x23-\x5b\x5d-\x7e]{1,255}"|[\x21\x23-\x5b\x5d-\x7e]{1,255})$/,
    'Idempotency-Key must be 1 to 255 visible ASCII characters, without double quotes or backslashes inside, optionally in double quotes',
  )
  .transform((value) => (value.startsWith('"') ? value.slice(1, -1) : value))

/**
 * The headers of a create that may be retried: with a key, the same request sent again within
 * IDEMPOTENCY_KEY_TTL_HOURS answers the first answer again instead of creating a second copy.
 */
export const idempotentCreateHeaders = z.looseObject({
  'idempotency-key': idempotencyKey.optional().meta({
    description: `A key chosen by the client for this create; the same request sent again with it within ${IDEMPOTENCY_KEY_TTL_HOURS} hours answers the first answer (same status and body) and creates nothing more. Keys belong to the signed-in user. The same key with a different request answers 422.`,
  }),
})

const count = z.number().int().nonnegative()

/**
 * One field to blame. A refusal past a limit also carries its numbers, so that a client can name them in its
 * own words; every other detail leaves them out, and a client that does not know them may ignore them.
 */
export const errorDetail = z.object({
  field: z.string(),
  message: z.string(),
  /** The installation's limit, e.g. a storage quota's (`quota.<kind>`). */
  limit: count.optional(),
  /** How many the refused request would have added (a project file's systems; 1 for a create). */
  requested: count.optional(),
  /** How many are held already, recently deleted ones included where they count. */
  existing: count.optional(),
})
export type ErrorDetail = z.infer<typeof errorDetail>

export const errorBody = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    details: z.array(errorDetail).optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBody>

export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data })

/** The schema of an entry's whole success body: the envelope around its `response`, or a file's own. */
export const successSchema = (ep: Endpoint): z.ZodType =>
  ep.successBody === 'file' ? ep.response : successEnvelope(ep.response)

/** Fills `:name` segments of a path. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`MISSING_PATH_PARAM_${name}`)
    return encodeURIComponent(String(value))
  })
}
