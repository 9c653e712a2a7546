// The silencer calculations through the API: round silencers' pressure drop and airflow range (modelled and
// measured ζ), the bulk and input-sound-power ratings, and the rectangular silencer options.
import { describe, expect, it } from 'vitest'
import { exportCatalogue, importCatalogue } from '../catalogue/catalogue-write.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import { flat, post, testApp, useCalculationsApp } from './calculations-test-kit.ts'

useCalculationsApp()

describe('round silencers', () => {
  it('answers a pressure drop that grows with the square of the airflow', async () => {
    const at = async (inputAirflow: number) =>
      (
        await post('round-silencers/pressure-drop', {
          silencerClass: 'NRF100',
          diameter: 250,
          length: 900,
          inputAirflow,
        })
      ).json<{
        data: { pressureDrop: number }
      }>().data.pressureDrop
    const one = await at(100)
    const two = await at(200)
    expect(one).toBeGreaterThan(0)
    expect(two / one).toBeCloseTo(4, 10)
  })

  it('answers null for the classes without a pressure-drop model', async () => {
    const res = await post('round-silencers/pressure-drop', {
      silencerClass: 'NRFV',
      diameter: 160,
      length: 1000,
      inputAirflow: 50,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { pressureDrop: null } })
  })

  it('inverts the pressure drop into an airflow range', async () => {
    const key = { silencerClass: 'NRFB100', diameter: 500, length: 1200 }
    const range = (
      await post('round-silencers/input-airflow', { ...key, minPressureDrop: 1, maxPressureDrop: 100 })
    ).json<{
      data: { minInputAirflow: number; maxInputAirflow: number }
    }>().data
    expect(range.maxInputAirflow).toBeGreaterThan(range.minInputAirflow)
    const back = (
      await post('round-silencers/pressure-drop', { ...key, inputAirflow: range.maxInputAirflow })
    ).json<{
      data: { pressureDrop: number }
    }>().data
    expect(back.pressureDrop).toBeCloseTo(100, 6)
  })

  it('uses the catalogue product’s own ζ once a manufacturer imports measured data', async () => {
    await seedCatalogue(testApp.database.db)
    const key = { silencerClass: 'NRF100', diameter: 250, length: 900 }
    const modelled = (await post('round-silencers/pressure-drop', { ...key, inputAirflow: 200 })).json<{
      data: { pressureDrop: number }
    }>().data.pressureDrop
    const { data: current } = await exportCatalogue(testApp.database.db)
    expect(current.roundSilencers.filter((p) => p.class === key.silencerClass).length).toBeGreaterThan(0)
    const measured = current.roundSilencers.map((p) =>
      p.class === key.silencerClass && p.nominalSizeDiameter === key.diameter && p.length === key.length
        ? { ...p, pressureDropCoefficient: 2, dataSource: 'measured' as const }
        : p,
    )
    await importCatalogue(testApp.database.db, { ...current, roundSilencers: measured }, 'Measured ζ')
    // Δp = ζ·ρ/2·v², v = 0.2 m³/s ÷ (π·0.25²/4 m²) = 4.074 m/s: 2 · 0.6 · 16.60 = 19.92 Pa.
    const res = await post('round-silencers/pressure-drop', { ...key, inputAirflow: 200 })
    const pressureDrop = res.json<{ data: { pressureDrop: number } }>().data.pressureDrop
    expect(pressureDrop).toBeCloseTo(19.92, 2)
    expect(pressureDrop).not.toBeCloseTo(modelled, 2)
    // The range inverts the same ζ: 100 Pa at v = √(100 / (2 · 0.6)) = 9.129 m/s, q = 448.1 l/s.
    const range = (
      await post('round-silencers/input-airflow', { ...key, minPressureDrop: 1, maxPressureDrop: 100 })
    ).json<{ data: { maxInputAirflow: number } }>().data
    expect(range.maxInputAirflow).toBeCloseTo(448.1, 1)
  })

  it.each([
    [
      { silencerClass: 'XYZ', diameter: 250, length: 900, inputAirflow: 100 },
      'body.silencerClass',
      'UNKNOWN_SILENCER_CLASS',
    ],
    [
      { silencerClass: 'NRF100', diameter: 251, length: 900, inputAirflow: 100 },
      'body.diameter',
      'DIAMETER_NOT_OFFERED',
    ],
    [
      { silencerClass: 'NRF100', diameter: 250, length: 900, inputAirflow: -5 },
      'body.inputAirflow',
      undefined,
    ],
    [{ silencerClass: 'NRF100', diameter: 250, inputAirflow: 5 }, 'body.length', undefined],
  ])('refuses %j with 422 naming %s', async (payload, field, message) => {
    const res = await post('round-silencers/pressure-drop', payload)
    expect(res.statusCode).toBe(422)
    const details = res.json<{ error: { details: { field: string; message: string }[] } }>().error.details
    expect(details.map((d) => d.field)).toContain(field)
    if (message) expect(details.map((d) => d.message)).toContain(message)
  })

  it('refuses an airflow range whose limits are reversed', async () => {
    const res = await post('round-silencers/input-airflow', {
      silencerClass: 'NRF100',
      diameter: 250,
      length: 900,
      minPressureDrop: 50,
      maxPressureDrop: 10,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json<{ error: { details: { field: string }[] } }>().error.details[0]?.field).toBe(
      'body.maxPressureDrop',
    )
  })
})

describe('POST /api/calculations/sound-power/bulk', () => {
  it('rates each silencer on its own after the noise generator, with its flow noise and pressure drop', async () => {
    const res = await post('sound-power/bulk', {
      inputSoundPowerLevel: flat(70),
      inputAirflow: 150,
      products: [
        { id: 'short', class: 'NRF100', diameter: 250, length: 600, soundAttenuation: flat(5) },
        { id: 'long', class: 'NRF100', diameter: 250, length: 1500, soundAttenuation: flat(12) },
        { id: 'other', class: 'abstract', soundAttenuation: flat(3) },
      ],
    })
    expect(res.statusCode).toBe(200)
    const items = res.json<{
      data: { id: string; pressureDrop: number | null; totalSoundPowerToRoomLwA: number }[]
    }>().data
    expect(items.map((i) => i.id)).toEqual(['short', 'long', 'other'])
    expect(items[0]?.pressureDrop).toBeGreaterThan(0)
    expect(items[1]?.pressureDrop).toBeGreaterThan(items[0]?.pressureDrop ?? Infinity)
    expect(items[2]?.pressureDrop).toBeNull()
    // 70 − 3 in every band, no own sound power: LwA = 67 + 6.99.
    expect(items[2]?.totalSoundPowerToRoomLwA).toBeCloseTo(73.99, 2)
    expect(items[1]?.totalSoundPowerToRoomLwA).toBeLessThan(items[0]?.totalSoundPowerToRoomLwA ?? -Infinity)
  })
})

describe('POST /api/calculations/input-sound-power', () => {
  it('uses NoConstant and AFilter and fills the silencer’s pressure drop at the airflow', async () => {
    const res = await post('input-sound-power', {
      inputSoundPowerLevel: flat(65),
      inputAirflow: 120,
      products: [{ id: 's', class: 'NRP50', diameter: 200, length: 900, soundAttenuation: flat(8) }],
    })
    expect(res.statusCode).toBe(200)
    const data = res.json<{
      data: {
        lpA10m2: null
        totalLpA10m2: null
        filteredTotalSoundPowerToRoom: number
        perProductCalculations: { pressureDrop: number }[]
      }
    }>().data
    expect(data.lpA10m2).toBeNull()
    expect(data.totalLpA10m2).toBeNull()
    expect(data.filteredTotalSoundPowerToRoom).toBeGreaterThan(0)
    expect(data.perProductCalculations[0]?.pressureDrop).toBeGreaterThan(0)
  })
})

describe('rectangular silencers', () => {
  // The VDI 2081-2 silencer: 1500 × 600 mm, L = 2 m, 16 000 m³/h = 4444.4 l/s.
  const vdi = { width: 1500, height: 600, length: 2000, inputAirflow: 16_000 / 3.6 }

  it('answers six options whose layout fills the width', async () => {
    const res = await post('rect-silencer-options', {
      ...vdi,
      inputSoundPower: flat(80),
      cassetteMaterial: 'mineralWool',
    })
    expect(res.statusCode).toBe(200)
    const options = res.json<{
      data: {
        cassetteThickness: number
        amountOfCassettes: number
        cassetteSpacing: number
        edgeGap: number
        silencerEndSpeed: number
        pressureDrop: number
        problematic: boolean
      }[]
    }>().data
    expect(options.map((o) => o.cassetteThickness)).toEqual([100, 100, 150, 150, 200, 200])
    for (const o of options) {
      const filled =
        o.amountOfCassettes * o.cassetteThickness +
        (o.amountOfCassettes - 1) * o.cassetteSpacing +
        2 * o.edgeGap
      expect(filled).toBeCloseTo(vdi.width, 6)
      // Face velocity 4.444 m³/s / (1.5 · 0.6 m²) = 4.94 m/s.
      expect(o.silencerEndSpeed).toBeCloseTo(4.94, 2)
      expect(o.problematic).toBe(o.pressureDrop >= 35)
    }
  })

  it('inverts a layout’s pressure drop into an airflow range', async () => {
    const res = await post('rect-silencers/input-airflow', {
      width: 1500,
      height: 600,
      length: 2000,
      cassetteThickness: 200,
      amountOfCassettes: 5,
      minPressureDrop: 1,
      maxPressureDrop: 145,
    })
    expect(res.statusCode).toBe(200)
    const range = res.json<{ data: { minInputAirflow: number; maxInputAirflow: number } }>().data
    // docs/acoustics.md section 5: this layout gives 145 Pa at about 16 000 m³/h (±5 %).
    expect(range.maxInputAirflow).toBeGreaterThan(vdi.inputAirflow * 0.95)
    expect(range.maxInputAirflow).toBeLessThan(vdi.inputAirflow * 1.05)
    // Δp ∝ q², so q(1 Pa) = q(145 Pa)/√145.
    expect(range.minInputAirflow).toBeCloseTo(range.maxInputAirflow / Math.sqrt(145), 6)
  })

  it.each([
    [{ ...vdi, width: 250 }, 'body.width'],
    [{ ...vdi, height: 2600 }, 'body.height'],
    [{ ...vdi, length: 500 }, 'body.length'],
    [{ ...vdi, inputAirflow: 0 }, 'body.inputAirflow'],
    [{ ...vdi, cassetteMaterial: 'wood' }, 'body.cassetteMaterial'],
  ])('refuses %j with 422 naming %s', async (payload, field) => {
    const res = await post('rect-silencer-options', payload)
    expect(res.statusCode).toBe(422)
    expect(
      res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field),
    ).toContain(field)
  })
})
