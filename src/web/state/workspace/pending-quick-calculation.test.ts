import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { storeTokens } from '../auth/session.ts'
import { idTokenOf } from '../../test-other-tab.ts'
import { me, other } from './test-fixtures.ts'
import type { QuickCalculationDraft } from './workspace-store.ts'
import {
  PENDING_QUICK_CALCULATION_KEY,
  discardPendingQuickCalculation,
  keepPendingQuickCalculation,
  readPendingQuickCalculation,
  usePendingQuickCalculation,
} from './pending-quick-calculation.ts'

const draft = { project: { name: 'Hall' }, system: { name: 'Supply' } } as unknown as QuickCalculationDraft

describe('the quick calculation kept before sign-in', () => {
  it('is kept under one key of localStorage until discarded', () => {
    keepPendingQuickCalculation(draft, new Date('2026-05-04T10:00:00Z'))
    expect(JSON.parse(window.localStorage.getItem(PENDING_QUICK_CALCULATION_KEY) ?? '')).toEqual({
      keptAt: '2026-05-04T10:00:00.000Z',
      draft,
    })
    expect(readPendingQuickCalculation()).toEqual({ keptAt: '2026-05-04T10:00:00.000Z', draft })
    expect(readPendingQuickCalculation()).toBe(readPendingQuickCalculation())
    discardPendingQuickCalculation()
    expect(readPendingQuickCalculation()).toBeNull()
  })

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(PENDING_QUICK_CALCULATION_KEY, '{not json')
    expect(readPendingQuickCalculation()).toBeNull()
    window.localStorage.setItem(PENDING_QUICK_CALCULATION_KEY, '{"keptAt":1}')
    expect(readPendingQuickCalculation()).toBeNull()
  })

  it('is offered for saving only once signed in', () => {
    const { result } = renderHook(() => usePendingQuickCalculation())
    expect(result.current).toMatchObject({ pending: null, offer: false })
    act(() => keepPendingQuickCalculation(draft))
    expect(result.current.pending?.draft).toEqual(draft)
    expect(result.current.offer).toBe(false)
    act(() => storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' }))
    expect(result.current.offer).toBe(true)
    act(() => result.current.discard())
    expect(result.current).toMatchObject({ pending: null, offer: false })
  })

  it('is offered to the first user who signs in after it was made, and never to another', () => {
    const signInAs = (user: typeof me) =>
      storeTokens({ accessToken: `${user.id}-a`, idToken: idTokenOf(user), refreshToken: `${user.id}-r` })
    const { result } = renderHook(() => usePendingQuickCalculation())
    act(() => keepPendingQuickCalculation(draft))
    act(() => signInAs(me))
    expect(result.current).toMatchObject({ pending: { draft, userId: me.id }, offer: true })
    act(() => signInAs(other))
    expect(result.current).toMatchObject({ pending: null, offer: false })
    // Still kept for its user, who is offered it when signing in again.
    expect(readPendingQuickCalculation()).toMatchObject({ draft, userId: me.id })
    act(() => signInAs(me))
    expect(result.current).toMatchObject({ pending: { draft }, offer: true })
  })
})
