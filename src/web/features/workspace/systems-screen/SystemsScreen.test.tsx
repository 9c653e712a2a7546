import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import { getWorkspace, setActiveProject } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { bodiesTo, fail, inTurn, ok, stubApi, type FakeRequest, type FakeRoute } from '../../../test-api.ts'
import { giveMenuButtonsABox } from '../../../test-layout.ts'
import { inLitresPerSecond, locationOf, renderRoute } from '../../../test-utils.tsx'
import { PAGE_CARDS } from '../SearchableCardGrid.tsx'
import { anItem, flat } from '../../../domain/chain/test-items.ts'

const project = aProject({ name: 'concert hall', number: 'CH-1', contactData: 'ACME Oy' })
const first = aSystem({
  projectId: project.id,
  name: 'ahu-1',
  number: 'S1',
  createdAt: '2026-03-01T08:00:00.000Z',
})
const second = aSystem({
  projectId: project.id,
  name: 'ahu-2',
  number: 'S2',
  createdAt: '2026-03-02T08:00:00.000Z',
})
const PROJECT = `GET /api/projects/${project.id}`
const SYSTEMS = `GET /api/projects/${project.id}/systems`
const CREATE = `POST /api/projects/${project.id}/systems`
const ofSystem = (method: string, system: { id: string }, tail = '') =>
  `${method} /api/projects/${project.id}/systems/${system.id}${tail}`
/** The fake server's routes, read at each request: a test changes them as the server would change. */
let routes: Record<string, FakeRoute> = {}
let seen: FakeRequest[] = []
const requests = (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route)
const band = (hz: number) =>
  screen.getByRole('textbox', { name: en.systemModal.band.replace('{{frequency}}', String(hz)) })

function open() {
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  return renderRoute('/app/systems')
}
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
async function systemMenu(user: ReturnType<typeof open>['user'], name: string, item: string) {
  await user.click(
    within(screen.getByRole('article', { name })).getByRole('button', { name: en.systems.menu }),
  )
  await user.click(await screen.findByRole('menuitem', { name: item }))
  // A closing menu keeps its items for its fade; the next menu's "Copy" must not find this one's.
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  // The system menus' dropdowns stay in sight however long the test takes to read them.
  giveMenuButtonsABox()
  routes = {
    'GET /api/auth/user': () => ok(me),
    [PROJECT]: () => ok(project),
    [SYSTEMS]: () => ok([first, second]),
  }
  seen = stubApi(routes)
})

