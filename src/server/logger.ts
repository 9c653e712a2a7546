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

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
})
