// The flows' per-tab state follows this tab's user (docs/product-rules.md, "Drafts belong to their user"): a
// user's work is put away for them when another user's session comes and given back when theirs does, a
// handshake is dropped, and sign-out forgets all of it, the keys of flows not loaded in the page included.
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { clearTokens, storeTokens } from './auth/session.ts'
import { idTokenOf } from '../test-other-tab.ts'
import { me, other } from './workspace/test-fixtures.ts'
import { anotherTabSignsIn } from '../test-other-tab.ts'
import { createUserDraftStore, forgetFlowDrafts } from './user-drafts.ts'
import { storeParameters, useCalculationParameters } from './selection/calculation-parameters.ts'
import { zeroBands } from '#engine/index.ts'

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-a-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-r-${n}`,
  })

let stores = 0
/** A store of its own for each test, as a flow's module makes one. */
const aStore = (kind: 'work' | 'handshake') =>
  createUserDraftStore<string | null>({
    key: `test.draft.${(stores += 1)}`,
    kind,
    schema: z.string(),
    initial: null,
  })

describe('a user’s work in a flow', () => {
  it('made signed out, goes to whoever signs in first', () => {
    const store = aStore('work')
    store.set('signed out')
    signInAs(me)
    expect(store.get()).toBe('signed out')
  })

  it('is put away when another user signs in here, and comes back for its user', () => {
    signInAs(me)
    const store = aStore('work')
    store.set('mine')
    signInAs(other)
    expect(store.get()).toBeNull()
    store.set('theirs')
    signInAs(me, 1)
    expect(store.get()).toBe('mine')
    signInAs(other, 1)
    expect(store.get()).toBe('theirs')
  })

  it('leaves the screen when another tab signs another user in over this one', () => {
    signInAs(me)
    const store = aStore('work')
    store.set('mine')
    anotherTabSignsIn(other)
    expect(store.get()).toBeNull()
  })

  it('stays as it is for the same user’s new tokens and while signed out', () => {
    signInAs(me)
    const store = aStore('work')
    store.set('mine')
    signInAs(me, 1)
    clearTokens()
    expect(store.get()).toBe('mine')
    signInAs(me, 2)
    expect(store.get()).toBe('mine')
  })

  it('of the last user is put away when the page starts over another user’s session', () => {
    signInAs(me)
    const key = `test.draft.${(stores += 1)}`
    const options = { key, kind: 'work' as const, schema: z.string(), initial: null }
    createUserDraftStore<string | null>(options).set('mine')
    // Another tab's sign-in, unheard: the page (a reload, or a flow's module loaded later) learns of it as the
    // store is made.
    window.localStorage.setItem('idToken', idTokenOf(other))
    expect(createUserDraftStore<string | null>(options).get()).toBeNull()
    window.localStorage.setItem('idToken', idTokenOf(me, 5))
    expect(createUserDraftStore<string | null>(options).get()).toBe('mine')
  })
})

describe('a flow’s handshake', () => {
  it('is dropped when another user signs in, and does not come back', () => {
    signInAs(me)
    const store = aStore('handshake')
    store.set('round trip')
    signInAs(other)
    expect(store.get()).toBeNull()
    signInAs(me, 1)
    expect(store.get()).toBeNull()
  })

  it('stays for the same user', () => {
    signInAs(me)
    const store = aStore('handshake')
    store.set('round trip')
    signInAs(me, 1)
    expect(store.get()).toBe('round trip')
  })
})

describe('sign-out', () => {
  it('forgets every user’s work and every handshake in the tab', () => {
    signInAs(me)
    const work = aStore('work')
    const handshake = aStore('handshake')
    work.set('mine')
    handshake.set('round trip')
    signInAs(other)
    work.set('theirs')
    forgetFlowDrafts()
    clearTokens()
    expect([work.get(), handshake.get()]).toEqual([null, null])
    signInAs(me, 1)
    expect(work.get()).toBeNull()
    // Nothing of anyone's is put away either (the workspace is clearWorkspace's).
    expect(Object.keys(window.sessionStorage).filter((key) => /^(keptDrafts|test)\./.test(key))).toEqual([])
  })

  it('forgets the values of flows whose module the page has not loaded', () => {
    signInAs(me)
    aStore('work').set('mine')
    // As a flow's keys stand in storage before its lazy screen is loaded in this page.
    window.sessionStorage.setItem('draftOwner.flow.notLoaded', JSON.stringify({ userId: me.id }))
    window.sessionStorage.setItem('flow.notLoaded', '"mine"')
    window.sessionStorage.setItem('keptDrafts.flow.notLoaded', JSON.stringify({ [other.id]: 'theirs' }))
    window.sessionStorage.setItem('workspace', '{}')
    forgetFlowDrafts()
    expect(Object.keys(window.sessionStorage)).toEqual(['workspace'])
  })
})

describe('the calculation parameters', () => {
  const typed = { airflow: 250, inputSoundPowerLevel: { ...zeroBands(), octaveBand125Hz: 71 } }
  const prefill = { airflow: null, inputSoundPowerLevel: zeroBands() }
  const shown = () => renderHook(() => useCalculationParameters('export', prefill)).result.current[0]

  it('a user typed are not shown to the next user, and come back for them', () => {
    signInAs(me)
    storeParameters('export', typed)
    expect(shown()).toEqual(typed)
    signInAs(other)
    expect(shown()).toEqual(prefill)
    signInAs(me, 1)
    expect(shown()).toEqual(typed)
  })

  it('are forgotten at sign-out', () => {
    signInAs(me)
    storeParameters('modelling', typed)
    signInAs(other)
    forgetFlowDrafts()
    signInAs(me, 1)
    expect(renderHook(() => useCalculationParameters('modelling', prefill)).result.current[0]).toEqual(
      prefill,
    )
  })
})
