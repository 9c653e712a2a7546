// "Copy to project…" on the systems page: the dialog lists the user's other projects (searchable) with the
// copy's name prefilled in the user's language, copies with an Idempotency-Key, names the target in its notice
// and opens it on request; failures are told in words and the dialog stays for another try.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import { getWorkspace, setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { bodiesTo, fail, inTurn, ok, stubApi, type FakeRequest, type FakeRoute } from '../../../test-api.ts'
import { giveMenuButtonsABox } from '../../../test-layout.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

const school = aProject({ name: 'school', number: 'S-100', createdAt: '2026-03-01T08:00:00.000Z' })
const hospital = aProject({ name: 'hospital', number: 'H-200', createdAt: '2026-03-02T08:00:00.000Z' })
const library = aProject({ name: 'library', number: '', createdAt: '2026-03-03T08:00:00.000Z' })
const branch = aSystem({ projectId: school.id, name: 'ahu-1 supply', number: 'AHU-1' })
const copied = aSystem({ projectId: hospital.id, name: 'ahu-1 supply (copy)', number: 'AHU-1' })
const COPY = `POST /api/projects/${school.id}/systems/${branch.id}/copy`

let routes: Record<string, FakeRoute> = {}
let seen: FakeRequest[] = []

function open() {
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(school.id)
  return renderRoute('/app/systems')
}

/** Opens the branch's "Copy to project…" dialog from its card's menu. */
async function copyDialog(user: ReturnType<typeof open>['user'], texts = en) {
  const card = await screen.findByRole('article', { name: 'Ahu-1 supply' })
  await user.click(within(card).getByRole('button', { name: texts.systems.menu }))
  await user.click(await screen.findByRole('menuitem', { name: texts.systems.copyToProject }))
  return screen.findByRole('dialog', { name: texts.copyToProject.title })
}

/** The options the project field's list offers now (its listbox, named by the field's aria-controls). */
function optionNames(field: HTMLElement) {
  const list = document.getElementById(field.getAttribute('aria-controls') ?? '')
  if (!list) return []
  return within(list)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent)
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  giveMenuButtonsABox()
  routes = {
    'GET /api/auth/user': () => ok(me),
    'GET /api/projects': () => ok([school, hospital, library]),
    [`GET /api/projects/${school.id}`]: () => ok(school),
    [`GET /api/projects/${school.id}/systems`]: () => ok([branch]),
    [`GET /api/projects/${hospital.id}`]: () => ok(hospital),
    [`GET /api/projects/${hospital.id}/systems`]: () => ok([copied]),
  }
  seen = stubApi(routes)
})
afterEach(() => i18n.changeLanguage('en'))

describe('copy to project', () => {
  it('copies into a chosen other project under the prefilled name, names the target, and opens it', async () => {
    routes[COPY] = () => ok(copied, 201)
    const { user, router } = open()
    const dialog = await copyDialog(user)

    const name = within(dialog).getByRole('textbox', { name: en.copyToProject.name })
    expect(name).toHaveValue('ahu-1 supply (copy)')
    const copy = within(dialog).getByRole('button', { name: en.copyToProject.confirm })
    expect(copy).toBeDisabled()

    // The other projects, newest first, never the one the system is in; the search narrows them.
    const project = within(dialog).getByRole('combobox', { name: en.copyToProject.project })
    await user.click(project)
    await waitFor(() => expect(optionNames(project)).toEqual(['Library', 'Hospital – H-200']))
    await user.type(project, 'H-2')
    await waitFor(() => expect(optionNames(project)).toEqual(['Hospital – H-200']))
    await user.click(screen.getByRole('option', { name: 'Hospital – H-200', hidden: true }))

    await user.clear(name)
    await user.type(name, 'AHU-1 supply, standard')
    await user.click(copy)

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en.copyToProject.title })).not.toBeInTheDocument(),
    )
    expect(bodiesTo(seen, COPY)).toEqual([{ name: 'AHU-1 supply, standard', targetProjectId: hospital.id }])
    expect(seen.find((r) => `${r.method} ${r.path}` === COPY)?.headers.get('Idempotency-Key')).toMatch(
      /^"[0-9a-f]{32}"$/,
    )
    const notice = await screen.findByRole('status')
    expect(notice).toHaveTextContent(
      en.copyToProject.copied.replace('{{name}}', 'Ahu-1 supply (copy)').replace('{{project}}', 'Hospital'),
    )

    await user.click(within(notice).getByRole('button', { name: en.copyToProject.open }))
    expect(getWorkspace().activeProjectId).toBe(hospital.id)
    expect(locationOf(router)).toBe('/app/systems')
    expect(await screen.findByRole('heading', { level: 2, name: 'Hospital' })).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Ahu-1 supply (copy)' })).toBeInTheDocument()
  })

  it('says why in the dialog when the copy fails, and sends it again with the same key', async () => {
    routes[COPY] = inTurn(
      () => fail(404, 'NOT_FOUND', 'Project cannot be obtained'),
      () => fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly'),
      () => ok(copied, 201),
    )
    const { user } = open()
    const dialog = await copyDialog(user)
    await user.click(within(dialog).getByRole('combobox', { name: en.copyToProject.project }))
    await user.click(await screen.findByRole('option', { name: 'Hospital – H-200', hidden: true }))
    const copy = within(dialog).getByRole('button', { name: en.copyToProject.confirm })

    await user.click(copy)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(en.copyToProject.errors.notFound)
    await user.click(copy)
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        `${en.systems.errors.copy} ${en.failure.server}`,
      ),
    )
    await user.click(copy)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en.copyToProject.title })).not.toBeInTheDocument(),
    )
    const keys = seen
      .filter((r) => `${r.method} ${r.path}` === COPY)
      .map((r) => r.headers.get('Idempotency-Key'))
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(console.warn).toHaveBeenCalledWith(
      'copy system to project',
      expect.objectContaining({ name: 'ApiError', status: 404 }),
    )
  })

  it('says so when the user has no other project, and offers no copy', async () => {
    routes['GET /api/projects'] = () => ok([school])
    const { user } = open()
    const dialog = await copyDialog(user)
    expect(await within(dialog).findByText(en.copyToProject.noOtherProjects)).toBeInTheDocument()
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: en.copyToProject.confirm })).toBeDisabled()
    await user.click(within(dialog).getByRole('button', { name: en.workspace.cancel }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: en.copyToProject.title })).not.toBeInTheDocument(),
    )
    expect(bodiesTo(seen, COPY)).toEqual([])
  })

  it("words the dialog and the copy's name in the user's language", async () => {
    await i18n.changeLanguage('fi')
    const { user } = open()
    const dialog = await copyDialog(user, fi)
    expect(within(dialog).getByRole('textbox', { name: fi.copyToProject.name })).toHaveValue(
      'ahu-1 supply (kopio)',
    )
    expect(within(dialog).getByRole('combobox', { name: fi.copyToProject.project })).toBeInTheDocument()
  })
})