describe('systems page', () => {
  it('shows the project and its systems, newest first, with the project buttons', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 2, name: 'Concert hall' })).toBeInTheDocument()
    expect(screen.getByText('CH-1')).toBeInTheDocument()
    expect(screen.getByText('ACME Oy')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Ahu-2', 'Ahu-1'])
    // The project without its systems, which come from their own list.
    expect(requests(PROJECT).map((r) => r.url)).toEqual([`/api/projects/${project.id}?withSystems=false`])
    // And the systems without each product's copy of the steps before it, which grow with the square of a chain.
    expect(requests(SYSTEMS).map((r) => r.url)).toEqual([
      `/api/projects/${project.id}/systems?stepsPerProduct=false`,
    ])
    for (const name of [
      en.systems.addSystem,
      en.systems.projectPdf,
      en.systems.billOfMaterials,
      en.systems.projectMenu,
    ])
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.systems.backToProjects })).toHaveAttribute(
      'href',
      '/app/projects',
    )
  })

  it('draws a page of systems and Show more the rest', async () => {
    const count = PAGE_CARDS + 1
    routes[SYSTEMS] = () =>
      ok(
        Array.from({ length: count }, (_, i) =>
          aSystem({
            projectId: project.id,
            name: `ahu-${i}`,
            createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          }),
        ),
      )
    const { user } = open()
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_CARDS))
    const shown = (n: number) =>
      en.systems.shown.replace('{{shown}}', String(n)).replace('{{total}}', String(count))
    expect(screen.getByRole('status')).toHaveTextContent(shown(PAGE_CARDS))
    await user.click(screen.getByRole('button', { name: en.systems.showMore_one.replace('{{count}}', '1') }))
    expect(screen.getAllByRole('article')).toHaveLength(count)
    expect(screen.getByRole('article', { name: 'Ahu-0' })).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(shown(count))
  })

  it('without systems offers quick calculation and a new system', async () => {
    routes[SYSTEMS] = () => ok([])
    open()
    expect(await screen.findByText(en.systems.emptyTitle)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: en.systems.quickCalculation })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: en.systems.createSystem })).toBeInTheDocument()
  })

  it('a project that cannot be obtained is logged and sends the user back to the projects', async () => {
    routes[PROJECT] = () => fail(404, 'NOT_FOUND', 'Not found')
    routes[SYSTEMS] = () => fail(404, 'NOT_FOUND', 'Not found')
    routes['GET /api/projects'] = () => ok([])
    const { router } = open()
    await waitFor(() => expect(locationOf(router)).toBe('/app/projects'))
    expect(await screen.findByRole('alert')).toHaveTextContent(en.projects.errors.notObtained)
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(getWorkspace().activeProjectId).toBeNull()
    expect(console.warn).toHaveBeenCalledWith(
      'Project cannot be obtained',
      expect.objectContaining({ name: 'ApiError', status: 404, code: 'NOT_FOUND', message: 'Not found' }),
    )
    expect(console.warn).not.toHaveBeenCalledWith('load systems', expect.anything())
  })

  it('systems that cannot be loaded are logged and shown as a failure, not as an empty project', async () => {
    const message = 'Something went wrong on our side'
    routes[SYSTEMS] = inTurn(
      () => fail(500, 'INTERNAL', message),
      () => ok([first, second]),
    )
    const { user } = open()
    expect(await screen.findByRole('alert')).toHaveTextContent(en.systems.errors.load)
    const failed = screen.getByRole('region', { name: en.systems.errors.load })
    expect(screen.getByRole('heading', { level: 2, name: 'Concert hall' })).toBeInTheDocument()
    expect(screen.queryByText(en.systems.emptyTitle)).toBeNull()
    expect(screen.queryByText(en.systems.emptyHint)).toBeNull()
    expect(console.warn).toHaveBeenCalledWith(
      'load systems',
      expect.objectContaining({ name: 'ApiError', status: 500, code: 'INTERNAL', message }),
    )

    await user.click(within(failed).getByRole('button', { name: en.workspace.retry }))
    await waitFor(() => expect(cardNames()).toEqual(['Ahu-2', 'Ahu-1']))
    expect(screen.queryByRole('region', { name: en.systems.errors.load })).toBeNull()
  })

  it('creates a system with the modal values and opens the silencer classes', async () => {
    const created = aSystem({ projectId: project.id, name: 'AHU-3' })
    routes[CREATE] = () => ok(created, 201)
    const { router, user } = open()
    await user.click(await screen.findByRole('button', { name: en.systems.addSystem }))
    const dialog = await screen.findByRole('dialog', { name: en.systemModal.createTitle })
    // The cursor waits in the name, not on the close button: typing starts at once.
    const name = within(dialog).getByRole('textbox', { name: en.systemModal.name })
    await waitFor(() => expect(name).toHaveFocus())
    await user.keyboard('AHU-3')
    await user.click(band(63))
    await user.paste('80 75 70 65 60 55 50 45')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/silencers'))
    expect(requests(CREATE)).toHaveLength(1)
    expect(requests(CREATE)[0]?.headers.get('Idempotency-Key')).toMatch(/^"[0-9a-f]{32}"$/)
    const body = requests(CREATE)[0]?.body as { date?: string } | undefined
    expect(body).toMatchObject({
      name: 'AHU-3',
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      inputSoundPowerLevel: { octaveBand63Hz: 80, octaveBand8000Hz: 45 },
      items: [],
    })
    expect(body?.date).toMatch(/T/)
    expect(getWorkspace()).toMatchObject({ activeProjectId: project.id, activeSystemId: created.id })
  })

  it('asks before Escape throws away what was typed, and closes an untouched form unasked', async () => {
    const { user } = open()
    const addSystem = async () => {
      await user.click(await screen.findByRole('button', { name: en.systems.addSystem }))
      return screen.findByRole('dialog', { name: en.systemModal.createTitle })
    }
    let dialog = await addSystem()
    await user.type(within(dialog).getByRole('textbox', { name: en.systemModal.name }), 'AHU-3')
    await user.keyboard('{Escape}')
    const ask = await screen.findByRole('dialog', { name: en.workspace.discardTitle })
    await user.click(within(ask).getByRole('button', { name: en.workspace.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.workspace.discardTitle })).toBeNull())
    expect(within(dialog).getByRole('textbox', { name: en.systemModal.name })).toHaveValue('AHU-3')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.close }))
    await user.click(await screen.findByRole('button', { name: en.workspace.discard }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.systemModal.createTitle })).toBeNull())
    dialog = await addSystem()
    expect(within(dialog).getByRole('textbox', { name: en.systemModal.name })).toHaveValue('')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.systemModal.createTitle })).toBeNull())
    expect(screen.queryByRole('dialog', { name: en.workspace.discardTitle })).toBeNull()
  })

  it('takes the system airflow with the fan’s data, refusing what is not one', async () => {
    const created = aSystem({ projectId: project.id, name: 'AHU-3' })
    routes[CREATE] = () => ok(created, 201)
    const { router, user } = open()
    await user.click(await screen.findByRole('button', { name: en.systems.addSystem }))
    const dialog = await screen.findByRole('dialog', { name: en.systemModal.createTitle })
    await user.type(within(dialog).getByRole('textbox', { name: en.systemModal.name }), 'AHU-3')
    const airflow = within(dialog).getByRole('textbox', {
      name: inLitresPerSecond(en.productsList.systemAirflow),
    })
    await user.type(airflow, 'fast')
    expect(airflow).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByRole('button', { name: en.workspace.next })).toBeDisabled()
    await user.clear(airflow)
    await user.type(airflow, '1200')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/silencers'))
    expect(requests(CREATE)[0]?.body).toMatchObject({ name: 'AHU-3', airflow: 1200 })
  })

  it('copies a system under the name “… (copy)”, and says so when the copy fails', async () => {
    const copy = aSystem({
      projectId: project.id,
      name: 'ahu-1 (copy)',
      createdAt: '2026-03-03T08:00:00.000Z',
    })
    routes[ofSystem('POST', first, '/copy')] = () => ok(copy, 201)
    routes[ofSystem('POST', second, '/copy')] = () => fail(500, 'INTERNAL', 'boom')
    const { user } = open()
    await screen.findByRole('article', { name: 'Ahu-1' })
    routes[SYSTEMS] = () => ok([first, second, copy])
    await systemMenu(user, 'Ahu-1', en.systems.copy)
    await waitFor(() => expect(cardNames()).toEqual(['Ahu-1 (copy)', 'Ahu-2', 'Ahu-1']))
    expect(bodiesTo(seen, ofSystem('POST', first, '/copy'))).toEqual([{ name: 'ahu-1 (copy)' }])

    await systemMenu(user, 'Ahu-2', en.systems.copy)
    expect(await screen.findByText(`${en.systems.errors.copy} ${en.failure.server}`)).toBeInTheDocument()
    expect(bodiesTo(seen, ofSystem('POST', second, '/copy'))).toEqual([{ name: 'ahu-2 (copy)' }])
    expect(bodiesTo(seen, ofSystem('POST', first, '/copy'))).toHaveLength(1)
  })

  it('copies with an Idempotency-Key: the same after a failed copy, a new one for the next copy', async () => {
    const copy = aSystem({ projectId: project.id, name: 'ahu-1 (copy)' })
    routes[ofSystem('POST', first, '/copy')] = inTurn(
      () => fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly'),
      () => ok(copy, 201),
    )
    const { user } = open()
    await screen.findByRole('article', { name: 'Ahu-1' })
    await systemMenu(user, 'Ahu-1', en.systems.copy)
    expect(await screen.findByText(`${en.systems.errors.copy} ${en.failure.server}`)).toBeInTheDocument()
    await systemMenu(user, 'Ahu-1', en.systems.copy)
    await waitFor(() => expect(requests(ofSystem('POST', first, '/copy'))).toHaveLength(2))
    await waitFor(() => expect(screen.getByText(en.systems.copied)).toBeInTheDocument())
    // A second copy is wanted now: a new create.
    await systemMenu(user, 'Ahu-1', en.systems.copy)
    await waitFor(() => expect(requests(ofSystem('POST', first, '/copy'))).toHaveLength(3))
    const keys = requests(ofSystem('POST', first, '/copy')).map((r) => r.headers.get('Idempotency-Key'))
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('deletes a system after confirmation', async () => {
    routes[ofSystem('DELETE', first)] = () => ok({ _id: first.id, id: first.id })
    const { user } = open()
    await screen.findByRole('article', { name: 'Ahu-1' })
    await systemMenu(user, 'Ahu-1', en.systems.delete)
    const dialog = await screen.findByRole('dialog', { name: en.systems.deleteTitle })
    routes[SYSTEMS] = () => ok([second])
    await user.click(within(dialog).getByRole('button', { name: en.systems.deleteConfirm }))
    await waitFor(() => expect(cardNames()).toEqual(['Ahu-2']))
    expect(requests(ofSystem('DELETE', first))).toHaveLength(1)
    // The notice says where it can be restored.
    expect(await screen.findByText(en.systems.deleted_other.replace('{{days}}', '30'))).toBeInTheDocument()
  })

  it('edits a system with its version and chain; a stale version reloads it and tells the user', async () => {
    const current = { ...first, name: 'changed elsewhere', version: 2 }
    const update = ofSystem('PUT', first)
    routes[update] = inTurn(
      () => fail(409, 'CONFLICT', 'changed'),
      () => ok({ ...current, name: 'AHU-1 supply', version: 3 }),
    )
    routes[`GET /api/systems/${first.id}`] = () => ok({ ...current, project })
    const { user } = open()
    await screen.findByRole('article', { name: 'Ahu-1' })
    await systemMenu(user, 'Ahu-1', en.systems.edit)
    const dialog = await screen.findByRole('dialog', { name: en.systemModal.editTitle })
    const name = within(dialog).getByRole('textbox', { name: en.systemModal.name })
    expect(name).toHaveValue('ahu-1')
    await waitFor(() => expect(name).toHaveFocus())
    await user.clear(name)
    await user.type(name, 'AHU-1 supply')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    await waitFor(() =>
      expect(bodiesTo(seen, update)).toEqual([
        expect.objectContaining({ name: 'AHU-1 supply', version: 1, items: [] }),
      ]),
    )
    expect(await within(dialog).findByText(en.workspace.conflictReloaded)).toBeInTheDocument()
    expect(name).toHaveValue('changed elsewhere')
    expect(screen.getByText(en.workspace.conflictSystem)).toBeInTheDocument()

    await user.clear(name)
    await user.type(name, 'AHU-1 supply')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(bodiesTo(seen, update)).toHaveLength(2))
    expect(bodiesTo(seen, update).at(-1)).toEqual(expect.objectContaining({ version: 2 }))
    // The airflow was not touched: the save leaves it out, so the stored l/s stay exact.
    expect(bodiesTo(seen, update).at(-1)).not.toHaveProperty('airflow')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.systemModal.editTitle })).toBeNull())
  })

  it('opens the project report, the bill of materials and a system report in popups', async () => {
    const popup = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = open()
    await user.click(await screen.findByRole('button', { name: en.systems.projectPdf }))
    await user.click(screen.getByRole('button', { name: en.systems.billOfMaterials }))
    await systemMenu(user, 'Ahu-2', en.systems.printPdf)
    expect(popup.mock.calls.map(([url]) => url)).toEqual([
      `/printing/project?projectId=${project.id}`,
      `/printing/materials?projectId=${project.id}`,
      `/printing/system?systemId=${second.id}`,
    ])
  })

  it('returns the keyboard to the system’s menu button when a dialog opened from the menu closes', async () => {
    const { user } = open()
    const card = await screen.findByRole('article', { name: 'Ahu-1' })
    await systemMenu(user, 'Ahu-1', en.systems.edit)
    expect(await screen.findByRole('dialog', { name: en.systemModal.editTitle })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(within(card).getByRole('button', { name: en.systems.menu })).toHaveFocus())
  })

  it('shows each system’s airflow, pressure drop and levels to the room on its card', async () => {
    // 80 dB in every band less two silencers of 10 dB: 60 dB per band, 67.0 dB(A); LpA10m2 = LwA + 10·lg(4/10).
    // Whole dB, as the overview shows them.
    // The pressure drop is 2 × 22.4 Pa.
    const calculated = aSystem({
      projectId: project.id,
      name: 'ahu-3',
      createdAt: '2026-03-03T08:00:00.000Z',
      inputSoundPowerLevel: flat(80),
      airflow: 250,
      items: [anItem('s1', { quantity: 2, pressureDrop: 22.4 })],
    })
    routes[SYSTEMS] = () => ok([first, calculated])
    open()
    const card = await screen.findByRole('article', { name: 'Ahu-3' })
    const fact = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact(en.soundSchedule.print.airflow.replace('{{unit}}', 'l/s'))).toBe('250')
    expect(fact(en.soundSchedule.print.pressureDrop)).toBe('45')
    expect(fact(en.soundSchedule.print.lwA)).toBe('67')
    expect(fact(en.soundSchedule.print.lpA10m2)).toBe('63')
    // A system without its fan's sound says why it has no levels, and claims no airflow it was not given.
    const empty = screen.getByRole('article', { name: 'Ahu-1' })
    expect(
      within(empty).getByText(en.soundSchedule.print.lwA, { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(
      en.soundSchedule.print.notCalculated.replace('{{reason}}', en.soundSchedule.gaps.noGenerator),
    )
    expect(within(empty).queryByText(/Airflow/, { selector: 'dt' })).toBeNull()
  })
})
