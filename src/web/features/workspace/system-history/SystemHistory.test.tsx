// The version history on the overview of a saved system: the list with when, who and the figures a version
// is recognised by, Restore behind a confirmation that warns of changes not saved yet, and the overview
// showing the restored chain with a notice.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SystemVersionEntry } from '#contract/api/system-versions.ts'
import { formatListDateTime } from '../../../i18n/format.ts'
import en from '../../../i18n/locales/en.json'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { me } from '../../../state/workspace/test-fixtures.ts'
import { setActiveProject, setActiveSystem } from '../../../state/workspace/workspace-store.ts'
import { resetSaver } from '../../../state/working-system/system-saver.ts'
import { HttpResponse } from 'msw'
import {
  fail,
  ok,
  rateLimited,
  stubApi,
  unavailable,
  type FakeRequest,
  type FakeRoute,
} from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import {
  barFigures,
  firstFind,
  giveBoxesASize,
  named,
  project,
  servedRoomBar,
  stored,
} from '../project-overview/test-overview.ts'

const base = `/api/projects/${project.id}/systems/${stored.id}`
const earlier: SystemVersionEntry = {
  _id: '00000000-0000-4000-8000-0000000000e1',
  id: '00000000-0000-4000-8000-0000000000e1',
  systemId: stored.id,
  version: 1,
  savedAt: '2026-03-04T08:09:10.000Z',
  savedBy: { id: me.id, fullName: 'Gustav Guest', email: 'gustav@example.com' },
  name: 'ahu-1',
  productCount: 3,
  totalSoundPowerToRoomLwA: 41.26,
  servedRoom: null,
}
const current = { ...stored, version: 2 }
const restored = { ...current, version: 3, items: [anItem('first', { quantity: 3 })] }

function historyOverview(
  answerPut: () => Response = () => ok(current),
  routes: Record<string, FakeRoute> = {},
) {
  resetSaver()
  giveBoxesASize()
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  setActiveSystem(stored.id)
  const seen: FakeRequest[] = stubApi({
    'GET /api/auth/user': () => ok(me),
    [`GET /api/systems/${stored.id}`]: () => ok({ ...current, project }),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`PUT ${base}`]: answerPut,
    [`GET ${base}/versions`]: () => ok([earlier]),
    [`POST ${base}/versions/${earlier.id}/restore`]: () => ok(restored),
    ...routes,
  })
  return { seen, ...renderRoute('/app/project-overview') }
}

async function openHistory(user: ReturnType<typeof historyOverview>['user']) {
  await user.click(await screen.findByRole('button', { name: en.systems.menu }, firstFind))
  await user.click(await screen.findByRole('menuitem', { name: en.systemHistory.open }))
  return screen.findByRole('dialog', { name: en.systemHistory.title })
}

describe('the version history of a saved system', () => {
  it('lists the earlier versions and restores one after asking: the overview shows it, and a notice says so', async () => {
    const { user, seen } = historyOverview()
    const dialog = await openHistory(user)
    const list = await within(dialog).findByRole('list', { name: en.systemHistory.listLabel })
    const [row] = within(list).getAllByRole('listitem')
    expect(row).toHaveTextContent(
      en.systemHistory.savedBy
        .replace('{{when}}', formatListDateTime(earlier.savedAt))
        .replace('{{name}}', 'Gustav Guest'),
    )
    expect(row).toHaveTextContent(en.systemHistory.products_other.replace('{{count}}', '3'))
    expect(row).toHaveTextContent(en.systemHistory.lwA.replace('{{value}}', '41.3'))

    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    // Nothing waits to be saved: no word of unsaved changes.
    expect(confirm).not.toHaveTextContent(en.systemHistory.unsavedWarning)
    await user.click(within(confirm).getByRole('button', { name: en.systemHistory.restore }))

    expect(await screen.findByText(en.systemHistory.restored.replace('{{version}}', '1'))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('article', { name: 'FIRST' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'A' })).toBeNull()
    const restores = seen.filter((r) => r.method === 'POST')
    expect(restores.map((r) => [r.path, r.body])).toEqual([
      [`${base}/versions/${earlier.id}/restore`, { version: current.version }],
    ])
  })

  it('warns that a change not saved yet is replaced, and replaces it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user, seen } = historyOverview(() => fail(422, 'VALIDATION_ERROR', 'Invalid system'))
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    expect(await screen.findByText(en.systems.errors.save)).toBeInTheDocument()

    const dialog = await openHistory(user)
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    expect(confirm).toHaveTextContent(en.systemHistory.unsavedWarning)
    await user.click(within(confirm).getByRole('button', { name: en.systemHistory.restore }))
    await waitFor(() => expect(screen.getByRole('article', { name: 'FIRST' })).toBeInTheDocument())
    // The refused change is gone with what it was made on: nothing waits to be saved.
    expect(await screen.findByText(en.overview.allSaved)).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(1)
  })
})

