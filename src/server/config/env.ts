// The only module that reads process.env: every setting of README.md, "Configuration", parsed once.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { PROJECT_FILE_LIMITS } from '#contract/api/project-file.ts'

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback)

/** TRUST_PROXY: unset or "false", "true", a hop count, or a comma-separated list of addresses and ranges. */
export function readTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  if (entries.some((entry) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry)))
    throw new ConfigError(
      'Invalid environment variable TRUST_PROXY: use true, false, a hop count, or addresses and ranges separated by commas',
    )
  return entries.join(',')
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText,
  PUBLIC_ORIGIN: optionalText,
  JWT_SECRET: optionalText,
  SMTP_URL: optionalText,
  OIDC_ISSUER: optionalText,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ACCESS_TOKEN_TTL: seconds(900),
  REFRESH_TOKEN_TTL: seconds(30 * 24 * 3600),
  REFRESH_TOKEN_TTL_SHORT: seconds(12 * 3600),
  MAIL_FROM: optionalText,
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(0).default(20),
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(0).default(10),
  AUTH_FAILURES_PER_ADDRESS: z.coerce.number().int().min(0).default(60),
  CALCULATION_PRODUCTS_PER_MINUTE: z.coerce.number().int().min(0).default(100_000),
  PROJECTS_PER_USER: z.coerce.number().int().min(1).default(5000),
  SYSTEMS_PER_PROJECT: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROJECT_FILE_LIMITS.systems)
    .default(PROJECT_FILE_LIMITS.systems),
  ROOMS_PER_PROJECT: z.coerce
    .number()
    .int()
    .min(1)
    .max(PROJECT_FILE_LIMITS.rooms)
    .default(PROJECT_FILE_LIMITS.rooms),
  WRITES_PER_MINUTE: z.coerce.number().int().min(0).default(1500),
  READS_AT_ONCE: z.coerce.number().int().min(0).default(4),
  WEBSHOP_EXPORTS_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  WEBSHOP_SECRET: optionalText,
  WEBSHOP_WEBHOOK_URL: optionalText,
  WEBSHOP_RETURN_ORIGINS: optionalText,
  WEBSHOP_DEFAULT_RETURN_URL: optionalText,
  TRUST_PROXY: optionalText,
  REQUEST_TIMEOUT: z.coerce.number().int().min(1).max(30).default(20),
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(1000),
  DATABASE_STATEMENT_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(15),
  DATABASE_LOCK_TIMEOUT: z.coerce.number().int().min(0).max(3600).default(5),
  DATABASE_ANSWER_TIMEOUT: z.coerce.number().int().min(0).max(3600).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COMPRESSION: z.enum(['true', 'false']).default('true'),
})

