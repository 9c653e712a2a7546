// The web app's only door to the server: typed calls derived from the contract's endpoint entries.
import type { z } from 'zod'
import {
  errorBody,
  fillPath,
  IDEMPOTENCY_KEY_HEADER,
  type Endpoint,
  type ErrorDetail,
} from '#contract/http.ts'
import { readTokens, sessionEpoch, storeTokens, type TokenName } from '../auth/session.ts'
import { inlineFailureEndpoints } from './auth.ts'
import { retryAfterSeconds } from './retry-after.ts'
import { waitOut, type WaitCause } from './server-wait.ts'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
    /**
     * Seconds the server asked to wait before sending again: a 429's from Retry-After or the message, a 503's
     * from Retry-After only.
     */
    readonly retryAfter?: number,
  ) {
    super(message)
  }
}

/** Codes the client itself produces when the server's answer cannot be used. */
export const ClientErrorCode = {
  NETWORK: 'NETWORK_ERROR',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
} as const

type Input<S> = S extends z.ZodType ? z.input<S> : never
export interface CallInput<E extends Endpoint> {
  params?: Input<E['params']>
  query?: Input<E['query']>
  body?: Input<E['body']>
  /** The request headers the endpoint names besides the tokens (a create's Idempotency-Key). */
  headers?: Input<E['headers']>
  signal?: AbortSignal
  /** Lets the request finish after the page is gone (a save started as the user leaves). */
  keepalive?: boolean
}
export type CallResult<E extends Endpoint> = z.output<E['response']>

/**
 * Runs after every failed call, before the error reaches the caller. The login-redirect rule for 401
 * (and 400 from the auth service, never 422) registers here; see docs/product-rules.md, "Login redirect".
 */
export interface FailureContext {
  /**
   * The stored session changed while the call was under way (signed in, refreshed or already cleared by an
   * earlier failure): the answer speaks of a session that is no longer the current one.
   */
  sessionChanged: boolean
}
export type FailureHandler = (error: ApiError, endpoint: Endpoint, context: FailureContext) => void
let failureHandler: FailureHandler | undefined
export function setFailureHandler(handler: FailureHandler | undefined): void {
  failureHandler = handler
}

const responseTokenHeaders: Record<TokenName, string> = {
  accessToken: 'X-Access-Token',
  idToken: 'X-Id-Token',
  refreshToken: 'X-Refresh-Token',
}

