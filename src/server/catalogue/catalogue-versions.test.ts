// The catalogue's history: every version keeps what it held after it is replaced, so that the report of a
// system saved on an older catalogue still says whether its numbers rest on modelled data.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { catalogueVersionInfo } from '#contract/api/catalogue.ts'
import { catalogueVersions } from '../db/schema/index.ts'
import { createTestApp } from '../test/app.ts'
import { migrationsFolder } from '../test/databases.ts'
import { isolatedDatabaseTargets } from '../test/isolated-postgres.ts'
import { exportCatalogue, importCatalogue } from './catalogue-write.ts'
import { seedCatalogue } from './catalogue.seed.ts'

describe.each(isolatedDatabaseTargets())('catalogue versions on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  const get = (url: string) => app.inject({ method: 'GET', url })
  const version = async (n: number | string) => {
    const res = await get(`/api/catalogue/versions/${n}`)
    return { status: res.statusCode, body: res.json<{ data: unknown }>() }
  }

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
  })
  afterAll(() => testApp.close())

  it('knows no version before the first seed, and refuses what is not a version', async () => {
    expect((await version(1)).status).toBe(404)
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3']) expect((await version(bad)).status, bad).toBe(422)
  })

  it('keeps each version with its data sources after the catalogue is replaced', async () => {
    await seedCatalogue(testApp.database.db)
    const demo = catalogueVersionInfo.parse((await version(1)).body.data)
    expect(demo).toMatchObject({ version: 1, source: 'demo', dataSources: { measured: 0 } })
    expect(demo.dataSources.modelled).toBeGreaterThan(300)

    // The manufacturer's measured data replace the demo catalogue.
    const { data } = await exportCatalogue(testApp.database.db)
    const measured = {
      ...data,
      roundSilencers: data.roundSilencers.map((p) => ({ ...p, dataSource: 'measured' as const })),
      diffusers: data.diffusers.map((p) => ({ ...p, dataSource: 'measured' as const })),
    }
    expect(await importCatalogue(testApp.database.db, measured, 'Measured data')).toBe(2)
    const now = catalogueVersionInfo.parse((await version(2)).body.data)
    expect(now).toMatchObject({
      version: 2,
      source: 'import',
      description: 'Measured data',
      dataSources: {
        measured: data.roundSilencers.length + data.diffusers.length,
        modelled: data.abstractProducts.length,
      },
    })
    // Version 1 is gone from the tables but not from the history.
    expect(catalogueVersionInfo.parse((await version(1)).body.data)).toEqual(demo)
    expect((await version(3)).status).toBe(404)
  })

  it('the migration records the catalogue an installation already holds', async () => {
    const db = testApp.database.db
    const stored = await db.select().from(catalogueVersions).orderBy(catalogueVersions.version)
    await db.delete(catalogueVersions)
    // The migration's own statement, run on this database as it now stands (version 2, no history).
    const file = readFileSync(path.join(migrationsFolder, '0006_catalogue-versions.sql'), 'utf8')
    const backfill = file.split('--> statement-breakpoint').at(-1) ?? ''
    expect(backfill).toMatch(/INSERT INTO "catalogue_versions"/)
    await db.execute(sql.raw(backfill))
    const rows = await db.select().from(catalogueVersions)
    // The meta row's time is the replacement's, as the history's own is.
    expect(rows).toEqual([stored[1]])
  })
})
