// One contract entry per endpoint: the server registers routes from these, the web client derives typed calls.
import { z } from 'zod'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod
  /** Fastify-style path, e.g. `/api/projects/:id`. */
  readonly path: string
  readonly summary: string
  readonly tags: readonly string[]
  readonly params?: P
  readonly query?: Q
  readonly body?: B
  /** Schema of `data` inside the success envelope. */
  readonly response: R
  /** Status of a success answer; 200 unless stated. */
  readonly status?: 200 | 201
  readonly auth?: 'none' | 'optional' | 'required'
}

/** Helps inference keep the literal schema types of an entry. */
export const endpoint = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => e

export const errorDetail = z.object({
  field: z.string(),
  message: z.string(),
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

/** Fills `:name` segments of a path. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`MISSING_PATH_PARAM_${name}`)
    return encodeURIComponent(String(value))
  })
}
