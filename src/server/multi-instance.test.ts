// Two real server processes on one PostgreSQL behave as one (docs/operations.md, "Several instances on
// PostgreSQL"): tokens, refresh-token reuse, the version check and the rate limits hold across them.
// PostgreSQL only: PGlite serves one process.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { testDatabaseUrl } from './config/env.ts'
import type { Database } from './db/client.ts'
import { PASSWORD, sleep, tokenHeaders, uniqueEmail } from './test/auth.ts'
import { createIsolatedPostgres } from './test/isolated-postgres.ts'
import { startReadyServer } from './test/process.ts'

const pgUrl = testDatabaseUrl()
const SIGN_IN_LIMIT = 4
/** The client's address as the balancer names it: not this machine, which per-address limits leave alone. */
const CLIENT = '198.51.100.7'
/** The server's refreshReuseGrace (env.ts), and a margin: a replay after it is a reuse. */
const REUSE_GRACE_MS = 10_000 + 1_000

type Server = Awaited<ReturnType<typeof startReadyServer>>
interface Doc {
  id: string
  name: string
  version: number
}

async function call(
  server: Server,
  method: string,
  url: string,
  opts: { tokens?: Partial<SignedIn>; body?: object } = {},
): Promise<{ status: number; headers: Headers; json: { data?: unknown; error?: { code?: unknown } } }> {
  const res = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      // Both instances sit behind a balancer on this machine (TRUST_PROXY), which names the client.
      'x-forwarded-for': CLIENT,
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
      ...(opts.tokens ? tokenHeaders(opts.tokens) : {}),
    },
    ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
  })
  return { status: res.status, headers: res.headers, json: (await res.json()) as { data?: unknown } }
}

describe.skipIf(!pgUrl)('two server processes on one PostgreSQL', () => {
  let database: (Database & { url: string }) | undefined
  let scratch: string
  let a: Server | undefined
  let b: Server | undefined
  let user: SignedIn
  let rotation: { at: number; used: string; fresh: SignedIn } | undefined

  const A = () => a as Server
  const B = () => b as Server

  beforeAll(async () => {
    // Left empty: both instances start at once and migrate it under the advisory lock.
    database = await createIsolatedPostgres(pgUrl ?? '', { migrate: false })
    scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-instances-'))
    const env = (name: string) => ({
      DATABASE_URL: database?.url ?? '',
      JWT_SECRET: 'multi-instance-test-secret-0123456789abcdef',
      DATA_DIR: path.join(scratch, name),
      AUTH_RATE_LIMIT_PER_ADDRESS: String(SIGN_IN_LIMIT),
      AUTH_RATE_LIMIT_PER_ACCOUNT: '0',
      TRUST_PROXY: '127.0.0.1',
    })
    ;[a, b] = await Promise.all([startReadyServer(env('a')), startReadyServer(env('b'))])
  }, 60_000)

  afterAll(async () => {
    for (const server of [a, b]) {
      if (!server) continue
      server.child.kill('SIGTERM')
      await server.done
    }
    await database?.close()
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it('accepts on B the tokens of a user who signed up on A', async () => {
    const signUp = await call(A(), 'POST', '/api/auth/sign-up', {
      body: { fullName: 'Two Instances', email: uniqueEmail('multi'), password: PASSWORD },
    })
    expect(signUp.status).toBe(201)
    user = signUp.json.data as SignedIn
    const onB = await call(B(), 'GET', '/api/auth/user', { tokens: user })
    expect(onB.status).toBe(200)
    expect(onB.json.data).toMatchObject({ id: user.user.id, email: user.user.email })
  })

  it('rotates a refresh token on B', async () => {
    const rotated = await call(B(), 'GET', '/api/auth/user', { tokens: { refreshToken: user.refreshToken } })
    expect(rotated.status).toBe(200)
    const refreshToken = rotated.headers.get('x-refresh-token')
    const accessToken = rotated.headers.get('x-access-token')
    const idToken = rotated.headers.get('x-id-token')
    expect(refreshToken).toBeTruthy()
    expect(refreshToken).not.toBe(user.refreshToken)
    rotation = {
      at: Date.now(),
      used: user.refreshToken,
      fresh: {
        ...user,
        accessToken: accessToken ?? '',
        idToken: idToken ?? '',
        refreshToken: refreshToken ?? '',
      },
    }
    // The replay waits out the reuse grace at the end, while the other checks run.
  })

  it('holds the version check across instances: 409 with the current document', async () => {
    const project = await call(A(), 'POST', '/api/projects', { tokens: user, body: { name: 'Shared' } })
    expect(project.status).toBe(201)
    const projectId = (project.json.data as Doc).id
    const created = await call(A(), 'POST', `/api/projects/${projectId}/systems`, {
      tokens: user,
      body: { name: 'AHU-1' },
    })
    expect(created.status).toBe(201)
    const url = `/api/projects/${projectId}/systems/${(created.json.data as Doc).id}`
    const savedOnA = await call(A(), 'PUT', url, { tokens: user, body: { name: 'saved on A', version: 1 } })
    expect(savedOnA.status).toBe(200)
    const n = (savedOnA.json.data as Doc).version
    expect(n).toBe(2)

    const savedOnB = await call(B(), 'PUT', url, { tokens: user, body: { name: 'saved on B', version: n } })
    expect(savedOnB.status).toBe(200)
    expect(savedOnB.json.data).toMatchObject({ name: 'saved on B', version: n + 1 })

    const staleOnA = await call(A(), 'PUT', url, { tokens: user, body: { name: 'lost on A', version: n } })
    expect(staleOnA.status).toBe(409)
    expect(staleOnA.json).toMatchObject({
      success: false,
      error: { code: 'CONFLICT' },
      data: { name: 'saved on B', version: n + 1 },
    })
  })

  it('shares the sign-in limit: attempts spread over both trip it at the shared count', async () => {
    const signIn = (server: Server) =>
      call(server, 'POST', '/api/auth/sign-in', {
        body: { email: uniqueEmail('nobody'), password: PASSWORD },
      })
    const statuses = []
    // A, B, A, B: each instance sees only half of the attempts.
    for (let i = 0; i < SIGN_IN_LIMIT; i++) statuses.push((await signIn(i % 2 === 0 ? A() : B())).status)
    expect(statuses).toEqual(Array.from({ length: SIGN_IN_LIMIT }, () => 401))

    // A has seen SIGN_IN_LIMIT / 2 attempts: only the shared count can refuse this one, and B's next.
    for (const server of [A(), B()]) {
      const refused = await signIn(server)
      expect(refused.status).toBe(429)
      expect(refused.json).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
    }
  })

  it('refuses on A a refresh token rotated on B and revokes its whole family', async () => {
    if (!rotation) throw new Error('the rotation on B did not happen')
    await sleep(Math.max(0, rotation.at + REUSE_GRACE_MS - Date.now()))
    const replay = await call(A(), 'GET', '/api/auth/user', { tokens: { refreshToken: rotation.used } })
    expect(replay.status).toBe(401)
    expect(replay.headers.get('x-refresh-token')).toBeNull()
    // The family is gone on both instances: B's successor token and the session's access tokens too.
    const successor = await call(B(), 'GET', '/api/auth/user', {
      tokens: { refreshToken: rotation.fresh.refreshToken },
    })
    expect(successor.status).toBe(401)
    expect((await call(B(), 'GET', '/api/auth/user', { tokens: rotation.fresh })).status).toBe(401)
    expect(
      (await call(A(), 'GET', '/api/auth/user', { tokens: { accessToken: user.accessToken } })).status,
    ).toBe(401)
  }, 30_000)
})