/** Version 1 as the server reads it whole: A as now, B taken out since, C twice, another noise generator. */
const earlierDocument = {
  ...earlier,
  system: {
    ...current,
    version: 1,
    inputSoundPowerLevel: flat(75),
    items: [
      ...stored.items.slice(0, 1),
      anItem('c', { quantity: 2, soundAttenuation: flat(17), pressureDrop: 24 }),
    ],
    calculationResults: null,
  },
}
const office = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Office', number: 'A2.14' }
const roomGone = en.systemHistory.roomGone.replace('{{room}}', 'A2.14 Office')

describe('an earlier version looked at before it is restored', () => {
  it('shows its products, its noise generator and what restoring changes, and restores from there', async () => {
    const { user, seen } = historyOverview(undefined, {
      [`GET ${base}/versions/${earlier.id}`]: () => ok(earlierDocument),
    })
    const dialog = await openHistory(user)
    await user.click(await within(dialog).findByRole('button', { name: 'View version 1' }))
    const view = await screen.findByRole('dialog', { name: 'Version 1: Ahu-1' })

    const products = await within(view).findByRole('table', {
      name: en.systemHistory.products_other.replace('{{count}}', '3'),
    })
    const rows = within(products).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['A', 'C'])
    // C twice, its attenuation in each band and its pressure drop.
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', ...Array<string>(8).fill('17'), '24'])
    const generator = within(view).getByRole('table', { name: en.overview.noiseGenerator })
    expect(within(generator).getAllByRole('cell')[0]).toHaveTextContent('75')

    const differences = within(view).getByRole('list', { name: en.systemHistory.diff.title })
    expect(
      within(differences)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      en.systemHistory.diff.added.replace('{{count}}', '2').replace('{{name}}', 'C'),
      en.systemHistory.diff.removed.replace('{{count}}', '1').replace('{{name}}', 'B'),
      en.systemHistory.diff.noiseGenerator,
    ])

    await user.click(within(view).getByRole('button', { name: 'Restore version 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    await user.click(within(confirm).getByRole('button', { name: en.systemHistory.restore }))
    expect(await screen.findByText(en.systemHistory.restored.replace('{{version}}', '1'))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${base}/versions/${earlier.id}/restore`,
    ])
  })

  it('says in the list, the view and the confirmation that the room it served is no longer in the project', async () => {
    const served = { ...earlier, servedRoom: { ...office, inProject: false } }
    const { user } = historyOverview(undefined, {
      [`GET ${base}/versions`]: () => ok([served]),
      [`GET ${base}/versions/${earlier.id}`]: () =>
        ok({ ...earlierDocument, ...served, system: { ...earlierDocument.system, roomId: office.id } }),
    })
    const dialog = await openHistory(user)
    const [row] = within(
      await within(dialog).findByRole('list', { name: en.systemHistory.listLabel }),
    ).getAllByRole('listitem')
    expect(row).toHaveTextContent(
      en.systemHistory.servedRoom.replace(
        '{{room}}',
        en.systemHistory.roomDeleted.replace('{{room}}', 'A2.14 Office'),
      ),
    )
    await user.click(within(dialog).getByRole('button', { name: 'View version 1' }))
    const view = await screen.findByRole('dialog', { name: 'Version 1: Ahu-1' })
    expect(view).toHaveTextContent(roomGone)
    await user.click(within(view).getByRole('button', { name: 'Restore version 1' }))
    expect(await screen.findByRole('dialog', { name: 'Restore version 1?' })).toHaveTextContent(roomGone)
  })

  it('reads naturally for a version saved before histories were kept: the date alone, no saver', async () => {
    const { user } = historyOverview(undefined, {
      [`GET ${base}/versions`]: () => ok([{ ...earlier, savedBy: null }]),
    })
    const dialog = await openHistory(user)
    const [row] = within(
      await within(dialog).findByRole('list', { name: en.systemHistory.listLabel }),
    ).getAllByRole('listitem')
    const when = formatListDateTime(earlier.savedAt)
    expect(row).toHaveTextContent(en.systemHistory.savedByUnknown.replace('{{when}}', when))
    expect(row).not.toHaveTextContent(/\bby\b/)
  })
})

describe('a refused restore says why', () => {
  const refused = en.systemHistory.errors.restore
  it.each([
    ['the network failed', () => HttpResponse.error() as Response, `${refused} ${en.failure.network}`],
    ['the server failed', () => unavailable(), `${refused} ${en.failure.server}`],
    [
      'too many requests came, for longer than a call waits',
      () => rateLimited(600),
      `${refused} ${en.failure.rateLimited}`,
    ],
    ['someone saved meanwhile', () => fail(409, 'CONFLICT', 'stale', undefined), en.workspace.conflictSystem],
    [
      'the version is gone',
      () => fail(404, 'NOT_FOUND', 'Version cannot be obtained'),
      en.systemHistory.errors.gone,
    ],
  ])('when %s', async (_why, answer, said) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { user } = historyOverview(undefined, { [`POST ${base}/versions/${earlier.id}/restore`]: answer })
    const dialog = await openHistory(user)
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    await user.click(within(confirm).getByRole('button', { name: en.systemHistory.restore }))
    expect(await screen.findByText(said)).toBeInTheDocument()
  })
})

describe("the served room's figures after a restore", () => {
  const room = aRoom('Office', { number: 'A2.14', lpA: 44.2, margin: -9.2, projectId: project.id })
  const louder = { ...room, assessment: aRoom('Office', { lpA: 50.3, margin: -15.3 }).assessment }
  it.each([
    ['the version is restored', () => ok({ ...restored, roomId: room.id })],
    ['someone saved meanwhile', () => fail(409, 'CONFLICT', 'stale')],
  ])('are read again when %s', async (_why, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let answered = false
    const { user } = historyOverview(undefined, {
      [`GET /api/systems/${stored.id}`]: () => ok({ ...current, roomId: room.id, project }),
      [`GET /api/projects/${project.id}/rooms`]: () => ok([answered ? louder : room]),
      [`POST ${base}/versions/${earlier.id}/restore`]: () => {
        answered = true
        return answer()
      },
    })
    expect((await barFigures(servedRoomBar('A2.14 Office')))[0]).toBe('44.2 dB(A) (Fail)')
    const dialog = await openHistory(user)
    await user.click(await within(dialog).findByRole('button', { name: 'Restore version 1' }))
    const confirm = await screen.findByRole('dialog', { name: 'Restore version 1?' })
    await user.click(within(confirm).getByRole('button', { name: en.systemHistory.restore }))
    await waitFor(async () =>
      expect((await barFigures(servedRoomBar('A2.14 Office')))[0]).toBe('50.3 dB(A) (Fail)'),
    )
  })
})
