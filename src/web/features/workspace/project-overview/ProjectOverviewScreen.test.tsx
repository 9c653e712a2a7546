import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { bandsFromArray, energySum, weightedTotal } from '#engine/index.ts'
import { resetSaver, SAVE_DELAY_MS } from '../../../state/working-system/system-saver.ts'
import { installLoginRedirect } from '../../../state/auth/login-redirect.ts'
import { storeTokens } from '../../../state/auth/session.ts'
import { resetAuthConfig } from '../../../state/auth/sso.ts'
import { KEPT_SYSTEM_CHANGES_KEY } from '../../../state/working-system/kept-changes.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { PENDING_QUICK_CALCULATIONS_KEY } from '../../../state/workspace/pending-quick-calculation.ts'
import { aProject, aSystem, me, other } from '../../../state/workspace/test-fixtures.ts'
import {
  getWorkspace,
  projectDraftNamed,
  setActiveProject,
  setActiveSystem,
  startQuickCalculation,
  WORKSPACE_STORAGE_KEY,
} from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { i18n } from '../../../i18n/index.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { giveElementsASize, giveMenuButtonsABox } from '../../../test-layout.ts'
import { REPORT_OPTIONS_KEY } from '../../../state/print/report-options.ts'
import { DEFAULT_ROOM } from '../../../domain/room/room-levels.ts'
import { fail, ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { locationOf, renderRoute, inLitresPerSecond } from '../../../test-utils.tsx'

const named = (text: string, name: string) => text.replace('{{name}}', name)
const project = aProject({ name: 'concert hall', number: 'CH-1', contactData: 'ACME Oy' })
const stored = aSystem({
  projectId: project.id,
  name: 'ahu-1',
  inputSoundPowerLevel: flat(70),
  items: [anItem('a', { defaultSoundAttenuation: flat(10) }), anItem('b')],
  catalogueVersion: 2,
})
const quantityOf = (name: string) =>
  within(screen.getByRole('article', { name })).getByText(en.chain.quantity, { selector: 'dt' })
    .nextElementSibling?.textContent
const puts = (seen: FakeRequest[]) => seen.filter((r) => r.method === 'PUT')
/** The first wait of a test also waits for the screen's chunk (with the chart library) to load. */
const firstFind = { timeout: 15_000 }

function signedInOverview(
  answerPut: (request: FakeRequest, count: number) => Response,
  system: SystemDocument = stored,
) {
  resetSaver()
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  setActiveSystem(system.id)
  let count = 0
  const seen = stubApi({
    'GET /api/auth/user': () => ok(me),
    [`GET /api/systems/${system.id}`]: () => ok({ ...system, project }),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`PUT /api/projects/${project.id}/systems/${system.id}`]: (request) => answerPut(request, ++count),
    [`DELETE /api/projects/${project.id}/systems/${system.id}`]: () => ok({ _id: system.id, id: system.id }),
  })
  return { seen, ...renderRoute('/app/project-overview') }
}

/** Menu tests give the boxes a size (restored by the set-up's restoreAllMocks). */
function giveBoxesASize(): void {
  giveMenuButtonsABox()
  giveElementsASize(768, 1024, 32)
}

const anonymousOverview = (system: Partial<SystemDocument> = {}) => {
  resetSaver()
  stubApi({})
  startQuickCalculation({
    project: projectDraftNamed('quick hall'),
    system: { ...stored, ...system },
  })
  return renderRoute('/app/project-overview')
}

