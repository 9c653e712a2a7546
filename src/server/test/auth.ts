// Helpers of the auth tests: unique users and calls with the three token headers.
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { AuthTokens, SignedIn } from '#contract/api/auth.ts'

export const uniqueEmail = (label = 'user'): string => `${label}-${randomUUID()}@example.com`
export const PASSWORD = 'correct horse battery'

export async function signUp(
  app: FastifyInstance,
  input: { fullName?: string; email?: string; password?: string; rememberMe?: boolean } = {},
): Promise<SignedIn> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { fullName: 'Ada Lovelace', email: uniqueEmail(), password: PASSWORD, ...input },
  })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  return res.json<{ data: SignedIn }>().data
}

/**
 * The three request headers of docs/product-rules.md, "Tokens and headers"; leave one out by passing
 * undefined.
 */
export function tokenHeaders(tokens: Partial<AuthTokens>): Record<string, string> {
  const headers: Record<string, string> = {}
  if (tokens.accessToken !== undefined) headers.authorization = `Bearer ${tokens.accessToken}`
  if (tokens.idToken !== undefined) headers['x-id-token'] = tokens.idToken
  if (tokens.refreshToken !== undefined) headers['x-refresh-token'] = tokens.refreshToken
  return headers
}

export const getWith = (app: FastifyInstance, url: string, tokens: Partial<AuthTokens>) =>
  app.inject({ method: 'GET', url, headers: tokenHeaders(tokens) })

/** Fresh tokens a response returned in passing, if any. */
export function freshTokens(res: LightMyRequestResponse): AuthTokens | undefined {
  const accessToken = res.headers['x-access-token']
  const idToken = res.headers['x-id-token']
  const refreshToken = res.headers['x-refresh-token']
  if (typeof accessToken !== 'string' || typeof idToken !== 'string' || typeof refreshToken !== 'string') {
    return undefined
  }
  return { accessToken, idToken, refreshToken }
}

export const errorCode = (res: LightMyRequestResponse): unknown =>
  res.json<{ error?: { code?: unknown } }>().error?.code

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Quoted-printable (how mail carries the link and accented text) back to UTF-8 text. */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The messages of an outbox folder, oldest first, decoded; waits until `count` are there. */
export async function readOutbox(folder: string, count = 1, timeoutMs = 5000): Promise<string[]> {
  const started = Date.now()
  for (;;) {
    const names = await readdir(folder).catch(() => [] as string[])
    const mails = names.filter((n) => n.endsWith('.eml')).sort()
    if (mails.length >= count || Date.now() - started > timeoutMs) {
      return Promise.all(
        mails.map(async (n) => decodeQuotedPrintable(await readFile(path.join(folder, n), 'utf8'))),
      )
    }
    await sleep(25)
  }
}

export const resetTokenOf = (mail: string): string | undefined =>
  /password-reset\/new#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1]
