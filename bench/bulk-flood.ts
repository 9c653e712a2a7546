// Health under a flood of bulk calculations: the real server in a child process (its own event loop, as in
// production), flooded by autocannon with POST /api/calculations/sound-power/bulk of 10,000 round silencers
// each, while one client asks GET /api/health in turn and records each answer's time. Two floods: every
// request from one address (the work limit stops it after CALCULATION_PRODUCTS_PER_MINUTE products), and
// every request from its own address through TRUST_PROXY (no limit helps: only the sliced work keeps the
// event loop free). `npx tsx bench/bulk-flood.ts` prints the figures; `npm run bench` includes them.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort, startServerProcess, waitFor } from '../src/server/test/process.ts'
import { bands } from './samples.ts'

/** Twice the other runs' length, at least 10 s: a 10,000-product request takes a second or more of CPU. */
const FLOOD_S = Math.min(Math.max(2 * Number(process.env.BENCH_DURATION ?? 5), 10), 120)
const CONNECTIONS = 10

export const bulkBody = JSON.stringify({
  inputSoundPowerLevel: bands(85, 3),
  inputAirflow: 150,
  products: Array.from({ length: 10_000 }, (_, i) => ({
    id: `p${i}`,
    class: 'NRF100',
    diameter: 250,
    length: 600 + (i % 10) * 100,
  })),
})

export interface HealthFigures {
  p50Ms: number
  p99Ms: number
  samples: number
}

export interface FloodFigures {
  idle: HealthFigures
  oneAddress: HealthFigures & { bulk2xx: number; bulk429: number }
  manyAddresses: HealthFigures & { bulk2xx: number; bulk429: number }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

async function healthWhile(base: string, running: () => boolean): Promise<HealthFigures> {
  const times: number[] = []
  while (running()) {
    const start = performance.now()
    const res = await fetch(`${base}/api/health`)
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`health answered ${res.status}`)
    times.push(performance.now() - start)
    await new Promise((r) => setTimeout(r, 20))
  }
  times.sort((a, b) => a - b)
  return { p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), samples: times.length }
}

async function flood(base: string, manyAddresses: boolean) {
  let done = false
  let n = 0
  const health = healthWhile(base, () => !done)
  const result = await autocannon({
    url: `${base}/api/calculations/sound-power/bulk`,
    connections: CONNECTIONS,
    duration: FLOOD_S,
    timeout: 60,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bulkBody,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            'x-forwarded-for': manyAddresses
              ? `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`
              : '10.0.0.1',
          },
        }),
      },
    ],
  })
  done = true
  const figures = await health
  return { ...figures, bulk2xx: result['2xx'], bulk429: result.statusCodeStats?.['429']?.count ?? 0 }
}

export async function benchBulkFlood(): Promise<FloodFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ventnoise-flood-'))
  const port = await freePort()
  const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), TRUST_PROXY: 'true' })
  try {
    await waitFor(() => server.output().includes('VentNoise is ready'), 120_000).catch((error: unknown) => {
      throw new Error(`the server did not start: ${server.output()}`, { cause: error })
    })
    const base = `http://127.0.0.1:${port}`
    let idleDone = false
    setTimeout(() => (idleDone = true), 2000)
    const idle = await healthWhile(base, () => !idleDone)
    const oneAddress = await flood(base, false)
    const manyAddresses = await flood(base, true)
    return { idle, oneAddress, manyAddresses }
  } finally {
    server.child.kill('SIGTERM')
    await server.done
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await benchBulkFlood()
  const line = (label: string, h: HealthFigures, extra = '') =>
    console.log(
      `${label.padEnd(46)} health p50 ${h.p50Ms.toFixed(1)} ms, p99 ${h.p99Ms.toFixed(1)} ms (${h.samples} samples)${extra}`,
    )
  line('idle', f.idle)
  line(
    `bulk flood, one address (${CONNECTIONS} connections)`,
    f.oneAddress,
    `; bulk 2xx ${f.oneAddress.bulk2xx}, 429 ${f.oneAddress.bulk429}`,
  )
  line(
    `bulk flood, an address per request`,
    f.manyAddresses,
    `; bulk 2xx ${f.manyAddresses.bulk2xx}, 429 ${f.manyAddresses.bulk429}`,
  )
}
