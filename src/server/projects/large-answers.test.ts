// Answers that hold whole systems are written in pieces once they reach a megabyte (http/json-pieces.ts): a
// system's calculation grows with the square of its chain, so a project of long chains answers megabytes.
// Such an answer is the same JSON, streamed without a length. A write to the project itself (a rename, an
// invite) answers it without its systems, so that it stays small whatever they hold. Smaller answers keep
// their one string and length.
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '#contract/api/projects.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { STREAMED_ABOVE_CHARS } from '../http/json-pieces.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signedInApp } from '../test/signed-in-app.ts'
import { aBend, flatBands } from '../test/fixtures.ts'

const flat = flatBands
/** A system whose chain holds the most products, 100: its answer is about 3.8 MB. */
const longChain = (name: string) => ({
  name,
  inputSoundPowerLevel: flat(90),
  items: Array.from({ length: 100 }, (_, i) => aBend(i)),
})

describe.each(testDatabaseTargets())('answers of long chains on $kind', (target) => {
  const { call } = signedInApp(target, 'Lena Long')

  it('streams a project of long chains as the same JSON, and answers a rename or an invite of it small', async () => {
    const project = (await call('POST', '/api/projects', { name: 'Long chains' })).json<{
      data: ProjectDocument
    }>().data
    const small = await call('GET', `/api/projects/${project.id}`)
    // Under a megabyte: one string with its length, as every answer.
    expect(small.headers['content-length']).toBe(String(small.rawPayload.length))
    for (const name of ['AHU-1', 'AHU-2'])
      expect((await call('POST', `/api/projects/${project.id}/systems`, longChain(name))).statusCode).toBe(
        201,
      )

    const systems = await call('GET', `/api/projects/${project.id}/systems`)
    expect(systems.statusCode).toBe(200)
    expect(systems.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(systems.rawPayload.length).toBeGreaterThan(STREAMED_ABOVE_CHARS)
    expect(systems.headers['content-length']).toBeUndefined()
    const listed = systems.json<{ success: true; data: SystemDocument[] }>()
    expect(listed.success).toBe(true)
    expect(listed.data.map((s) => s.name).sort()).toEqual(['AHU-1', 'AHU-2'])
    // Each product's steps are the steps up to it (docs/product-rules.md, "Calculation answer"), the last one's all 100.
    const last = listed.data[0]?.calculationResults?.perProductCalculations[99]
    expect(last?.calculationSteps).toHaveLength(100)

    const zipped = await call('GET', `/api/projects/${project.id}/systems`, undefined, {
      'accept-encoding': 'gzip',
    })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(listed)

    const whole = await call('GET', `/api/projects/${project.id}`)
    expect(whole.headers['content-length']).toBeUndefined()
    expect(whole.json<{ data: ProjectDocument }>().data.systems).toHaveLength(2)
    // Without its systems, as the web app reads it: small, with the references to them.
    const light = await call('GET', `/api/projects/${project.id}?withSystems=false`)
    expect(light.statusCode).toBe(200)
    expect(light.json<{ data: ProjectDocument }>().data.systems).toBeUndefined()
    expect(light.json<{ data: ProjectDocument }>().data.systemRefs).toHaveLength(2)
    expect(light.rawPayload.length).toBeLessThan(10_000)

    const renamed = await call('PUT', `/api/projects/${project.id}`, {
      name: 'Long chains, renamed',
      version: project.version,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json<{ data: ProjectDocument }>().data).toMatchObject({
      name: 'Long chains, renamed',
      version: project.version + 1,
      systemRefs: expect.any(Array) as unknown,
    })
    expect(renamed.json<{ data: ProjectDocument }>().data.systems).toBeUndefined()
    expect(renamed.headers['content-length']).toBe(String(renamed.rawPayload.length))
    expect(renamed.rawPayload.length).toBeLessThan(10_000)
  })

  it("lists the systems without each product's copy of the steps when asked, the chain's own steps whole", async () => {
    const project = (await call('POST', '/api/projects', { name: 'Long chains, light' })).json<{
      data: ProjectDocument
    }>().data
    expect((await call('POST', `/api/projects/${project.id}/systems`, longChain('AHU-1'))).statusCode).toBe(
      201,
    )

    const whole = await call('GET', `/api/projects/${project.id}/systems`)
    const light = await call('GET', `/api/projects/${project.id}/systems?stepsPerProduct=false`)
    expect(light.statusCode).toBe(200)
    const [wholeSystem] = whole.json<{ data: SystemDocument[] }>().data
    const [lightSystem] = light.json<{ data: SystemDocument[] }>().data
    const wholeResult = wholeSystem?.calculationResults
    const lightResult = lightSystem?.calculationResults
    // Only the per-product copies differ; the chain's own 100 steps hold them all.
    expect(lightResult?.calculationSteps).toHaveLength(100)
    expect(lightResult?.calculationSteps).toEqual(wholeResult?.calculationSteps)
    for (const entry of lightResult?.perProductCalculations ?? []) expect(entry.calculationSteps).toEqual([])
    const withoutCopies = {
      ...wholeSystem,
      calculationResults: {
        ...wholeResult,
        perProductCalculations: wholeResult?.perProductCalculations.map((entry) => ({
          ...entry,
          calculationSteps: [],
        })),
      },
    }
    expect(lightSystem).toEqual(withoutCopies)
    // The copies grow with the square of the chain: without them the answer is a fraction of it.
    console.log(
      `a system of 100 products listed: ${(whole.rawPayload.length / 1e6).toFixed(2)} MB, without the copies ${(light.rawPayload.length / 1e6).toFixed(2)} MB`,
    )
    expect(light.rawPayload.length).toBeLessThan(whole.rawPayload.length / 4)
    // The specification's answer stays the default, and the parameter takes only true or false.
    expect(wholeResult?.perProductCalculations[99]?.calculationSteps).toHaveLength(100)
    expect((await call('GET', `/api/projects/${project.id}/systems?stepsPerProduct=no`)).statusCode).toBe(422)
  })
})
