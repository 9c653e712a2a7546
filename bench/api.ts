// API throughput with autocannon: each of our routes against a bare Fastify route answering a body of the same
// size, in one run on this machine, so the ratio shows our own cost (validation, guard, database, headers)
// rather than the machine's speed. Loopback only; bounded in time. The client runs in this process too: it
// costs both sides of a comparison alike.
import autocannon from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../src/server/app.ts'
import { createTestPglite } from '../src/server/test/databases.ts'
import { testConfig } from '../src/server/test/app.ts'
import { bands, projectBody, systemBody } from './samples.ts'

const DURATION_S = Math.min(Math.max(Number(process.env.BENCH_DURATION ?? 5), 1), 60)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** The workspace figures are asked for at 50 concurrent connections (docs/operations.md, "Performance"). */
export const WORKSPACE_CONNECTIONS = 50
export const WORKSPACE_PROJECTS = 200
export const SYSTEMS_PER_PROJECT = 5

export const soundPowerBody = JSON.stringify({
  inputSoundPowerLevel: bands(85, 3),
  attenuationConstant: 'T1',
  filterCorrectionType: 'AFilter',
  products: Array.from({ length: 5 }, (_, i) => ({
    id: `p${i}`,
    name: `Product ${i}`,
    soundAttenuation: bands(4 + i, -1),
    soundPowerLevel: bands(30, 2),
  })),
})

export interface Figure {
  requestsPerSecond: number
  p99Ms: number
  /** Answers outside 2xx plus connection errors and timeouts: anything but zero makes the figure suspect. */
  failed: number
}

export interface Comparison {
  ours: Figure
  bare: Figure
  ratio: number
}

async function measure(options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ duration: DURATION_S, ...options })
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

const compare = (ours: Figure, bare: Figure): Comparison => ({
  ours,
  bare,
  ratio: ours.requestsPerSecond / bare.requestsPerSecond,
})

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('no address')
  return `http://127.0.0.1:${address.port}`
}

export async function benchSoundPowerRoute(): Promise<Comparison> {
  const database = await createTestPglite()
  const app = await buildApp({
    database,
    config: testConfig({
      rateLimits: { calculationsPerMinute: 0, productsPerMinute: 0 },
      validateResponses: false,
    }),
  })
  const base = await listen(app)
  // The bare route serialises exactly what ours answers, so both build and move the same bytes; the
  // difference is ours alone: validation, the calculation, the security headers.
  const sample = await fetch(`${base}/api/calculations/sound-power`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: soundPowerBody,
  })
  const answer: unknown = await sample.json()
  const bare = Fastify()
  bare.post('/bare', () => answer)
  const bareBase = await listen(bare)

  const post = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: soundPowerBody,
  }
  const bareFigure = await measure({ ...post, url: `${bareBase}/bare`, connections: CONNECTIONS })
  const ours = await measure({
    ...post,
    url: `${base}/api/calculations/sound-power`,
    connections: CONNECTIONS,
  })
  await app.close()
  await bare.close()
  await database.close()
  return compare(ours, bareFigure)
}

interface Saved {
  projectId: string
  id: string
  version: number
}

/**
 * Listing 200 projects of 5 systems each, and saving a system, for one user on PGlite. Every save must carry
 * the version its system has now, or it is a 409 and measures nothing: each request takes a system nobody
 * else is saving from a pool and puts it back with the version of the answer.
 */
