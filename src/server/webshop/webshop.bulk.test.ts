// Bulk export of a project's systems to a shop project: the bill of materials, access, empty systems, and
// which exported systems a caller is shown.
import { describe, expect, it } from 'vitest'
import { systemsApi } from '#contract/api/systems.ts'
import { webshopApi } from '#contract/api/webshop.ts'
import { signUp, tokenHeaders } from '../test/auth.ts'
import { injectData, injectEndpoint } from '../test/inject.ts'
import { SYSTEMS_WITHOUT_PRODUCTS } from './webshop.service.ts'
import {
  DEFAULT_RETURN,
  app,
  base,
  projectWithSystems,
  sentToShopProject,
  shop,
  useWebshopApp,
} from './webshop-test-kit.ts'

useWebshopApp()

describe('bulk export', () => {
  it('exports the bill of materials once, shows the systems as exported, and checks access', async () => {
    const { user, headers, projectId, systemIds } = await projectWithSystems()
    const ext = `ext-${Date.now()}`
    const arrived = await sentToShopProject(ext, user, '//evil.com')
    expect(arrived).toEqual({
      id: ext,
      returnUrl: DEFAULT_RETURN,
      exportedSystemIds: [],
      sentByShop: true,
      projectId: null,
    })

    const before = shop.processed.size
    const payload = { externalProjectId: ext, projectId, systemIds, locale: 'fin' as const }
    const first = await injectEndpoint(app, webshopApi.exportSystems, { as: user, body: payload })
    const again = await injectData(app, webshopApi.exportSystems, { as: user, body: payload })
    expect(first.statusCode).toBe(200)
    expect(again.exportId).toBe(first.data?.exportId)
    await shop.waitFor(before + 1)
    const body = shop.processed.get(again.exportId) as Record<string, unknown>
    expect(body).toMatchObject({ event: 'systems.exported', externalProjectId: ext, locale: 'fin' })
    expect(body.billOfMaterials).toEqual([
      expect.objectContaining({ productCode: 'ASA-125-600', quantity: 4 }),
    ])
    const after = await injectData(app, webshopApi.getProject, { as: user, params: { id: ext } })
    expect([...after.exportedSystemIds].sort()).toEqual([...systemIds].sort())
    // The project exported from is the one the bulk export page preselects next time (docs/product-rules.md,
    // "Bulk export").
    expect(after.projectId).toBe(projectId)

    // Someone else may not export this project's systems; a system of another project is refused too.
    const stranger = await signUp(app)
    const refused = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers: tokenHeaders(stranger),
      payload,
    })
    expect(refused.statusCode).toBe(404)
    const other = await projectWithSystems()
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { ...payload, systemIds: [systemIds[0], other.systemIds[0]] },
    })
    expect(mixed.statusCode).toBe(404)
    const empty = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { ...payload, systemIds: [] },
    })
    expect(empty.statusCode).toBe(422)
    const strangerView = await injectData(app, webshopApi.getProject, { as: stranger, params: { id: ext } })
    expect(strangerView.projectId).toBeNull()
    const anonymous = await app.inject({ method: 'GET', url: `/api/webshop/projects/${ext}` })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('a bulk export without its ids', () => {
  it('names the missing shop project id and systems as the export checks word them, left out or empty', async () => {
    const { headers, projectId, systemIds } = await projectWithSystems()
    const payload = { externalProjectId: 'ext-missing', projectId, systemIds, locale: 'eng' }
    const refusal = async (body: Record<string, unknown>) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/webshop/export-systems',
        headers,
        payload: body,
      })
      expect(res.statusCode).toBe(422)
      return res.json<{ error: { code: string; details: { field: string; message: string }[] } }>().error
    }
    const { externalProjectId: _shopProject, ...withoutShopProject } = payload
    const { systemIds: _systems, ...withoutSystems } = payload
    for (const body of [
      withoutShopProject,
      { ...payload, externalProjectId: null },
      { ...payload, externalProjectId: ' ' },
    ])
      expect((await refusal(body)).details).toEqual([
        { field: 'body.externalProjectId', message: 'Project id is empty' },
      ])
    for (const body of [withoutSystems, { ...payload, systemIds: null }, { ...payload, systemIds: [] }])
      expect((await refusal(body)).details).toEqual([
        { field: 'body.systemIds', message: 'Array of systems is required' },
      ])

    // The shop's own call to create its project says the same when the id is left out.
    for (const body of [{}, { externalProjectId: '' }]) {
      const created = await shop.post(base, '/api/webshop/projects', body)
      expect(created.status).toBe(422)
      expect(created.json).toMatchObject({
        error: { details: [{ field: 'body.externalProjectId', message: 'Project id is empty' }] },
      })
    }
  })
})

describe('an empty system', () => {
  it('is not exported: there is nothing to order', async () => {
    const { user, headers, projectId, systemIds } = await projectWithSystems()
    const bare = await injectData(app, systemsApi.create, {
      as: user,
      params: { projectId },
      body: { name: 'Empty', number: '2', items: [] },
    })
    const emptyId = bare.id
    const ext = `ext-empty-${Date.now()}`
    await sentToShopProject(ext, user)
    const before = shop.processed.size
    const refused = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { externalProjectId: ext, projectId, systemIds: [emptyId], locale: 'eng' },
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(SYSTEMS_WITHOUT_PRODUCTS)
    // With a system that has products it goes, and the empty one adds nothing to the bill of materials.
    const mixed = await app.inject({
      method: 'POST',
      url: '/api/webshop/export-systems',
      headers,
      payload: { externalProjectId: ext, projectId, systemIds: [emptyId, systemIds[0]], locale: 'eng' },
    })
    expect(mixed.statusCode).toBe(200)
    await shop.waitFor(before + 1)
    expect(shop.processed.size).toBe(before + 1)
  })
})

describe('systems shown as exported', () => {
  it('are only those the caller may see, whoever exported to the shop project', async () => {
    const author = await projectWithSystems()
    const externalProjectId = `ext-shared-${Date.now()}`
    const exportTo = async (who: Awaited<ReturnType<typeof projectWithSystems>>, systemId: string) => {
      await sentToShopProject(externalProjectId, who.user)
      const res = await app.inject({
        method: 'POST',
        url: '/api/webshop/export-systems',
        headers: who.headers,
        payload: { externalProjectId, projectId: who.projectId, systemIds: [systemId], locale: 'eng' },
      })
      expect(res.statusCode).toBe(200)
    }
    const seenBy = async (tokens: Parameters<typeof tokenHeaders>[0]) => {
      const res = await injectEndpoint(app, webshopApi.getProject, {
        as: tokens,
        params: { id: externalProjectId },
      })
      expect(res.statusCode).toBe(200)
      return res.data?.exportedSystemIds
    }
    const [authorSystem] = author.systemIds as [string]
    await exportTo(author, authorSystem)
    // Someone else exports a system of their own project to the same shop project.
    const other = await projectWithSystems()
    const [, otherSystem] = other.systemIds as [string, string]
    await exportTo(other, otherSystem)

    expect(await seenBy(author.user)).toEqual([authorSystem])
    expect(await seenBy(other.user)).toEqual([otherSystem])
    const stranger = await signUp(app)
    expect(await seenBy(stranger)).toEqual([])
    // Invited to the author's project, the stranger sees its exported system, still not the other's.
    const invited = await app.inject({
      method: 'POST',
      url: `/api/projects/${author.projectId}/users`,
      headers: author.headers,
      payload: { invitedUserId: stranger.user.id },
    })
    expect(invited.statusCode).toBe(201)
    expect(await seenBy(stranger)).toEqual([authorSystem])
  })
})
