// Idempotency keys: the only Drizzle user of the idempotency_keys table. Time is the database's clock, the
// one every instance on one PostgreSQL shares.
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/transaction.ts'
import { idempotencyKeys } from '../db/schema/index.ts'

/** How many expired keys one create sweeps: enough to keep up, never a long statement. */
const SWEEP_BATCH = 100

const expired = (hours: number) =>
  sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${hours}::int)`

/**
 * Claims `key` for this user and request: a new row, or the row of a key whose lifetime is over, taken
 * over. Null when the user's key is alive: another request made with it has its answer (or, still under
 * way in another transaction, the upsert waits for it to end).
 */
export async function claimKey(
  tx: Tx,
  values: { userId: string; key: string; requestHash: string },
  hours: number,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: values.requestHash, response: null, createdAt: sql`now()` },
      setWhere: expired(hours),
    })
    .returning({ key: idempotencyKeys.key })
  return rows.length > 0
}

/** The claimed key's answer, written before the create's transaction commits. */
export async function storeAnswer(tx: Tx, userId: string, key: string, response: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
}

/** The request and first answer of the user's key. */
export async function findKey(
  tx: Tx,
  userId: string,
  key: string,
): Promise<{ requestHash: string; response: unknown } | undefined> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  return row
}

/**
 * Deletes a batch of keys past their lifetime, skipping rows other transactions hold, so that creates
 * running together never wait on each other's sweep.
 */
export async function sweepExpired(tx: Tx, hours: number): Promise<void> {
  await tx.execute(
    sql`delete from ${idempotencyKeys} where ctid in (select ctid from ${idempotencyKeys} where ${expired(hours)} limit ${SWEEP_BATCH} for update skip locked)`,
  )
}
