// The web app's only door to the server: typed calls derived from the contract's endpoint entries.
import type { z } from 'zod'
import { errorBody, fillPath, type Endpoint, type ErrorDetail } from '#contract/http.ts'
import { readTokens, sessionEpoch, storeTokens, type TokenName } from '../auth/session.ts'
import { inlineFailureEndpoints } from './auth.ts'
import { waitOut } from './rate-limit-wait.ts'
import { retryAfterSeconds } from './retry-after.ts'

export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    readonly code: string | number,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
    /** Seconds the server asked to wait before sending again (429), from Retry-After or the message. */
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
  const retryAfter =
    status === 429 ? retryAfterSeconds(response.headers.get('Retry-After'), message) : undefined
  return new ApiError(status, code, message, details ?? [], retryAfter)
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

/** How many refusals in a row one call sleeps through before its caller is told. */
export const RATE_LIMIT_WAITS = 3

/** Past this the wait is the caller's to show (as the sign-in forms do), not a pause in the call. */
const LONGEST_SILENT_WAIT_SECONDS = 300

/**
 * A 429 is waited out and the request sent again, as nothing was done: the user sees the countdown
 * (docs/product-rules.md, "Refusals and limits"). Not for the forms that show their failures inline, which
 * count it down themselves, nor for a request outliving its page.
 */
function waitsOut(error: ApiError, endpoint: Endpoint, input: CallInput<Endpoint>, waits: number): boolean {
  return (
    error.status === 429 &&
    waits < RATE_LIMIT_WAITS &&
    !input.keepalive &&
    !inlineFailureEndpoints.has(endpoint) &&
    (error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS) <= LONGEST_SILENT_WAIT_SECONDS
  )
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
      if (error instanceof ApiError && waitsOut(error, endpoint, input, waits)) {
        // Counted from here: a session ended during the wait makes the retry's 401 old news.
        epoch = sessionEpoch()
        await waitOut(error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_SECONDS, input.signal)
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
