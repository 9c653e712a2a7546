// The Rooms tab's search: a room is found by its number as by its name (docs/product-rules.md, "Searching
// projects and systems").
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { aProject, me } from '../../../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { ok, stubApi } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'
import { numbersAndNames } from './test-table.ts'

const project = aProject({ name: 'harbour offices' })
const rooms = [
  aRoom('Office', { number: 'A2.14', projectId: project.id }),
  aRoom('Office', { number: 'A2.9', projectId: project.id }),
  aRoom('Meeting room', { number: 'B1.07', projectId: project.id }),
  aRoom('Store', { projectId: project.id }),
  aRoom('Classroom', { number: '12', projectId: project.id }),
  aRoom('Lobby 12', { number: 'C1', projectId: project.id }),
]

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  stubApi({
    'GET /api/auth/user': () => ok(me),
    'GET /api/projects': () => ok([project]),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`GET /api/projects/${project.id}/systems`]: () => ok([]),
    [`GET /api/projects/${project.id}/rooms`]: () => ok(rooms),
  })
  window.localStorage.setItem('idToken', 'id')
  window.localStorage.setItem('accessToken', 'access')
  window.localStorage.setItem('refreshToken', 'refresh')
  setActiveProject(project.id)
})

const shown = () => numbersAndNames(screen.getByRole('table', { name: en.rooms.tableLabel }))

describe('the Rooms tab', () => {
  it('finds a room by its number or its name', async () => {
    const { user } = renderRoute('/app/systems?tab=rooms')
    await screen.findByRole('table', { name: en.rooms.tableLabel })
    const all = shown()
    expect(all).toHaveLength(6)
    const search = screen.getByRole('searchbox', { name: en.rooms.search })
    await user.type(search, 'a2.14')
    await waitFor(() => expect(shown()).toEqual(['A2.14 Office']))
    await user.clear(search)
    await user.type(search, 'meeting')
    await waitFor(() => expect(shown()).toEqual(['B1.07 Meeting room']))
    await user.clear(search)
    await user.type(search, 'C3.01')
    expect(await screen.findByText(en.workspace.noMatches.replace('{{query}}', 'C3.01'))).toBeVisible()
    await user.clear(search)
    await waitFor(() => expect(shown()).toEqual(all))
  })

  it('finds a room by a number of one or two characters: rooms whose number starts with it', async () => {
    const { user } = renderRoute('/app/systems?tab=rooms')
    await screen.findByRole('table', { name: en.rooms.tableLabel })
    const search = screen.getByRole('searchbox', { name: en.rooms.search })
    // The box says so, rather than the lists' "at least 3 characters".
    expect(search).toHaveAccessibleDescription(en.rooms.searchHint)
    await user.type(search, '12')
    // Not Lobby 12, whose name holds it, nor A2.14, whose number does further on.
    await waitFor(() => expect(shown()).toEqual(['12 Classroom']))
    await user.clear(search)
    await user.type(search, ' b')
    await waitFor(() => expect(shown()).toEqual(['B1.07 Meeting room']))
    await user.clear(search)
    // From three characters, the projects' rule: the name too.
    await user.type(search, 'y 12')
    await waitFor(() => expect(shown()).toEqual(['C1 Lobby 12']))
  })
})
