// POST /api/calculations/silencer-attenuation through the real app on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { SILENCER_GEOMETRY_LIMITS } from '#contract/api/silencer-geometry.ts'
import {
  ATTENUATION_CAP_DB,
  BAND_KEYS,
  EngineError,
  silencerGeometryAttenuation,
  silencerGeometryFlow,
} from '#engine/index.ts'
import { createTestApp } from '../test/app.ts'
import { cachedGeometryAttenuation, geometryKey, silencerAttenuation } from './silencer-geometry.service.ts'

let testApp: Awaited<ReturnType<typeof createTestApp>>
let app: FastifyInstance
beforeAll(async () => {
  testApp = await createTestApp()
  app = testApp.app
})
afterAll(() => testApp.close())

const URL = '/api/calculations/silencer-attenuation'
const post = (payload: object) => app.inject({ method: 'POST', url: URL, payload })

interface Answer {
  success: true
  data: {
    attenuation: Record<string, number>
    attenuationCap: number
    material: string
    flow: null | {
      baffleCount: number | null
      airwayWidthInFace: number | null
      gapVelocity: number
      faceVelocity: number
      pressureDrop: number
      flowNoise: Record<string, number>
    }
  }
}

const rect = { shape: 'rectangular', airwayWidth: 100, baffleThickness: 200, length: 1200 } as const
const round = { shape: 'round', diameter: 400, liningThickness: 100, length: 1200 } as const

describe('POST /api/calculations/silencer-attenuation', () => {
  it('answers the engine’s eight bands for a rectangular splitter, without flow', async () => {
    const res = await post(rect)
    expect(res.statusCode).toBe(200)
    const { success, data } = res.json<Answer>()
    expect(success).toBe(true)
    expect(Object.keys(data.attenuation).sort()).toEqual([...BAND_KEYS].sort())
    expect(data.attenuation).toEqual(silencerGeometryAttenuation({ ...rect, material: 'mineralWool' }))
    expect(data.attenuationCap).toBe(ATTENUATION_CAP_DB)
    for (const key of BAND_KEYS) {
      expect(data.attenuation[key]).toBeGreaterThanOrEqual(0)
      expect(data.attenuation[key]).toBeLessThanOrEqual(ATTENUATION_CAP_DB)
    }
    expect(data.material).toBe('mineralWool')
    expect(data.flow).toBeNull()
  })

  it('adds gap velocity, pressure drop and flow noise with an airflow and the face', async () => {
    const res = await post({ ...rect, material: 'polyester', inputAirflow: 1000, width: 900, height: 600 })
    expect(res.statusCode).toBe(200)
    const { data } = res.json<Answer>()
    expect(data.material).toBe('polyester')
    expect(data.attenuation).toEqual(silencerGeometryAttenuation({ ...rect, material: 'polyester' }))
    const expected = silencerGeometryFlow({ ...rect, material: 'polyester' }, 1000, {
      width: 900,
      height: 600,
    })
    expect(data.flow).toEqual({ ...expected })
    // 900 mm at a 300 mm pitch: three baffles, airways of 100 mm, 1 m³/s through 0.3 × 0.6 m²;
    // ζ = 0.5·(2/3) + (2/3)² + 0.032·1.2/0.2 = 0.9697, Δp = 0.9697 · 0.6 · 5.556² = 17.96 Pa.
    expect(data.flow?.baffleCount).toBe(3)
    expect(data.flow?.gapVelocity).toBeCloseTo(1 / 0.18, 10)
    expect(data.flow?.pressureDrop).toBeCloseTo(17.96, 2)
    expect(data.flow?.flowNoise.octaveBand1000Hz).toBeGreaterThan(0)
  })

  it('answers a round bore, with a pod and an airflow too', async () => {
    const bare = await post(round)
    expect(bare.statusCode).toBe(200)
    expect(bare.json<Answer>().data.attenuation).toEqual(
      silencerGeometryAttenuation({ ...round, material: 'mineralWool' }),
    )
    expect(bare.json<Answer>().data.flow).toBeNull()

    const res = await post({ ...round, podDiameter: 200, material: 'cleantec', inputAirflow: 600 })
    expect(res.statusCode).toBe(200)
    const { data } = res.json<Answer>()
    const geometry = { ...round, podDiameter: 200, material: 'cleantec' } as const
    expect(data.attenuation).toEqual(silencerGeometryAttenuation(geometry))
    expect(data.flow).toEqual({ ...silencerGeometryFlow(geometry, 600) })
    expect(data.flow?.baffleCount).toBeNull()
    // The pod takes a quarter of the bore: the air is faster in the annulus than over the face.
    expect(data.flow?.gapVelocity).toBeCloseTo((data.flow?.faceVelocity ?? 0) / 0.75, 10)
  })

  it('reads a pod of 0 as none', async () => {
    const res = await post({ ...round, podDiameter: 0 })
    expect(res.json<Answer>().data.attenuation).toEqual(
      silencerGeometryAttenuation({ ...round, material: 'mineralWool' }),
    )
  })

  const L = SILENCER_GEOMETRY_LIMITS
  const flowRect = { ...rect, inputAirflow: 500, width: 900, height: 600 }
  it.each([
    [{ ...rect, airwayWidth: L.airwayWidth.min - 1 }, 'airwayWidth'],
    [{ ...rect, airwayWidth: L.airwayWidth.max + 1 }, 'airwayWidth'],
    [{ ...rect, baffleThickness: L.baffleThickness.min - 1 }, 'baffleThickness'],
    [{ ...rect, baffleThickness: L.baffleThickness.max + 1 }, 'baffleThickness'],
    [{ ...rect, length: L.length.min - 1 }, 'length'],
    [{ ...rect, length: L.length.max + 1 }, 'length'],
    [{ ...round, length: L.length.max + 1 }, 'length'],
    [{ ...round, diameter: L.diameter.min - 1 }, 'diameter'],
    [{ ...round, diameter: L.diameter.max + 1 }, 'diameter'],
    [{ ...round, liningThickness: L.liningThickness.min - 1 }, 'liningThickness'],
    [{ ...round, liningThickness: L.liningThickness.max + 1 }, 'liningThickness'],
    [{ ...round, podDiameter: -1 }, 'podDiameter'],
    [{ ...round, podDiameter: 400 }, 'podDiameter'],
    [{ ...round, podDiameter: 361 }, 'podDiameter'],
    [{ ...round, inputAirflow: 0 }, 'inputAirflow'],
    [{ ...round, inputAirflow: L.inputAirflow.max + 1 }, 'inputAirflow'],
    [{ ...flowRect, inputAirflow: -5 }, 'inputAirflow'],
    [{ ...flowRect, width: L.width.max + 1 }, 'width'],
    [{ ...flowRect, width: 250 }, 'width'],
    [{ ...flowRect, height: L.height.min - 1 }, 'height'],
    [{ ...rect, inputAirflow: 500, height: 600 }, 'width'],
    [{ ...rect, inputAirflow: 500, width: 900 }, 'height'],
    [{ ...rect, airwayWidth: 'wide' }, 'airwayWidth'],
    [{ ...rect, material: 'cotton' }, 'material'],
    [{ ...rect, shape: 'oval' }, 'shape'],
    [{ airwayWidth: 100 }, 'shape'],
  ])('refuses %j with 422 naming %s', async (payload, field) => {
    const res = await post(payload)
    expect(res.statusCode).toBe(422)
    const body = res.json<{ success: boolean; error: { code: string; details: { field: string }[] } }>()
    expect(body.success).toBe(false)
    expect(body.error.code).toBe('VALIDATION_ERROR')
    expect(body.error.details.map((d) => d.field)).toContain(`body.${field}`)
  })

  it('accepts the bounds themselves', async () => {
    for (const payload of [
      {
        ...rect,
        airwayWidth: L.airwayWidth.min,
        baffleThickness: L.baffleThickness.max,
        length: L.length.min,
      },
      {
        ...rect,
        airwayWidth: L.airwayWidth.max,
        baffleThickness: L.baffleThickness.min,
        length: L.length.max,
      },
      { ...round, diameter: L.diameter.min, liningThickness: L.liningThickness.min },
      { ...round, diameter: L.diameter.max, liningThickness: L.liningThickness.max, podDiameter: 2460 },
      { ...round, inputAirflow: L.inputAirflow.max },
    ])
      expect((await post(payload)).statusCode, JSON.stringify(payload)).toBe(200)
  })

  it('is listed in the OpenAPI document with its body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    const doc = res.json<{ paths: Record<string, { post?: { requestBody?: unknown; tags?: string[] } }> }>()
    const route = doc.paths[URL]?.post
    expect(route?.tags).toEqual(['calculations'])
    const text = JSON.stringify(route?.requestBody)
    for (const field of ['airwayWidth', 'baffleThickness', 'diameter', 'liningThickness', 'podDiameter'])
      expect(text).toContain(field)
  })

  it('is rate-limited like the other calculations', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { calculationsPerMinute: 2, productsPerMinute: 0 } },
    })
    try {
      const send = () =>
        limited.app.inject({ method: 'POST', url: URL, payload: rect, remoteAddress: '203.0.113.6' })
      for (let i = 0; i < 2; i++) expect((await send()).statusCode).toBe(200)
      expect((await send()).statusCode).toBe(429)
    } finally {
      await limited.close()
    }
  })
})

