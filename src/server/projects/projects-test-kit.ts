// The projects tests' world: the real app on one database target, three signed-up people (an author, a guest
// to invite, an outsider), and helpers that call the API as one of them and build projects and systems.
import { afterAll, beforeAll, expect } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { createTestApp } from '../test/app.ts'
import type { TestDatabaseTarget } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'

export const flat = (v: number) =>
  Object.fromEntries(
    [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((f) => [`octaveBand${f}Hz`, v]),
  ) as Record<string, number>

export interface Doc {
  _id: string
  id: string
  version: number
  [key: string]: unknown
}

// Live bindings: the hooks of useProjectsApp assign them, the tests read them when they run. Each target's
// describe block runs its hooks and tests before the next one starts, so one set is live at a time.
export let testApp: Awaited<ReturnType<typeof createTestApp>>
export let app: FastifyInstance
export let author: SignedIn
export let guest: SignedIn
export let outsider: SignedIn

/** Registers, in the calling describe block, the hooks that build the app on `target` and sign the people up. */
export function useProjectsApp(target: TestDatabaseTarget): void {
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
    author = await signUp(app, { fullName: 'Aino Author' })
    guest = await signUp(app, { fullName: 'Gustav Guest' })
    outsider = await signUp(app, { fullName: 'Olli Outsider' })
  })
  afterAll(() => testApp.close())
}

export const call = (who: SignedIn | null, method: InjectOptions['method'], url: string, payload?: object) =>
  app.inject({ method, url, headers: who ? tokenHeaders(who) : {}, ...(payload ? { payload } : {}) })
/** A call by the author, the one most room tests make. */
export const callAsAuthor = (method: InjectOptions['method'], url: string, payload?: object) =>
  call(author, method, url, payload)
export const data = <T = Doc>(res: { json: <U>() => U }) => res.json<{ data: T }>().data

export async function createProject(who: SignedIn, fields: object = {}): Promise<Doc> {
  const res = await call(who, 'POST', '/api/projects', { name: 'Concert hall', number: 'P-1', ...fields })
  expect(res.statusCode).toBe(201)
  return data(res)
}
/** A room as the room tests post it: an office of 10 m² absorption, its listener 1 m from an outlet. */
export const officeRoom = {
  name: 'Office 101',
  targetType: 'LpA',
  targetValue: 35,
  absorptionMode: 'area',
  absorptionArea: 10,
  listenerDistance: 1,
  directivity: 2,
}
/** A system of one silencer, twice, as the tests create it. */
export const systemBody = (name = 'AHU-1') => ({
  name,
  number: 'S1',
  inputSoundPowerLevel: flat(70),
  items: [
    {
      productId: 'sil-1',
      productType: 'silencer',
      productClass: 'NRF100',
      productName: 'NRF100 Ø250',
      soundAttenuation: flat(10),
      quantity: 2,
    },
  ],
})
export async function createSystem(who: SignedIn, projectId: string, fields: object = {}): Promise<Doc> {
  const res = await call(who, 'POST', `/api/projects/${projectId}/systems`, { ...systemBody(), ...fields })
  expect(res.statusCode).toBe(201)
  return data(res)
}
