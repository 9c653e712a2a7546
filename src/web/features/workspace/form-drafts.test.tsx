// What is typed into a new project or a new system survives a reload in this tab: the dialog opened again
// brings it back and says so, with a way to start over; saving or closing the dialog on purpose forgets it;
// it is its user's alone, and sign-out forgets it (docs/product-rules.md, "System fields" and "Drafts belong
// to their user"). A reload is the screen unmounted and rendered again over the same sessionStorage.
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { storeTokens } from '../../state/auth/session.ts'
import { aProject, aSystem, me, other } from '../../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../../state/workspace/workspace-store.ts'
import en from '../../i18n/locales/en.json'
import { idTokenOf } from '../../test-other-tab.ts'
import { bodiesTo, ok, stubApi, type FakeRequest } from '../../test-api.ts'
import { giveMenuButtonsABox } from '../../test-layout.ts'
import { inLitresPerSecond, locationOf, renderRoute } from '../../test-utils.tsx'
// The screens are lazy chunks: loaded here so that their first transform does not count against the waits.
import './projects-screen/ProjectsScreen.tsx'
import './systems-screen/SystemsScreen.tsx'

const project = aProject({ name: 'concert hall', number: 'CH-1' })
const created = aProject({ name: 'opera house', number: 'OP-7' })
const userOf = (request: FakeRequest) =>
  request.headers.get('Authorization')?.includes(other.id) ? other : me

