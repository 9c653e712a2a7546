import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { projectsApi } from '#contract/api/projects.ts'
import { endpointQuery } from '../endpoint-query.ts'
import { ok, stubApi } from '../../test-api.ts'
import { projectListInput } from './queries.ts'
import { aProject, aSystem } from './test-fixtures.ts'

describe('the project list call', () => {
  it('asks for the projects with their system references, not their systems (docs/decisions/0007)', async () => {
    const project = aProject({ name: 'Concert hall' })
    const system = aSystem({ projectId: project.id })
    const listed = {
      ...project,
      systemRefs: [
        {
          id: system.id,
          name: system.name,
          number: system.number,
          createdAt: system.createdAt,
          updatedAt: system.updatedAt,
        },
      ],
    }
    const seen = stubApi({ 'GET /api/projects': () => ok([listed]) })
    const list = await new QueryClient().fetchQuery(endpointQuery(projectsApi.list, projectListInput))
    expect(seen.map((r) => r.url)).toEqual(['/api/projects?withSystems=false'])
    expect(list[0]?.systems).toBeUndefined()
    expect(list[0]?.systemRefs).toHaveLength(1)
  })
})
