// `npm run test:load`: simulated users against the real server, built in this process and listening on
// loopback, on PGlite and then on a fresh PostgreSQL database. Each user signs up, then creates, edits (with
// versions), shares and reads projects and systems until the time is up. Afterwards every acknowledged write is
// checked against the database: each acknowledged create exists exactly once, and each entity holds the
// newest acknowledged edit (an edit is only ever superseded by a later acknowledged one). Exits 1 on any 5xx,
// unexpected answer, lost or duplicated write.
//   LOAD_USERS (100, 2–500), LOAD_DURATION seconds (60, 5–600), LOAD_THINK_MS mean pause between a user's
//   requests (100, 0–5000), LOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres: a database is
//   created beside it and dropped afterwards), LOAD_DATABASES (pglite,postgres).
import { like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/server/app.ts'
import type { Database } from '../src/server/db/client.ts'
import { projects, systems } from '../src/server/db/schema/index.ts'
import { testConfig } from '../src/server/test/app.ts'
import { createTestPglite } from '../src/server/test/databases.ts'
import { createIsolatedPostgres } from '../src/server/test/isolated-postgres.ts'
import { projectBody, systemBody } from './samples.ts'

const bounded = (value: string | undefined, fallback: number, min: number, max: number) => {
  const n = Number(value ?? fallback)
  return Number.isFinite(n) ? Math.min(Math.max(Math.round(n), min), max) : fallback
}
const USERS = bounded(process.env.LOAD_USERS, 100, 2, 500)
const DURATION_S = bounded(process.env.LOAD_DURATION, 60, 5, 600)
const THINK_MS = bounded(process.env.LOAD_THINK_MS, 100, 0, 5000)
const POSTGRES_URL = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const DATABASES = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim())
const PASSWORD = 'quiet lined duct 42'

interface Answer {
  status: number
  data: { id?: string; version?: number } & Record<string, unknown>
}

/** What the run knows was acknowledged, per project or system. */
interface Entity {
  id: string
  name: string
  projectId?: string
  /** Acknowledged states by the version they produced; creates are version 1 with an empty comment. */
  acked: Map<number, string>
  /** Writes whose answer never came: they may or may not have landed. */
  unknown: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN

class Run {
  /** Milliseconds per operation, and of all of them. */
  readonly latencies = new Map<string, number[]>()
  readonly allLatencies: number[] = []
  readonly statuses = new Map<string, number>()
  readonly violations: string[] = []
  readonly projects = new Map<string, Entity>()
  readonly systems = new Map<string, Entity>()
  /** Project names of acknowledged creates, and system names: each must be stored exactly once. */
  readonly createdNames = new Set<string>()
  /** Who each project was shared with, or is being shared with: an invitation is sent once. */
  readonly sharedWith = new Map<string, Set<number>>()
  unknownCreates = 0
  conflicts = 0

  constructor(readonly origin: string) {}

  violation(text: string) {
    if (this.violations.length < 50) this.violations.push(text)
    else if (this.violations.length === 50) this.violations.push('… more left out')
  }

  async call(op: string, token: string | undefined, method: string, path: string, body?: object) {
    const start = performance.now()
    let answer: Answer | undefined
    try {
      const res = await fetch(this.origin + path, {
        method,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(30_000),
      })
      const json = (await res.json()) as { data?: Answer['data'] }
      answer = { status: res.status, data: json.data ?? {} }
    } catch (error) {
      this.count(op, 'network')
      this.violation(
        `${op} ${method} ${path}: no answer (${error instanceof Error ? error.message : 'error'})`,
      )
      return undefined
    }
    const ms = performance.now() - start
    const times = this.latencies.get(op) ?? []
    times.push(ms)
    this.latencies.set(op, times)
    this.allLatencies.push(ms)
    const status = answer.status
    this.count(op, status >= 500 ? '5xx' : status === 409 ? '409' : status >= 400 ? '4xx' : '2xx')
    if (status >= 500) this.violation(`${op} ${method} ${path}: ${status}`)
    else if (status >= 400 && status !== 409) this.violation(`${op} ${method} ${path}: unexpected ${status}`)
    return answer
  }

