// Keys of creates that may be sent again (docs/security.md, "Idempotent creates"): the first answer of a
// create made with an Idempotency-Key, so that the same request sent again answers it instead of creating a
// second copy. Written in the create's own transaction; each user's keys are their own.
import { index, json, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './workspace.ts'

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the client sent it, without the quotes. */
    key: text().notNull(),
    /** SHA-256 of the method, the address and the body: the same key with another request is refused. */
    requestHash: text().notNull(),
    /**
     * The answer's data as it was sent (`json` keeps the text as written). Null only inside the transaction
     * that claims the key, which writes it before committing, so no other reader ever sees it null.
     */
    response: json(),
    /** A key is remembered for 24 hours from here; older rows are taken over or swept. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
)
