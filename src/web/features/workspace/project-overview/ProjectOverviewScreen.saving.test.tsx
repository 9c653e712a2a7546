// The project overview saving its system: 400 ms after the last change, with its version; conflicts, an
// unreachable database, refusals; changes a tab or a session left unsaved.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { resetSaver, SAVE_DELAY_MS } from '../../../state/working-system/system-saver.ts'
import { installLoginRedirect } from '../../../state/auth/login-redirect.ts'
import { storeTokens } from '../../../state/auth/session.ts'
import { resetAuthConfig } from '../../../state/auth/sso.ts'
import { KEPT_SYSTEM_CHANGES_KEY } from '../../../state/working-system/kept-changes.ts'
import { me, other } from '../../../state/workspace/test-fixtures.ts'
import { setActiveProject, setActiveSystem } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { DEFAULT_ROOM } from '../../../domain/room/room-levels.ts'
import { fail, ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'
import { named, project, stored, quantityOf, puts, firstFind, signedInOverview } from './test-overview.ts'

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
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { seen } = signedInOverview(() => fail(409, 'CONFLICT', 'changed'))
    fireEvent.click(await screen.findByRole('button', { name: named(en.chain.remove, 'B') }, firstFind))
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(await screen.findByText(en.workspace.conflictChangePutBack)).toBeInTheDocument()
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
    expect(await screen.findByText(en.workspace.conflictChangePutBack)).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: en.room.listenerDistance })).toHaveValue('3'),
    )
    expect(screen.getByRole('textbox', { name: en.room.targetNr })).toHaveValue('25')
    expect(logged).toHaveBeenCalledWith('save system chain', expect.objectContaining({ status: 409 }))
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
