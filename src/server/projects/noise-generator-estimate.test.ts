// A noise generator estimated from fan data carries its method and fan duty (docs/product-rules.md, "Fan sound
// power estimate") on every database target: saved and read back, dropped by a save that leaves it out, kept
// by a copy, the version history and the project file, and refused with 422 on bands that are not its
// estimate, writing nothing.
import { describe, expect, it } from 'vitest'
import type { NoiseGeneratorEstimate, SystemDocument } from '#contract/api/systems.ts'
import {
  bandsFromArray,
  cubicMetersPerSecond,
  estimatedBandsInTenths,
  pascals,
  revolutionsPerMinute,
} from '#engine/index.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { dataOf, signedInApp } from '../test/signed-in-app.ts'

const estimate: NoiseGeneratorEstimate = {
  method: 'VDI 2081-1:2019',
  fanType: 'centrifugalPlugOutlet',
  airflow: 1200,
  totalPressureRise: 800,
  speed: 1450,
}
/** The noise generator "Use these values" fills in for `estimate`. */
const estimatedBands = bandsFromArray(
  estimatedBandsInTenths({
    type: estimate.fanType,
    airflow: cubicMetersPerSecond(estimate.airflow / 1000),
    totalPressure: pascals(estimate.totalPressureRise),
    speed: revolutionsPerMinute(estimate.speed),
  }),
)

