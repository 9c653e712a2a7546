// Accounts and sign-in (docs/decisions/0002-accounts-and-sessions.md): sessions with rotating refresh tokens,
// one-time login identifiers, password reset tokens and single sign-on identities. Every secret is stored
// only as its SHA-256 hash.
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './workspace.ts'

const createdAt = timestamp({ withTimezone: true }).notNull().defaultNow()

/** One signed-in device: the family of refresh tokens that descend from one sign-in. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** "Remember me": the long refresh lifetime; otherwise the short one. */
    rememberMe: boolean().notNull().default(false),
    createdAt,
    revokedAt: timestamp({ withTimezone: true }),
    /** logout, flush, reuse or password-reset; kept for the operator. */
    revokedReason: text(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
)

/** Opaque refresh tokens; each is used once and replaced by its successor in the same session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the token was exchanged for its successor; a second use is a reuse. */
    usedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
)

/** The short-lived, single-use identifier that ends single sign-on at /authorize/{loginIdentifier}. */
export const loginIdentifiers = pgTable(
  'login_identifiers',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    identifierHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index('login_identifiers_user_idx').on(t.userId)],
)

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
)

/** A user's account at an OpenID Connect provider: issuer and subject identify it for good. */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text().notNull(),
    subject: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('user_identities_user_idx').on(t.userId)],
)
