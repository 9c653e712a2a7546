// An open form keeps what its user typed in its own state. When another user signs in over this page's session
// in another tab, the screen starts again for them: the form closes and the last user's text goes with it, so
// it is neither shown to the new user nor saved in their session; the same user's refreshed tokens change
// nothing (docs/product-rules.md, "Recalculation and saving").
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../state/auth/session.ts'
import { aProject, aSystem, me, other } from '../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../state/workspace/workspace-store.ts'
import en from '../i18n/locales/en.json'
import { anotherTabSignsIn, anotherTabSignsOut, idTokenOf } from '../test-other-tab.ts'
import { ok, stubApi, type FakeRequest } from '../test-api.ts'
import { giveMenuButtonsABox } from '../test-layout.ts'
import { renderRoute } from '../test-utils.tsx'
// The screens are lazy chunks: loaded here so that their first transform does not count against the waits.
import '../features/workspace/projects-screen/ProjectsScreen.tsx'
import '../features/workspace/systems-screen/SystemsScreen.tsx'

// Shared with B, so that B's session may see and save it: what A typed must not go there either.
const project = aProject({ name: 'concert hall', number: 'CH-1', invitedUsers: [other] })
const theirs = aProject({ name: 'library', number: 'L-1', author: other.id, creator: other })
const system = aSystem({ projectId: project.id, name: 'ahu-1', number: 'S1' })
const SECRET = 'Text only A may see'

const userOf = (request: FakeRequest) =>
  request.headers.get('Authorization')?.includes(other.id) ? other : me

let seen: FakeRequest[] = []
const writes = () => seen.filter((request) => request.method !== 'GET')

/** A server where A and B both see A's shared project with its system and rooms, and B a project of their own. */
function aServer() {
  seen = stubApi({
    'GET /api/auth/user': (request) => ok(userOf(request)),
    'GET /api/projects': (request) => ok(userOf(request) === me ? [project] : [project, theirs]),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
    [`GET /api/projects/${project.id}/rooms`]: () => ok([]),
    [`PUT /api/projects/${project.id}`]: (request) =>
      ok({ ...project, ...(request.body as object), version: project.version + 1 }),
    'GET /api/room-presets': () => ok([]),
    'GET /api/users/lookup': () => ok(null),
  })
}

const dialog = (name: string) => screen.findByRole('dialog', { name })

async function typeInto(field: HTMLElement, text: string, user: ReturnType<typeof renderRoute>['user']) {
  await user.clear(field)
  await user.type(field, text)
  expect(field).toHaveValue(text)
}

/** B signs in in another tab: the form is gone, nothing of A's text is on screen, nothing was sent. */
async function expectDroppedWhenAnotherUserSignsIn(name: string) {
  anotherTabSignsIn(other)
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull())
  expect(await screen.findByText(en.session.takenOver)).toBeInTheDocument()
  expect(screen.queryByDisplayValue(SECRET)).toBeNull()
  expect(writes()).toEqual([])
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  giveMenuButtonsABox()
  aServer()
  storeTokens({
    accessToken: `${me.id}-access-0`,
    idToken: idTokenOf(me, 0),
    refreshToken: `${me.id}-refresh-0`,
  })
})

describe('an open form when another user signs in in another tab', () => {
  it('closes the project edit form with what A typed, and the screen shows B’s projects', async () => {
    const { user } = renderRoute('/app/projects')
    const card = await screen.findByRole('article', { name: 'Concert hall' })
    await user.click(within(card).getByRole('button', { name: en.projects.edit }))
    const form = await dialog(en.projectModal.editTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.projectModal.name }), SECRET, user)

    await expectDroppedWhenAnotherUserSignsIn(en.projectModal.editTitle)
    expect(await screen.findByRole('article', { name: 'Library' })).toBeInTheDocument()
  })

  it('closes the new project form with what A typed', async () => {
    const { user } = renderRoute('/app/projects')
    await user.click(await screen.findByRole('button', { name: en.projects.createProject }))
    const form = await dialog(en.projectModal.createTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.projectModal.name }), SECRET, user)

    await expectDroppedWhenAnotherUserSignsIn(en.projectModal.createTitle)
  })

  it('closes the share form with the address A typed', async () => {
    const { user } = renderRoute('/app/projects')
    const card = await screen.findByRole('article', { name: 'Concert hall' })
    await user.click(within(card).getByRole('button', { name: en.projects.share }))
    const form = await dialog(en.sharing.title)
    await typeInto(within(form).getByRole('textbox', { name: en.sharing.email }), SECRET, user)

    await expectDroppedWhenAnotherUserSignsIn(en.sharing.title)
  })

  it('closes the system edit form with what A typed', async () => {
    setActiveProject(project.id)
    const { user } = renderRoute('/app/systems')
    const card = await screen.findByRole('article', { name: 'Ahu-1' })
    await user.click(within(card).getByRole('button', { name: en.systems.menu }))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.edit }))
    const form = await dialog(en.systemModal.editTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.systemModal.name }), SECRET, user)

    await expectDroppedWhenAnotherUserSignsIn(en.systemModal.editTitle)
  })

  it('closes the project edit form of the systems page with what A typed', async () => {
    setActiveProject(project.id)
    const { user } = renderRoute('/app/systems')
    await user.click(await screen.findByRole('button', { name: en.systems.projectMenu }))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.editProject }))
    const form = await dialog(en.projectModal.editTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.projectModal.contactData }), SECRET, user)

    await expectDroppedWhenAnotherUserSignsIn(en.projectModal.editTitle)
  })

  it('closes the room form with what A typed', async () => {
    setActiveProject(project.id)
    const { user } = renderRoute('/app/systems?tab=rooms')
    await user.click(await screen.findByRole('button', { name: en.rooms.createRoom }))
    const form = await dialog(en.rooms.createTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.rooms.fields.name }), SECRET, user)

    await expectDroppedWhenAnotherUserSignsIn(en.rooms.createTitle)
  })
})

describe('an open form when the session ends in another tab and another user signs in there', () => {
  it('closes with what A typed', async () => {
    const { user } = renderRoute('/app/projects')
    const card = await screen.findByRole('article', { name: 'Concert hall' })
    await user.click(within(card).getByRole('button', { name: en.projects.edit }))
    const form = await dialog(en.projectModal.editTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.projectModal.name }), SECRET, user)
    anotherTabSignsOut()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // Ended, the session is nobody's: the form stays, as a save would only meet the login redirect.
    expect(within(form).getByRole('textbox', { name: en.projectModal.name })).toHaveValue(SECRET)

    await expectDroppedWhenAnotherUserSignsIn(en.projectModal.editTitle)
  })
})

describe('an open form when another tab only refreshes the same user’s tokens', () => {
  it('stays open with what the user typed, and saves it in their session', async () => {
    const { user } = renderRoute('/app/projects')
    const card = await screen.findByRole('article', { name: 'Concert hall' })
    await user.click(within(card).getByRole('button', { name: en.projects.edit }))
    const form = await dialog(en.projectModal.editTitle)
    await typeInto(within(form).getByRole('textbox', { name: en.projectModal.name }), SECRET, user)

    anotherTabSignsIn(me, 2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(within(form).getByRole('textbox', { name: en.projectModal.name })).toHaveValue(SECRET)
    expect(screen.queryByText(en.session.takenOver)).toBeNull()
    await user.click(within(form).getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]?.headers.get('Authorization')).toBe(`Bearer ${me.id}-access-2`)
    expect(writes()[0]?.body).toMatchObject({ name: SECRET, version: project.version })
  })
})
