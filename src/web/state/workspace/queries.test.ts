import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { projectsApi } from '#contract/api/projects.ts'
import { endpointQuery } from '../endpoint-query.ts'
import { ok, stubApi } from '../../test-api.ts'
import { projectListInput } from './queries.ts'
import { aProject, aSystem } from './test-fixtures.ts'

describe('the project list call', () => {
  it('asks for the projects with their systems in one call (withSystems=true)', async () => {
    const project = aProject({ name: 'Concert hall' })
    // The list's systems come without their stored calculation (docs/decisions/0006).
    const { calculationResults: _calculation, ...system } = aSystem({ projectId: project.id })
    const withSystems = {
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
      systems: [system],
    }
    const seen = stubApi({ 'GET /api/projects': () => ok([withSystems]) })
    const list = await new QueryClient().fetchQuery(endpointQuery(projectsApi.list, projectListInput))
    expect(seen.map((r) => r.url)).toEqual(['/api/projects?withSystems=true'])
    expect(list[0]?.systems?.map((s) => s.id)).toEqual([system.id])
    expect(list[0]?.systemRefs).toHaveLength(1)
  })
})
