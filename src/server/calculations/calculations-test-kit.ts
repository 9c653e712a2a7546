// The calculations tests' app: one real app on a real PGlite per test file, and the request helper.
import { afterAll, beforeAll } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestApp } from '../test/app.ts'

export const flat = (v: number) => ({
  octaveBand63Hz: v,
  octaveBand125Hz: v,
  octaveBand250Hz: v,
  octaveBand500Hz: v,
  octaveBand1000Hz: v,
  octaveBand2000Hz: v,
  octaveBand4000Hz: v,
  octaveBand8000Hz: v,
})

// Live bindings: the hooks of useCalculationsApp assign them, the tests read them when they run.
export let testApp: Awaited<ReturnType<typeof createTestApp>>
export let app: FastifyInstance

/** Registers the hooks that build the app before the file's tests and close it after them. */
export function useCalculationsApp(): void {
  beforeAll(async () => {
    testApp = await createTestApp()
    app = testApp.app
  })
  afterAll(() => testApp.close())
}

export const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/calculations/${url}`, payload })
