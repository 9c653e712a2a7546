// When the silencer model changes, the regenerated demo catalogue becomes a new catalogue version; a system
// saved before keeps the numbers it was saved with and its version, and that version's history still says
// its numbers are modelled.
import { describe, expect, it } from 'vitest'
import { catalogueVersionInfo } from '#contract/api/catalogue.ts'
import { inTransaction } from '../../db/transaction.ts'
import { dataOf, signedInApp } from '../../test/signed-in-app.ts'
import { isolatedDatabaseTargets } from '../../test/isolated-postgres.ts'
import { toRows } from '../catalogue-rows.ts'
import { replaceCatalogue } from '../catalogue.repo.ts'
import { seedCatalogue } from '../catalogue.seed.ts'
import { DEMO_DESCRIPTION, demoCatalogue } from './demo-catalogue.ts'

interface Doc {
  id: string
  version: number
  catalogueVersion: number | null
  items: { soundAttenuation: Record<string, number> }[]
}

describe.each(isolatedDatabaseTargets())('a regenerated demo catalogue on $kind', (target) => {
  const { call, database } = signedInApp(target, 'Model Change')
  const data = <T>(res: { json: <U>() => U }) => dataOf<T>(res)

  it('leaves a saved system its numbers and its version, and the old version still says modelled', async () => {
    expect((await seedCatalogue(database().db)).version).toBe(1)
    const demo = demoCatalogue()
    const silencer = demo.roundSilencers.find((s) => s.class === 'NRF100' && s.nominalSizeDiameter === 250)
    expect(silencer).toBeDefined()
    const saved = silencer?.soundAttenuation ?? {}
    const project = data<{ id: string }>(await call('POST', '/api/projects', { name: 'Before the change' }))
    const created = data<Doc>(
      await call('POST', `/api/projects/${project.id}/systems`, {
        name: 'AHU-1',
        items: [
          {
            productId: silencer?.id,
            productType: 'silencer',
            productClass: 'NRF100',
            productName: 'NRF100-250',
            productCode: 'NRF100-250',
            quantity: 1,
            soundAttenuation: saved,
          },
        ],
      }),
    )
    expect(created.catalogueVersion).toBe(1)

    // The model changes: every modelled round silencer attenuates 3 dB more in the regenerated demo.
    const regenerated = {
      ...demo,
      roundSilencers: demo.roundSilencers.map((s) => ({
        ...s,
        soundAttenuation: Object.fromEntries(Object.entries(s.soundAttenuation).map(([k, v]) => [k, v + 3])),
      })),
    }
    const version = await inTransaction(database().db, (tx) =>
      replaceCatalogue(tx, toRows(regenerated as typeof demo), {
        source: 'demo',
        description: DEMO_DESCRIPTION,
        contentHash: 'regenerated',
      }),
    )
    expect(version).toBe(2)

    const stored = data<Doc>(await call('GET', `/api/systems/${created.id}`))
    expect(stored.catalogueVersion).toBe(1)
    expect(stored.items[0]?.soundAttenuation).toMatchObject(saved)
    const old = catalogueVersionInfo.parse(data(await call('GET', '/api/catalogue/versions/1')))
    expect(old).toMatchObject({ version: 1, source: 'demo', dataSources: { measured: 0 } })
    expect(old.dataSources.modelled).toBeGreaterThan(300)
  })
})
