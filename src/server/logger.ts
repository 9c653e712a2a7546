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
  serializers: {
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