export async function benchWorkspaceRoutes(): Promise<{
  list: Comparison
  save: Comparison
  listBytes: number
}> {
  const database = await createTestPglite()
  // One user makes every write here, far past a person's pace: the write limit is set beyond reach, so that its
  // count (one statement per write) is measured and never refuses; nor are its many reads at once held back.
  const app = await buildApp({
    database,
    config: testConfig({
      validateResponses: false,
      writesPerMinute: Number.MAX_SAFE_INTEGER,
      readsAtOnce: 0,
    }),
  })
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { fullName: 'Bench User', email: 'bench@example.test', password: 'quiet lined duct 42' },
  })
  if (signUp.statusCode !== 201)
    throw new Error(`/api/auth/sign-up answered ${signUp.statusCode}: ${signUp.body}`)
  const token = signUp.json<{ data: { accessToken: string } }>().data.accessToken
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const created = async <T>(url: string, payload: object): Promise<T> => {
    const res = await app.inject({ method: 'POST', url, headers, payload })
    if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`)
    return res.json<{ data: T }>().data
  }
  const systems: Saved[] = []
  for (let p = 0; p < WORKSPACE_PROJECTS; p++) {
    const project = await created<{ id: string }>('/api/projects', projectBody(`Project ${p}`))
    for (let s = 0; s < SYSTEMS_PER_PROJECT; s++)
      systems.push(await created<Saved>(`/api/projects/${project.id}/systems`, systemBody(`AHU-${p}-${s}`)))
  }
  const base = await listen(app)

  const listPath = '/api/projects?withSystems=true'
  const listAnswer = await fetch(base + listPath, { headers })
  const listBody = await listAnswer.text()
  if (!listAnswer.ok) throw new Error(`${listPath} answered ${listAnswer.status}`)
  const listData: unknown = JSON.parse(listBody)

  const saveTemplate = systemBody('AHU saved by the benchmark')
  const sampleSave = await app.inject({
    method: 'PUT',
    url: `/api/projects/${systems[0]?.projectId}/systems/${systems[0]?.id}`,
    headers,
    payload: { ...saveTemplate, version: systems[0]?.version },
  })
  const saveData: { data: Saved } = sampleSave.json()
  if (systems[0]) systems[0].version = saveData.data.version

  const bare = Fastify()
  bare.get('/bare/projects', () => listData)
  bare.put('/bare/projects/:projectId/systems/:id', () => saveData)
  const bareBase = await listen(bare)

  // Twice as many systems as connections: a request whose answer never came cannot starve the pool.
  const save = async (origin: string, prefix: string) => {
    const free = systems.slice(0, 2 * WORKSPACE_CONNECTIONS)
    return measure({
      url: origin,
      connections: WORKSPACE_CONNECTIONS,
      requests: [
        {
          method: 'PUT',
          headers,
          setupRequest: (request, context: { system?: Saved }) => {
            const system = free.shift()
            if (!system) return request
            context.system = system
            return {
              ...request,
              path: `${prefix}/projects/${system.projectId}/systems/${system.id}`,
              body: JSON.stringify({ ...saveTemplate, version: system.version }),
            }
          },
          // A 409 carries the current system too, so one stale version cannot poison the rest of the run.
          onResponse: (_status, body, context: { system?: Saved }) => {
            const system = context.system
            if (!system) return
            const answer = JSON.parse(body) as { data?: { version?: number } }
            if (prefix === '/api' && typeof answer.data?.version === 'number')
              system.version = answer.data.version
            free.push(system)
          },
        },
      ],
    })
  }
  const saveBare = await save(bareBase, '/bare')
  const saveOurs = await save(base, '/api')

  // An answer of some megabytes takes long: one request per connection, all answered before the next run
  // starts, so no answer still in the making eats into the next measurement (client and servers share this
  // process).
  const list = (url: string) =>
    measure({ url, headers, connections: WORKSPACE_CONNECTIONS, amount: WORKSPACE_CONNECTIONS, timeout: 300 })
  const listBare = await list(`${bareBase}/bare/projects`)
  const listOurs = await list(base + listPath)

  await app.close()
  await bare.close()
  await database.close()
  return {
    list: compare(listOurs, listBare),
    save: compare(saveOurs, saveBare),
    listBytes: Buffer.byteLength(listBody),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const soundPower = await benchSoundPowerRoute()
  const workspace = await benchWorkspaceRoutes()
  const row = (figure: Figure) => ({
    'req/s': Math.round(figure.requestsPerSecond),
    'p99 ms': figure.p99Ms,
    failed: figure.failed,
  })
  console.log(`\nAPI throughput (loopback, ${DURATION_S} s each)`)
  console.table({
    [`POST /api/calculations/sound-power (${CONNECTIONS} conn.)`]: row(soundPower.ours),
    'bare Fastify, same body size': row(soundPower.bare),
    [`GET /api/projects?withSystems=true (${WORKSPACE_CONNECTIONS} conn.)`]: row(workspace.list.ours),
    [`bare Fastify, ${workspace.listBytes} bytes`]: row(workspace.list.bare),
    [`PUT a system with its version (${WORKSPACE_CONNECTIONS} conn.)`]: row(workspace.save.ours),
    'bare Fastify, same answer': row(workspace.save.bare),
  })
  console.log(`ratio sound-power / bare: ${soundPower.ratio.toFixed(2)} (target >= 0.5)`)
  console.log(`ratio project list / bare: ${workspace.list.ratio.toFixed(2)}`)
  console.log(`ratio system save / bare: ${workspace.save.ratio.toFixed(2)}`)
}
