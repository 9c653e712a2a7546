// The migration that keeps a deleted project's systems a row each (0017), run on a database that already holds a
// project deleted as the version before kept it: its systems inside the snapshot. They move to their own rows,
// the snapshot keeps the rest, and the project is restored with every system as it was.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { migrationsFolder } from '../test/databases.ts'
import { emptyDatabaseTargets, migrateBefore, writeOldProject } from '../test/migrations-before.ts'
import { createTestApp } from '../test/app.ts'
import { rowsOf } from './put-back.ts'
import { flat } from './projects-test-kit.ts'

const MIGRATION = '0017_deleted-project-systems'

describe.each(emptyDatabaseTargets())('the deleted project systems migration on $kind', (target) => {
  let database: Database
  let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined
  const ids = {
    user: '00000000-0000-4000-8000-000000000021',
    project: '00000000-0000-4000-8000-000000000022',
    supply: '00000000-0000-4000-8000-000000000023',
    exhaust: '00000000-0000-4000-8000-000000000024',
  }
  const rows = <T>(query: ReturnType<typeof sql>) => rowsOf<T>(database.db, query)
  /** Each system's row as text, the way a restore must give it back. */
  const systemTexts = () =>
    rows<{ id: string; text: string }>(
      sql`select s.id, row_to_json(s)::text as text from systems s where s.project_id = ${ids.project} order by s.id`,
    )
  let before: { id: string; text: string }[] = []

  beforeAll(async () => {
    database = await target.open()
    await migrateBefore(database, MIGRATION)
    const db = database.db
    await writeOldProject(database, ids)
    for (const [id, name] of [
      [ids.supply, 'Supply'],
      [ids.exhaust, 'Exhaust'],
    ] as const)
      await db.execute(sql`
        insert into systems (id, project_id, author_id, name, input_sound_power_level, items, calculation_results)
        values (${id}, ${ids.project}, ${ids.user}, ${name}, ${JSON.stringify(flat(70))}::jsonb, '[]'::jsonb,
          '{"kept":  "as  written"}'::json)`)
    before = await systemTexts()
    // Deleted as the version before kept a project: its systems in the snapshot.
    await db.execute(sql`
      insert into deleted_projects (id, name, number, system_count, access_user_ids, deleted_by_name, snapshot)
      select p.id, p.name, p.number, 2, array[${ids.user}::uuid], 'Old Author',
        json_build_object('project', row_to_json(p), 'members', '[]'::json, 'rooms', '[]'::json,
          'systems', (select json_agg(s) from systems s where s.project_id = p.id))
      from projects p where p.id = ${ids.project}`)
    await db.execute(sql`delete from projects where id = ${ids.project}`)

    await migrateDatabase(database, migrationsFolder)
    testApp = await createTestApp({ database })
  })
  afterAll(async () => {
    if (testApp) await testApp.close()
    else await database.close()
  })

  it('moves the systems out of the snapshot, and restores the project with each system exactly as it was', async () => {
    if (!testApp) throw new Error('no app')
    expect(
      await rows<{ systems: unknown; project: string }>(
        sql`select snapshot -> 'systems' as systems, snapshot -> 'project' ->> 'name' as project from deleted_projects`,
      ),
    ).toEqual([{ systems: null, project: 'Before' }])
    expect(
      await rows<{ system_id: string }>(
        sql`select system_id from deleted_project_systems where project_id = ${ids.project} order by system_id`,
      ),
    ).toEqual([{ system_id: ids.supply }, { system_id: ids.exhaust }])

    // One of those who may restore it, signed up after the upgrade, and one of its members when it was deleted.
    const reader = await signUp(testApp.app, { fullName: 'New Reader' })
    await database.db.execute(sql`
      update deleted_projects set access_user_ids = access_user_ids || ${reader.user.id}::uuid,
        snapshot = json_build_object('project', snapshot -> 'project', 'rooms', snapshot -> 'rooms',
          'members', json_build_array(json_build_object('project_id', id, 'user_id', ${reader.user.id}::uuid)))`)
    const restored = await testApp.app.inject({
      method: 'POST',
      url: `/api/projects/deleted/${ids.project}/restore`,
      headers: tokenHeaders(reader),
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(await systemTexts()).toEqual(before)
    expect(await rows(sql`select 1 from deleted_project_systems`)).toEqual([])
  })
})
