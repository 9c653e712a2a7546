// Structured logs with request ids; credentials never reach a log line.
import type { LoggerOptions } from 'pino'

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-id-token"]',
  'req.headers["x-refresh-token"]',
  'req.headers.cookie',
  'res.headers["x-access-token"]',
  'res.headers["x-id-token"]',
  'res.headers["x-refresh-token"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.accessToken',
  '*.idToken',
  '*.refreshToken',
]

/**
 * Hides secrets that travel in addresses: the one-time login identifier (/authorize/{id}) and the code and
 * state of the single sign-on callback. Password reset links keep their token in the fragment, which
 * browsers never send.
 */
export function redactRequestUrl(url: string): string {
  return url
    .replace(/(\/authorize\/)[^/?#]+/g, '$1[redacted]')
    .replace(/([?&](?:code|state|token|session_state|id_token|access_token)=)[^&#]*/g, '$1[redacted]')
}

/**
 * A failed statement's message carries its parameters (drizzle: "Failed query: …\nparams: …"): the e-mail
 * address and password hash of a failed sign-up, for one. The statement stays, the values go.
 */
export const withoutParams = (text: string): string =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]')

/** Error fields that hold no values of the data: the database's code and where it failed. */
const SAFE_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'statusCode',
]

/**
 * Errors as logged: type, message, stack, the SQL text and the database's code and location, and their
 * causes. Never their parameters (`params`, `parameters`) or `detail`, in which PostgreSQL repeats the
 * offending values ("Key (email)=(…) already exists").
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: withoutParams(String(error)) }
  const e = error as Record<string, unknown>
  const out: Record<string, unknown> = {
    type: error instanceof Error ? error.constructor.name : 'Object',
    message: withoutParams(typeof e.message === 'string' ? e.message : ''),
  }
  if (typeof e.stack === 'string') out.stack = withoutParams(e.stack)
  if (typeof e.query === 'string') out.query = e.query
  for (const field of SAFE_ERROR_FIELDS) {
    const value = e[field]
    if (typeof value === 'string' || typeof value === 'number') out[field] = value
  }
  if (depth < 4 && e.cause !== undefined) out.cause = serializeError(e.cause, depth + 1)
  if (depth < 4 && error instanceof AggregateError)
    out.errors = error.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1))
  return out
}

/** Any other field of a log line that took an error's message (`reason: error.message`) loses its values too. */
function withoutParamsInFields(object: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(object))
    if (typeof value === 'string' && value.includes('\nparams: ')) object[key] = withoutParams(value)
  return object
}

interface LoggedRequest {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  formatters: { log: withoutParamsInFields },
  serializers: {
    err: serializeError,
    error: serializeError,
    // Fastify's request fields, with the address redacted.
    req: (req: LoggedRequest) => ({
      method: req.method,
      url: req.url === undefined ? undefined : redactRequestUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
})
