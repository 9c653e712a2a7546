// The migration that gave rooms a number, run on a database that already holds rooms as the version before it
// wrote them: a live room and a recently deleted one. Both read with no number afterwards, the deleted one
// comes back with none, and a number can then be given (docs/operations.md, "Upgrades").
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RoomDocument } from '#contract/api/rooms.ts'
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

const MIGRATION = '0014_room-number'

const targets = emptyDatabaseTargets()

describe.each(targets)('the room number migration on $kind', (target) => {
  let database: Database
  let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined
  const ids = {
    user: '00000000-0000-4000-8000-000000000001',
    project: '00000000-0000-4000-8000-000000000002',
    room: '00000000-0000-4000-8000-000000000003',
    deleted: '00000000-0000-4000-8000-000000000004',
  }

  beforeAll(async () => {
    database = await target.open()
    await migrateBefore(database, MIGRATION)
    const db = database.db
    const numberColumns = async () => {
      // Both drivers answer raw queries with { rows }; drizzle's type for it differs per driver.
      const result: unknown = await db.execute(sql`select table_name from information_schema.columns
        where column_name = 'number' and table_name in ('rooms', 'deleted_rooms') order by table_name`)
      return (result as { rows: unknown[] }).rows
    }
    expect(await numberColumns()).toEqual([])
    // Written as the version before wrote them, with its columns only.
    await writeOldProject(database, ids)
    for (const [id, name] of [
      [ids.room, 'Office 2'],
      [ids.deleted, 'Store'],
    ] as const)
      await db.execute(sql`
        insert into rooms (id, project_id, name, target_type, target_value, absorption_area, volume,
          reverberation_time, listener_distance)
        values (${id}, ${ids.project}, ${name}, 'LpA', 35, 10, 50, 0.8, 2)`)
    // The deletion as the version before kept it: the row as row_to_json wrote it, without a number.
    await db.execute(sql`
      insert into deleted_rooms (id, project_id, name, served_by, access_user_ids, deleted_by_name, snapshot)
      select r.id, r.project_id, r.name, '{}'::uuid[], array[${ids.user}::uuid], 'Old Author', row_to_json(r)
      from rooms r where r.id = ${ids.deleted}`)
    await db.execute(sql`delete from rooms where id = ${ids.deleted}`)

    await migrateDatabase(database, migrationsFolder)
    expect(await numberColumns()).toEqual([{ table_name: 'deleted_rooms' }, { table_name: 'rooms' }])
    testApp = await createTestApp({ database })
  })
  afterAll(async () => {
    if (testApp) await testApp.close()
    else await database.close()
  })

  it('gives the rooms already there no number, restores an old deletion with none, and takes one after', async () => {
    if (!testApp) throw new Error('no app')
    const { app } = testApp
    // Invited to the old project, and one of those who may restore what was deleted in it.
    const headers = await readerOfOldProject(database, app, ids.project, 'deleted_rooms')
    const roomsUrl = `/api/projects/${ids.project}/rooms`
    const list = await app.inject({ method: 'GET', url: roomsUrl, headers })
    expect(list.statusCode).toBe(200)
    expect(list.json<{ data: RoomDocument[] }>().data).toEqual([
      expect.objectContaining({ id: ids.room, name: 'Office 2', number: '', version: 1 }),
    ])

    const deleted = await app.inject({ method: 'GET', url: `${roomsUrl}/deleted`, headers })
    expect(deleted.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id: ids.deleted, name: 'Store', number: '' }),
    ])
    const restored = await app.inject({
      method: 'POST',
      url: `${roomsUrl}/deleted/${ids.deleted}/restore`,
      headers,
    })
    expect(restored.statusCode).toBe(200)
    expect(restored.json<{ data: RoomDocument }>().data).toMatchObject({ name: 'Store', number: '' })

    const saved = await app.inject({
      method: 'PUT',
      url: `${roomsUrl}/${ids.room}`,
      headers,
      payload: {
        name: 'Office 2',
        number: 'A2.14',
        targetType: 'LpA',
        targetValue: 35,
        version: 1,
      },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json<{ data: RoomDocument }>().data).toMatchObject({ number: 'A2.14', version: 2 })
  })
})
