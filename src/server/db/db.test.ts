import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { testDatabaseTargets } from '../test/databases.ts'
import type { Database } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { inTransaction } from './transaction.ts'
import { projectMembers, projects, systems, users } from './schema/index.ts'
import { migrationsFolder } from '../test/databases.ts'
import { zeroInput } from '../test/fixtures.ts'

const uniqueEmail = () => `user-${randomUUID()}@example.com`

describe.each(testDatabaseTargets())('data layer on $kind', (target) => {
  let database: Database
  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(async () => {
    await database.close()
  })

  it('has the tables of the first migration, and migrating again changes nothing', async () => {
    await migrateDatabase(database, migrationsFolder)
    const rows = await database.db
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`)
    const names = rows.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['project_members', 'projects', 'systems', 'users']))
  })

  it('keeps e-mail addresses unique whatever their case', async () => {
    const email = uniqueEmail()
    await database.db.insert(users).values({ fullName: 'A', email })
    await expect(
      database.db.insert(users).values({ fullName: 'B', email: email.toUpperCase() }),
    ).rejects.toThrow()
  })

  it('rolls a transaction back completely when it throws', async () => {
    const email = uniqueEmail()
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(users).values({ fullName: 'Rolled back', email })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const found = await database.db.select().from(users).where(eq(users.email, email))
    expect(found).toHaveLength(0)
  })

  it('deletes a project with its systems and memberships', async () => {
    const [author] = await database.db
      .insert(users)
      .values({ fullName: 'Author', email: uniqueEmail() })
      .returning()
    const [guest] = await database.db
      .insert(users)
      .values({ fullName: 'Guest', email: uniqueEmail() })
      .returning()
    if (!author || !guest) throw new Error('users not created')
    const [project] = await database.db
      .insert(projects)
      .values({ authorId: author.id, name: 'Hall' })
      .returning()
    if (!project) throw new Error('project not created')
    await database.db.insert(projectMembers).values({ projectId: project.id, userId: guest.id })
    await database.db
      .insert(systems)
      .values({ projectId: project.id, name: 'AHU-1', inputSoundPowerLevel: zeroInput })

    await database.db.delete(projects).where(eq(projects.id, project.id))

    expect(await database.db.select().from(systems).where(eq(systems.projectId, project.id))).toHaveLength(0)
    expect(
      await database.db.select().from(projectMembers).where(eq(projectMembers.projectId, project.id)),
    ).toHaveLength(0)
  })

  it('stores band sets as JSON and reads them back unchanged', async () => {
    const [author] = await database.db
      .insert(users)
      .values({ fullName: 'J', email: uniqueEmail() })
      .returning()
    if (!author) throw new Error('user not created')
    const [project] = await database.db.insert(projects).values({ authorId: author.id }).returning()
    if (!project) throw new Error('project not created')
    const bands = { ...zeroInput, octaveBand63Hz: 71.5, octaveBand8000Hz: 40.25 }
    const [system] = await database.db
      .insert(systems)
      .values({ projectId: project.id, inputSoundPowerLevel: bands })
      .returning()
    expect(system?.inputSoundPowerLevel).toEqual(bands)
    expect(system?.attenuationConstantType).toBe('T1')
    expect(system?.filterCorrectionType).toBe('AFilter')
    expect(system?.version).toBe(1)
  })
})
