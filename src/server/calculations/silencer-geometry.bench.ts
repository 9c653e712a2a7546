// The own-geometry endpoint through the whole app, in process: a first answer (a geometry never asked before,
// so the engine runs), one of a cross-section never asked before (its modes are searched: the model's whole
// cost), and a repeat (from the geometry cache). Target: a first answer ≤ 50 ms.
// Run alone with `npx vitest bench --run --project node src/server/calculations/silencer-geometry.bench.ts`.
import { afterAll, beforeAll, bench, describe } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../test/app.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
/** Each first answer asks a length never asked before (0.01 mm steps keep them in range). */
let fresh = 0

const rectangular = (length: number) => ({
  shape: 'rectangular',
  airwayWidth: 100,
  baffleThickness: 200,
  length,
  inputAirflow: 2000,
  width: 1200,
  height: 900,
})
const round = (length: number) => ({
  shape: 'round',
  diameter: 500,
  liningThickness: 100,
  podDiameter: 250,
  length,
  inputAirflow: 800,
})

async function ask(payload: object): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/calculations/silencer-attenuation', payload })
  if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`)
}

beforeAll(async () => {
  // Production settings: answers are not re-checked against their schema (env.ts, validateResponses).
  testApp = await createTestApp({
    config: { validateResponses: false, rateLimits: { calculationsPerMinute: 0, productsPerMinute: 0 } },
  })
  app = testApp.app
  await ask(rectangular(1000))
})
afterAll(() => testApp.close())

describe('own silencer geometry', () => {
  bench('POST silencer-attenuation, first answer (rectangular, new geometry)', () =>
    ask(rectangular(1000 + (fresh++ % 300_000) / 100)),
  )
  bench('POST silencer-attenuation, first answer (round with pod, new geometry)', () =>
    ask(round(1000 + (fresh++ % 300_000) / 100)),
  )
  // A new length reuses its cross-section's modes (they do not depend on the length); a new airway or bore
  // does not.
  bench('POST silencer-attenuation, first answer of a new cross-section (rectangular)', () =>
    ask({ ...rectangular(1000), airwayWidth: 60 + (fresh++ % 10_000) / 100 }),
  )
  bench('POST silencer-attenuation, first answer of a new cross-section (round with pod)', () =>
    ask({ ...round(1000), diameter: 400 + (fresh++ % 10_000) / 100 }),
  )
  bench('POST silencer-attenuation, repeated geometry (cached)', () => ask(rectangular(1000)))
})
