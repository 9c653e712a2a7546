// The sound-power calculation through the API (hand-checked figures, bounds, 422 cases) and the rate limit.
import { describe, expect, it } from 'vitest'
import { CHAIN_LIMIT_MESSAGE } from '#contract/api/calculations.ts'
import { createTestApp } from '../test/app.ts'
import { app, flat, post, useCalculationsApp } from './calculations-test-kit.ts'

useCalculationsApp()

describe('POST /api/calculations/sound-power', () => {
  it('calculates a flat spectrum through one silencer by hand', async () => {
    // 60 dB in every band less 10 dB attenuation, no own sound power: 50 dB per band.
    // Lw = 50 + 10·lg 8 = 59.03; LwA = 50 + 10·lg Σ10^(Aᵢ/10) = 50 + 6.99 = 56.99 (docs/acoustics.md section
    // 1). LpA10m2 = 56.99 + 10·lg(4/10) = 56.99 − 3.98 = 53.01.
    const res = await post('sound-power', {
      inputSoundPowerLevel: flat(60),
      attenuationConstant: 'T1',
      filterCorrectionType: 'AFilter',
      products: [
        { id: 'sil-1', name: 'NRF100 Ø250 L900', soundAttenuation: flat(10), soundPowerLevel: flat(0) },
      ],
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json<{
      data: Record<string, unknown> & { soundPowerLevelToRoomLw: Record<string, number> }
    }>()
    expect(data.noiseGeneratorTotalSoundPowerLw).toBeCloseTo(69.03, 2)
    expect(data.noiseGeneratorTotalSoundPowerLwA).toBeCloseTo(66.99, 2)
    expect(data.noiseGeneratorFilteredTotal).toBeCloseTo(66.99, 2)
    expect(data.soundPowerLevelToRoomLw.octaveBand1000Hz).toBeCloseTo(50, 10)
    expect(data.totalSoundPowerToRoomLw).toBeCloseTo(59.03, 2)
    expect(data.totalSoundPowerToRoomLwA).toBeCloseTo(56.99, 2)
    expect(data.filteredTotalSoundPowerToRoom).toBeCloseTo(56.99, 2)
    expect(data.totalLpA10m2).toBeCloseTo(53.01, 2)
    expect(data.filterCorrectionFactor).toMatchObject({ octaveBand63Hz: -26.2, octaveBand8000Hz: -1.1 })
    expect(data.perProductCalculations).toHaveLength(1)
    expect(data.perProductCalculations).toMatchObject([
      { id: 'sil-1', pressureDrop: null, calculationSteps: [{ name: 'NRF100 Ø250 L900' }] },
    ])
    expect(data.calculationSteps).toMatchObject([{ name: 'NRF100 Ø250 L900', nameEn: 'NRF100 Ø250 L900' }])
  })

  it('adds a product’s own sound power energetically and repeats a product per quantity', async () => {
    // Two identical products: 60 − 10 = 50, ⊕ 50 = 53.01; then 53.01 − 10 = 43.01, ⊕ 50 = 50.79.
    const res = await post('sound-power', {
      inputSoundPowerLevel: flat(60),
      products: [{ soundAttenuation: flat(10), soundPowerLevel: flat(50), quantity: 2 }],
    })
    const { data } = res.json<{
      data: { soundPowerLevelToRoomLw: Record<string, number>; calculationSteps: { name: string }[] }
    }>()
    expect(data.soundPowerLevelToRoomLw.octaveBand500Hz).toBeCloseTo(50.79, 2)
    expect(data.calculationSteps.map((s) => s.name)).toEqual(['Abstract', 'Abstract'])
  })

  it('gives null filtered values for NoFilter and null LpA10m2 for NoConstant', async () => {
    const res = await post('sound-power', {
      inputSoundPowerLevel: flat(60),
      attenuationConstant: 'NoConstant',
      filterCorrectionType: 'NoFilter',
      products: [],
    })
    expect(res.json()).toMatchObject({
      data: {
        noiseGeneratorFilteredTotal: null,
        filteredTotalSoundPowerToRoom: null,
        filteredSoundPowerToRoom: null,
        lpA10m2: null,
        totalLpA10m2: null,
      },
    })
  })

  it('reads missing band keys as 0', async () => {
    const res = await post('sound-power', { inputSoundPowerLevel: { octaveBand1000Hz: 70 } })
    expect(res.statusCode).toBe(200)
    expect(
      res.json<{ data: { totalSoundPowerToRoomLw: number } }>().data.totalSoundPowerToRoomLw,
    ).toBeCloseTo(70.0, 1)
  })

  it.each([
    [{ inputSoundPowerLevel: { octaveBand63Hz: 'loud' } }, 'body.inputSoundPowerLevel.octaveBand63Hz'],
    [{ inputSoundPowerLevel: { octaveBand63Hz: 251 } }, 'body.inputSoundPowerLevel.octaveBand63Hz'],
    [{ inputSoundPowerLevel: { octaveBand8000Hz: -101 } }, 'body.inputSoundPowerLevel.octaveBand8000Hz'],
    [{}, 'body.inputSoundPowerLevel'],
    [{ inputSoundPowerLevel: {}, filterCorrectionType: 'DFilter' }, 'body.filterCorrectionType'],
    [
      { inputSoundPowerLevel: {}, products: [{ soundAttenuation: { octaveBand125Hz: null } }] },
      'body.products.0.soundAttenuation.octaveBand125Hz',
    ],
  ])('refuses %j with 422 naming %s', async (payload, field) => {
    const res = await post('sound-power', payload)
    expect(res.statusCode).toBe(422)
    const body = res.json<{ success: boolean; error: { code: string; details: { field: string }[] } }>()
    expect(body.success).toBe(false)
    expect(body.error.code).toBe('VALIDATION_ERROR')
    expect(body.error.details.map((d) => d.field)).toContain(field)
  })

  it('answers finite numbers for a chain at the bounds of the bands, where 10^(L/10) overflows', async () => {
    const chain = (input: number, attenuation: number, own: number) =>
      post('sound-power', {
        inputSoundPowerLevel: flat(input),
        products: [{ soundAttenuation: flat(attenuation), soundPowerLevel: flat(own), quantity: 100 }],
      })
    for (const res of [await chain(-100, 250, 0), await chain(250, -100, 250)]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
      const data = res.json<{ data: { totalSoundPowerToRoomLw: unknown; totalLpA10m2: unknown } }>().data
      expect(Number.isFinite(data.totalSoundPowerToRoomLw)).toBe(true)
      expect(Number.isFinite(data.totalLpA10m2)).toBe(true)
    }
  })

  it('refuses a chain of more than 100 products counted with their quantities (decision 0005)', async () => {
    const chain = (entries: number, quantity: number) =>
      post('sound-power', {
        inputSoundPowerLevel: flat(80),
        products: Array.from({ length: entries }, (_, i) => ({
          id: `p${i}`,
          soundAttenuation: flat(1),
          quantity,
        })),
      })
    const over = await chain(51, 2)
    expect(over.statusCode).toBe(422)
    expect(over.json()).toMatchObject({
      error: {
        code: 'VALIDATION_ERROR',
        details: [{ field: 'body.products', message: CHAIN_LIMIT_MESSAGE }],
      },
    })
    // 200 entries of 100 each once passed the schema; its answer (steps repeated per product) cannot be built.
    expect((await chain(200, 100)).statusCode).toBe(422)
    expect((await chain(101, 1)).statusCode).toBe(422)
    const full = await chain(50, 2)
    expect(full.statusCode).toBe(200)
    expect(full.json<{ data: { calculationSteps: unknown[] } }>().data.calculationSteps).toHaveLength(100)
  })

  it('refuses malformed JSON with 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/calculations/sound-power',
      headers: { 'content-type': 'application/json' },
      payload: '{"inputSoundPowerLevel":',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
  })
})

describe('rate limit', () => {
  it('answers 429 with the envelope past the limit per client address', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { calculationsPerMinute: 3, productsPerMinute: 100_000 } },
    })
    try {
      const send = (remoteAddress = '203.0.113.5') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/calculations/sound-power',
          payload: { inputSoundPowerLevel: {} },
          remoteAddress,
        })
      for (let i = 0; i < 3; i++) expect((await send()).statusCode).toBe(200)
      const refused = await send()
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
      // This machine itself (tools, tests, a proxy TRUST_PROXY does not name) is not limited per address.
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        for (let i = 0; i < 5; i++) expect((await send(local)).statusCode).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