export interface Config {
  port: number
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy): false (the
   * default: the address is the connection's), true (any), a hop count, or addresses and CIDR ranges.
   * Behind a load balancer the per-address limits otherwise count every client as the balancer.
   */
  trustProxy: boolean | number | string
  /**
   * Seconds a client has to send one request, headers and body (1–30): a client that trickles them is
   * answered 408 and closed within it (checked every second).
   */
  requestTimeout: number
  /**
   * Open connections one client address may hold (http/connection-cap.ts); 0: no limit. Not applied behind a
   * proxy (TRUST_PROXY set), whose connections carry every client, nor from this machine. A browser keeps at
   * most 6 to a server, so the default leaves room for an office of over a hundred behind one address.
   */
  connectionsPerAddress: number
  /**
   * Seconds the server's PostgreSQL sessions allow a statement to run (statement_timeout), to wait for a lock
   * (lock_timeout) and to sit idle inside a transaction (idle_in_transaction_session_timeout); 0 leaves the
   * setting to the database. A request past them answers 503 instead of holding its connection without end.
   * `answer` is the server's own bound on waiting for each answer (0: none), for a host that holds its
   * connections without answering, where the database's timeouts never fire.
   */
  databaseTimeouts: { statement: number; lock: number; idleInTransaction: number; answer: number }
  host: string
  /** Absolute path of the data directory (PGlite files, generated secrets, mail outbox). */
  dataDir: string
  databaseUrl: string | undefined
  publicOrigin: string | undefined
  jwtSecret: string | undefined
  smtpUrl: string | undefined
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined
  accessTokenTtl: number
  /** Refresh token lifetime with "remember me", seconds; counted from the token's issue (each use renews it). */
  refreshTokenTtl: number
  /** Refresh token lifetime without "remember me", seconds (never longer than refreshTokenTtl). */
  refreshTokenTtlShort: number
  /** Lifetime of a password reset link, seconds (one hour). */
  passwordResetTtl: number
  /** Lifetime of a single sign-on login identifier, seconds. */
  loginIdentifierTtl: number
  /**
   * Seconds during which a just-rotated refresh token may come back once more without revoking its family:
   * parallel requests of one page carry the same expired access token and the same refresh token.
   */
  refreshReuseGrace: number
  /** The From address of e-mails. */
  mailFrom: string
  webshop: {
    secret: string | undefined
    webhookUrl: string | undefined
    returnOrigins: string[]
    defaultReturnUrl: string | undefined
  }
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /**
   * Compress the API's answers (br or gzip, as the client accepts) when they are JSON or text over 1 kB
   * (plugins/compression.ts). Off (COMPRESSION=false) behind a reverse proxy that compresses them itself, so
   * that the work is done once and where the operator chose. The web app's files are compressed at build
   * time and served so either way.
   */
  compressAnswers: boolean
  rateLimits: {
    /** Calculation requests per client address and minute; 0 turns the limit off (benchmarks). */
    calculationsPerMinute: number
    /**
     * Products of bulk calculations per client address and minute: the bulk route is limited by its work,
     * as one request may carry 10,000 products; 0 turns the limit off (benchmarks).
     */
    productsPerMinute: number
  }
  /**
   * What one account may keep (projects/quotas.ts): projects per owner, systems and rooms per project, the
   * recently deleted ones counted until they are purged. Systems and rooms are at most the project file's
   * limits, so that every project can be downloaded and imported again.
   */
  quotas: { projectsPerUser: number; systemsPerProject: number; roomsPerProject: number }
  /**
   * Writes (POST, PUT, PATCH, DELETE) of projects, systems, rooms and sharing per signed-in user and minute;
   * 0 turns the limit off (benchmarks).
   */
  writesPerMinute: number
  /**
   * Workspace reads (GET of projects, systems, rooms, versions, users) one signed-in user has handled at once
   * in a process; more wait their turn, up to 32, then 429 (rate-limits/read-concurrency.ts). 0: no limit.
   */
  readsAtOnce: number
  /**
   * Webshop exports per minute: product exports per client address, bulk exports (and shop hand-offs
   * redeemed) per signed-in user; 0 turns the limit off.
   */
  webshopExportsPerMinute: number
  authRateLimits: {
    /** Sign-in, sign-up and password reset requests per client address and minute, each; 0 turns it off. */
    perAddress: number
    /**
     * Per e-mail address and client address together, 15 minutes: sign-up and password reset requests,
     * each; and failed sign-ins answered without delay (further ones are slowed down, `signInDelay`).
     * 0 turns both off.
     */
    perAccount: number
  }
  /**
   * 401s of the routes that need a signed-in user per client address and minute; further failures of that
   * address are 429 until the minute ends (a valid token always goes through); 0 turns it off.
   */
  failedAuthPerMinute: number
  /** The wait of a sign-in past its pair's free failures: baseMs, doubling with each failure, up to maxMs. */
  signInDelay: { baseMs: number; maxMs: number }
  /**
   * Check every answer against its contract schema before sending. On in tests, where a mismatch must fail;
   * off in production, where the typed engine and services already guarantee the shape and the check would
   * cost as much as the calculation itself.
   */
  validateResponses: boolean
  /** Where the built web app lives; absent in server-only tests. */
  webRoot: string
  migrationsFolder: string
  /** The catalogue drawings served at /images/catalogue (assets/catalogue at the package root). */
  catalogueImagesDir: string
}

/** The folder that holds package.json, found from this file whether it runs from src/ or dist/. */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir)
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url))
    dir = parent
  }
  return dir
}

export class ConfigError extends Error {}