let seen: FakeRequest[] = []
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  giveMenuButtonsABox()
  seen = stubApi({
    'GET /api/auth/user': (request) => ok(userOf(request)),
    'GET /api/auth/logout': () => ok({}),
    'GET /api/projects': () => ok([project]),
    'POST /api/projects': () => ok(created, 201),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`GET /api/projects/${project.id}/systems`]: () => ok([]),
    [`GET /api/projects/${project.id}/rooms`]: () => ok([]),
    [`POST /api/projects/${project.id}/systems`]: () => ok(aSystem({ projectId: project.id }), 201),
    [`GET /api/projects/${created.id}`]: () => ok(created),
    [`GET /api/projects/${created.id}/systems`]: () => ok([]),
    [`GET /api/projects/${created.id}/rooms`]: () => ok([]),
  })
})

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-access-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-refresh-${n}`,
  })

const restoredNote = () => screen.queryByText(en.workspace.draftRestored)

/** The projects page, as a (re)loaded tab shows it, with the new project dialog opened. */
async function newProjectDialog() {
  const view = renderRoute('/app/projects')
  await view.user.click(await screen.findByRole('button', { name: en.projects.createProject }))
  const dialog = await screen.findByRole('dialog', { name: en.projectModal.createTitle })
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  return { ...view, dialog, field }
}

async function typeAProject(view: Awaited<ReturnType<typeof newProjectDialog>>) {
  await view.user.type(view.field(en.projectModal.name), 'Opera house')
  await view.user.type(view.field(en.projectModal.number), 'OP-7')
  await view.user.type(view.field(en.projectModal.comment), 'Stage ventilation')
}

describe('a new project being typed', () => {
  it('comes back after a reload with a note, and Start over empties it for good', async () => {
    signInAs(me)
    const first = await newProjectDialog()
    expect(restoredNote()).toBeNull()
    await typeAProject(first)
    first.unmount()

    const again = await newProjectDialog()
    expect(again.field(en.projectModal.name)).toHaveValue('Opera house')
    expect(again.field(en.projectModal.number)).toHaveValue('OP-7')
    expect(again.field(en.projectModal.comment)).toHaveValue('Stage ventilation')
    expect(restoredNote()).toBeInTheDocument()
    await again.user.click(within(again.dialog).getByRole('button', { name: en.workspace.startOver }))
    expect(again.field(en.projectModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
    again.unmount()

    const emptied = await newProjectDialog()
    expect(emptied.field(en.projectModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
  })

  it('is saved as restored, and is gone once saved', async () => {
    signInAs(me)
    const first = await newProjectDialog()
    await typeAProject(first)
    first.unmount()

    const again = await newProjectDialog()
    await again.user.click(within(again.dialog).getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(again.router)).toBe('/app/systems'))
    expect(bodiesTo(seen, 'POST /api/projects')).toEqual([
      expect.objectContaining({ name: 'Opera house', number: 'OP-7', comment: 'Stage ventilation' }),
    ])
    again.unmount()

    const next = await newProjectDialog()
    expect(next.field(en.projectModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
  })

  it('is gone when the dialog is closed and its input discarded', async () => {
    signInAs(me)
    const first = await newProjectDialog()
    await typeAProject(first)
    first.unmount()

    const restored = await newProjectDialog()
    expect(restoredNote()).toBeInTheDocument()
    await restored.user.click(within(restored.dialog).getByRole('button', { name: en.workspace.close }))
    await restored.user.click(await screen.findByRole('button', { name: en.workspace.discard }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    restored.unmount()

    const again = await newProjectDialog()
    expect(again.field(en.projectModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
  })

  it('asks before a close throws the restored input away', async () => {
    signInAs(me)
    const first = await newProjectDialog()
    await typeAProject(first)
    first.unmount()

    const again = await newProjectDialog()
    await again.user.keyboard('{Escape}')
    expect(await screen.findByRole('dialog', { name: en.workspace.discardTitle })).toBeInTheDocument()
  })

  it('is never shown to another user of the tab, and waits for its own', async () => {
    signInAs(me)
    const first = await newProjectDialog()
    await typeAProject(first)
    first.unmount()

    // The reload finds another user's session (they signed in in another tab meanwhile).
    signInAs(other)
    const theirs = await newProjectDialog()
    expect(theirs.field(en.projectModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
    theirs.unmount()

    signInAs(me, 1)
    const mine = await newProjectDialog()
    expect(mine.field(en.projectModal.name)).toHaveValue('Opera house')
    expect(restoredNote()).toBeInTheDocument()
  })

  it('is forgotten at sign-out', async () => {
    signInAs(me)
    const first = await newProjectDialog()
    await typeAProject(first)
    first.unmount()

    // Kept over a reload up to the sign-out.
    const page = await newProjectDialog()
    expect(page.field(en.projectModal.name)).toHaveValue('Opera house')
    await page.user.keyboard('{Escape}')
    await page.user.click(await screen.findByRole('button', { name: en.workspace.cancel }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: en.workspace.discardTitle })).toBeNull())
    await page.user.click(screen.getByRole('button', { name: en.header.signOut }))
    await waitFor(() => expect(screen.getByRole('button', { name: en.header.signIn })).toBeInTheDocument())
    page.unmount()

    signInAs(me, 1)
    const again = await newProjectDialog()
    expect(again.field(en.projectModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
  })
})

/** The systems page of the active project, as a (re)loaded tab shows it, with the new system dialog opened. */
async function newSystemDialog() {
  setActiveProject(project.id)
  const view = renderRoute('/app/systems')
  await view.user.click(await screen.findByRole('button', { name: en.systems.addSystem }))
  const dialog = await screen.findByRole('dialog', { name: en.systemModal.createTitle })
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  const band = (hz: number) => field(en.systemModal.band.replace('{{frequency}}', String(hz)))
  const airflow = () => field(inLitresPerSecond(en.productsList.systemAirflow))
  return { ...view, dialog, field, band, airflow }
}

describe('a new system being typed', () => {
  it('comes back after a reload with its bands and airflow, and is saved as restored', async () => {
    signInAs(me)
    const first = await newSystemDialog()
    await first.user.type(first.field(en.systemModal.name), 'AHU-3')
    await first.user.type(first.field(en.systemModal.number), 'S3')
    await first.user.type(first.field(en.systemModal.comment), 'Roof unit')
    await first.user.click(first.band(63))
    await first.user.paste('80 75 70 65 60 55 50 45')
    await first.user.type(first.airflow(), '1200')
    first.unmount()

    const again = await newSystemDialog()
    expect(restoredNote()).toBeInTheDocument()
    expect(again.field(en.systemModal.name)).toHaveValue('AHU-3')
    expect(again.field(en.systemModal.number)).toHaveValue('S3')
    expect(again.field(en.systemModal.comment)).toHaveValue('Roof unit')
    expect(again.band(63)).toHaveValue('80')
    expect(again.band(8000)).toHaveValue('45')
    expect(again.airflow()).toHaveValue('1200')
    await again.user.click(within(again.dialog).getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(again.router)).toBe('/app/silencers'))
    const bodies = bodiesTo(seen, `POST /api/projects/${project.id}/systems`)
    expect(bodies).toHaveLength(1)
    expect(bodies[0]).toMatchObject({
      name: 'AHU-3',
      number: 'S3',
      comment: 'Roof unit',
      airflow: 1200,
      inputSoundPowerLevel: { octaveBand63Hz: 80, octaveBand8000Hz: 45 },
    })
    again.unmount()

    const next = await newSystemDialog()
    expect(next.field(en.systemModal.name)).toHaveValue('')
    expect(next.band(63)).toHaveValue('0')
    expect(restoredNote()).toBeNull()
  })

  it('is never shown to another user of the tab, and waits for its own', async () => {
    signInAs(me)
    const first = await newSystemDialog()
    await first.user.type(first.field(en.systemModal.name), 'AHU-3')
    first.unmount()

    signInAs(other)
    const theirs = await newSystemDialog()
    expect(theirs.field(en.systemModal.name)).toHaveValue('')
    expect(restoredNote()).toBeNull()
    theirs.unmount()

    signInAs(me, 1)
    const mine = await newSystemDialog()
    expect(mine.field(en.systemModal.name)).toHaveValue('AHU-3')
    expect(restoredNote()).toBeInTheDocument()
  })
})
