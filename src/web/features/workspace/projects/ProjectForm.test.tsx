import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '#contract/api/projects.ts'
import en from '../../../i18n/locales/en.json'
import { paths } from '../../../domain/paths.ts'
import { AppProviders } from '../../../providers.tsx'
import { bodiesTo, fail, inTurn, ok, stubApi } from '../../../test-api.ts'
import { locationOf } from '../../../test-utils.tsx'
import { clearNotices, useNotices } from '../../../state/notifications.ts'
import { aProject } from '../../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../../state/workspace/workspace-store.ts'
import { ProjectForm } from './ProjectForm.tsx'

function Notices() {
  return (
    <ul aria-label="notices">
      {useNotices().map((notice) => (
        <li key={notice.id}>{notice.message}</li>
      ))}
    </ul>
  )
}

function renderForm(project?: ProjectDocument) {
  const onDone = vi.fn()
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ProjectForm project={project} onDone={onDone} />
            <Notices />
          </>
        ),
      },
      { path: paths.systems, element: <p>systems</p> },
    ],
    { initialEntries: ['/'] },
  )
  const user = userEvent.setup()
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const name = screen.getByRole('textbox', { name: en.projectModal.name })
  const notices = () => within(screen.getByRole('list', { name: 'notices' })).queryAllByRole('listitem')
  return { router, user, onDone, name, notices }
}

beforeEach(() => {
  clearNotices()
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})

