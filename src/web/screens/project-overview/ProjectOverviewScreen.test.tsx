import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { resetSaver } from '../../features/chain/system-saver.ts'
import { anItem, flat } from '../../features/chain/test-items.ts'
import { PENDING_QUICK_CALCULATION_KEY } from '../../features/quick-calculation/pending.ts'
import { aProject, aSystem, me } from '../../features/workspace/test-fixtures.ts'
import {
  getWorkspace,
  setActiveProject,
  setActiveSystem,
  startQuickCalculation,
  WORKSPACE_STORAGE_KEY,
} from '../../features/workspace/workspace-store.ts'
import en from '../../i18n/locales/en.json'
import { fail, ok, stubApi, type FakeRequest } from '../../test-api.ts'
import { locationOf, renderRoute } from '../../test-utils.tsx'

vi.mock('../../auth/useCurrentUser.ts', () => ({ useCurrentUser: () => ({ user: me, loading: false }) }))

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

function signedInOverview(answerPut: (request: FakeRequest, count: number) => Response) {
  resetSaver()
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  setActiveSystem(stored.id)
  let count = 0
  const seen = stubApi({
    [`GET /api/systems/${stored.id}`]: () => ok({ ...stored, project }),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`PUT /api/projects/${project.id}/systems/${stored.id}`]: (request) => answerPut(request, ++count),
  })
  return { seen, ...renderRoute('/app/project-overview') }
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

  it('reloads the stored system after a conflicting save and tells the user', async () => {
    const { seen } = signedInOverview(() => fail(409, 'CONFLICT', 'changed'))
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(await screen.findByText(en.workspace.conflictSystem)).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'B' })).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'GET' && r.path === `/api/systems/${stored.id}`).length).toBe(2)
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
      project: { name: '', number: '', address: '', email: '', phone: '', contactData: '', comment: '' },
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
      project: {
        name: 'quick hall',
        number: '',
        address: '',
        email: '',
        phone: '',
        contactData: '',
        comment: '',
      },
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
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATION_KEY)).toContain('"productId":"b"')
    expect(screen.queryByRole('button', { name: en.systems.menu })).toBeNull()
    // Nothing is stored on the server, so no save status is claimed.
    expect(screen.queryByText(en.overview.allSaved)).toBeNull()
    expect(
      seen.filter((r) => r.path.startsWith('/api/projects') || r.path.startsWith('/api/systems')),
    ).toEqual([])
  })
})