describe('the geometry cache', () => {
  it('keeps one entry per geometry, whatever the field order and defaults', () => {
    const attenuation = cachedGeometryAttenuation(10)
    const first = silencerAttenuation({ ...round, podDiameter: 0 }, attenuation)
    const again = silencerAttenuation(
      { length: 1200, liningThickness: 100, diameter: 400, shape: 'round', material: 'mineralWool' },
      attenuation,
    )
    expect(again.attenuation).toBe(first.attenuation)
    expect(attenuation.size()).toBe(1)
    expect(geometryKey({ ...rect, material: 'polyester' })).not.toBe(
      geometryKey({ ...rect, material: 'cleantec' }),
    )
  })

  it('drops the least recently used geometry when full', () => {
    const attenuation = cachedGeometryAttenuation(2)
    const a = attenuation({ ...rect, material: 'mineralWool' })
    attenuation({ ...rect, length: 1500, material: 'mineralWool' })
    attenuation({ ...rect, material: 'mineralWool' }) // a is now the most recent
    attenuation({ ...rect, length: 1800, material: 'mineralWool' }) // evicts the 1500 mm one
    expect(attenuation.size()).toBe(2)
    expect(attenuation({ ...rect, material: 'mineralWool' })).toBe(a)
  })

  it('passes the engine’s refusal on, naming the field (the error handler answers 422 with it)', () => {
    // Past the contract's checks only by calling the service directly: the contract refuses this first.
    expect(() => silencerAttenuation({ ...round, podDiameter: 400 }, cachedGeometryAttenuation(2))).toThrow(
      EngineError,
    )
    expect(() => silencerAttenuation({ ...round, podDiameter: 400 }, cachedGeometryAttenuation(2))).toThrow(
      expect.objectContaining({ details: { field: 'podDiameter' } }),
    )
  })
})
