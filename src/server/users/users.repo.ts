// The one Drizzle reader and writer of the users table: accounts for auth, people for projects and sharing.
import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { users } from '../db/schema/index.ts'

type Reader = Db | Tx

/** An account as auth needs it; its password hash never leaves the server. */
export interface UserRow {
  id: string
  fullName: string
  email: string
  passwordHash: string | null
}

/** A user as others see them: no credentials. */
export interface Person {
  id: string
  email: string
  fullName: string
}

/** The columns of a UserRow, for queries of other tables that join users (sessions, identities). */
export const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  passwordHash: users.passwordHash,
}

const personColumns = { id: users.id, email: users.email, fullName: users.fullName }

/** A unique index refused the write (PostgreSQL 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === '23505') return true
  }
  return false
}

/** The account of an e-mail address in any case: the same `lower()` as the unique index on users. */
export async function findUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1)
  return row
}

export async function findUserById(db: Reader, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1)
  return row
}

export async function insertUser(
  db: Reader,
  values: { fullName: string; email: string; passwordHash: string | null },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning(userColumns)
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row
}

export async function updatePasswordHash(db: Reader, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId))
}

export async function peopleByIds(db: Reader, ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r]))
}
