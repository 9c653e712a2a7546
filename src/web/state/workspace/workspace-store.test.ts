import { describe, expect, it, vi } from 'vitest'
import { clearTokens, storeTokens } from '../auth/session.ts'
import { idTokenOf } from '../../test-other-tab.ts'
import { me, other } from './test-fixtures.ts'
import {
  clearProductSelection,
  clearWorkspace,
  getWorkspace,
  KEPT_WORKSPACES_STORAGE_KEY,
  keptWorkspaceOf,
  projectDraftNamed,
  resetActiveProject,
  resetActiveSystem,
  setActiveProject,
  setActiveSystem,
  startQuickCalculation,
  subscribeWorkspace,
  WORKSPACE_STORAGE_KEY,
} from './workspace-store.ts'
import { newSystemForm, systemDraftOf } from './system-form.ts'

const draft = {
  project: projectDraftNamed('Hall'),
  system: systemDraftOf(newSystemForm(false), false),
}

describe('workspace store', () => {
  it('keeps the active project and system in sessionStorage, so a reload keeps them', () => {
    setActiveProject('p-1')
    setActiveSystem('s-1')
    expect(JSON.parse(window.sessionStorage.getItem(WORKSPACE_STORAGE_KEY) ?? '{}')).toMatchObject({
      activeProjectId: 'p-1',
      activeSystemId: 's-1',
    })
    // Another module instance (a reload) reads the same state.
    expect(getWorkspace()).toMatchObject({ activeProjectId: 'p-1', activeSystemId: 's-1' })
    expect(getWorkspace()).toBe(getWorkspace())
  })

  it('follows the transitions of the active project and system', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeWorkspace(listener)
    setActiveProject('p-1')
    setActiveSystem('s-1')
    window.sessionStorage.setItem(
      WORKSPACE_STORAGE_KEY,
      JSON.stringify({ ...getWorkspace(), selectedClasses: ['NRF'] }),
    )
    setActiveSystem('s-2') // setting a system clears the class selection
    expect(getWorkspace()).toMatchObject({ activeSystemId: 's-2', selectedClasses: [] })
    resetActiveSystem()
    expect(getWorkspace()).toMatchObject({ activeProjectId: 'p-1', activeSystemId: null })
    setActiveSystem('s-3')
    setActiveProject('p-2') // a new project has no active system
    expect(getWorkspace()).toMatchObject({ activeProjectId: 'p-2', activeSystemId: null })
    resetActiveProject()
    expect(getWorkspace()).toMatchObject({ activeProjectId: null, activeSystemId: null })
    clearProductSelection()
    expect(listener).toHaveBeenCalledTimes(8)
    unsubscribe()
  })

  it("keeps an anonymous visitor's quick calculation in place of an active project", () => {
    setActiveProject('p-1')
    startQuickCalculation(draft)
    expect(getWorkspace()).toMatchObject({ activeProjectId: null, quickCalculation: draft })
    setActiveProject('p-2')
    expect(getWorkspace().quickCalculation).toBeNull()
  })

  it('reads broken storage as the empty state', () => {
    window.sessionStorage.setItem(WORKSPACE_STORAGE_KEY, '{not json')
    expect(getWorkspace()).toEqual({
      ownerId: null,
      activeProjectId: null,
      activeSystemId: null,
      quickCalculation: null,
      selectedClasses: [],
      insertionPosition: null,
    })
  })
})

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-a-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-r-${n}`,
  })

describe('the drafts of a user', () => {
  it('made signed out, belong to whoever signs in first', () => {
    startQuickCalculation(draft)
    expect(getWorkspace().ownerId).toBeNull()
    signInAs(me)
    expect(getWorkspace()).toMatchObject({ ownerId: me.id, quickCalculation: draft })
  })

  it('are put away for their user when another user’s session comes, and given back when theirs does', () => {
    signInAs(me)
    setActiveProject('p-1')
    setActiveSystem('s-1')
    signInAs(other)
    expect(getWorkspace()).toMatchObject({
      ownerId: other.id,
      activeProjectId: null,
      activeSystemId: null,
      quickCalculation: null,
    })
    expect(keptWorkspaceOf(me.id)).toMatchObject({ activeProjectId: 'p-1', activeSystemId: 's-1' })
    setActiveProject('p-2')
    signInAs(me, 1)
    expect(getWorkspace()).toMatchObject({ ownerId: me.id, activeProjectId: 'p-1', activeSystemId: 's-1' })
    expect(keptWorkspaceOf(me.id)).toBeUndefined()
    expect(keptWorkspaceOf(other.id)).toMatchObject({ activeProjectId: 'p-2' })
  })

  it('keep a quick calculation of A for A alone', () => {
    startQuickCalculation(draft)
    signInAs(me)
    signInAs(other)
    expect(getWorkspace().quickCalculation).toBeNull()
    expect(keptWorkspaceOf(me.id)?.quickCalculation).toEqual(draft)
    // B had nothing: nothing is put away for B.
    signInAs(me, 1)
    expect(getWorkspace().quickCalculation).toEqual(draft)
    expect(keptWorkspaceOf(other.id)).toBeUndefined()
  })

  it('stay as they are for the same user’s new tokens and while signed out', () => {
    signInAs(me)
    setActiveProject('p-1')
    const before = getWorkspace()
    signInAs(me, 1)
    clearTokens()
    expect(getWorkspace()).toBe(before)
    signInAs(me, 2)
    expect(getWorkspace()).toBe(before)
  })

  it('of everyone leave the tab at sign-out', () => {
    signInAs(me)
    setActiveProject('p-1')
    signInAs(other)
    clearWorkspace()
    expect(window.sessionStorage.getItem(KEPT_WORKSPACES_STORAGE_KEY)).toBeNull()
    expect(keptWorkspaceOf(me.id)).toBeUndefined()
  })

  it('are put away when the page starts over another user’s session (a reload)', async () => {
    window.sessionStorage.setItem(
      WORKSPACE_STORAGE_KEY,
      JSON.stringify({ ...getWorkspace(), ownerId: me.id, activeProjectId: 'p-1' }),
    )
    // Written as another tab writes it, unheard here: the page learns of it only as it starts.
    window.localStorage.setItem('idToken', idTokenOf(other))
    vi.resetModules()
    const reloaded = await import('./workspace-store.ts')
    expect(reloaded.getWorkspace()).toMatchObject({ ownerId: other.id, activeProjectId: null })
    expect(reloaded.keptWorkspaceOf(me.id)).toMatchObject({ activeProjectId: 'p-1' })
  })
})