function requestHeaders(hasBody: boolean, extra: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' })
  if (hasBody) headers.set('Content-Type', 'application/json')
  if (extra !== null && typeof extra === 'object')
    for (const [name, value] of Object.entries(extra)) if (typeof value === 'string') headers.set(name, value)
  const { accessToken, idToken, refreshToken } = readTokens()
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`)
  if (idToken) headers.set('X-Id-Token', idToken)
  if (refreshToken) headers.set('X-Refresh-Token', refreshToken)
  return headers
}

/** Fresh tokens from the server (after a refresh) replace the stored ones. */
function keepResponseTokens(headers: Headers): void {
  const fresh: Partial<Record<TokenName, string>> = {}
  for (const [name, header] of Object.entries(responseTokenHeaders) as [TokenName, string][]) {
    const value = headers.get(header)
    if (value) fresh[name] = value
  }
  storeTokens(fresh)
}

function pathParams(value: unknown): Record<string, string | number> | undefined {
  if (value === undefined || value === null || typeof value !== 'object') return undefined
  const params: Record<string, string | number> = {}
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' || typeof v === 'number') params[key] = v
  }
  return params
}

function queryString(value: unknown): string {
  if (value === undefined || value === null || typeof value !== 'object') return ''
  const search = new URLSearchParams()
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? (v as unknown[]) : [v]) {
      if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        search.append(key, String(item))
      }
    }
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function failure(status: number, payload: unknown, response: Response): ApiError {
  const parsed = errorBody.safeParse(payload)
  const { code, message, details } = parsed.success
    ? parsed.data.error
    : {
        code: `HTTP_${status}`,
        message: response.statusText || `Request failed with status ${status}`,
        details: [],
      }
  return new ApiError(status, code, message, details ?? [], waitAskedFor(status, response, message))
}

function waitAskedFor(status: number, response: Response, message: string): number | undefined {
  const header = response.headers.get('Retry-After')
  if (status === 429) return retryAfterSeconds(header, message)
  // The header alone: a 503 without it (health, an unconfigured webshop, a proxy's page) is no brief pause.
  if (status === 503) return retryAfterSeconds(header, '')
  return undefined
}

function isSuccessEnvelope(payload: unknown): payload is { success: true; data: unknown } {
  return typeof payload === 'object' && payload !== null && 'success' in payload && payload.success === true
}

async function send<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<CallResult<E>> {
  const url = fillPath(endpoint.path, pathParams(input.params)) + queryString(input.query)
  const hasBody = input.body !== undefined
  let response: Response
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers: requestHeaders(hasBody, input.headers),
      body: hasBody ? JSON.stringify(input.body) : null,
      credentials: 'same-origin',
      signal: input.signal ?? null,
      ...(input.keepalive ? { keepalive: true } : {}),
    })
  } catch (cause) {
    // Known by its name, not its class: the abort may be another realm's DOMException (under jsdom in the
    // tests, fetch is Node's and rejects with Node's DOMException, not the window's).
    if (cause instanceof Error && cause.name === 'AbortError') throw cause
    throw new ApiError(0, ClientErrorCode.NETWORK, 'The server cannot be reached')
  }
  keepResponseTokens(response.headers)
  const payload = await readJson(response)
  if (!response.ok) throw failure(response.status, payload, response)
  // A file answer is the file itself; every other success is the envelope.
  let answer = payload
  if (endpoint.successBody !== 'file') {
    if (!isSuccessEnvelope(payload)) throw failure(response.status, payload, response)
    answer = payload.data
  }
  const data = endpoint.response.safeParse(answer)
  if (!data.success) {
    throw new ApiError(
      response.status,
      ClientErrorCode.INVALID_RESPONSE,
      'The server answered in an unexpected shape',
    )
  }
  return data.data as CallResult<E>
}

/** The wait for a 429 that names none: long enough for a per-second or per-minute count to move on. */
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 10

/** How many waits in a row (429s and 503s together) one call sleeps through before its caller is told. */
export const SERVER_WAITS = 3

/** Past this the wait is the caller's to show (as the sign-in forms do), not a pause in the call. */
const LONGEST_SILENT_WAIT_SECONDS = 300

function carriesIdempotencyKey(headers: unknown): boolean {
  if (headers === null || typeof headers !== 'object') return false
  const name = IDEMPOTENCY_KEY_HEADER.toLowerCase()
  return Object.entries(headers).some(([key, value]) => key.toLowerCase() === name && Boolean(value))
}

/**
 * Whether a request the database could not serve (503) may go again without doing a thing twice: a GET reads,
 * and a create with an Idempotency-Key is answered its first answer if it did land. A save carries its version,
 * so one whose commit landed unacknowledged would come back as a false 409; a key-less create would be stored
 * twice; a delete of a thing already gone would fail.
 */
const resendable = (endpoint: Endpoint, input: CallInput<Endpoint>): boolean =>
  endpoint.method === 'GET' || carriesIdempotencyKey(input.headers)

/**
 * Why the call sleeps before sending the request again, and how long; undefined when the failure goes to the
 * caller (docs/product-rules.md, "Refusals and limits"). A 429 did nothing, so it is always waited out; a 503
 * only when it names its wait and the request is safe to resend. Never for the forms that show their failures
 * inline, which count a wait down themselves, nor for a request outliving its page.
 */
function waitBeforeResend(
  error: ApiError,
  endpoint: Endpoint,
  input: CallInput<Endpoint>,
  waits: number,
): { seconds: number; cause: WaitCause } | undefined {
  if (waits >= SERVER_WAITS || input.keepalive || inlineFailureEndpoints.has(endpoint)) return undefined
  const wait = askedWait(error, endpoint, input)
  return wait && wait.seconds <= LONGEST_SILENT_WAIT_SECONDS ? wait : undefined
}

/** The wait a refusal asks for before the same request may go again; undefined when it asks for none. */
function askedWait(
  error: ApiError,
  endpoint: Endpoint,
  input: CallInput<Endpoint>,
): { seconds: number; cause: WaitCause } | undefined {
  if (error.status === 429)
    return { seconds: error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS, cause: 'rateLimited' }
  if (error.status === 503 && error.retryAfter !== undefined && resendable(endpoint, input))
    return { seconds: error.retryAfter, cause: 'unavailable' }
  return undefined
}

/**
 * Calls one contract endpoint and returns its parsed `data` (a file entry's whole body); throws ApiError on any
 * failure.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> = {},
): Promise<CallResult<E>> {
  let epoch = sessionEpoch()
  for (let waits = 0; ; waits++) {
    try {
      return await send(endpoint, input)
    } catch (error) {
      const wait = error instanceof ApiError ? waitBeforeResend(error, endpoint, input, waits) : undefined
      if (wait) {
        // Counted from here: a session ended during the wait makes the retry's 401 old news.
        epoch = sessionEpoch()
        await waitOut(wait.seconds, wait.cause, input.signal)
        continue
      }
      if (error instanceof ApiError)
        failureHandler?.(error, endpoint, { sessionChanged: epoch !== sessionEpoch() })
      throw error
    }
  }
}

/**
 * A same-origin image (the catalogue's category and class pictures) as a data: URL, so that a print report
 * carries it inline (docs/product-rules.md, "Report pages"). Resolves null when it cannot be fetched.
 */
export async function fetchImageDataUrl(url: string, signal?: AbortSignal): Promise<string | null> {
  if (url.startsWith('data:')) return url
  if (!url.startsWith('/') || url.startsWith('//')) return null
  try {
    const response = await fetch(url, { credentials: 'same-origin', signal: signal ?? null })
    if (!response.ok) return null
    const type = response.headers.get('Content-Type')?.split(';')[0]?.trim() ?? ''
    if (type === 'image/svg+xml' || url.endsWith('.svg')) {
      return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await response.text())}`
    }
    if (!type.startsWith('image/')) return null
    const bytes = new Uint8Array(await response.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return `data:${type};base64,${btoa(binary)}`
  } catch {
    return null
  }
}