describe('the project form', () => {
  it('creating: Clear empties the fields; Next saves, makes the project active and opens its systems', async () => {
    const created = aProject({ name: 'Opera house' })
    const seen = stubApi({
      'POST /api/projects': () => ok(created, 201),
      'GET /api/projects': () => ok([created]),
    })
    const { router, user, onDone, name } = renderForm()
    expect(screen.queryByRole('button', { name: en.workspace.cancel })).toBeNull()
    await user.type(name, 'Opera')
    await user.click(screen.getByRole('button', { name: en.workspace.clear }))
    expect(name).toHaveValue('')
    await user.type(name, 'Opera house')
    await user.click(screen.getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(router)).toBe(paths.systems))
    expect(bodiesTo(seen, 'POST /api/projects')).toEqual([expect.objectContaining({ name: 'Opera house' })])
    expect(onDone).toHaveBeenCalled()
    expect(getWorkspace().activeProjectId).toBe(created.id)
  })

  it('creating: pressed again after a failure, sends the same Idempotency-Key, so a lost answer makes one project', async () => {
    const created = aProject({ name: 'Opera house' })
    const seen = stubApi({
      'POST /api/projects': inTurn(
        () => fail(503, 'UNAVAILABLE', 'The database cannot be reached; try again shortly'),
        () => ok(created, 201),
      ),
      'GET /api/projects': () => ok([created]),
    })
    const { router, user, name } = renderForm()
    await user.type(name, 'Opera house')
    await user.click(screen.getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(bodiesTo(seen, 'POST /api/projects')).toHaveLength(1))
    await user.click(await screen.findByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(locationOf(router)).toBe(paths.systems))
    const keys = seen.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^"[0-9a-f]{32}"$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('creating: a failed save says so and stays', async () => {
    stubApi({ 'POST /api/projects': () => fail(500, 'INTERNAL', 'boom') })
    const { router, user, onDone, name, notices } = renderForm()
    await user.type(name, 'Opera house')
    await user.click(screen.getByRole('button', { name: en.workspace.next }))
    await waitFor(() =>
      expect(notices().map((n) => n.textContent)).toEqual([
        // A server fault may pass: the notice says so, and that the form kept what was typed.
        `${en.projects.errors.save} ${en.failure.kept} ${en.failure.server}`,
      ]),
    )
    expect(onDone).not.toHaveBeenCalled()
    expect(locationOf(router)).toBe('/')
  })

  it('creating: an e-mail that is not an address is said once typing pauses, and Next waits until it is one', async () => {
    const created = aProject({ name: 'Opera house' })
    const seen = stubApi({
      'POST /api/projects': () => ok(created, 201),
      'GET /api/projects': () => ok([created]),
    })
    const { user, name } = renderForm()
    await user.type(name, 'Opera house')
    const email = screen.getByRole('textbox', { name: en.projectModal.email })
    await user.type(email, 'info@opera')
    const next = screen.getByRole('button', { name: en.workspace.next })
    expect(next).toBeDisabled()
    await waitFor(() => expect(email).toHaveAccessibleDescription(en.projectModal.emailInvalid))
    await user.type(email, '.fi')
    await waitFor(() => expect(email).not.toHaveAccessibleDescription(en.projectModal.emailInvalid))
    expect(next).toBeEnabled()
    await user.click(next)
    await waitFor(() =>
      expect(bodiesTo(seen, 'POST /api/projects')).toEqual([
        expect.objectContaining({ email: 'info@opera.fi' }),
      ]),
    )
  })

  it('editing: an e-mail the project already had stays as it is; a changed one must be an address', async () => {
    const project = aProject({ name: 'concert hall', email: 'info at hall', version: 4 })
    const seen = stubApi({
      [`PUT /api/projects/${project.id}`]: () => ok({ ...project, name: 'Concert hall', version: 5 }),
    })
    const { user, onDone, name } = renderForm(project)
    await user.clear(name)
    await user.type(name, 'Concert hall')
    const email = screen.getByRole('textbox', { name: en.projectModal.email })
    const save = screen.getByRole('button', { name: en.workspace.save })
    await user.type(email, '!')
    expect(save).toBeDisabled()
    await user.type(email, '{Backspace}')
    expect(save).toBeEnabled()
    await user.click(save)
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(bodiesTo(seen, `PUT /api/projects/${project.id}`)).toEqual([
      expect.objectContaining({ name: 'Concert hall', email: 'info at hall' }),
    ])
  })

  it('editing: Cancel closes; Save sends the version it started from', async () => {
    const project = aProject({ name: 'concert hall', version: 4 })
    const seen = stubApi({
      [`PUT /api/projects/${project.id}`]: () => ok({ ...project, name: 'Concert hall 2', version: 5 }),
    })
    const { user, onDone, name, notices } = renderForm(project)
    expect(name).toHaveValue('concert hall')
    expect(screen.queryByRole('button', { name: en.workspace.clear })).toBeNull()
    await user.click(screen.getByRole('button', { name: en.workspace.cancel }))
    expect(onDone).toHaveBeenCalledTimes(1)

    await user.clear(name)
    await user.type(name, 'Concert hall 2')
    await user.click(screen.getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(2))
    expect(bodiesTo(seen, `PUT /api/projects/${project.id}`)).toEqual([
      expect.objectContaining({ name: 'Concert hall 2', version: 4 }),
    ])
    expect(notices().map((n) => n.textContent)).toEqual([en.projects.saved])
  })

  it('editing: a stale version reloads the stored project into the form and tells the user', async () => {
    const project = aProject({ name: 'concert hall', version: 1 })
    const stored = { ...project, name: 'changed elsewhere', version: 2 }
    const seen = stubApi({
      [`PUT /api/projects/${project.id}`]: inTurn(
        () => fail(409, 'CONFLICT', 'changed'),
        () => ok({ ...stored, version: 3 }),
      ),
      [`GET /api/projects/${project.id}`]: () => ok(stored),
    })
    const { user, onDone, name, notices } = renderForm(project)
    await user.clear(name)
    await user.type(name, 'Mine')
    await user.click(screen.getByRole('button', { name: en.workspace.save }))
    expect(await screen.findByText(en.workspace.conflictReloaded)).toBeInTheDocument()
    expect(name).toHaveValue('changed elsewhere')
    expect(notices().map((n) => n.textContent)).toEqual([en.workspace.conflictProject])
    expect(onDone).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(bodiesTo(seen, `PUT /api/projects/${project.id}`).at(-1)).toEqual(
      expect.objectContaining({ version: 2 }),
    )
  })

  it('editing: when the stored project cannot be reloaded, says so', async () => {
    const project = aProject({ version: 1 })
    stubApi({
      [`PUT /api/projects/${project.id}`]: () => fail(409, 'CONFLICT', 'changed'),
      [`GET /api/projects/${project.id}`]: () => fail(404, 'NOT_FOUND', 'gone'),
    })
    const { user, notices } = renderForm(project)
    await user.click(screen.getByRole('button', { name: en.workspace.save }))
    await waitFor(() =>
      expect(notices().map((n) => n.textContent)).toEqual([
        en.workspace.conflictProject,
        en.projects.errors.notObtained,
      ]),
    )
    expect(screen.queryByText(en.workspace.conflictReloaded)).toBeNull()
  })
})
