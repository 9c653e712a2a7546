// The database failing under a running server (docs/operations.md, "Database faults"): the real server in a
// child process on a PostgreSQL database of its own, reached through a TCP proxy that can take the database
// host away. Every answer is either served or the 503 envelope with Retry-After, the process lives on, no
// acknowledged write is lost, and the server serves again by itself once the database is back. A statement
// waiting on a lock held elsewhere gives up after the configured timeouts instead of holding its request.
// No test measures time: each holds its fault (the host down or frozen, the lock held) until the answer has
// come, and reads in the server's log what answered it (a refused connection, which timeout), so a fast answer
// from the wrong cause fails as surely as a slow one. What the pool gave up is logged once per connection.
// PostgreSQL only: PGlite runs inside the process, has no connection to lose and no second session to wait on.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { testDatabaseUrl } from './config/env.ts'
import { APPLICATION_NAME, type Database } from './db/client.ts'
import { CONNECTION_LOSS_MESSAGE } from './db/connection-log.ts'
import { HEALTH_TIMEOUT_MS } from './health/health.routes.ts'
import { PASSWORD, tokenHeaders, uniqueEmail } from './test/auth.ts'
import { codesIn, lockSystem, systemBody, tooSlow, unavailable, within } from './test/database-faults.ts'
import { settlesWithin } from './test/held-database.ts'
import { createIsolatedPostgres } from './test/isolated-postgres.ts'
import { startReadyServer, waitFor } from './test/process.ts'
import { proxyToDatabase, type TcpProxy } from './test/tcp-proxy.ts'

const pgUrl = testDatabaseUrl()

type Server = Awaited<ReturnType<typeof startReadyServer>>
interface Answer {
  status: number
  retryAfter: string | null
  body: { success: boolean; data?: unknown; error?: unknown }
  /** X-Request-Id: the answer's lines in the server's log carry it as reqId. */
  requestId: string | undefined
}

type LogLine = Record<string, unknown>

/** The request failure's line, as the error handler writes it for every 503 of a database fault. */
const REQUEST_FAILED = 'request failed: the database cannot serve'
const HEALTH_FAILED = 'health check failed: the database cannot serve'

