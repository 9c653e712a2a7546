import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeletedProject, DeletedSystem } from '#contract/api/recently-deleted.ts'
import { aProject, aSystem, guest, me } from '../../../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { formatListDateTime } from '../../../i18n/format.ts'
import { fail, ok, stubApi, type FakeRequest, type FakeRoute } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text)

const live = aProject({ name: 'concert hall', number: 'CH-1' })
const opera = aProject({ name: 'opera house', number: 'OP-7', createdAt: '2026-01-02T08:00:00.000Z' })
const deletedOpera: DeletedProject = {
  _id: opera.id,
  id: opera.id,
  name: 'opera house',
  number: 'OP-7',
  systemCount: 2,
  deletedAt: '2026-03-06T09:15:00.000Z',
  deletedBy: { id: guest.id, fullName: guest.fullName },
}
const supply = aSystem({ projectId: live.id, name: 'ahu-1', number: 'S1' })
const deletedSupply: DeletedSystem = {
  _id: supply.id,
  id: supply.id,
  projectId: live.id,
  name: 'ahu-1',
  number: 'S1',
  deletedAt: '2026-03-07T11:00:00.000Z',
  deletedBy: { id: me.id, fullName: me.fullName },
}

const LIST = 'GET /api/projects'
const DELETED_PROJECTS = 'GET /api/projects/deleted'
const RESTORE_PROJECT = `POST /api/projects/deleted/${opera.id}/restore`
const SYSTEMS = `GET /api/projects/${live.id}/systems`
const DELETED_SYSTEMS = `GET /api/projects/${live.id}/systems/deleted`
const RESTORE_SYSTEM = `POST /api/projects/${live.id}/systems/deleted/${supply.id}/restore`

let routes: Record<string, FakeRoute> = {}
let seen: FakeRequest[] = []
const requests = (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route)

function signIn() {
  window.localStorage.setItem('idToken', 'id')
  window.localStorage.setItem('accessToken', 'access')
  window.localStorage.setItem('refreshToken', 'refresh')
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  routes = {
    'GET /api/auth/user': () => ok(me),
    [LIST]: () => ok([live]),
    [`GET /api/projects/${live.id}`]: () => ok(live),
    [SYSTEMS]: () => ok([]),
  }
  seen = stubApi(routes)
})

describe('recently deleted projects', () => {
  it('lists them with who deleted them and when, and restores one into the project list', async () => {
    signIn()
    routes[DELETED_PROJECTS] = () => ok([deletedOpera])
    routes[RESTORE_PROJECT] = () => {
      routes[DELETED_PROJECTS] = () => ok([])
      routes[LIST] = () => ok([live, opera])
      return ok(opera)
    }
    const { user } = renderRoute('/app/projects')
    await screen.findByRole('article', { name: 'Concert hall' })
    expect(requests(DELETED_PROJECTS)).toEqual([])

    await user.click(screen.getByRole('button', { name: en.recentlyDeleted.open }))
    const dialog = await screen.findByRole('dialog', { name: en.recentlyDeleted.projectsTitle })
    const list = await within(dialog).findByRole('list', { name: en.recentlyDeleted.projectsTitle })
    const [entry] = within(list).getAllByRole('listitem')
    if (!entry) throw new Error('no entry listed')
    expect(entry).toHaveTextContent('Opera house')
    expect(entry).toHaveTextContent('OP-7')
    expect(entry).toHaveTextContent(
      fill(en.recentlyDeleted.deletedBy, {
        when: formatListDateTime(deletedOpera.deletedAt),
        name: 'Gustav Guest',
      }),
    )
    expect(entry).toHaveTextContent(fill(en.recentlyDeleted.systemCount, { count: 2 }))

    await user.click(
      within(entry).getByRole('button', {
        name: fill(en.recentlyDeleted.restoreNamed, { name: 'Opera house' }),
      }),
    )
    expect(await screen.findByText(en.recentlyDeleted.restoredProject)).toBeInTheDocument()
    expect(requests(RESTORE_PROJECT)).toHaveLength(1)
    expect(
      await within(dialog).findByText(fill(en.recentlyDeleted.empty_other, { days: 30 })),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: en.workspace.close }))
    expect(await screen.findByRole('article', { name: 'Opera house' })).toBeInTheDocument()
  })

  it('says when a restore fails and shows the list as it now is', async () => {
    signIn()
    routes[DELETED_PROJECTS] = () => ok([deletedOpera])
    routes[RESTORE_PROJECT] = () => {
      routes[DELETED_PROJECTS] = () => ok([])
      return fail(404, 'NOT_FOUND', 'Project cannot be obtained')
    }
    const { user } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.recentlyDeleted.open }))
    const dialog = await screen.findByRole('dialog', { name: en.recentlyDeleted.projectsTitle })
    await user.click(
      await within(dialog).findByRole('button', {
        name: fill(en.recentlyDeleted.restoreNamed, { name: 'Opera house' }),
      }),
    )
    expect(await screen.findByText(en.recentlyDeleted.errors.restoreProject)).toBeInTheDocument()
    expect(
      await within(dialog).findByText(fill(en.recentlyDeleted.empty_other, { days: 30 })),
    ).toBeInTheDocument()
  })

  it('is offered only to a signed-in user', async () => {
    renderRoute('/app/projects')
    expect(await screen.findByText(en.projects.signInHint)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.recentlyDeleted.open })).toBeNull()
  })
})

describe('recently deleted systems', () => {
  it('lists the project’s deleted systems and restores one into its system list', async () => {
    signIn()
    setActiveProject(live.id)
    routes[DELETED_SYSTEMS] = () => ok([deletedSupply])
    routes[RESTORE_SYSTEM] = () => {
      routes[DELETED_SYSTEMS] = () => ok([])
      routes[SYSTEMS] = () => ok([supply])
      return ok(supply)
    }
    const { user } = renderRoute('/app/systems')
    expect(await screen.findByText(en.systems.emptyTitle)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: en.recentlyDeleted.open }))
    const dialog = await screen.findByRole('dialog', { name: en.recentlyDeleted.systemsTitle })
    const list = await within(dialog).findByRole('list', { name: en.recentlyDeleted.systemsTitle })
    const [entry] = within(list).getAllByRole('listitem')
    if (!entry) throw new Error('no entry listed')
    expect(entry).toHaveTextContent('Ahu-1')
    expect(entry).toHaveTextContent(
      fill(en.recentlyDeleted.deletedBy, {
        when: formatListDateTime(deletedSupply.deletedAt),
        name: me.fullName,
      }),
    )
    await user.click(
      within(entry).getByRole('button', { name: fill(en.recentlyDeleted.restoreNamed, { name: 'Ahu-1' }) }),
    )
    expect(await screen.findByText(en.recentlyDeleted.restoredSystem)).toBeInTheDocument()
    expect(requests(RESTORE_SYSTEM)).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: en.workspace.close }))
    await waitFor(() => expect(screen.getByRole('article', { name: 'Ahu-1' })).toBeInTheDocument())
  })
})
