// The migration that began systems' save histories (0015), run on a database that already holds a system and a
// recently deleted one as the version before it wrote them. Both get a history from their next save on, whose
// first kept version is the one saved before: its saver unknown (docs/operations.md, "Upgrades", step 4).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SystemVersionEntry } from '#contract/api/system-versions.ts'
import { testDatabaseUrl } from '../config/env.ts'
import { fromPglite, type Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createTestApp } from '../test/app.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { migrationsFolder } from '../test/databases.ts'
import { createIsolatedPostgres } from '../test/isolated-postgres.ts'
import { flat, systemBody } from './projects-test-kit.ts'

const MIGRATION = '0015_system-versions'

/** The committed migrations up to the one before MIGRATION, as a folder of their own. */
function migrationsBefore(): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'ventnoise-migrations-'))
  cpSync(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION)
  if (at < 0) throw new Error(`${MIGRATION} is not in the journal`)
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) }
}

const targets: { kind: string; open: () => Promise<Database> }[] = [
  { kind: 'pglite', open: () => Promise.resolve(fromPglite(new PGlite())) },
]
const url = testDatabaseUrl()
if (url) targets.push({ kind: 'postgres', open: () => createIsolatedPostgres(url, { migrate: false }) })

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
    const before = migrationsBefore()
    try {
      await migrateDatabase(database, before.folder)
    } finally {
      before.remove()
    }
    const db = database.db
    await db.execute(
      sql`insert into users (id, full_name, email) values (${ids.user}, 'Old Author', 'old@example.com')`,
    )
    await db.execute(
      sql`insert into projects (id, author_id, name) values (${ids.project}, ${ids.user}, 'Before')`,
    )
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
    const reader = await signUp(app, { fullName: 'New Reader' })
    await database.db.execute(
      sql`insert into project_members (project_id, user_id) values (${ids.project}, ${reader.user.id})`,
    )
    await database.db.execute(
      sql`update deleted_systems set access_user_ids = access_user_ids || ${reader.user.id}::uuid`,
    )
    const headers = tokenHeaders(reader)
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
