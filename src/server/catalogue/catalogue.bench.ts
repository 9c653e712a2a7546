// List latency on the full demo catalogue, through the whole app (routing, headers, body), in process.
// Run with `npx vitest bench --run src/server/catalogue`; the target is under 20 ms per list.
import { afterAll, beforeAll, bench, describe } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../test/app.ts'
import { seedCatalogue } from './catalogue.seed.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
let etag = ''

const LISTS = [
  '/api/silencers',
  '/api/diffusers',
  '/api/abstract-products',
  '/api/silencer-classes?group=all',
  '/api/diffuser-classes?group=all',
  '/api/abstract-classes?group=all',
]

async function get(url: string, headers: Record<string, string> = {}): Promise<void> {
  const res = await app.inject({ method: 'GET', url, headers })
  if (res.statusCode !== 200 && res.statusCode !== 304) throw new Error(`${url} answered ${res.statusCode}`)
}

beforeAll(async () => {
  // Production settings: answers are not re-checked against their schema (env.ts, validateResponses).
  testApp = await createTestApp({ config: { validateResponses: false } })
  app = testApp.app
  await seedCatalogue(testApp.database.db)
  for (const url of LISTS) await get(url)
  etag = (await app.inject({ url: '/api/silencers' })).headers.etag as string

  // A plain figure beside vitest's table: the median and the slowest of 200 requests per list.
  const lines: string[] = []
  for (const url of LISTS) {
    const times: number[] = []
    for (let i = 0; i < 200; i++) {
      const start = performance.now()
      await get(url)
      times.push(performance.now() - start)
    }
    times.sort((a, b) => a - b)
    lines.push(`${url}: median ${(times[100] ?? 0).toFixed(2)} ms, p99 ${(times[198] ?? 0).toFixed(2)} ms`)
  }
  process.stdout.write(`catalogue list latency (full demo catalogue, in process):\n${lines.join('\n')}\n`)
})
afterAll(() => testApp.close())

describe('catalogue lists', () => {
  bench('GET /api/silencers (436 round silencers)', () => get('/api/silencers'))
  bench('GET /api/silencers, revalidated (304)', () => get('/api/silencers', { 'if-none-match': etag }))
  bench('GET /api/silencer-classes?group=all', () => get('/api/silencer-classes?group=all'))
  bench('GET /api/abstract-products', () => get('/api/abstract-products'))
})
