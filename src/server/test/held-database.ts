// A test database that can be held: while held it answers nothing, so a request answered meanwhile did no
// database work on its way. PGlite has one session, which an open transaction keeps to itself; PostgreSQL is
// reached through a TCP proxy that stops passing bytes.
import type { PGlite } from '@electric-sql/pglite'
import { testDatabaseUrl } from '../config/env.ts'
import { openPostgres, type Database, type DatabaseKind } from '../db/client.ts'
import { createTestPglite } from './databases.ts'
import { createIsolatedPostgres } from './isolated-postgres.ts'
import { proxyToDatabase } from './tcp-proxy.ts'

export interface HoldableDatabase {
  database: Database
  /** Resolves once the database answers nothing more until `release`. */
  hold(): Promise<{ release(): Promise<void> }>
  close(): Promise<void>
}

async function holdablePglite(): Promise<HoldableDatabase> {
  const database = await createTestPglite()
  const client = (database.raw as { client: PGlite }).client
  return {
    database,
    hold: async () => {
      let release = () => undefined as void
      const released = new Promise<void>((resolve) => (release = resolve))
      let begun = () => undefined as void
      const holding = new Promise<void>((resolve) => (begun = resolve))
      const transaction = client.transaction(async () => {
        begun()
        await released
      })
      await holding
      return {
        release: async () => {
          release()
          await transaction
        },
      }
    },
    close: () => database.close(),
  }
}

async function holdablePostgres(url: string): Promise<HoldableDatabase> {
  const isolated = await createIsolatedPostgres(url)
  const { proxy, url: proxied } = await proxyToDatabase(isolated.url)
  const database = await openPostgres(proxied)
  return {
    database,
    hold: () => {
      proxy.freeze()
      return Promise.resolve({ release: () => Promise.resolve(proxy.thaw()) })
    },
    close: async () => {
      proxy.thaw()
      await database.close()
      await proxy.close()
      await isolated.close()
    },
  }
}

/** PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function holdableDatabaseTargets(): { kind: DatabaseKind; open(): Promise<HoldableDatabase> }[] {
  const url = testDatabaseUrl()
  const targets: { kind: DatabaseKind; open(): Promise<HoldableDatabase> }[] = [
    { kind: 'pglite', open: holdablePglite },
  ]
  if (url) targets.push({ kind: 'postgres', open: () => holdablePostgres(url) })
  return targets
}

/** Whether `work` settles before `ms` have passed (it goes on either way): a deadline, not a measure. */
export const settlesWithin = (ms: number, work: Promise<unknown>): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    work.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Sends `request` while `target` is held and releases it only then: `answeredWhileHeld` says whether the answer
 * came before the release (within a generous deadline, for a test that would otherwise wait for ever).
 */
export async function whileHeld<T>(
  target: HoldableDatabase,
  request: () => Promise<T>,
): Promise<{ answeredWhileHeld: boolean; answer: T }> {
  const held = await target.hold()
  let answer: Promise<T>
  let answeredWhileHeld: boolean
  try {
    answer = request()
    answeredWhileHeld = await settlesWithin(10_000, answer)
  } finally {
    await held.release()
  }
  return { answeredWhileHeld, answer: await answer }
}
