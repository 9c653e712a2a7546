// The migration that began systems' save histories (0015), run on a database that already holds a system and a
// recently deleted one as the version before it wrote them. Both get a history from their next save on, whose
// first kept version is the one saved before: its saver unknown (docs/operations.md, "Upgrades", step 4).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SystemVersionEntry } from '#contract/api/system-versions.ts'
import type { Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { migrationsFolder } from '../test/databases.ts'
import {
  emptyDatabaseTargets,
  migrateBefore,
  readerOfOldProject,
  writeOldProject,
} from '../test/migrations-before.ts'
import { createTestApp } from '../test/app.ts'
import { flat, systemBody } from './projects-test-kit.ts'

const MIGRATION = '0015_system-versions'

const targets = emptyDatabaseTargets()

describe.each(targets)('the system versions migration on $kind', (target) => {
  let database: Database
  let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined
  const ids = {
    user: '00000000-0000-4000-8000-000000000011',
    project: '00000000-0000-4000-8000-000000000012',
    system: '00000000-0000-4000-8000-000000000013',
    deleted: '00000000-0000-4000-8000-000000000014',
  }

  beforeAll(async () => {
    database = await target.open()
    await migrateBefore(database, MIGRATION)
    const db = database.db
    await writeOldProject(database, ids)
    // Written as the version before wrote them, with its columns only.
    for (const [id, name] of [
      [ids.system, 'Supply'],
      [ids.deleted, 'Exhaust'],
    ] as const)
      await db.execute(sql`
        insert into systems (id, project_id, author_id, name, input_sound_power_level, items)
        values (${id}, ${ids.project}, ${ids.user}, ${name}, ${JSON.stringify(flat(70))}::jsonb, '[]'::jsonb)`)
    await db.execute(sql`
      insert into deleted_systems (id, project_id, name, number, access_user_ids, deleted_by_name, snapshot)
      select s.id, s.project_id, s.name, s.number, array[${ids.user}::uuid], 'Old Author', row_to_json(s)
      from systems s where s.id = ${ids.deleted}`)
    await db.execute(sql`delete from systems where id = ${ids.deleted}`)

    await migrateDatabase(database, migrationsFolder)
    testApp = await createTestApp({ database })
  })
  afterAll(async () => {
    if (testApp) await testApp.close()
    else await database.close()
  })

  it('keeps, from the next save on, the version saved before, and restores an old deletion that then keeps one too', async () => {
    if (!testApp) throw new Error('no app')
    const { app } = testApp
    // Invited to the old project, and one of those who may restore what was deleted in it.
    const headers = await readerOfOldProject(database, app, ids.project, 'deleted_systems')
    const systemsUrl = `/api/projects/${ids.project}/systems`
    const restored = await app.inject({
      method: 'POST',
      url: `${systemsUrl}/deleted/${ids.deleted}/restore`,
      headers,
    })
    expect(restored.statusCode, restored.body).toBe(200)

    for (const [id, name] of [
      [ids.system, 'Supply'],
      [ids.deleted, 'Exhaust'],
    ] as const) {
      const versionsUrl = `${systemsUrl}/${id}/versions`
      const none = await app.inject({ method: 'GET', url: versionsUrl, headers })
      expect(none.json<{ data: unknown[] }>().data).toEqual([])
      const saved = await app.inject({
        method: 'PUT',
        url: `${systemsUrl}/${id}`,
        headers,
        payload: { ...systemBody(`${name} 2`), version: 1 },
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const listed = await app.inject({ method: 'GET', url: versionsUrl, headers })
      expect(listed.json<{ data: SystemVersionEntry[] }>().data).toEqual([
        expect.objectContaining({ version: 1, name, savedBy: null, productCount: 0 }),
      ])
    }
  })
})
