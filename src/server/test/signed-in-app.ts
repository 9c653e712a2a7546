// One signed-in author on a test app of one database, for suites that call the API as that author. It
// registers its own beforeAll and afterAll, so it is called inside the suite's describe.
import { afterAll, beforeAll } from 'vitest'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import type { Database } from '../db/client.ts'
import { createTestApp } from './app.ts'
import { signUp, tokenHeaders } from './auth.ts'
import type { TestDatabaseTarget } from './databases.ts'

export interface SignedInApp {
  /** The app's database (valid once the suite has started). */
  database: () => Database
  /** A call as the author, with a JSON body when one is given, and any other headers. */
  call: (
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>
}

/**
 * Opens the target's database, builds the app on it, lets `prepare` fill the database (a catalogue, say)
 * and signs up the author; closes both after the suite.
 */
export function signedInApp(
  target: TestDatabaseTarget,
  fullName: string,
  prepare?: (database: Database) => Promise<unknown>,
): SignedInApp {
  let testApp: Awaited<ReturnType<typeof createTestApp>> | undefined
  let author: SignedIn | undefined
  const started = () => {
    if (testApp === undefined || author === undefined) throw new Error('the suite has not started yet')
    return { testApp, author }
  }
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    await prepare?.(testApp.database)
    author = await signUp(testApp.app, { fullName })
  })
  afterAll(() => testApp?.close())
  return {
    database: () => started().testApp.database,
    call: (method, url, payload, headers = {}) => {
      const { testApp: running, author: caller } = started()
      return running.app.inject({
        method,
        url,
        headers: { ...headers, ...tokenHeaders(caller) },
        ...(payload ? { payload } : {}),
      })
    },
  }
}

/** The `data` of a success envelope. */
export const dataOf = <T>(res: { json: <U>() => U }): T => res.json<{ data: T }>().data
