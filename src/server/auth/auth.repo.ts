// The only Drizzle user of the auth domain: sessions, refresh tokens, identifiers and reset tokens (the users
// table itself is users/users.repo.ts).
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import {
  authSessions,
  loginIdentifiers,
  passwordResetTokens,
  refreshTokens,
  userIdentities,
  users,
} from '../db/schema/index.ts'
import { userColumns, type UserRow } from '../users/users.repo.ts'

export async function insertSession(db: Db, userId: string, rememberMe: boolean): Promise<string> {
  const [row] = await db
    .insert(authSessions)
    .values({ userId, rememberMe })
    .returning({ id: authSessions.id })
  if (!row) throw new Error('INSERT_RETURNED_NOTHING')
  return row.id
}

/** The user of a session that is not revoked, or undefined. */
export async function activeSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)),
    )
    .limit(1)
  return row
}

export async function revokeSession(db: Db, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)))
}

export async function revokeUserSessions(db: Db, userId: string, reason: string, now: Date): Promise<number> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id })
  return rows.length
}

export async function insertRefreshToken(
  db: Db,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values)
}

export interface RefreshTokenRow {
  id: string
  sessionId: string
  expiresAt: Date
  usedAt: Date | null
  rememberMe: boolean
  revokedAt: Date | null
  user: UserRow
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      rememberMe: authSessions.rememberMe,
      revokedAt: authSessions.revokedAt,
      user: userColumns,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
  return row
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id })
  return rows.length === 1
}

export async function insertLoginIdentifier(
  db: Db,
  values: { userId: string; identifierHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginIdentifiers).values(values)
}

/** Uses a login identifier once: the user it was issued to, or undefined when unknown, used or expired. */
export async function consumeLoginIdentifier(
  db: Db,
  identifierHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(loginIdentifiers)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginIdentifiers.identifierHash, identifierHash),
        isNull(loginIdentifiers.usedAt),
        gt(loginIdentifiers.expiresAt, now),
      ),
    )
    .returning({ userId: loginIdentifiers.userId })
  return row?.userId
}

export async function insertResetToken(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values)
}

/** Uses a reset token once: its user, or undefined when unknown, used or expired. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return row?.userId
}

/** Retires every other reset link of the user once the password has changed. */
export async function retireResetTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)))
}

export async function findIdentityUser(
  db: Db,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1)
  return row
}

export async function insertIdentity(
  db: Db,
  values: { issuer: string; subject: string; userId: string },
): Promise<void> {
  await db.insert(userIdentities).values(values).onConflictDoNothing()
}
