import { describe, expect, it, vi } from 'vitest'
import {
  clearProductSelection,
  getWorkspace,
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
      activeProjectId: null,
      activeSystemId: null,
      quickCalculation: null,
      selectedClasses: [],
      insertionPosition: null,
    })
  })
})
