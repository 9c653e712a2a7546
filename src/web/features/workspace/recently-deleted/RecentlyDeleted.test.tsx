import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { DeletedProject, DeletedRoom, DeletedSystem } from '#contract/api/recently-deleted.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { QuotaRefusal, quotaField } from '#contract/api/quotas.ts'
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

const office: RoomDocument = {
  _id: '5a4c5a52-8a1e-4d3e-9d55-0d4b1d0e0a01',
  id: '5a4c5a52-8a1e-4d3e-9d55-0d4b1d0e0a01',
  projectId: live.id,
  number: 'B1.07',
  name: 'office 101',
  roomType: null,
  targetType: 'LpA',
  targetValue: 35,
  absorptionMode: 'area',
  absorptionArea: 10,
  volume: 50,
  reverberationTime: 0.8,
  listenerDistance: 2,
  directivity: 2,
  version: 1,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-01T08:00:00.000Z',
  assessment: {
    soundPressureLevel: null,
    lpA: null,
    nr: null,
    nc: null,
    margin: null,
    pass: null,
    worstBand: null,
    contributions: [],
  },
}
const deletedOffice: DeletedRoom = {
  _id: office.id,
  id: office.id,
  projectId: live.id,
  name: 'office 101',
  number: 'B1.07',
  deletedAt: '2026-03-08T14:30:00.000Z',
  deletedBy: { id: guest.id, fullName: guest.fullName },
}

const LIST = 'GET /api/projects'
const DELETED_PROJECTS = 'GET /api/projects/deleted'
const RESTORE_PROJECT = `POST /api/projects/deleted/${opera.id}/restore`
const SYSTEMS = `GET /api/projects/${live.id}/systems`
const DELETED_SYSTEMS = `GET /api/projects/${live.id}/systems/deleted`
const RESTORE_SYSTEM = `POST /api/projects/${live.id}/systems/deleted/${supply.id}/restore`
const ROOMS = `GET /api/projects/${live.id}/rooms`
const DELETE_ROOM = `DELETE /api/projects/${live.id}/rooms/${office.id}`
const DELETED_ROOMS = `GET /api/projects/${live.id}/rooms/deleted`
const RESTORE_ROOM = `POST /api/projects/${live.id}/rooms/deleted/${office.id}/restore`

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
    [ROOMS]: () => ok([]),
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

  it("says whose quota refused the restore: an invited user restoring past the author's lowered quota", async () => {
    signIn()
    routes[DELETED_PROJECTS] = () => ok([deletedOpera])
    routes[RESTORE_PROJECT] = () =>
      fail(422, 'VALIDATION_ERROR', QuotaRefusal.authorProjects, [
        {
          field: quotaField('authorProjects'),
          message: QuotaRefusal.authorProjects,
          limit: 1,
          requested: 0,
          existing: 2,
        },
      ])
    const { user } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.recentlyDeleted.open }))
    const dialog = await screen.findByRole('dialog', { name: en.recentlyDeleted.projectsTitle })
    await user.click(
      await within(dialog).findByRole('button', {
        name: fill(en.recentlyDeleted.restoreNamed, { name: 'Opera house' }),
      }),
    )
    expect(await screen.findByText(en.quota.authorProjects)).toBeInTheDocument()
    expect(screen.queryByText(en.recentlyDeleted.errors.restoreProject)).toBeNull()
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

describe('recently deleted rooms', () => {
  it('lists the project’s deleted rooms on its Rooms tab and restores one into the compliance table', async () => {
    signIn()
    setActiveProject(live.id)
    routes[DELETED_ROOMS] = () => ok([deletedOffice])
    routes[RESTORE_ROOM] = () => {
      routes[DELETED_ROOMS] = () => ok([])
      routes[ROOMS] = () => ok([office])
      return ok(office)
    }
    const { user } = renderRoute('/app/systems?tab=rooms')
    expect(await screen.findByText(en.rooms.emptyTitle)).toBeInTheDocument()
    expect(requests(DELETED_ROOMS)).toEqual([])

    await user.click(screen.getByRole('button', { name: en.recentlyDeleted.open }))
    const dialog = await screen.findByRole('dialog', { name: en.recentlyDeleted.roomsTitle })
    expect(dialog).toHaveTextContent(fill(en.recentlyDeleted.roomsHint_other, { days: 30 }))
    const list = await within(dialog).findByRole('list', { name: en.recentlyDeleted.roomsTitle })
    const [entry] = within(list).getAllByRole('listitem')
    if (!entry) throw new Error('no entry listed')
    expect(entry).toHaveTextContent('Office 101 B1.07')
    expect(entry).toHaveTextContent(
      fill(en.recentlyDeleted.deletedBy, {
        when: formatListDateTime(deletedOffice.deletedAt),
        name: 'Gustav Guest',
      }),
    )
    await user.click(
      within(entry).getByRole('button', {
        name: fill(en.recentlyDeleted.restoreNamed, { name: 'Office 101' }),
      }),
    )
    expect(await screen.findByText(en.recentlyDeleted.restoredRoom)).toBeInTheDocument()
    expect(requests(RESTORE_ROOM)).toHaveLength(1)
    await user.click(within(dialog).getByRole('button', { name: en.workspace.close }))
    const table = await screen.findByRole('table', { name: en.rooms.tableLabel })
    expect(within(table).getByText('office 101')).toBeInTheDocument()
  })

  it('asks before deleting a room, then says where to restore it and reloads the systems it unlinked', async () => {
    signIn()
    setActiveProject(live.id)
    routes[ROOMS] = () => ok([office])
    routes[DELETE_ROOM] = () => {
      routes[ROOMS] = () => ok([])
      return ok({ _id: office.id, id: office.id })
    }
    const { user } = renderRoute('/app/systems?tab=rooms')
    await user.click(
      await screen.findByRole('button', {
        name: fill(en.rooms.deleteRoom, { name: 'B1.07 office 101' }),
      }),
    )
    const question = await screen.findByRole('dialog', { name: en.rooms.deleteTitle })
    // The room as its number and name say it: rooms of one name are told apart by their numbers.
    expect(question).toHaveTextContent(
      fill(en.rooms.deleteQuestion_other, { name: 'B1.07 office 101', days: 30 }),
    )
    const systemsAsked = requests(SYSTEMS).length
    await user.click(within(question).getByRole('button', { name: en.rooms.deleteConfirm }))
    expect(await screen.findByText(fill(en.rooms.deleted_other, { days: 30 }))).toBeInTheDocument()
    expect(requests(DELETE_ROOM)).toHaveLength(1)
    expect(await screen.findByText(en.rooms.emptyTitle)).toBeInTheDocument()
    // Its systems serve no room now, at new versions: what the page holds of them is asked again.
    await waitFor(() => expect(requests(SYSTEMS).length).toBeGreaterThan(systemsAsked))
  })
})
