// What the database fault suites share: the codes in a logged error, the answer to a database that cannot
// serve or was too slow, a bound on a request that might never answer, a row lock held by another session,
// and a system to save.
import pg from 'pg'
import { expect } from 'vitest'
import { zeroInput } from './fixtures.ts'

/** Every `code` in a logged error and its causes: what the driver or the database said failed. */
export function codesIn(error: unknown): string[] {
  if (!error || typeof error !== 'object') return []
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown[] }
  return [
    ...(typeof e.code === 'string' ? [e.code] : []),
    ...codesIn(e.cause),
    ...(e.errors ?? []).flatMap(codesIn),
  ]
}

/** The answer to a database that cannot serve: the envelope of every failure, and when to try again. */
const unavailableWith = (message: unknown) => ({
  requestId: expect.any(String) as unknown,
  status: 503,
  retryAfter: '5',
  body: { success: false, error: { code: 'UNAVAILABLE', message, details: [] } },
})

/** Whatever the database's fault, its message begins "The database". */
export const unavailable = unavailableWith(expect.stringMatching(/^The database /) as unknown)

/** A statement past its timeout, or an answer overdue. */
export const tooSlow = (answer: { status: number; retryAfter: unknown; body: unknown; requestId: unknown }) =>
  expect(answer).toEqual(unavailableWith('The database did not answer in time; try again shortly'))

/** Fails the test instead of waiting for ever on a request that never answers. */
export const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ])

/** Holds the row lock of one system in a transaction of another session until `release`. */
export async function lockSystem(url: string, systemId: string): Promise<{ release(): Promise<void> }> {
  const holder = new pg.Client({ connectionString: url })
  await holder.connect()
  await holder.query('begin')
  await holder.query('select 1 from systems where id = $1 for update', [systemId])
  return {
    release: async () => {
      await holder.query('rollback')
      await holder.end()
    },
  }
}

export const systemBody = (name: string) => ({
  name,
  inputSoundPowerLevel: { ...zeroInput, octaveBand250Hz: 80 },
  items: [{ productId: 'sil', productType: 'silencer', productClass: 'NRF100', soundAttenuation: zeroInput }],
})
