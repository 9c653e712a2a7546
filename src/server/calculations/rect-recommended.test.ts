// The rectangular options answer marks the engine's recommendation (docs/product-rules.md, "Recommended
// option"): exactly one option, and a comfortable one (below the HIGH pressure-drop line, gap velocity at
// most 10 m/s) when any is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../test/app.ts'

const flat = (v: number) =>
  Object.fromEntries([63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => [`octaveBand${hz}Hz`, v]))

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
beforeAll(async () => {
  testApp = await createTestApp()
  app = testApp.app
})
afterAll(() => testApp.close())

describe('POST /api/calculations/rect-silencer-options: the recommended option', () => {
  // The VDI 2081-2 silencer's duct: 1500 × 600 mm, 2000 mm long, 16 000 m³/h.
  const vdi = { width: 1500, height: 600, length: 2000, inputAirflow: 16_000 / 3.6 }
  const post = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/calculations/rect-silencer-options', payload })

  type Marked = { recommended: boolean; pressureDrop: number; silencerGapSpeed: number }
  const optionsAt = async (inputAirflow: number) => {
    const res = await post({
      ...vdi,
      inputAirflow,
      inputSoundPower: flat(80),
      cassetteMaterial: 'mineralWool',
    })
    expect(res.statusCode).toBe(200)
    return res.json<{ data: Marked[] }>().data
  }

  it('marks exactly one option recommended, and only a comfortable one when any is', async () => {
    // 2000 l/s: some options are comfortable (below 35 Pa and at most 10 m/s between the cassettes).
    const options = await optionsAt(2000)
    expect(options.filter((o) => o.recommended)).toHaveLength(1)
    const comfortable = (o: Marked) => o.pressureDrop < 35 && o.silencerGapSpeed <= 10
    expect(options.some(comfortable)).toBe(true)
    expect(options.filter((o) => o.recommended).every(comfortable)).toBe(true)
    // The VDI airflow: every option is above the line; still exactly one is marked.
    const crowded = await optionsAt(vdi.inputAirflow)
    expect(crowded.some(comfortable)).toBe(false)
    expect(crowded.filter((o) => o.recommended)).toHaveLength(1)
  })

  it('without an input sound power still marks exactly one, chosen without the figures with airflow', async () => {
    const res = await post({
      ...vdi,
      inputAirflow: 2000,
      inputSoundPower: flat(0),
      cassetteMaterial: 'mineralWool',
    })
    expect(res.statusCode).toBe(200)
    const options = res.json<{ data: Marked[] }>().data
    expect(options.filter((o) => o.recommended)).toHaveLength(1)
  })
})
