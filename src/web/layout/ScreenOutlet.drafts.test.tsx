// A user's drafts in this tab (the quick calculation, the active project and system) are theirs: when another
// user signs in over this page's session in another tab, the screen starts again without them, nothing of them
// is shown or asked for in the new session, and they come back when their user signs in again here. A quick
// calculation made signed out is still taken over by whoever signs in first (docs/product-rules.md, "Drafts
// belong to their user").
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../state/auth/session.ts'
import { keepPendingQuickCalculation } from '../state/workspace/pending-quick-calculation.ts'
import { aProject, aSystem, me, other } from '../state/workspace/test-fixtures.ts'
import {
  getWorkspace,
  projectDraftNamed,
  setActiveProject,
  setActiveSystem,
  startQuickCalculation,
} from '../state/workspace/workspace-store.ts'
import en from '../i18n/locales/en.json'
import { anotherTabSignsIn, idTokenOf } from '../test-other-tab.ts'
import { fail, ok, stubApi, type FakeRequest } from '../test-api.ts'
import { giveMenuButtonsABox } from '../test-layout.ts'
import { locationOf, renderRoute } from '../test-utils.tsx'
// The screens are lazy chunks: loaded here so that their first transform does not count against the waits.
import '../features/workspace/projects-screen/ProjectsScreen.tsx'
import '../features/workspace/systems-screen/SystemsScreen.tsx'
import '../features/workspace/project-overview/ProjectOverviewScreen.tsx'

const firstFind = { timeout: 15_000 }

// A's alone: B's session gets 404 for it, as the server answers an outsider.
const project = aProject({ name: 'concert hall', number: 'CH-1' })
const system = aSystem({ projectId: project.id, name: 'ahu-1', number: 'S1' })
const theirs = aProject({ name: 'library', number: 'L-1', author: other.id, creator: other })

const userOf = (request: FakeRequest) =>
  request.headers.get('Authorization')?.includes(other.id) ? other : me

let seen: FakeRequest[] = []
/** What B's session asked for: nothing of A's may be among it. */
const askedByB = () =>
  seen.filter((request) => userOf(request) === other && request.headers.has('Authorization'))

function aServer() {
  const onlyA = (answer: unknown) => (request: FakeRequest) =>
    userOf(request) === me ? ok(answer) : fail(404, 'NOT_FOUND', 'Project not found')
  seen = stubApi({
    'GET /api/auth/user': (request) => ok(userOf(request)),
    'GET /api/projects': (request) => ok(userOf(request) === me ? [project] : [theirs]),
    [`GET /api/projects/${project.id}`]: onlyA(project),
    [`GET /api/projects/${project.id}/systems`]: onlyA([system]),
    [`GET /api/projects/${project.id}/rooms`]: onlyA([]),
    [`GET /api/systems/${system.id}`]: onlyA({ ...system, project }),
    'GET /api/room-presets': () => ok([]),
  })
}

const signInHere = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-access-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-refresh-${n}`,
  })

/** A's quick calculation as the quick calculation form leaves it, made before signing in. */
function aQuickCalculationMadeSignedOut() {
  const draft = {
    project: projectDraftNamed('quick hall'),
    system: { ...aSystem({ name: 'fan room' }), items: [] },
  }
  startQuickCalculation(draft)
  keepPendingQuickCalculation(draft)
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  giveMenuButtonsABox()
  aServer()
})

describe('the quick calculation of A when B signs in in another tab', () => {
  it('carries over to A signing in, is neither shown nor offered to B, and comes back when A signs in again', async () => {
    aQuickCalculationMadeSignedOut()
    signInHere(me)
    // Made signed out, it is A's once A signs in: still on screen, and offered to be saved.
    const { router } = renderRoute('/app/project-overview')
    expect(await screen.findByRole('heading', { level: 2, name: 'Fan room' }, firstFind)).toBeInTheDocument()

    anotherTabSignsIn(other)
    expect(await screen.findByText(en.session.takenOver)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Fan room' })).toBeNull())
    expect(getWorkspace().quickCalculation).toBeNull()
    await router.navigate('/app/projects')
    expect(await screen.findByRole('article', { name: 'Library' }, firstFind)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.quickCalculation.pendingSave })).toBeNull()
    expect(screen.queryByText(/quick hall/i)).toBeNull()

    anotherTabSignsIn(me, 2)
    expect(await screen.findByRole('article', { name: 'Concert hall' }, firstFind)).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: en.quickCalculation.pendingSave })).toBeInTheDocument()
    expect(getWorkspace().quickCalculation?.project.name).toBe('quick hall')
    await router.navigate('/app/project-overview')
    expect(await screen.findByRole('heading', { level: 2, name: 'Fan room' }, firstFind)).toBeInTheDocument()
  })

  it('stays on screen when another tab only refreshes A’s tokens', async () => {
    aQuickCalculationMadeSignedOut()
    signInHere(me)
    renderRoute('/app/project-overview')
    expect(await screen.findByRole('heading', { level: 2, name: 'Fan room' }, firstFind)).toBeInTheDocument()

    anotherTabSignsIn(me, 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByRole('heading', { level: 2, name: 'Fan room' })).toBeInTheDocument()
    expect(getWorkspace()).toMatchObject({
      quickCalculation: { project: { name: 'quick hall' } },
    })
  })
})

describe('the active project and system of A when B signs in in another tab', () => {
  it('are never asked for in B’s session, B sees their own projects, and A gets them back', async () => {
    signInHere(me)
    setActiveProject(project.id)
    setActiveSystem(system.id)
    const { router } = renderRoute('/app/systems')
    expect(await screen.findByRole('article', { name: 'Ahu-1' }, firstFind)).toBeInTheDocument()

    anotherTabSignsIn(other)
    expect(await screen.findByRole('article', { name: 'Library' }, firstFind)).toBeInTheDocument()
    expect(locationOf(router)).toBe('/app/projects')
    expect(getWorkspace()).toMatchObject({ activeProjectId: null, activeSystemId: null })
    expect(askedByB().filter((request) => request.path.includes(project.id))).toEqual([])
    expect(askedByB().filter((request) => request.path.includes(system.id))).toEqual([])

    anotherTabSignsIn(me, 2)
    await waitFor(() =>
      expect(getWorkspace()).toMatchObject({ activeProjectId: project.id, activeSystemId: system.id }),
    )
    await router.navigate('/app/systems')
    expect(await screen.findByRole('article', { name: 'Ahu-1' }, firstFind)).toBeInTheDocument()
  })
})
