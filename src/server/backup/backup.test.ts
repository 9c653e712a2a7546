import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'
import { isolatedDatabaseTargets } from '../test/isolated-postgres.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import type { Database } from '../db/client.ts'
import { BackupError, createBackup, parseBackup, restoreBackup, tablesInDependencyOrder } from './backup.ts'

describe.each(isolatedDatabaseTargets())('backup and restore on $kind', (target) => {
  let database: Database
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    database = await target.open()
    await seedCatalogue(database.db)
    testApp = await createTestApp({ database })
  })
  afterAll(() => testApp.close())

  it('orders parents before children', async () => {
    const order = await tablesInDependencyOrder(database.db)
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('projects'))
    expect(order.indexOf('projects')).toBeLessThan(order.indexOf('systems'))
    expect(order.indexOf('projects')).toBeLessThan(order.indexOf('project_members'))
  })

  it('round-trips every table: what was saved before the backup is there after the restore', async () => {
    const { app } = testApp
    const user = await signUp(app, { fullName: 'Backup Owner' })
    const created = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: tokenHeaders(user),
      payload: { name: 'Kept', date: '2026-11-01T00:00:00.000Z', comment: 'ääkköset & <tags>' },
    })
    const project = created.json<{ data: { id: string } }>().data
    await app.inject({
      method: 'POST',
      url: `/api/projects/${project.id}/systems`,
      headers: tokenHeaders(user),
      payload: { name: 'AHU', inputSoundPowerLevel: { octaveBand63Hz: 71.25 } },
    })
    // A recently deleted project is kept too, and can still be restored after the backup is restored.
    const binned = (
      await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: tokenHeaders(user),
        payload: { name: 'Binned' },
      })
    ).json<{ data: { id: string } }>().data
    await app.inject({ method: 'DELETE', url: `/api/projects/${binned.id}`, headers: tokenHeaders(user) })
    const before = await app.inject({
      method: 'GET',
      url: '/api/projects?withSystems=true',
      headers: tokenHeaders(user),
    })

    // JSON text on the way, as the command writes and reads it.
    const backup = parseBackup(JSON.stringify(await createBackup(database.db)))
    expect(backup.tables.users?.length).toBeGreaterThan(0)

    // Work after the backup is undone by the restore.
    await app.inject({ method: 'DELETE', url: `/api/projects/${project.id}`, headers: tokenHeaders(user) })
    await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: tokenHeaders(user),
      payload: { name: 'Later' },
    })

    const result = await restoreBackup(database.db, backup)
    expect(result.rows).toBe(Object.values(backup.tables).reduce((n, t) => n + t.length, 0))
    const after = await app.inject({
      method: 'GET',
      url: '/api/projects?withSystems=true',
      headers: tokenHeaders(user),
    })
    expect(after.json()).toEqual(before.json())
    expect(backup.tables.deleted_projects).toHaveLength(1)
    const restored = await app.inject({
      method: 'POST',
      url: `/api/projects/deleted/${binned.id}/restore`,
      headers: tokenHeaders(user),
    })
    expect(restored.json()).toMatchObject({ success: true, data: { id: binned.id, name: 'Binned' } })
    const silencers = await app.inject({ method: 'GET', url: '/api/silencers' })
    expect(silencers.json<{ data: unknown[] }>().data.length).toBe(backup.tables.round_silencers?.length)
  })

  it('refuses a file that is not a backup, or one of another schema version, and changes nothing', async () => {
    expect(() => parseBackup('not json')).toThrow(BackupError)
    expect(() => parseBackup('{"format":"other"}')).toThrow(/not a VentNoise backup/)
    const backup = await createBackup(database.db)
    const count = backup.tables.projects?.length
    await expect(
      restoreBackup(database.db, { ...backup, migrations: backup.migrations + 1, tables: {} }),
    ).rejects.toThrow(/schema version/)
    const again = await createBackup(database.db)
    expect(again.tables.projects?.length).toBe(count)
  })
})