/**
 * DATABASE_ANSWER_TIMEOUT, seconds (0: the server waits for ever). By default 5 s past the longer of the
 * statement and lock timeouts, so a database that is alive always answers first with its own cancel; with
 * DATABASE_STATEMENT_TIMEOUT 0 the operator lets statements run as long as the database allows, and there is
 * no default bound. A bound at or below those timeouts would cut statements the database still allows.
 */
function answerTimeout(answer: number | undefined, statement: number, lock: number): number {
  const longest = Math.max(statement, lock)
  if (answer === undefined) return statement > 0 ? longest + 5 : 0
  if (answer > 0 && answer <= longest) {
    throw new ConfigError(
      `Invalid environment variable DATABASE_ANSWER_TIMEOUT: ${answer} s must be longer than ` +
        `DATABASE_STATEMENT_TIMEOUT and DATABASE_LOCK_TIMEOUT (${longest} s), or 0`,
    )
  }
  return answer
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const first = parsed.error.issues[0]
    throw new ConfigError(
      `Invalid environment variable ${String(first?.path[0])}: ${first?.message ?? 'invalid'}`,
    )
  }
  const e = parsed.data
  if (e.JWT_SECRET !== undefined && e.JWT_SECRET.length < 32) {
    throw new ConfigError('Invalid environment variable JWT_SECRET: use at least 32 characters')
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid environment variable OIDC_CLIENT_ID: required when OIDC_ISSUER is set')
  }
  const root = packageRoot()
  return {
    port: e.PORT,
    trustProxy: readTrustProxy(e.TRUST_PROXY),
    requestTimeout: e.REQUEST_TIMEOUT,
    connectionsPerAddress: e.CONNECTIONS_PER_ADDRESS,
    databaseTimeouts: {
      statement: e.DATABASE_STATEMENT_TIMEOUT,
      lock: e.DATABASE_LOCK_TIMEOUT,
      // Our transactions never wait on anything but the database between their statements: a minute idle
      // inside one is a stuck process, whose locks must not block everyone else.
      idleInTransaction: 60,
      answer: answerTimeout(e.DATABASE_ANSWER_TIMEOUT, e.DATABASE_STATEMENT_TIMEOUT, e.DATABASE_LOCK_TIMEOUT),
    },
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicOrigin: e.PUBLIC_ORIGIN,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshTokenTtlShort: Math.min(e.REFRESH_TOKEN_TTL_SHORT, e.REFRESH_TOKEN_TTL),
    passwordResetTtl: 3600,
    loginIdentifierTtl: 120,
    refreshReuseGrace: 10,
    mailFrom: e.MAIL_FROM ?? 'VentNoise <no-reply@localhost>',
    webshop: {
      secret: e.WEBSHOP_SECRET,
      webhookUrl: e.WEBSHOP_WEBHOOK_URL,
      returnOrigins: (e.WEBSHOP_RETURN_ORIGINS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      defaultReturnUrl: e.WEBSHOP_DEFAULT_RETURN_URL,
    },
    logLevel: e.LOG_LEVEL,
    compressAnswers: e.COMPRESSION === 'true',
    rateLimits: { calculationsPerMinute: 1200, productsPerMinute: e.CALCULATION_PRODUCTS_PER_MINUTE },
    quotas: {
      projectsPerUser: e.PROJECTS_PER_USER,
      systemsPerProject: e.SYSTEMS_PER_PROJECT,
      roomsPerProject: e.ROOMS_PER_PROJECT,
    },
    writesPerMinute: e.WRITES_PER_MINUTE,
    readsAtOnce: e.READS_AT_ONCE,
    webshopExportsPerMinute: e.WEBSHOP_EXPORTS_PER_MINUTE,
    authRateLimits: { perAddress: e.AUTH_RATE_LIMIT_PER_ADDRESS, perAccount: e.AUTH_RATE_LIMIT_PER_ACCOUNT },
    failedAuthPerMinute: e.AUTH_FAILURES_PER_ADDRESS,
    signInDelay: { baseMs: 1000, maxMs: 30_000 },
    validateResponses: false,
    webRoot: path.join(root, 'dist', 'web'),
    migrationsFolder: path.join(root, 'drizzle'),
    catalogueImagesDir: path.join(root, 'assets', 'catalogue'),
  }
}

/** Test database for the data-layer suite on PostgreSQL (set by CI). */
export const testDatabaseUrl = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.TEST_DATABASE_URL?.trim() || undefined
