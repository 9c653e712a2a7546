// API throughput, side by side with autocannon: our route against a bare Fastify route answering a body
// of the same size, in one run on this machine. Loopback only; bounded in time.
import autocannon from 'autocannon'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../src/server/app.ts'
import { createTestPglite } from '../src/server/test/databases.ts'
import { testConfig } from '../src/server/test/app.ts'

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

const bands = (base: number, step: number) => ({
  octaveBand63Hz: base,
  octaveBand125Hz: base - step,
  octaveBand250Hz: base - 2 * step,
  octaveBand500Hz: base - 3 * step,
  octaveBand1000Hz: base - 4 * step,
  octaveBand2000Hz: base - 5 * step,
  octaveBand4000Hz: base - 6 * step,
  octaveBand8000Hz: base - 7 * step,
})

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

interface Figure {
  requestsPerSecond: number
  p99Ms: number
  non2xx: number
}

async function measure(url: string, body: string): Promise<Figure> {
  const result = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration: DURATION_S,
  })
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, non2xx: result.non2xx }
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (typeof address !== 'object' || address === null) throw new Error('no address')
  return `http://127.0.0.1:${address.port}`
}

export async function benchSoundPowerRoute(): Promise<{ ours: Figure; bare: Figure; ratio: number }> {
  const database = await createTestPglite()
  const app = await buildApp({
    database,
    config: testConfig({ rateLimits: { calculationsPerMinute: 0 }, validateResponses: false }),
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

  const bareFigure = await measure(`${bareBase}/bare`, soundPowerBody)
  const ours = await measure(`${base}/api/calculations/sound-power`, soundPowerBody)
  await app.close()
  await bare.close()
  await database.close()
  return { ours, bare: bareFigure, ratio: ours.requestsPerSecond / bareFigure.requestsPerSecond }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ours, bare, ratio } = await benchSoundPowerRoute()
  console.log(`\nAPI throughput (${CONNECTIONS} connections, ${DURATION_S} s each, loopback)`)
  console.table({
    'POST /api/calculations/sound-power': {
      'req/s': Math.round(ours.requestsPerSecond),
      'p99 ms': ours.p99Ms,
      non2xx: ours.non2xx,
    },
    'bare Fastify, same body size': {
      'req/s': Math.round(bare.requestsPerSecond),
      'p99 ms': bare.p99Ms,
      non2xx: bare.non2xx,
    },
  })
  console.log(`ratio sound-power / bare: ${ratio.toFixed(2)} (target >= 0.5)`)
}