describe('the project overview', () => {
  it('shows the system, changes at once and saves 400 ms after the last change with its version', async () => {
    const { seen, user } = signedInOverview((request, count) =>
      ok({ ...stored, ...(request.body as object), version: count + 1 }),
    )
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    const crumbs = within(screen.getByRole('navigation', { name: en.overview.breadcrumbs }))
    expect(await crumbs.findByRole('link', { name: 'Concert hall' })).toHaveAttribute('href', '/app/systems')
    expect(crumbs.getByRole('link', { name: 'Ahu-1' })).toHaveAttribute('href', '/app/silencers')
    expect(screen.getByText('ACME Oy')).toBeInTheDocument()

    // Two quick changes (fireEvent is synchronous, so well within the 400 ms): shown at once, saved once.
    const saveStatus = screen.getByRole('status', { name: '' })
    expect(saveStatus).toHaveTextContent(en.overview.allSaved)
    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    fireEvent.click(screen.getByRole('button', { name: named(en.chain.addOne, 'A') }))
    expect(quantityOf('A')).toBe('3')
    expect(puts(seen)).toHaveLength(0)
    expect(saveStatus).toHaveTextContent(en.overview.saving)
    await waitFor(() => expect(puts(seen)).toHaveLength(1))
    await waitFor(() => expect(saveStatus).toHaveTextContent(en.overview.allSaved))
    expect(puts(seen)[0]?.body).toMatchObject({
      version: 1,
      items: [{ productId: 'a', quantity: 3 }, { productId: 'b' }],
      // No catalogue list was opened here: the items are still the stored copies of catalogue 2.
      catalogueVersion: 2,
    })

    await user.click(screen.getByRole('button', { name: named(en.chain.moveUp, 'B') }))
    await waitFor(() => expect(puts(seen)).toHaveLength(2))
    expect(puts(seen)[1]?.body).toMatchObject({ version: 2, items: [{ productId: 'b' }, { productId: 'a' }] })
  })

  it('puts back a removed product with its airflow and pressure drop when the user undoes the removal', async () => {
    const withSilencer = {
      ...stored,
      items: [anItem('a'), anItem('b', { inputAirflow: 250, pressureDrop: 31.5 }), anItem('c')],
    }
    const { seen, user } = signedInOverview(
      (request, count) => ok({ ...withSilencer, ...(request.body as object), version: count + 1 }),
      withSilencer,
    )
    expect(await screen.findByRole('article', { name: 'B' }, firstFind)).toBeInTheDocument()
    const removedText = named(en.chain.removedEntry, 'B')
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'B') }))
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(screen.getByText(removedText)).toBeInTheDocument()
    await waitFor(() => expect(puts(seen)).toHaveLength(1))
    expect(puts(seen)[0]?.body).toMatchObject({ items: [{ productId: 'a' }, { productId: 'c' }] })

    await user.click(screen.getByRole('button', { name: en.chain.undoRemoval }))
    expect(screen.queryByText(removedText)).toBeNull()
    const names = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
    expect(names).toEqual(['A', 'B', 'C'])
    await waitFor(() => expect(puts(seen)).toHaveLength(2))
    expect(puts(seen)[1]?.body).toMatchObject({
      items: [
        { productId: 'a' },
        { productId: 'b', inputAirflow: 250, pressureDrop: 31.5, quantity: 1 },
        { productId: 'c' },
      ],
    })
  })

  it('withdraws the offer to undo a removal at the next change of the chain, and on closing it', async () => {
    const { user } = signedInOverview((request, count) =>
      ok({ ...stored, ...(request.body as object), version: count + 1 }),
    )
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    const undo = () => screen.queryByRole('button', { name: en.chain.undoRemoval })
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'A') }))
    expect(undo()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: named(en.chain.addOne, 'B') }))
    expect(undo()).toBeNull()
    // Lowering a quantity of 2 takes nothing out of the chain: nothing to undo.
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'B') }))
    expect(undo()).toBeNull()
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'B') }))
    expect(undo()).toBeInTheDocument()
    // The last product gone, the offer stays above the empty list.
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: en.chain.dismissUndo }))
    expect(undo()).toBeNull()
  })

  it("shows the system's airflow among its facts, in the user's number format", async () => {
    const airflowFact = () =>
      screen.getByText(inLitresPerSecond(en.productsList.systemAirflow), { selector: 'dt' })
        .nextElementSibling
    signedInOverview(() => ok(stored), { ...stored, airflow: 1250 })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(airflowFact()).toHaveTextContent(/^1,250$/)
  })

  it("shows '-' for the airflow of a system without one", async () => {
    signedInOverview(() => ok(stored), { ...stored, airflow: null })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(
      screen.getByText(inLitresPerSecond(en.productsList.systemAirflow), { selector: 'dt' })
        .nextElementSibling,
    ).toHaveTextContent(/^-$/)
  })

  it("shows the system's total pressure drop, what it leaves out, and what it costs the fan", async () => {
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    signedInOverview(() => ok(stored), {
      ...stored,
      airflow: 500,
      items: [
        anItem('nrf', { quantity: 2, pressureDrop: 38.4 }),
        anItem('grille', { productType: 'diffuser', pressureDrop: 12.5 }),
        anItem('bend', { productType: 'abstract', quantity: 3 }),
      ],
    })
    expect(await screen.findByRole('article', { name: 'NRF' }, firstFind)).toBeInTheDocument()
    // 2 × 38.4 + 12.5 = 89.3 Pa; the bend × 3 has none.
    // One line each: the total, the products left out, the diffusers' own airflow.
    expect(fact(en.pressureDrop.total)?.textContent).toBe(
      ['89 Pa', en.pressureDrop.without.replace('{{products}}', '3'), en.pressureDrop.diffusers].join('\n'),
    )
    // 0.5 m³/s × 89.3 Pa / 0.6 = 74.4 W; × 4000 h = 297.7 kWh; × 0.15 €/kWh = 44.65 € a year. The cost is
    // that total's, so it says what the total leaves out (the fan pays for the bends too: at least this) and
    // that the diffuser is at its catalogue airflow, each counted; no product is at another airflow.
    expect(fact(en.pressureDrop.energyCost)?.textContent).toBe(
      [
        en.energy.costValue
          .replace('{{power}}', '74')
          .replace('{{energy}}', '298')
          .replace('{{cost}}', '44.65'),
        en.pressureDrop.energyWithout_other.replace('{{count}}', '3'),
        en.pressureDrop.energyDiffusers_one.replace('{{count}}', '1'),
      ].join('\n'),
    )
  })

  it('says under the total and its energy cost, in Finnish, which products’ pressure drops are at another airflow than the system’s, and flags their cards', async () => {
    await i18n.changeLanguage('fi')
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    // A supply system copied for the exhaust and given 1250 l/s: the silencers keep the 900 l/s they were
    // added at (and the pressure drops taken there), one was added again at 1250 l/s.
    signedInOverview(() => ok(stored), {
      ...stored,
      airflow: 1250,
      items: [
        anItem('nrf', { quantity: 2, inputAirflow: 900, pressureDrop: 38.4 }),
        anItem('rect', { productType: 'rectSilencer', inputAirflow: 900, pressureDrop: 24.2 }),
        anItem('nke', { inputAirflow: 1250, pressureDrop: 30 }),
      ],
    })
    expect(await screen.findByRole('article', { name: 'NRF' }, firstFind)).toBeInTheDocument()
    // 2 × 38.4 + 24.2 + 30 = 131 Pa, of which the NRF × 2 and the rectangular silencer are at 900 l/s.
    expect(fact(fi.pressureDrop.total)?.textContent).toBe(
      [
        '131 Pa',
        inLitresPerSecond(fi.pressureDrop.otherAirflow)
          .replace('{{airflow}}', '1\u00a0250')
          .replace('{{products}}', '3'),
      ].join('\n'),
    )
    // The fan's cost is that total's at 1.25 m³/s: 1.25 × 131 / 0.6 = 272.9 W, 1091.7 kWh, 163.75 € a year,
    // and it says it carries the same three products.
    expect(fact(fi.pressureDrop.energyCost)?.textContent).toBe(
      [
        fi.energy.costValue
          .replace('{{power}}', '273')
          .replace('{{energy}}', '1\u00a0092')
          .replace('{{cost}}', '163,75'),
        fi.pressureDrop.energyOtherAirflow_other.replace('{{count}}', '3'),
      ].join('\n'),
    )
    // Each product the line counts says so on its card, the rectangular silencer's too.
    const differs = inLitresPerSecond(fi.productCards.airflowDiffers).replace('{{system}}', '1 250')
    expect(within(screen.getByRole('article', { name: 'NRF' })).getByText(differs)).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'RECT' })).getByText(differs)).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'NKE' })).queryByText(differs)).toBeNull()
  })

  it('says under the energy cost, in Finnish, every caveat the total says, each counted in its own form', async () => {
    await i18n.changeLanguage('fi')
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    // A custom product without a pressure drop, two ceiling diffusers and a silencer kept at 900 l/s in a
    // system of 1250 l/s.
    signedInOverview(() => ok(stored), {
      ...stored,
      airflow: 1250,
      items: [
        anItem('nrf', { inputAirflow: 900, pressureDrop: 40 }),
        anItem('ceiling', { productType: 'diffuser', quantity: 2, pressureDrop: 15 }),
        anItem('custom-1', { productType: 'custom' }),
      ],
    })
    expect(await screen.findByRole('article', { name: 'NRF' }, firstFind)).toBeInTheDocument()
    // 40 + 2 × 15 = 70 Pa at 1.25 m³/s: 1.25 × 70 / 0.6 = 145.8 W, 583.3 kWh, 87.50 € a year.
    const lines = fact(fi.pressureDrop.energyCost)?.textContent?.split('\n')
    expect(lines).toEqual([
      fi.energy.costValue
        .replace('{{power}}', '146')
        .replace('{{energy}}', '583')
        .replace('{{cost}}', '87,50'),
      fi.pressureDrop.energyWithout_one.replace('{{count}}', '1'),
      fi.pressureDrop.energyDiffusers_other.replace('{{count}}', '2'),
      fi.pressureDrop.energyOtherAirflow_one.replace('{{count}}', '1'),
    ])
    // The same caveats, in the same order, as the total's lines.
    expect(fact(fi.pressureDrop.total)?.textContent?.split('\n')).toEqual([
      '70 Pa',
      fi.pressureDrop.without.replace('{{products}}', '1'),
      fi.pressureDrop.diffusers,
      inLitresPerSecond(fi.pressureDrop.otherAirflow)
        .replace('{{airflow}}', '1\u00a0250')
        .replace('{{products}}', '1'),
    ])
  })

  it("shows '-' for the total pressure drop when no product has one, and no energy cost", async () => {
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    signedInOverview(() => ok(stored), { ...stored, airflow: 500 })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(fact(en.pressureDrop.total)).toHaveTextContent(/^-$/)
    expect(fact(en.pressureDrop.energyCost)).toHaveTextContent(/^-$/)
  })

  it('reloads the stored system after a conflicting save and tells the user', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { seen } = signedInOverview(() => fail(409, 'CONFLICT', 'changed'))
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(await screen.findByText(en.workspace.conflictSystem)).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'B' })).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'GET' && r.path === `/api/systems/${stored.id}`).length).toBe(2)
    expect(logged).toHaveBeenCalledWith('save system chain', expect.objectContaining({ status: 409 }))
  })

  it('keeps a change whose save met an unreachable database, tells the user, and saves it when the server is back', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { seen } = signedInOverview((request, count) =>
      count === 1
        ? fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly')
        : ok({ ...stored, ...(request.body as object), version: stored.version + 1 }),
    )
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    expect(await screen.findByText(en.systems.errors.saveRetrying)).toBeInTheDocument()
    // The change stays on screen, shown as not saved yet.
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    const saveStatus = screen.getByRole('status', { name: '' })
    expect(saveStatus).toHaveTextContent(en.overview.saving)
    await waitFor(() => expect(puts(seen)).toHaveLength(2), { timeout: 3000 })
    await waitFor(() => expect(saveStatus).toHaveTextContent(en.overview.allSaved))
    expect(puts(seen)[1]?.body).toEqual(puts(seen)[0]?.body)
    expect(puts(seen)[1]?.body).toMatchObject({ version: stored.version, items: [{ productId: 'a' }] })
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(logged).toHaveBeenCalledWith('save system chain', expect.objectContaining({ status: 503 }))
  })

  it('says a change the server refuses is not saved, and keeps it on screen to be corrected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { seen } = signedInOverview(() => fail(422, 'VALIDATION_ERROR', 'Invalid system'))
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    expect(await screen.findByText(en.systems.errors.save)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(en.overview.notSaved),
    )
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(puts(seen)).toHaveLength(1)
    // The same change would be refused again: it is not kept for a later session.
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull()
  })

  it('puts the stored room back into the room fields when a conflicting save reloads the system', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const room = { ...DEFAULT_ROOM, listenerDistance: 3, targetNr: 25 }
    const { user } = signedInOverview(() => fail(409, 'CONFLICT', 'changed'), { ...stored, room })
    const distance = await screen.findByRole('textbox', { name: en.room.listenerDistance }, firstFind)
    expect(distance).toHaveValue('3')
    await user.clear(distance)
    await user.type(distance, '6')
    expect(await screen.findByText(en.workspace.conflictSystem)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: en.room.listenerDistance })).toHaveValue('3'),
    )
    expect(screen.getByRole('textbox', { name: en.room.targetNr })).toHaveValue('25')
    expect(logged).toHaveBeenCalledWith('save system chain', expect.objectContaining({ status: 409 }))
  })

  it('sets the insertion position and opens the products list', async () => {
    const { router, user } = signedInOverview(() => fail(500, 'X'))
    await user.click(
      await screen.findByRole('button', { name: named(en.chain.insertAfterOf, 'A') }, firstFind),
    )
    expect(locationOf(router)).toBe('/app/products-list')
    expect(getWorkspace().insertionPosition).toEqual({ index: 0, placement: 'after', productId: null })
  })

  it('opens the products list marked to edit a rectangular silencer from its pencil', async () => {
    resetSaver()
    stubApi({})
    startQuickCalculation({
      project: projectDraftNamed(),
      system: { ...stored, items: [anItem('rect-1', { productType: 'rectSilencer', productName: 'R' })] },
    })
    const { router, user } = renderRoute('/app/project-overview')
    await user.click(await screen.findByRole('button', { name: named(en.chain.editRect, 'R') }, firstFind))
    expect(locationOf(router)).toBe('/app/products-list?rect=edit&product=rect-1')
  })

  it('works on an anonymous quick calculation in the browser: nothing is sent, and it survives a reload', async () => {
    resetSaver()
    const seen = stubApi({})
    startQuickCalculation({
      project: projectDraftNamed('quick hall'),
      system: {
        ...stored,
        items: [anItem('a'), anItem('b')],
      },
    })
    const { user } = renderRoute('/app/project-overview')
    await user.click(await screen.findByRole('button', { name: named(en.chain.remove, 'A') }, firstFind))
    expect(screen.queryByRole('article', { name: 'A' })).toBeNull()
    const kept = JSON.parse(window.sessionStorage.getItem(WORKSPACE_STORAGE_KEY) ?? '{}') as {
      quickCalculation: { system: { items: { productId: string }[] } }
    }
    expect(kept.quickCalculation.system.items.map((i) => i.productId)).toEqual(['b'])
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY)).toContain('"productId":"b"')
    expect(screen.queryByRole('button', { name: en.systems.menu })).toBeNull()
    // Nothing is stored on the server, so no save status is claimed.
    expect(screen.queryByText(en.overview.allSaved)).toBeNull()
    expect(
      seen.filter((r) => r.path.startsWith('/api/projects') || r.path.startsWith('/api/systems')),
    ).toEqual([])
  })

  it('offers a new system and the system menu with Edit to a signed-in user', async () => {
    giveBoxesASize()
    const { user } = signedInOverview(() => fail(500, 'X'))
    await user.click(await screen.findByRole('button', { name: en.systems.createSystem }, firstFind))
    expect(await screen.findByRole('dialog', { name: en.systemModal.createTitle })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // Edit opens the system's own modal.
    await user.click(screen.getByRole('button', { name: en.systems.menu }))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.edit }))
    const edit = await screen.findByRole('dialog', { name: en.systemModal.editTitle })
    expect(within(edit).getByRole('textbox', { name: en.systemModal.name })).toHaveValue('ahu-1')
  })

  it('deletes the system from its menu after asking, and goes back to the systems', async () => {
    giveBoxesASize()
    const { user, router, seen } = signedInOverview(() => fail(500, 'X'))
    await user.click(await screen.findByRole('button', { name: en.systems.menu }, firstFind))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.delete }))
    const confirm = await screen.findByRole('dialog', { name: en.systems.deleteTitle })
    await user.click(within(confirm).getByRole('button', { name: en.systems.deleteConfirm }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/systems'))
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/projects/${project.id}/systems/${stored.id}`,
    ])
  })

  it("edits an anonymous quick calculation's data after its chain is built, keeping the chain", async () => {
    const { user } = anonymousOverview({ items: [anItem('a'), anItem('b')], attenuationConstantType: 'T1' })
    await user.click(await screen.findByRole('button', { name: en.quickCalculation.edit }, firstFind))
    const dialog = await screen.findByRole('dialog', { name: en.quickCalculation.editTitle })
    const name = within(dialog).getByRole('textbox', { name: en.systemModal.name })
    expect(name).toHaveValue('ahu-1')
    expect(within(dialog).getByRole('textbox', { name: en.projectModal.name })).toHaveValue('quick hall')
    const band = within(dialog).getByRole('textbox', {
      name: en.systemModal.band.replace('{{frequency}}', '63'),
    })
    expect(band).toHaveValue('70')
    await user.clear(name)
    await user.type(name, 'AHU-2')
    await user.clear(band)
    await user.type(band, '80')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: en.systemModal.attenuationConstant }),
      'NoConstant',
    )
    await user.selectOptions(within(dialog).getByRole('combobox', { name: en.systemModal.filter }), 'CFilter')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(screen.getByRole('heading', { level: 2, name: 'AHU-2' })).toBeInTheDocument()
    // The chain stays as it was built.
    expect(screen.getByRole('article', { name: 'A' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'B' })).toBeInTheDocument()
    const kept = getWorkspace().quickCalculation?.system
    expect(kept?.items?.map((i) => i.productId)).toEqual(['a', 'b'])
    expect(kept).toMatchObject({
      name: 'AHU-2',
      attenuationConstantType: 'NoConstant',
      filterCorrectionType: 'CFilter',
      inputSoundPowerLevel: { octaveBand63Hz: 80, octaveBand125Hz: 70 },
    })
    // Kept for saving after sign-in too.
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY)).toContain('"name":"AHU-2"')
  })

  it('shows no new system button or system menu on an anonymous quick calculation', async () => {
    anonymousOverview()
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.systems.createSystem })).toBeNull()
    expect(screen.queryByRole('button', { name: en.systems.menu })).toBeNull()
    expect(screen.getByRole('button', { name: en.overview.pdf })).toBeInTheDocument()
  })

  it('opens the report in a 595×842 popup, leaving out the parts the report options leave out', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = signedInOverview(() => fail(500, 'X'))
    await user.click(await screen.findByRole('button', { name: en.overview.pdf }, firstFind))
    expect(open).toHaveBeenLastCalledWith(
      `/printing/system?systemId=${stored.id}`,
      '_blank',
      'popup,width=595,height=842',
    )

    await user.click(screen.getByRole('button', { name: en.printing.options }))
    const options = await screen.findByRole('group', { name: en.printing.options })
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.filter }))
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.footer }))
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.products }))
    // Without product pages there is no filter or constant to leave out.
    expect(within(options).getByRole('checkbox', { name: en.printing.option.constant })).toBeDisabled()
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.products }))
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: en.overview.pdf }))
    expect(open).toHaveBeenLastCalledWith(
      `/printing/system?systemId=${stored.id}&filter=0&footer=0`,
      '_blank',
      'popup,width=595,height=842',
    )
    // The choice is kept for the next report, also from the systems page.
    expect(JSON.parse(window.localStorage.getItem(REPORT_OPTIONS_KEY) ?? '{}')).toMatchObject({
      filter: false,
      footer: false,
      products: true,
    })
  })

  it('switches the products between a linear and a grid layout', async () => {
    const { user } = anonymousOverview()
    const list = await screen.findByRole('list', { name: en.chain.list }, firstFind)
    expect(list.className).toMatch(/Stack/)
    await user.click(screen.getByText(en.overview.grid))
    expect(screen.getByRole('list', { name: en.chain.list }).className).toMatch(/SimpleGrid/)
    await user.click(screen.getByText(en.overview.linear))
    expect(screen.getByRole('list', { name: en.chain.list }).className).toMatch(/Stack/)
  })

  it('offers the detailed calculations only when there are calculation steps', async () => {
    const { unmount } = anonymousOverview()
    expect(await screen.findByRole('tab', { name: en.overview.detailedTab }, firstFind)).toBeInTheDocument()
    unmount()
    anonymousOverview({ items: [] })
    expect(await screen.findByRole('tab', { name: en.overview.productsTab }, firstFind)).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: en.overview.detailedTab })).toBeNull()
    expect(screen.queryByRole('radiogroup', { name: en.overview.layout })).toBeNull()
  })

  it('shows the noise generator per band with its total Lw and its filtered total, "-" without a filter', async () => {
    const bands = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
    const { unmount } = anonymousOverview({ inputSoundPowerLevel: bands, filterCorrectionType: 'AFilter' })
    const table = await screen.findByRole('table', { name: en.overview.noiseGenerator }, firstFind)
    const row = within(table).getByRole('row', { name: new RegExp(`^${en.overview.soundPowerDb}`) })
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    const lw = String(Math.round(energySum(bands)))
    const lwA = String(Math.round(weightedTotal(bands, 'AFilter') ?? NaN))
    expect(cells).toEqual(['80', '78', '75', '72', '70', '65', '60', '55', lw, lwA])
    expect(within(table).getByRole('columnheader', { name: 'LwA' })).toBeInTheDocument()
    unmount()

    anonymousOverview({ inputSoundPowerLevel: bands, filterCorrectionType: 'NoFilter' })
    const plain = await screen.findByRole('table', { name: en.overview.noiseGenerator })
    const cellsOf = within(within(plain).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')
    expect(cellsOf.at(-2)?.textContent).toBe(lw)
    expect(cellsOf.at(-1)?.textContent).toBe('-')
  })
})

describe('changes a tab left unsaved', () => {
  const unavailable = () => fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly')
  const saveStatus = () => screen.getByRole('status', { name: '' })

  /** Removes B while the server is down, then the tab dies: no pagehide, only the browser's storage survives. */
  async function leaveAChangeUnsaved() {
    const first = signedInOverview(unavailable)
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    await waitFor(() => expect(puts(first.seen)).toHaveLength(1))
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toContain(stored.id)
    first.unmount()
    // signedInOverview starts the next page with nothing in memory (resetSaver), as a new page would.
  }

  it('saves it when the app starts again and the system is still the version it was made on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await leaveAChangeUnsaved()
    const { seen } = signedInOverview((request) =>
      ok({ ...stored, ...(request.body as object), version: stored.version + 1 }),
    )
    expect(
      await screen.findByText(named(en.systems.keptChangeSaved, 'Ahu-1'), {}, firstFind),
    ).toBeInTheDocument()
    expect(puts(seen)).toHaveLength(1)
    expect(puts(seen)[0]?.body).toMatchObject({ version: stored.version, items: [{ productId: 'a' }] })
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(screen.getByRole('article', { name: 'A' })).toBeInTheDocument()
    // (The notice is a status too.)
    expect(await screen.findByText(en.overview.allSaved)).toBeInTheDocument()
    // Acknowledged: nothing is kept any more, so the next start sends nothing.
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull()
  })

  it('writes nothing over a system changed since, tells the user, and drops the kept change', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await leaveAChangeUnsaved()
    const { seen } = signedInOverview(() => ok(stored), { ...stored, version: stored.version + 1 })
    expect(
      await screen.findByText(named(en.systems.keptChangeOutdated, 'Ahu-1'), {}, firstFind),
    ).toBeInTheDocument()
    // What is stored stays on screen, and nothing was sent.
    expect(screen.getByRole('article', { name: 'B' })).toBeInTheDocument()
    expect(saveStatus()).toHaveTextContent(en.overview.allSaved)
    expect(puts(seen)).toHaveLength(0)
    expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull()
  })

  it('drops without a word a kept change the stored system already holds (its save landed as the page was left)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await leaveAChangeUnsaved()
    const landed = { ...stored, items: stored.items.slice(0, 1), version: stored.version + 1 }
    const { seen } = signedInOverview(() => ok(landed), landed)
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    await waitFor(() => expect(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY)).toBeNull())
    expect(screen.queryByText(named(en.systems.keptChangeOutdated, 'Ahu-1'))).toBeNull()
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(puts(seen)).toHaveLength(0)
  })
})

describe('a change left when the session ended', () => {
  it('is neither shown to nor saved by another user who signs in on the same page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    resetSaver()
    resetAuthConfig()
    storeTokens({ accessToken: 'a-access', idToken: 'a-id', refreshToken: 'a-refresh' })
    setActiveProject(project.id)
    setActiveSystem(stored.id)
    const asB = (request: FakeRequest) => request.headers.get('Authorization') === 'Bearer b-access'
    const seen = stubApi({
      'GET /api/auth/config': () => ok({ sso: false }),
      'GET /api/auth/user': (request) => ok(asB(request) ? other : me),
      'POST /api/auth/sign-in': () =>
        ok({ accessToken: 'b-access', idToken: 'b-id', refreshToken: 'b-refresh', user: other }),
      // A shared project: B sees the same system.
      [`GET /api/systems/${stored.id}`]: () => ok({ ...stored, project }),
      [`GET /api/projects/${project.id}`]: () => ok(project),
      // A's session has expired.
      [`PUT /api/projects/${project.id}/systems/${stored.id}`]: (request) =>
        asB(request) ? ok({ ...stored, version: stored.version + 1 }) : fail(401, 'UNAUTHORIZED'),
    })
    const { router, user } = renderRoute('/app/project-overview')
    const uninstall = installLoginRedirect({
      navigate: (to) => void router.navigate(to),
      location: () => router.state.location,
    })
    try {
      fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
      await waitFor(() => expect(locationOf(router)).toBe('/app/sign-in'))

      await user.type(await screen.findByRole('textbox', { name: en.signIn.email }), 'olli@example.com')
      await user.type(screen.getByLabelText(en.signIn.password), 'secret password')
      await user.click(screen.getByRole('button', { name: en.signIn.submit }))
      await waitFor(() => expect(locationOf(router)).toBe('/app/project-overview'))
      // B sees the stored chain, not A's removal over it, and nothing of A's is saved in B's session.
      expect(await screen.findByRole('article', { name: 'B' })).toBeInTheDocument()
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent(en.overview.allSaved)
      await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 100))
      expect(puts(seen).filter(asB)).toEqual([])
      // Kept for A, under A's id alone.
      const kept = JSON.parse(window.localStorage.getItem(KEPT_SYSTEM_CHANGES_KEY) ?? '{}') as object
      expect(Object.keys(kept)).toEqual([me.id])
    } finally {
      uninstall()
    }
  })
})
