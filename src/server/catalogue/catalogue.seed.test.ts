import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { roundClassPressureDrop } from '#engine/index.ts'
import { readConfig } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { catalogueMeta } from '../db/schema/index.ts'
import { isolatedDatabaseTargets } from '../test/isolated-postgres.ts'
import { exportCatalogue, importCatalogue } from './catalogue-write.ts'
import { readCatalogue, readMeta } from './catalogue.repo.ts'
import { seedCatalogue } from './catalogue.seed.ts'
import { IMAGE_PATH } from './catalogue-records.ts'

const imagesDir = readConfig({}).catalogueImagesDir

describe.each(isolatedDatabaseTargets())('catalogue seed on $kind', (target) => {
  let database: Database
  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(() => database.close())

  it('seeds the demo catalogue once, in one transaction, as version 1', async () => {
    expect(await readMeta(database.db)).toBeNull()
    expect(await seedCatalogue(database.db)).toEqual({ action: 'created', version: 1 })
    const stored = await readCatalogue(database.db)
    expect(stored.silencerClasses).toHaveLength(36)
    expect(stored.roundSilencers.length).toBeGreaterThanOrEqual(300)
    expect(stored.diffuserClasses.length).toBeGreaterThanOrEqual(3)
    expect(stored.abstractClasses).toHaveLength(5)
    expect(await readMeta(database.db)).toMatchObject({ version: 1, source: 'demo' })
  })

  it('is idempotent: a second run changes nothing, the version included', async () => {
    const before = await exportCatalogue(database.db)
    expect(await seedCatalogue(database.db)).toEqual({ action: 'unchanged', version: 1 })
    const after = await exportCatalogue(database.db)
    expect(after.data).toEqual(before.data)
    expect(after.meta?.revision).toBe(before.meta?.revision)
  })

  it('links every member class to its group and derives the filter data from the products', async () => {
    const { silencerClasses, roundSilencers } = await readCatalogue(database.db)
    const byName = new Map(silencerClasses.map((c) => [c.name, c]))
    const group = byName.get('NRF100/NRP100')
    expect(group?.isGroup).toBe(true)
    expect(byName.get('NRF100')?.parentClassId).toBe(group?.id)
    expect(byName.get('NKE')?.parentClassId).toBeNull()
    expect(group?.filterData.attenuationMaterial.sort()).toEqual(['mineralwool', 'polyester'])
    const nrf100 = byName.get('NRF100')
    expect(nrf100?.filterData).toEqual({
      shape: ['circular'],
      attenuationMaterial: ['mineralwool'],
      openable: [false],
      nominalSizes: [
        ...new Set(roundSilencers.filter((s) => s.className === 'NRF100').map((s) => s.nominalSizeDiameter)),
      ],
      lengths: [600, 900, 1200, 1500],
    })
    expect(byName.get('MRKA')?.filterData).toMatchObject({ shape: ['rectangular'], openable: [true] })
  })

  it('gives each silencer with a pressure-drop model the airflow range of 1 to 100 Pa', async () => {
    const { roundSilencers } = await readCatalogue(database.db)
    for (const s of roundSilencers) {
      if (s.pressureDropCoefficient === null) {
        expect(s.dimData).toBeNull()
        continue
      }
      const key = { silencerClass: s.className, diameter: s.nominalSizeDiameter, length: s.length }
      expect(s.dimData?.minInputAirflow).toBeLessThan(s.dimData?.maxInputAirflow ?? 0)
      expect(
        roundClassPressureDrop({ ...key, inputAirflow: s.dimData?.maxInputAirflow ?? 0 }).pressureDrop,
      ).toBeCloseTo(100, 6)
      expect(
        roundClassPressureDrop({ ...key, inputAirflow: s.dimData?.minInputAirflow ?? 0 }).pressureDrop,
      ).toBeCloseTo(1, 6)
    }
  })

  it('points every class and product at a drawing that exists', async () => {
    const stored = await readCatalogue(database.db)
    const urls = new Set(
      Object.values(stored).flatMap((rows: { imageUrl: string }[]) => rows.map((r) => r.imageUrl)),
    )
    for (const url of urls) {
      expect(url.startsWith(`${IMAGE_PATH}/`)).toBe(true)
      expect(existsSync(path.join(imagesDir, url.slice(IMAGE_PATH.length + 1)))).toBe(true)
    }
  })

  it('regenerates an outdated demo catalogue with a new version', async () => {
    await database.db
      .update(catalogueMeta)
      .set({ contentHash: 'an older model' })
      .where(eq(catalogueMeta.id, 1))
    expect(await seedCatalogue(database.db)).toEqual({ action: 'updated', version: 2 })
    expect(await seedCatalogue(database.db)).toEqual({ action: 'unchanged', version: 2 })
  })

  it('never replaces an imported catalogue', async () => {
    const { data } = await exportCatalogue(database.db)
    const version = await importCatalogue(
      database.db,
      { ...data, roundSilencers: data.roundSilencers.slice(0, 5) },
      'Test',
    )
    expect(version).toBe(3)
    expect(await seedCatalogue(database.db)).toEqual({ action: 'kept-import', version: 3 })
    expect((await readCatalogue(database.db)).roundSilencers).toHaveLength(5)
  })
})
