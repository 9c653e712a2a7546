// Text the database cannot keep as sent (NUL, half of a surrogate pair) is a 422 naming its field on every
// route, in the body, the query or the path, and nothing is written; whole pairs (emoji) and any other character are kept exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { PASSWORD, signUp, tokenHeaders, uniqueEmail } from '../test/auth.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextAt } from './input-text.ts'

const item = (fields: object = {}) => ({
  productId: 'sil-1',
  productType: 'silencer',
  productClass: 'NRF100',
  productName: 'NRF100 Ø250',
  ...fields,
})

describe('unstorableTextAt', () => {
  it('names the first value or key with NUL or a lone surrogate, and passes whole pairs', () => {
    expect(unstorableTextAt({ name: 'Hall 😀 ‮ ü', items: [{ a: '\ud83d\ude00' }] })).toBeUndefined()
    expect(unstorableTextAt({ name: '\ud800' })).toBe('body.name')
    expect(unstorableTextAt({ name: 'a\udc00b' })).toBe('body.name')
    expect(unstorableTextAt({ name: '\ude00\ud83d' })).toBe('body.name')
    expect(unstorableTextAt({ items: [{ x: 1 }, { productName: 'x\u0000' }] })).toBe(
      'body.items.1.productName',
    )
    expect(unstorableTextAt({ items: [{ attributes: { ['\ud83d']: 1 } }] })).toBe('body.items.0.attributes')
    expect(unstorableTextAt('\udfff')).toBe('body')
    expect(unstorableTextAt({ email: 'a\u0000' }, 'query')).toBe('query.email')
  })
})

describe.each(testDatabaseTargets())('text the database cannot store, on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let user: SignedIn
  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    user = await signUp(testApp.app)
  })
  afterAll(() => testApp.close())

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: tokenHeaders(user), ...(payload ? { payload } : {}) })
  const refused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'The request is not valid',
        details: [{ field, message: UNSTORABLE_TEXT_MESSAGE }],
      },
    })
  }

  it('refuses half of a surrogate pair in a project, a system, its items and a room with 422 on the field, and writes nothing', async () => {
    const created = await call('POST', '/api/projects', { name: 'Hall' })
    expect(created.statusCode).toBe(201)
    const project = created.json<{ data: { id: string; version: number } }>().data

    // A text column replaced it with U+FFFD before: another name stored than the one sent.
    refused(
      await call('PUT', `/api/projects/${project.id}`, { name: 'Hall \ud83d', version: 1 }),
      'body.name',
    )
    refused(await call('POST', '/api/projects', { name: 'x', comment: '\udc00' }), 'body.comment')
    // A jsonb column (the items) failed with a 500 before.
    const systems = `/api/projects/${project.id}/systems`
    refused(
      await call('POST', systems, { name: 'S', items: [item({ productName: 'Ø250 \ud800' })] }),
      'body.items.0.productName',
    )
    refused(
      await call('POST', systems, { name: 'S', items: [item({ attributes: { ['len\udbff']: 3 } })] }),
      'body.items.0.attributes',
    )
    refused(await call('POST', systems, { name: 'S\ud800' }), 'body.name')
    refused(
      await call('POST', `/api/projects/${project.id}/rooms`, {
        name: 'Office \udfff',
        targetType: 'LpA',
        targetValue: 35,
      }),
      'body.name',
    )
    refused(
      await call('POST', '/api/auth/sign-up', {
        fullName: 'A\ud800',
        email: uniqueEmail(),
        password: PASSWORD,
      }),
      'body.fullName',
    )
    // The guard still comes first: an anonymous caller learns nothing of the input rules.
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/projects',
      payload: { name: '\ud800' },
    })
    expect(anonymous.statusCode).toBe(401)

    const stored = (await call('GET', `/api/projects/${project.id}`)).json<{
      data: { name: string; version: number; systemRefs: unknown[] }
    }>().data
    expect(stored).toMatchObject({ name: 'Hall', version: 1, systemRefs: [] })
    expect((await call('GET', `/api/projects/${project.id}/rooms`)).json()).toMatchObject({ data: [] })
  })

  it('names the query parameter or the part of the path that holds it, not the body', async () => {
    // The database refused it before, and the answer blamed a body the request did not have.
    refused(await call('GET', '/api/users/lookup?email=ada%00%40example.com'), 'query.email')
    const authorize = await testApp.app.inject({ method: 'GET', url: '/api/auth/authorize/id%00' })
    refused(authorize, 'params.loginIdentifier')
    // The guard still comes first.
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/users/lookup?email=%00' })
    expect(anonymous.statusCode).toBe(401)
    // A query the route does not take is not its input: the page is served as it would be without it.
    expect((await call('GET', '/api/health?note=%00')).statusCode).toBe(200)
  })

  it('keeps whole pairs and other unusual characters exactly as sent', async () => {
    const name = '😀 Hall ‮ ​ ü 𝄞'
    const created = await call('POST', '/api/projects', { name })
    expect(created.statusCode).toBe(201)
    const project = created.json<{ data: { id: string } }>().data
    const system = await call('POST', `/api/projects/${project.id}/systems`, {
      name,
      items: [item({ productName: name, attributes: { [name]: name } })],
    })
    expect(system.statusCode).toBe(201)
    const id = system.json<{ data: { id: string } }>().data.id
    const back = (await call('GET', `/api/systems/${id}`)).json<{
      data: { name: string; project: { name: string }; items: { productName: string; attributes: object }[] }
    }>().data
    expect(back.name).toBe(name)
    expect(back.project.name).toBe(name)
    expect(back.items[0]).toMatchObject({ productName: name, attributes: { [name]: name } })
  })
})
