import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { keepPendingQuickCalculation } from '../../../state/workspace/pending-quick-calculation.ts'
import { clearTokens, storeTokens } from '../../../state/auth/session.ts'
import { idTokenOf } from '../../../test-other-tab.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import { projectDraftNamed } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { fail, inTurn, ok, stubApi, type FakeRequest, type FakeRoute } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

// The projects page offers the quick calculations a user made before signing in (or kept when a session
// lapsed) to be saved as projects: each on its own, with the catalogue version its chain came from, and a
// save sent again after a failure answers the project created the first time.

/** The fake server's routes, read at each request: a test changes them as the server would change. */
let routes: Record<string, FakeRoute> = {}
let seen: FakeRequest[] = []
const requests = (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route)
const signIn = () => storeTokens({ accessToken: 'access', idToken: 'id', refreshToken: 'refresh' })

beforeEach(() => {
  routes = { 'GET /api/auth/user': () => ok(me), 'GET /api/projects': () => ok([]) }
  seen = stubApi(routes)
})

describe('projects page, quick calculations kept for saving', () => {
  it('saves a quick calculation made before sign-in with the catalogue version its chain came from', async () => {
    signIn()
    const created = aProject({ name: 'quick hall' })
    const createSystem = `POST /api/projects/${created.id}/systems`
    routes['POST /api/projects'] = () => ok(created, 201)
    routes[createSystem] = () => ok(aSystem({ projectId: created.id }), 201)
    const { name, number, comment, date, attenuationConstantType, filterCorrectionType } = aSystem()
    keepPendingQuickCalculation({
      project: projectDraftNamed('quick hall'),
      system: {
        ...{ name, number, comment, date, attenuationConstantType, filterCorrectionType },
        inputSoundPowerLevel: aSystem().inputSoundPowerLevel,
        noiseGeneratorEstimate: null,
        items: [anItem('a')],
        room: null,
        catalogueVersion: 3,
      },
    })
    const { user } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.quickCalculation.pendingSave }))
    await waitFor(() => expect(requests(createSystem)).toHaveLength(1))
    expect(requests(createSystem)[0]?.body).toMatchObject({
      items: [{ productId: 'a' }],
      catalogueVersion: 3,
    })
  })

  it('offers each quick calculation kept for the user, and discards only the one declined', async () => {
    const asMe = () => storeTokens({ accessToken: 'access', idToken: idTokenOf(me), refreshToken: 'refresh' })
    const made = (name: string, at: string) =>
      keepPendingQuickCalculation({ project: projectDraftNamed(name), system: aSystem() }, new Date(at))
    // One kept for Aino before her session lapsed, and one made signed out since, which she takes too.
    made('first hall', '2026-05-04T10:00:00Z')
    asMe()
    clearTokens()
    made('second hall', '2026-05-05T10:00:00Z')
    asMe()
    const { user } = renderRoute('/app/projects')
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: en.quickCalculation.pendingSave })).toHaveLength(2),
    )
    await user.click(
      screen.getByRole('button', { name: en.quickCalculation.pendingDiscard, description: /First hall/ }),
    )
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: en.quickCalculation.pendingSave })).toHaveLength(1),
    )
    expect(
      screen.getByRole('button', { name: en.quickCalculation.pendingSave, description: /Second hall/ }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/First hall/)).toBeNull()
  })

  it('saved again after its system failed, answers the project created the first time rather than making another', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    signIn()
    const created = aProject({ name: 'quick hall' })
    const createSystem = `POST /api/projects/${created.id}/systems`
    // The server as it answers a create sent again with its key: the first answer.
    routes['POST /api/projects'] = () => ok(created, 201)
    routes[createSystem] = inTurn(
      () => fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly'),
      () => ok(aSystem({ projectId: created.id }), 201),
    )
    keepPendingQuickCalculation({ project: projectDraftNamed('quick hall'), system: aSystem() })
    const { user } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.quickCalculation.pendingSave }))
    expect(
      await screen.findByText(`${en.quickCalculation.errors.save} ${en.failure.server}`),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: en.quickCalculation.pendingSave }))
    await waitFor(() => expect(requests(createSystem)).toHaveLength(2))
    const keysOf = (route: string) => requests(route).map((r) => r.headers.get('Idempotency-Key'))
    const [projectKeys, systemKeys] = [keysOf('POST /api/projects'), keysOf(createSystem)]
    expect(projectKeys).toHaveLength(2)
    expect(projectKeys[0]).toMatch(/^"[0-9a-f]{32}"$/)
    expect(projectKeys[1]).toBe(projectKeys[0])
    expect(systemKeys[1]).toBe(systemKeys[0])
    expect(systemKeys[0]).not.toBe(projectKeys[0])
  })
})
