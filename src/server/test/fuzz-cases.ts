// The fuzzer's vocabulary (fuzz.test.ts): a route, who calls it, the fixtures it may name, one generated case,
// and what every answer must be whatever the input: below 500, in the API's envelope, nothing polluted.
import { expect } from 'vitest'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { tokenHeaders } from './auth.ts'
import type { BodyChoice, ParamChoice } from './hostile-bodies.ts'

export type Method = NonNullable<InjectOptions['method']>
export interface Route {
  method: Method
  path: string
}
/** Who calls: nobody, the owner of the fixtures, or a signed-in user who may see none of them. */
export type Caller = 'anonymous' | 'owner' | 'outsider'
/** What a path parameter gets: the caller's own real id, the other user's real id, or hostile text. */

export interface Fixtures {
  owner: SignedIn
  outsider: SignedIn
  member: SignedIn
  /** The owner's project with a system of products and a room; the outsider's own. */
  project: string
  system: string
  room: string
  foreignProject: string
  foreignSystem: string
  foreignRoom: string
  /** The owner's project as its file downloads, for the import. */
  projectFile: object
  silencer: { id: string; class: string; diameter: number; length: number }
  catalogueVersion: number
  resource: string
  shopProject: string
  handoff: string
}

export interface Case {
  route: Route
  params: ParamChoice[]
  body: BodyChoice
  query: Record<string, string>
  caller: Caller
  signBody: boolean
}

export function checkAnswer(route: Route, res: LightMyRequestResponse): void {
  const where = `${route.method} ${route.path}`
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
  if (String(res.headers['content-type']).includes('application/json')) {
    const answer = res.json<{ success?: unknown; error?: { code?: unknown; message?: unknown } }>()
    // A file's download (the project file) answers the file itself; its failures, the envelope.
    const file = res.statusCode === 200 && String(res.headers['content-disposition']).startsWith('attachment')
    if (file) expect(answer.success, where).toBeUndefined()
    else expect(typeof answer.success, where).toBe('boolean')
    if (answer.success === false) expect(typeof answer.error?.message, where).toBe('string')
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
}

/** The sign-in headers of a caller: the fixtures' owner, the outsider, or none. */
export function callerHeaders(caller: Caller, fx: Fixtures): Record<string, string> {
  if (caller === 'owner') return tokenHeaders(fx.owner)
  if (caller === 'outsider') return tokenHeaders(fx.outsider)
  return {}
}