describe.skipIf(!pgUrl)('a server whose PostgreSQL fails', () => {
  let database: Database & { url: string }
  let proxy: TcpProxy
  let server: Server
  let admin: pg.Client
  let scratch: string
  let user: SignedIn
  let projectId: string

  const call = async (method: string, url: string, body?: object): Promise<Answer> => {
    const res = await fetch(`${server.origin}${url}`, {
      method,
      headers: {
        ...tokenHeaders(user),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as Answer['body'],
      requestId: res.headers.get('x-request-id') ?? undefined,
    }
  }
  const dataOf = <T>(answer: Answer) => answer.body.data as T

  /** The server's log so far, one object a line (pino's JSON on its stdout). */
  const logLines = (): LogLine[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine)
  /**
   * The line `msg` of the request that got `answer`. The line is written before the answer is sent, but comes
   * through another pipe: it is waited for (the deadline only ends a test that would otherwise hang).
   */
  const loggedFor = async (answer: Answer, msg: string): Promise<LogLine> => {
    const find = () => logLines().find((line) => line.reqId === answer.requestId && line.msg === msg)
    await waitFor(() => find() !== undefined, 10_000)
    return find() ?? {}
  }
  const connectionLosses = () => logLines().filter((line) => line.msg === CONNECTION_LOSS_MESSAGE)
  /** Each given-up connection is logged once, and never with a statement or what it carried. */
  const expectEachLoggedOnce = (losses: LogLine[]) => {
    const pids = losses.map((line) => line.backendPid)
    expect(new Set(pids).size).toBe(pids.length)
    for (const line of losses) {
      expect(line).toMatchObject({
        backendPid: expect.any(Number) as unknown,
        cause: expect.any(String) as unknown,
        inUse: expect.any(Boolean) as unknown,
        reason: expect.any(String) as unknown,
      })
      expect(line).not.toHaveProperty('query')
      expect(line).not.toHaveProperty('err')
      expect(String(line.reason)).not.toMatch(/\b(select|insert|update|delete)\b/i)
    }
  }

  /** This server's own sessions on the database, found by the pool's application_name. */
  const serverSessions = async (): Promise<number[]> => {
    const sessions = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
      [new URL(database.url).pathname.slice(1), APPLICATION_NAME],
    )
    return sessions.rows.map((row) => row.pid)
  }
  /** Ends this server's own sessions on the database; the ended ones' process ids. */
  const terminateSessions = async (): Promise<number[]> => {
    const ended = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity, pg_terminate_backend(pid)
        where datname = $1 and application_name = $2 and pid <> pg_backend_pid()`,
      [new URL(database.url).pathname.slice(1), APPLICATION_NAME],
    )
    return ended.rows.map((row) => row.pid)
  }

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-faults-'))
    database = await createIsolatedPostgres(pgUrl ?? '')
    const proxied = await proxyToDatabase(database.url)
    proxy = proxied.proxy
    server = await startReadyServer({
      DATABASE_URL: proxied.url,
      DATA_DIR: scratch,
      AUTH_RATE_LIMIT_PER_ADDRESS: '0',
      DATABASE_LOCK_TIMEOUT: '1',
      DATABASE_STATEMENT_TIMEOUT: '2',
      // Longer than health's own bound, so that what answers health on a frozen host is that bound.
      DATABASE_ANSWER_TIMEOUT: String(HEALTH_TIMEOUT_MS / 1000 + 2),
    })
    admin = new pg.Client({ connectionString: pgUrl })
    await admin.connect()
    const signUp = await fetch(`${server.origin}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Fault Tester', email: uniqueEmail('faults'), password: PASSWORD }),
    })
    expect(signUp.status).toBe(201)
    user = ((await signUp.json()) as { data: SignedIn }).data
    const project = await call('POST', '/api/projects', { name: 'Under fire' })
    expect(project.status).toBe(201)
    projectId = dataOf<{ id: string }>(project).id
  }, 120_000)

  afterAll(async () => {
    server?.child.kill('SIGTERM')
    await server?.done
    await admin?.end()
    await proxy?.close()
    await database?.close()
    await rm(scratch, { recursive: true, force: true })
  })

  it('answers requests whose connections are ended 503 with the envelope, keeps running and loses no acknowledged write', async () => {
    const answers: Answer[] = []
    const unanswered: unknown[] = []
    const projectsAcked: string[] = []
    const systemsAcked = new Map<string, { version: number; name: string }>()
    let stop = false
    const projectWriter = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const created = await call('POST', '/api/projects', { name: `w${w}-${i}` })
          answers.push(created)
          if (created.status === 201) projectsAcked.push(dataOf<{ id: string }>(created).id)
        } catch (error) {
          unanswered.push(error)
          return
        }
      }
    }
    // Saves run in a transaction of several statements: an ended session between two of them is the case
    // that crashed the process when the client's error went unheard.
    const systemWriter = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const created = await call('POST', `/api/projects/${projectId}/systems`, systemBody(`s${w}-${i}`))
          answers.push(created)
          if (created.status !== 201) continue
          const system = dataOf<{ id: string; version: number }>(created)
          systemsAcked.set(system.id, { version: system.version, name: `s${w}-${i}` })
          const name = `s${w}-${i} saved`
          const saved = await call('PUT', `/api/projects/${projectId}/systems/${system.id}`, {
            ...systemBody(name),
            version: system.version,
          })
          answers.push(saved)
          if (saved.status === 200)
            systemsAcked.set(system.id, { version: dataOf<{ version: number }>(saved).version, name })
        } catch (error) {
          unanswered.push(error)
          return
        }
      }
    }
    const lossesBefore = connectionLosses().length
    const writers = [projectWriter(0), projectWriter(1), systemWriter(2), systemWriter(3)]
    const ended: number[] = []
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      ended.push(...(await terminateSessions()))
    }
    stop = true
    await Promise.all(writers)

    expect(ended.length).toBeGreaterThan(0)
    expect(unanswered).toEqual([])
    expect(server.child.exitCode).toBeNull()
    for (const answer of answers) {
      if (answer.status === 200 || answer.status === 201) continue
      expect(answer).toEqual(unavailable)
    }
    expect(answers.some((answer) => answer.status === 503)).toBe(true)

    // The next requests are served: the pool opens new connections by itself.
    const list = await call('GET', '/api/projects')
    expect(list.status).toBe(200)
    const stored = new Set(dataOf<{ id: string }[]>(list).map((p) => p.id))
    expect(projectsAcked.filter((id) => !stored.has(id))).toEqual([])
    const systems = await call('GET', `/api/projects/${projectId}/systems`)
    expect(systems.status).toBe(200)
    const storedSystems = new Map(
      dataOf<{ id: string; version: number; name: string }[]>(systems).map((s) => [s.id, s]),
    )
    for (const [id, acked] of systemsAcked) {
      const system = storedSystems.get(id)
      expect(system, acked.name).toBeDefined()
      expect(system?.version).toBeGreaterThanOrEqual(acked.version)
      if (system?.version === acked.version) expect(system.name).toBe(acked.name)
    }
    // The operator reads that the database ended them, once per connection, and of no other connection.
    const losses = connectionLosses().slice(lossesBefore)
    expect(losses.length).toBeGreaterThan(0)
    expectEachLoggedOnce(losses)
    for (const line of losses) {
      expect(ended).toContain(line.backendPid)
      expect(line).toMatchObject({ cause: 'error', level: 40 })
    }
    expect(losses.map((line) => line.reason)).toContain('terminating connection due to administrator command')
  }, 60_000)

  it('answers at once while the database host is down, health included, and serves again when it is back', async () => {
    expect((await call('GET', '/api/projects')).status).toBe(200)
    // Its open connections are cut first; once it has heard of every one, nothing is left but new ones.
    const open = await serverSessions()
    await proxy.down()
    let listed: Answer
    let created: Answer
    let health: Answer
    try {
      await waitFor(() => {
        const told = connectionLosses().map((line) => line.backendPid)
        return open.every((pid) => told.includes(pid))
      }, 10_000)
      // The host stays down until every answer is in.
      listed = await call('GET', '/api/projects')
      created = await call('POST', '/api/projects', { name: 'while down' })
      health = await call('GET', '/api/health')
    } finally {
      await proxy.up()
    }
    expect(listed).toEqual(unavailable)
    expect(created).toEqual(unavailable)
    expect(health).toMatchObject({ status: 503, body: { success: false, error: { code: 'UNAVAILABLE' } } })
    // Refused connections are known at once; nothing waits for a timeout: what failed each request is the
    // refusal itself, not a connection attempt's 5 s, the answer bound or health's own bound running out.
    for (const answer of [listed, created]) {
      const failed = await loggedFor(answer, REQUEST_FAILED)
      expect(failed.fault).toBe('unreachable')
      expect(codesIn(failed.err)).toContain('ECONNREFUSED')
    }
    expect((await loggedFor(health, HEALTH_FAILED)).reason).toMatch(/^connect ECONNREFUSED /)

    const after = await call('POST', '/api/projects', { name: 'after the outage' })
    expect(after.status).toBe(201)
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200)
    const list = await call('GET', '/api/projects')
    expect(dataOf<{ name: string }[]>(list).map((p) => p.name)).toContain('after the outage')
    expect(dataOf<{ name: string }[]>(list).map((p) => p.name)).not.toContain('while down')
    expect(server.child.exitCode).toBeNull()
  }, 30_000)

  it('answers health 503 by its own bound while the database holds its connections without answering', async () => {
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200)
    proxy.freeze()
    let health: Promise<Answer>
    let answeredWhileFrozen: boolean
    try {
      health = call('GET', '/api/health')
      // A generous deadline, not a measure: without a bound of its own, health waits for the thaw or for the
      // answer bound, which the log below tells apart.
      answeredWhileFrozen = await settlesWithin(25_000, health)
    } finally {
      proxy.thaw()
    }
    expect(answeredWhileFrozen).toBe(true)
    const answer = await health
    expect(answer).toMatchObject({
      status: 503,
      body: {
        success: false,
        error: { code: 'UNAVAILABLE', message: 'The database cannot serve requests', details: [] },
      },
    })
    // What answered it was health's own bound (shorter here than the server's answer bound), as the
    // load balancer's probe needs whatever DATABASE_ANSWER_TIMEOUT is.
    expect((await loggedFor(answer, HEALTH_FAILED)).reason).toBe(`no answer within ${HEALTH_TIMEOUT_MS} ms`)
    expect((await fetch(`${server.origin}/api/health`)).status).toBe(200)
  }, 30_000)

  it('answers a save 503 while the database holds its connections without answering, writes nothing and serves after', async () => {
    const created = await call('POST', `/api/projects/${projectId}/systems`, systemBody('before the freeze'))
    const system = dataOf<{ id: string; version: number }>(created)
    const path = `/api/projects/${projectId}/systems/${system.id}`
    // A connection opened before the freeze, as a running server has them: the save is sent on it.
    expect((await call('GET', `/api/projects/${projectId}/systems`)).status).toBe(200)
    const lossesBefore = connectionLosses().length
    proxy.freeze()
    let save: Promise<Answer>
    let answeredWhileFrozen: boolean
    try {
      save = call('PUT', path, { ...systemBody('while frozen'), version: system.version })
      // A generous deadline, not a measure: without the server's own bound the save waits for the thaw (or
      // for the operating system to give the connection up, many minutes later).
      answeredWhileFrozen = await settlesWithin(25_000, save)
    } finally {
      proxy.thaw()
    }
    expect(answeredWhileFrozen).toBe(true)
    const frozen = await save
    tooSlow(frozen)
    // What answered it was the server's own bound (a timeout the database gave no code for, as it never
    // answered), and the operator reads that the server gave the connection up for it.
    const failed = await loggedFor(frozen, REQUEST_FAILED)
    expect(failed.fault).toBe('timeout')
    expect(codesIn(failed.err)).toEqual([])
    const losses = connectionLosses().slice(lossesBefore)
    expectEachLoggedOnce(losses)
    expect(losses).toContainEqual(
      expect.objectContaining({
        level: 40,
        cause: 'no answer',
        reason: `the database did not answer within ${HEALTH_TIMEOUT_MS / 1000 + 2} s (DATABASE_ANSWER_TIMEOUT); the connection was closed`,
        inUse: true,
      }),
    )
    expect(JSON.stringify(losses)).not.toContain('while frozen')
    // The same save again is stored on the version it started from: the one answered 503 wrote nothing, not
    // even once its statements reached the database after the thaw. The server serves without a restart.
    const saved = await within(
      10_000,
      call('PUT', path, { ...systemBody('after the freeze'), version: system.version }),
    )
    expect(saved.status).toBe(200)
    expect(dataOf<{ version: number; name: string }>(saved)).toMatchObject({
      version: system.version + 1,
      name: 'after the freeze',
    })
    expect(server.child.exitCode).toBeNull()
  }, 60_000)

  it('answers a save waiting on a lock held elsewhere 503 after DATABASE_LOCK_TIMEOUT, having written nothing', async () => {
    const created = await call('POST', `/api/projects/${projectId}/systems`, systemBody('locked'))
    const system = dataOf<{ id: string; version: number }>(created)
    const path = `/api/projects/${projectId}/systems/${system.id}`
    const lock = await lockSystem(database.url, system.id)
    let blocked: Answer
    try {
      // The lock is held until the answer has come.
      blocked = await within(
        10_000,
        call('PUT', path, { ...systemBody('while locked'), version: system.version }),
      )
    } finally {
      await lock.release()
    }
    tooSlow(blocked)
    // What ended the wait was the lock timeout (55P03), the first of the three to run out, not the statement
    // timeout (57014) or the server's answer bound (no code: the database never answered).
    expect(codesIn((await loggedFor(blocked, REQUEST_FAILED)).err)).toContain('55P03')
    // The same save again is stored on the version it started from: the refused one wrote nothing.
    const saved = await call('PUT', path, { ...systemBody('after the lock'), version: system.version })
    expect(saved.status).toBe(200)
    expect(dataOf<{ version: number; name: string }>(saved)).toMatchObject({
      version: system.version + 1,
      name: 'after the lock',
    })
  }, 30_000)
})
