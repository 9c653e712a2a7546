// The project list in pages (the call without parameters answers the whole list as before) and leaving a
// project one was invited to: consent to sharing, since anyone may invite anyone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { SignedIn } from '#contract/api/auth.ts'
import { projectBody } from '../../../bench/samples.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'

describe.each(testDatabaseTargets())('paging and leaving projects on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let app: FastifyInstance
  let owner: SignedIn
  let guest: SignedIn
  let outsider: SignedIn
  /** The owner's projects, newest first. */
  let ids: string[]

  const call = (who: SignedIn, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: tokenHeaders(who), ...(payload ? { payload } : {}) })
  const listIds = async (who: SignedIn, query = '') => {
    const res = await call(who, 'GET', `/api/projects${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ data: { id: string }[] }>().data.map((p) => p.id)
  }

  beforeAll(async () => {
    testApp = await createTestApp({ database: await target.open() })
    app = testApp.app
    ;[owner, guest, outsider] = [await signUp(app), await signUp(app), await signUp(app)]
    const made: string[] = []
    for (let i = 0; i < 7; i++)
      made.push(
        (await call(owner, 'POST', '/api/projects', projectBody(`P${i}`))).json<{ data: { id: string } }>()
          .data.id,
      )
    ids = made.reverse()
  })
  afterAll(() => testApp.close())

  it('answers the whole list without parameters, as the specification’s call always did', async () => {
    expect(await listIds(owner)).toEqual(ids)
    expect(await listIds(owner, '?withSystems=true')).toEqual(ids)
  })

  it('pages the list with limit and after, each project once, newest first', async () => {
    const pages: string[][] = []
    let after = ''
    for (;;) {
      const page = await listIds(owner, `?limit=3${after ? `&after=${after}` : ''}`)
      pages.push(page)
      if (page.length < 3) break
      after = page.at(-1) ?? ''
    }
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1])
    expect(pages.flat()).toEqual(ids)
  })

  it.each(['0', '101', '-1', '2.5', 'ten', ''])('refuses limit=%s with 422 naming it', async (limit) => {
    const res = await call(owner, 'GET', `/api/projects?limit=${limit}`)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: { details: [{ field: 'querystring.limit' }] } })
  })

  it('refuses to go on after a project the caller may not see, telling nothing about it', async () => {
    const theirs = await listIds(owner)
    const res = await call(outsider, 'GET', `/api/projects?limit=2&after=${theirs[0]}`)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ error: { details: [{ field: 'querystring.after' }] } })
  })

  it('lets an invited user leave: the project leaves their list and answers 404; the owner keeps it', async () => {
    const project = ids[0] ?? ''
    expect(
      (await call(owner, 'POST', `/api/projects/${project}/users`, { invitedUserId: guest.user.id }))
        .statusCode,
    ).toBe(201)
    expect(await listIds(guest)).toEqual([project])
    const left = await call(guest, 'DELETE', `/api/projects/${project}/members/me`)
    expect(left.statusCode).toBe(200)
    expect(left.json()).toEqual({ success: true, data: { _id: project, id: project } })
    expect(await listIds(guest)).toEqual([])
    expect((await call(guest, 'GET', `/api/projects/${project}`)).statusCode).toBe(404)
    expect((await call(guest, 'GET', `/api/projects/${project}/systems`)).statusCode).toBe(404)
    const kept = await call(owner, 'GET', `/api/projects/${project}`)
    expect(kept.statusCode).toBe(200)
    expect(kept.json<{ data: { invitedUsers: unknown[] } }>().data.invitedUsers).toEqual([])
  })

  it('does not let the author leave their own project, nor an outsider leave what they cannot see', async () => {
    const project = ids[1] ?? ''
    const own = await call(owner, 'DELETE', `/api/projects/${project}/members/me`)
    expect(own.statusCode).toBe(422)
    expect(own.json()).toMatchObject({ error: { details: [{ field: 'params.projectId' }] } })
    expect((await call(outsider, 'DELETE', `/api/projects/${project}/members/me`)).statusCode).toBe(404)
    expect(await listIds(owner)).toContain(project)
  })
})