  count(op: string, kind: string) {
    this.statuses.set(`${op} ${kind}`, (this.statuses.get(`${op} ${kind}`) ?? 0) + 1)
    this.statuses.set(`total ${kind}`, (this.statuses.get(`total ${kind}`) ?? 0) + 1)
  }

  ack(entity: Entity, answer: Answer, comment: string) {
    const version = answer.data.version
    if (typeof version !== 'number') return this.violation(`${entity.name}: an answer without a version`)
    if (entity.acked.has(version)) this.violation(`${entity.name}: version ${version} acknowledged twice`)
    entity.acked.set(version, comment)
  }
}

/** One simulated user: what it has seen of its projects and systems, and the versions it last read. */
class User {
  token = ''
  id = ''
  readonly versions = new Map<string, number>()
  readonly ownProjects: string[] = []
  readonly visibleProjects = new Set<string>()
  readonly visibleSystems: string[] = []
  /** Projects others shared with this user, once their invitation was acknowledged. */
  readonly invitedTo: string[] = []
  created = 0
  edits = 0

  constructor(
    readonly run: Run,
    readonly index: number,
    readonly all: User[],
  ) {}

  get email() {
    return `load-user-${this.index}@example.test`
  }

  async signUp() {
    const answer = await this.run.call('sign up', undefined, 'POST', '/api/auth/sign-up', {
      fullName: `Load user ${this.index}`,
      email: this.email,
      password: PASSWORD,
    })
    const data = answer?.data as { accessToken?: string; user?: { id: string } } | undefined
    if (!data?.accessToken || !data.user) throw new Error(`user ${this.index} could not sign up`)
    this.token = data.accessToken
    this.id = data.user.id
  }

  call(op: string, method: string, path: string, body?: object) {
    return this.run.call(op, this.token, method, path, body)
  }

  pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(Math.random() * items.length)]
  }

  async createProject() {
    const name = `L-u${this.index}-p${this.created++}`
    const answer = await this.call('create project', 'POST', '/api/projects', projectBody(name))
    if (!answer) return void this.run.unknownCreates++
    if (answer.status !== 201 || !answer.data.id) return
    const entity: Entity = { id: answer.data.id, name, acked: new Map(), unknown: 0 }
    this.run.projects.set(entity.id, entity)
    this.run.createdNames.add(name)
    this.run.ack(entity, answer, '')
    this.ownProjects.push(entity.id)
    this.visibleProjects.add(entity.id)
    this.versions.set(entity.id, 1)
  }

  async createSystem() {
    const projectId = this.pick([...this.visibleProjects])
    if (!projectId) return this.createProject()
    const name = `L-u${this.index}-s${this.created++}`
    const answer = await this.call(
      'create system',
      'POST',
      `/api/projects/${projectId}/systems`,
      systemBody(name),
    )
    if (!answer) return void this.run.unknownCreates++
    if (answer.status !== 201 || !answer.data.id) return
    const entity: Entity = { id: answer.data.id, name, projectId, acked: new Map(), unknown: 0 }
    this.run.systems.set(entity.id, entity)
    this.run.createdNames.add(name)
    this.run.ack(entity, answer, '')
    this.visibleSystems.push(entity.id)
    this.versions.set(entity.id, 1)
  }

  /** Saves with the version last seen; a 409 brings the current one, and the user tries once more. */
  async edit(kind: 'project' | 'system') {
    const id = kind === 'project' ? this.pick([...this.visibleProjects]) : this.pick(this.visibleSystems)
    const entity =
      id === undefined ? undefined : (kind === 'project' ? this.run.projects : this.run.systems).get(id)
    if (!entity) return kind === 'project' ? this.createProject() : this.createSystem()
    for (let attempt = 0; attempt < 2; attempt++) {
      const comment = `edit u${this.index} #${this.edits++}`
      const version = this.versions.get(entity.id) ?? 1
      const answer =
        kind === 'project'
          ? await this.call('edit project', 'PUT', `/api/projects/${entity.id}`, {
              ...projectBody(entity.name, comment),
              version,
            })
          : await this.call('edit system', 'PUT', `/api/projects/${entity.projectId}/systems/${entity.id}`, {
              ...systemBody(entity.name, comment),
              version,
            })
      if (!answer) return void entity.unknown++
      if (typeof answer.data.version === 'number') this.versions.set(entity.id, answer.data.version)
      if (answer.status === 200) return this.run.ack(entity, answer, comment)
      if (answer.status !== 409) return
      this.run.conflicts++
    }
  }

  /** Shares an own project with another load user, found by e-mail as the share dialog does. */
  async share() {
    const projectId = this.pick(this.ownProjects)
    const other = this.pick(this.all.filter((u) => u !== this))
    if (!projectId || !other) return this.createProject()
    const members = this.run.sharedWith.get(projectId) ?? new Set<number>()
    if (members.has(other.index)) return
    members.add(other.index)
    this.run.sharedWith.set(projectId, members)
    const found = await this.call(
      'look up user',
      'GET',
      `/api/users/lookup?email=${encodeURIComponent(other.email)}`,
    )
    if (found?.status !== 200 || !found.data.id) return
    const answer = await this.call('invite', 'POST', `/api/projects/${projectId}/users`, {
      invitedUserId: found.data.id,
    })
    if (answer?.status === 201) other.invitedTo.push(projectId)
  }

  /** Reads the list (every own acknowledged project must be in it), then one project with its systems. */
  async read() {
    // Only what was acknowledged before the list was asked for must be in it.
    const expected = [...this.ownProjects, ...this.invitedTo]
    const list = await this.call('list projects', 'GET', '/api/projects')
    if (list?.status === 200) {
      const items = list.data as unknown as { id: string; version: number }[]
      const listed = new Set(items.map((p) => p.id))
      for (const id of expected)
        if (!listed.has(id)) this.run.violation(`user ${this.index}: project ${id} missing from the list`)
      for (const p of items) this.visibleProjects.add(p.id)
    }
    const projectId = this.pick([...this.visibleProjects])
    if (!projectId) return
    const project = await this.call('read project', 'GET', `/api/projects/${projectId}`)
    if (project?.status !== 200) return
    this.versions.set(projectId, project.data.version ?? 1)
    const docs = (project.data.systems ?? []) as { id: string; version: number }[]
    for (const s of docs) {
      if (!this.versions.has(s.id)) this.visibleSystems.push(s.id)
      this.versions.set(s.id, s.version)
    }
    const systemId = this.pick(docs)?.id
    if (systemId) await this.call('read system', 'GET', `/api/systems/${systemId}`)
  }

  async live(deadline: number) {
    await this.createProject()
    while (Date.now() < deadline) {
      const roll = Math.random() * 100
      if (roll < 8) await this.createProject()
      else if (roll < 20) await this.createSystem()
      else if (roll < 35) await this.edit('project')
      else if (roll < 55) await this.edit('system')
      else if (roll < 60) await this.share()
      else await this.read()
      if (THINK_MS > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * THINK_MS))
    }
  }
}

