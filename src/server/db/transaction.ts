// One way to write: every write runs inside a transaction.
import type { Db } from './client.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
export const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work)

/**
 * Runs `read` in one read-only transaction that sees one snapshot of the database (REPEATABLE READ): several
 * queries that together make one document see no write committed between them.
 */
export const inReadSnapshot = <T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' })