describe.each(testDatabaseTargets())('a noise generator estimated from fan data on $kind', (target) => {
  const { call } = signedInApp(target, 'Eero Estimate')
  const data = (res: { json: <U>() => U }) => dataOf<SystemDocument>(res)

  async function newSystem(fields: object) {
    const project = dataOf<{ id: string }>(await call('POST', '/api/projects', { name: 'Estimate test' }))
    const res = await call('POST', `/api/projects/${project.id}/systems`, { name: 'AHU-01', ...fields })
    expect(res.statusCode, res.body).toBe(201)
    const system = data(res)
    return { projectId: project.id, system, url: `/api/projects/${project.id}/systems/${system.id}` }
  }

  it('keeps the fan duty with the bands it estimated, and loses it when a save sends the bands alone', async () => {
    const { projectId, system, url } = await newSystem({
      inputSoundPowerLevel: estimatedBands,
      noiseGeneratorEstimate: estimate,
    })
    expect(system.noiseGeneratorEstimate).toEqual(estimate)
    expect(data(await call('GET', `/api/systems/${system.id}`)).noiseGeneratorEstimate).toEqual(estimate)
    const listed = (await call('GET', `/api/projects/${projectId}/systems`)).json<{
      data: SystemDocument[]
    }>()
    expect(listed.data[0]?.noiseGeneratorEstimate).toEqual(estimate)

    // A system without one says so.
    expect((await newSystem({})).system.noiseGeneratorEstimate).toBeNull()

    // The bands saved again without the mark (typed over, or a client that does not know it) are the fan's own.
    const edited = await call('PUT', url, {
      name: 'AHU-01',
      version: system.version,
      inputSoundPowerLevel: { ...estimatedBands, octaveBand63Hz: 90 },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(data(edited).noiseGeneratorEstimate).toBeNull()
  })

  it('refuses a mark on bands that are not its estimate with 422 naming the field, and writes nothing', async () => {
    const { system, url } = await newSystem({ inputSoundPowerLevel: estimatedBands })
    for (const [bands, mark] of [
      // one band 0.1 dB off the estimate
      [{ ...estimatedBands, octaveBand1000Hz: estimatedBands.octaveBand1000Hz + 0.1 }, estimate],
      // the same bands with another fan's duty
      [estimatedBands, { ...estimate, speed: 2900 }],
    ] as const) {
      const res = await call('PUT', url, {
        name: 'Changed',
        version: system.version,
        inputSoundPowerLevel: bands,
        noiseGeneratorEstimate: mark,
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          details: [{ field: 'body.noiseGeneratorEstimate', message: 'BANDS_ARE_NOT_THIS_ESTIMATE' }],
        },
      })
    }
    const stored = data(await call('GET', `/api/systems/${system.id}`))
    expect(stored).toMatchObject({ name: 'AHU-01', version: system.version, noiseGeneratorEstimate: null })
  })

  it.each([
    ['method', { method: 'VDI 2081-1:2001' }],
    ['fanType', { fanType: 'propeller' }],
    ['airflow', { airflow: 0 }],
    ['totalPressureRise', { totalPressureRise: 9 }],
    ['speed', { speed: 10_001 }],
  ])('refuses a fan duty with a bad %s with 422 naming it', async (field, change) => {
    const project = dataOf<{ id: string }>(await call('POST', '/api/projects', { name: 'Bounds' }))
    const res = await call('POST', `/api/projects/${project.id}/systems`, {
      inputSoundPowerLevel: estimatedBands,
      noiseGeneratorEstimate: { ...estimate, ...change },
    })
    expect(res.statusCode).toBe(422)
    const fields = res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field)
    expect(fields).toContain(`body.noiseGeneratorEstimate.${field}`)
  })

  it('travels with a copy, a restored version, Recently deleted and the project file', async () => {
    const { projectId, system, url } = await newSystem({
      inputSoundPowerLevel: estimatedBands,
      noiseGeneratorEstimate: estimate,
    })
    expect(data(await call('POST', `${url}/copy`)).noiseGeneratorEstimate).toEqual(estimate)

    const typed = data(
      await call('PUT', url, {
        name: 'AHU-01',
        version: system.version,
        inputSoundPowerLevel: estimatedBands,
      }),
    )
    expect(typed.noiseGeneratorEstimate).toBeNull()
    const kept = (await call('GET', `${url}/versions`)).json<{ data: { id: string }[] }>().data
    const restored = await call('POST', `${url}/versions/${kept[0]?.id ?? ''}/restore`, {
      version: typed.version,
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(data(restored).noiseGeneratorEstimate).toEqual(estimate)

    expect((await call('DELETE', url)).statusCode).toBe(200)
    const back = await call('POST', `/api/projects/${projectId}/systems/deleted/${system.id}/restore`)
    expect(back.statusCode, back.body).toBe(200)
    expect(data(back).noiseGeneratorEstimate).toEqual(estimate)

    const file = await call('GET', `/api/projects/${projectId}/file`)
    expect(
      file.json<{ systems: { noiseGeneratorEstimate: unknown }[] }>().systems[0]?.noiseGeneratorEstimate,
    ).toEqual(estimate)
    const imported = await call('POST', '/api/projects/import', file.json<object>())
    expect(imported.statusCode, imported.body).toBe(201)
    const copyId = dataOf<{ id: string }>(imported).id
    const systems = (await call('GET', `/api/projects/${copyId}/systems`)).json<{ data: SystemDocument[] }>()
    // the system and its copy
    expect(systems.data.map((s) => s.noiseGeneratorEstimate)).toEqual([estimate, estimate])
  })

  it("refuses a project file whose mark is not on its bands, naming the file's system, and imports nothing", async () => {
    const { projectId } = await newSystem({
      inputSoundPowerLevel: estimatedBands,
      noiseGeneratorEstimate: estimate,
    })
    const file = (await call('GET', `/api/projects/${projectId}/file`)).json<{
      systems: { inputSoundPowerLevel: Record<string, number> }[]
    }>()
    const before = (await call('GET', '/api/projects')).json<{ data: unknown[] }>().data.length
    const system = file.systems[0]
    if (system) system.inputSoundPowerLevel = { ...system.inputSoundPowerLevel, octaveBand125Hz: 70 }
    const res = await call('POST', '/api/projects/import', file)
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toMatchObject({
      error: {
        details: [{ field: 'body.systems.0.noiseGeneratorEstimate', message: 'BANDS_ARE_NOT_THIS_ESTIMATE' }],
      },
    })
    expect((await call('GET', '/api/projects')).json<{ data: unknown[] }>().data).toHaveLength(before)
  })
})
