import { QueryClient } from '@tanstack/react-query'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { catalogueApi, type SilencerClass } from '#contract/api/catalogue.ts'
import { projectsApi, type ProjectListItem } from '#contract/api/projects.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemsApi, type SystemDocument } from '#contract/api/systems.ts'
import { aProject, aSystem } from './workspace/test-fixtures.ts'
import { ok, stubApi } from '../test-api.ts'
import { endpointKey, endpointQuery } from './endpoint-query.ts'

/** TanStack's own prefix rule: does invalidating `prefix` reach a query under `key`? */
function covers(prefix: readonly unknown[], key: readonly unknown[]): boolean {
  const client = new QueryClient()
  client.setQueryData(key, 1)
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' })
  return client.getQueryState(key)?.isInvalidated === true
}

describe('endpointKey', () => {
  it('is the path in segments with the params filled in', () => {
    expect(endpointKey(systemsApi.list, { params: { projectId: 'p1' } })).toEqual([
      'api',
      'projects',
      'p1',
      'systems',
    ])
    expect(endpointKey(systemsApi.get, { params: { id: 's1' } })).toEqual(['api', 'systems', 's1'])
    expect(endpointKey(roomsApi.get, { params: { projectId: 'p1', roomId: 'r1' } })).toEqual([
      'api',
      'projects',
      'p1',
      'rooms',
      'r1',
    ])
  })

  it('ends with the query object when one is given', () => {
    expect(endpointKey(projectsApi.list, { query: { withSystems: 'true' } })).toEqual([
      'api',
      'projects',
      { withSystems: 'true' },
    ])
    expect(endpointKey(catalogueApi.silencerClasses, { query: { group: 'all' } })).toEqual([
      'api',
      'silencer-classes',
      { group: 'all' },
    ])
    expect(endpointKey(projectsApi.list)).toEqual(['api', 'projects'])
  })

  it('stops before the first parameter when no params are given', () => {
    expect(endpointKey(projectsApi.get)).toEqual(['api', 'projects'])
    expect(endpointKey(systemsApi.list)).toEqual(['api', 'projects'])
  })

  it('makes a project key the prefix of its systems and rooms, and the resource key the prefix of all', () => {
    const project = endpointKey(projectsApi.get, { params: { id: 'p1' } })
    const systems = endpointKey(systemsApi.list, { params: { projectId: 'p1' } })
    const rooms = endpointKey(roomsApi.list, { params: { projectId: 'p1' } })
    const list = endpointKey(projectsApi.list, { query: { withSystems: 'true' } })
    const all = endpointKey(projectsApi.list)
    for (const key of [project, systems, rooms, list]) expect(covers(all, key)).toBe(true)
    expect(covers(project, systems)).toBe(true)
    expect(covers(project, rooms)).toBe(true)
    expect(covers(project, list)).toBe(false)
    expect(covers(list, project)).toBe(false)
    expect(covers(systems, rooms)).toBe(false)
    expect(covers(project, endpointKey(projectsApi.get, { params: { id: 'p2' } }))).toBe(false)
    // A system by id lives under another path: a project's key does not reach it.
    expect(covers(all, endpointKey(systemsApi.get, { params: { id: 's1' } }))).toBe(false)
  })
})

describe('endpointQuery', () => {
  it('uses the endpoint key and calls the endpoint through the real client', async () => {
    const { id } = aProject()
    const system = aSystem({ projectId: id })
    const seen = stubApi({ [`GET /api/projects/${id}/systems`]: () => ok([system]) })
    const options = endpointQuery(systemsApi.list, { params: { projectId: id } })
    expect(options.queryKey).toEqual(['api', 'projects', id, 'systems'])
    const client = new QueryClient()
    const answer = await client.fetchQuery(options)
    expect(answer.map((s) => s.id)).toEqual([system.id])
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /api/projects/${id}/systems`])
    expect(client.getQueryData(options.queryKey)?.[0]?.id).toBe(system.id)
  })

  it('sends the query and keeps the options given', async () => {
    const seen = stubApi({ 'GET /api/silencer-classes': () => ok([]) })
    const options = endpointQuery(catalogueApi.silencerClasses, { query: { group: 'all' } }, { staleTime: 5 })
    expect(options.staleTime).toBe(5)
    await new QueryClient().fetchQuery(options)
    expect(seen.map((r) => r.url)).toEqual(['/api/silencer-classes?group=all'])
  })

  it('is typed from the endpoint', () => {
    const systems = endpointQuery(systemsApi.list, { params: { projectId: 'p1' } })
    expectTypeOf(systems.queryFn).returns.resolves.toEqualTypeOf<SystemDocument[]>()
    expectTypeOf(new QueryClient().getQueryData(systems.queryKey)).toEqualTypeOf<
      SystemDocument[] | undefined
    >()
    const projects = endpointQuery(projectsApi.list, { query: { withSystems: 'true' } })
    expectTypeOf(new QueryClient().getQueryData(projects.queryKey)).toEqualTypeOf<
      ProjectListItem[] | undefined
    >()
    const classes = endpointQuery(catalogueApi.silencerClasses, {}, { select: (list) => list.length })
    expectTypeOf(classes.select).toEqualTypeOf<((list: SilencerClass[]) => number) | undefined>()
    // @ts-expect-error the path needs projectId, not id
    endpointKey(systemsApi.list, { params: { id: 'p1' } })
  })
})