/** Compares what was acknowledged with what the database holds. */
async function verify(run: Run, database: Database) {
  const stored = async (table: typeof projects | typeof systems) =>
    database.db
      .select({ id: table.id, name: table.name, comment: table.comment, version: table.version })
      .from(table)
      .where(like(table.name, 'L-u%'))
  const rows = [...(await stored(projects)), ...(await stored(systems))]
  const byName = new Map<string, number>()
  for (const row of rows) byName.set(row.name, (byName.get(row.name) ?? 0) + 1)
  for (const name of run.createdNames) {
    const count = byName.get(name) ?? 0
    if (count !== 1) run.violation(`acknowledged create ${name} is stored ${count} times`)
  }
  const unacknowledged = [...byName.keys()].filter((name) => !run.createdNames.has(name)).length
  if (unacknowledged > run.unknownCreates)
    run.violation(
      `${unacknowledged} stored creates were never acknowledged (${run.unknownCreates} unanswered)`,
    )

  const entities = [...run.projects.values(), ...run.systems.values()]
  const byId = new Map(rows.map((row) => [row.id, row]))
  for (const entity of entities) {
    // Looked up by the id the answer gave: a create stored under another id would pass the name check.
    const row = byId.get(entity.id)
    if (!row) {
      run.violation(`${entity.name}: acknowledged as ${entity.id}, not stored under that id`)
      continue
    }
    const newest = Math.max(...entity.acked.keys())
    if (row.version < newest)
      run.violation(`${entity.name}: stored version ${row.version} < acknowledged ${newest}`)
    else if (row.version > newest && entity.unknown === 0)
      run.violation(`${entity.name}: stored version ${row.version} was never acknowledged (newest ${newest})`)
    else if (row.version === newest && row.comment !== entity.acked.get(newest))
      run.violation(`${entity.name}: stored "${row.comment}", acknowledged "${entity.acked.get(newest)}"`)
  }
  return { entities: entities.length, edits: entities.reduce((n, e) => n + e.acked.size - 1, 0) }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('no address')
  return `http://127.0.0.1:${address.port}`
}

async function loadRun(kind: string): Promise<boolean> {
  const database = kind === 'postgres' ? await createIsolatedPostgres(POSTGRES_URL) : await createTestPglite()
  // Production settings, except that every simulated user signs up from this one address. The write limit
  // (WRITES_PER_MINUTE, 1,500 per user) stays: at the default think time a user sends at most 600 requests a
  // minute, reads included; a think time below 40 ms would meet it.
  const config = testConfig({ validateResponses: false, authRateLimits: { perAddress: 0, perAccount: 0 } })
  const app = await buildApp({ database, config })
  const run = new Run(await listen(app))
  try {
    const users: User[] = []
    for (let i = 0; i < USERS; i++) users.push(new User(run, i, users))
    const started = Date.now()
    await Promise.all(users.map((u) => u.signUp()))
    const deadline = Date.now() + DURATION_S * 1000
    await Promise.all(users.map((u) => u.live(deadline)))
    const seconds = (Date.now() - started) / 1000
    const { entities, edits } = await verify(run, database)

    console.log(`\n${kind}: ${USERS} users, ${DURATION_S} s, think time ~${THINK_MS} ms`)
    console.table(
      Object.fromEntries(
        [...run.latencies.entries(), ['total', run.allLatencies] as const].map(([op, times]) => {
          const sorted = [...times].sort((a, b) => a - b)
          const n = (kind: string) => run.statuses.get(`${op} ${kind}`) ?? 0
          return [
            op,
            {
              requests: times.length,
              '2xx': n('2xx'),
              conflicts: n('409'),
              'other 4xx': n('4xx'),
              '5xx': n('5xx'),
              'p50 ms': Math.round(percentile(sorted, 50)),
              'p99 ms': Math.round(percentile(sorted, 99)),
              'max ms': Math.round(sorted[sorted.length - 1] ?? NaN),
            },
          ]
        }),
      ),
    )
    const total = (kind: string) => run.statuses.get(`total ${kind}`) ?? 0
    const requests = total('2xx') + total('409') + total('4xx') + total('5xx')
    console.log(
      `total: ${requests} requests in ${seconds.toFixed(0)} s (${(requests / seconds).toFixed(0)}/s); ` +
        `5xx ${total('5xx')}, unexpected 4xx ${total('4xx')}, no answer ${total('network')}, ` +
        `409 conflicts ${run.conflicts} (expected: users share projects); ` +
        `verified ${run.createdNames.size} creates and ${edits} edits of ${entities} projects and systems`,
    )
    for (const v of run.violations) console.log(`VIOLATION ${v}`)
    console.log(run.violations.length === 0 ? `${kind}: no violations` : `${kind}: FAILED`)
    return run.violations.length === 0
  } finally {
    await app.close()
    await database.close()
  }
}

let ok = true
for (const kind of DATABASES) {
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`LOAD_DATABASES: unknown ${kind}`)
  ok = (await loadRun(kind)) && ok
}
process.exitCode = ok ? 0 : 1
