// One way to write: every write runs inside a transaction.
import type { Db } from './client.ts'

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
export const inTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work)
