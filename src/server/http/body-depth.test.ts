import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { nestedDeeperThan } from '#contract/nesting.ts'
import { MAX_BODY_DEPTH } from './body-depth.ts'

const nested = (depth: number): string => {
  let text = '1'
  for (let i = 0; i < depth; i++) text = i % 2 === 0 ? `{"a":${text}}` : `[${text}]`
  return text
}

describe('nestedDeeperThan', () => {
  it('counts objects and arrays, not scalars', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false)
    expect(nestedDeeperThan({ a: 1 }, 1)).toBe(false)
    expect(nestedDeeperThan({ a: [1] }, 1)).toBe(true)
    expect(nestedDeeperThan(JSON.parse(nested(MAX_BODY_DEPTH)), MAX_BODY_DEPTH)).toBe(false)
    expect(nestedDeeperThan(JSON.parse(nested(MAX_BODY_DEPTH + 1)), MAX_BODY_DEPTH)).toBe(true)
  })
})

describe('a deeply nested request body', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    testApp = await createTestApp()
  })
  afterAll(() => testApp.close())

  it('is a 422 naming the body on any route, even at 5,000 levels where JSON.stringify overflows', async () => {
    for (const url of [
      '/api/calculations/sound-power',
      '/api/auth/sign-in',
      '/api/calculations/silencer-attenuation',
    ]) {
      const res = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"productData":${nested(5000)}}`,
      })
      expect(res.statusCode, url).toBe(422)
      expect(res.json(), url).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR', details: [{ field: 'body' }] },
      })
    }
  })
})

describe.each(testDatabaseTargets())(
  'a deeply nested body on a route that needs a signed-in user, on $kind',
  (target) => {
    let testApp: Awaited<ReturnType<typeof createTestApp>>
    let user: SignedIn
    beforeAll(async () => {
      testApp = await createTestApp({ database: await target.open() })
      user = await signUp(testApp.app)
    })
    afterAll(() => testApp.close())

    const deep = `{"name":"Hall","comment":${nested(MAX_BODY_DEPTH + 1)}}`
    const post = (headers: Record<string, string>) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: { 'content-type': 'application/json', ...headers },
        payload: deep,
      })

    it('is a 401 for an anonymous caller, who learns nothing of the route’s input rules', async () => {
      const res = await post({})
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        success: false,
        error: { code: 'UNAUTHORIZED', message: 'Authorization required', details: [] },
      })
    })

    it('is a 422 naming the body for a signed-in caller, before the schema looks at it', async () => {
      const res = await post(tokenHeaders(user))
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The request is not valid',
          details: [{ field: 'body', message: `Nested deeper than ${MAX_BODY_DEPTH} levels` }],
        },
      })
    })
  },
)
