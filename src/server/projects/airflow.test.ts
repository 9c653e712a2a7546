// The system airflow (l/s) travels with the system: saved, read back, kept by saves without it, cleared with
// null, copied, and refused outside its bounds.
import { describe, expect, it } from 'vitest'
import { testDatabaseTargets } from '../test/databases.ts'
import { dataOf, signedInApp } from '../test/signed-in-app.ts'

interface Doc {
  id: string
  version: number
  airflow: number | null
  [key: string]: unknown
}

describe.each(testDatabaseTargets())('the airflow of a system on $kind', (target) => {
  const { call } = signedInApp(target, 'Aino Airflow')
  const data = (res: { json: <U>() => U }) => dataOf<Doc>(res)

  async function newSystem(fields: object = {}) {
    const project = data(await call('POST', '/api/projects', { name: 'Airflow test' }))
    const res = await call('POST', `/api/projects/${project.id}/systems`, { name: 'AHU-01', ...fields })
    expect(res.statusCode).toBe(201)
    return { projectId: project.id, system: data(res) }
  }

  it('starts without an airflow, saves one and reads it back everywhere', async () => {
    const { projectId, system } = await newSystem()
    expect(system.airflow).toBeNull()
    const url = `/api/projects/${projectId}/systems/${system.id}`
    const saved = await call('PUT', url, { name: 'AHU-01', version: system.version, airflow: 412.5 })
    expect(saved.statusCode).toBe(200)
    expect(data(saved).airflow).toBe(412.5)
    expect(data(await call('GET', `/api/systems/${system.id}`)).airflow).toBe(412.5)
    const listed = (await call('GET', `/api/projects/${projectId}/systems`)).json<{ data: Doc[] }>().data
    expect(listed[0]?.airflow).toBe(412.5)
  })

  it('keeps the airflow when a save leaves it out, copies it, and clears it with null', async () => {
    const { projectId, system } = await newSystem({ airflow: 800 })
    expect(system.airflow).toBe(800)
    const url = `/api/projects/${projectId}/systems/${system.id}`
    const renamed = data(await call('PUT', url, { name: 'AHU-02', version: system.version }))
    expect(renamed.airflow).toBe(800)
    expect(data(await call('POST', `${url}/copy`)).airflow).toBe(800)
    const cleared = data(await call('PUT', url, { name: 'AHU-02', version: renamed.version, airflow: null }))
    expect(cleared.airflow).toBeNull()
    expect(data(await call('GET', `/api/systems/${system.id}`)).airflow).toBeNull()
  })

  it.each([0, -5, 100_001, 'fast'])('refuses the airflow %j with 422 naming the field', async (airflow) => {
    const { projectId, system } = await newSystem()
    const res = await call('PUT', `/api/projects/${projectId}/systems/${system.id}`, {
      version: system.version,
      airflow,
    })
    expect(res.statusCode).toBe(422)
    const fields = res.json<{ error: { details: { field: string }[] } }>().error.details.map((d) => d.field)
    expect(fields).toContain('body.airflow')
  })
})
