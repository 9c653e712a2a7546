import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clearTokens, storeTokens } from '../auth/session.ts'
import { idTokenOf } from '../../test-other-tab.ts'
import { me, other } from './test-fixtures.ts'
import { projectDraftNamed, type QuickCalculationDraft } from './workspace-store.ts'
import {
  PENDING_QUICK_CALCULATIONS_KEY,
  discardPendingQuickCalculation,
  forgetPendingQuickCalculations,
  keepPendingQuickCalculation,
  readKeptQuickCalculations,
  readPendingQuickCalculation,
  usePendingQuickCalculations,
} from './pending-quick-calculation.ts'
import { KEPT_FOR_OTHERS_DAYS } from './kept-quick-calculations.ts'

const draft = { project: { name: 'Hall' }, system: { name: 'Supply' } } as unknown as QuickCalculationDraft

/** A calculation as the quick calculation form makes it, so that it reads back from storage. */
const calculation = (name: string): QuickCalculationDraft => ({
  project: projectDraftNamed(name),
  system: {
    name: 'Supply',
    number: '',
    comment: '',
    date: null,
    attenuationConstantType: 'T1',
    filterCorrectionType: 'AFilter',
    inputSoundPowerLevel: {
      octaveBand63Hz: 80,
      octaveBand125Hz: 78,
      octaveBand250Hz: 75,
      octaveBand500Hz: 72,
      octaveBand1000Hz: 70,
      octaveBand2000Hz: 68,
      octaveBand4000Hz: 65,
      octaveBand8000Hz: 60,
    },
    noiseGeneratorEstimate: null,
    items: [],
  },
})

const signInAs = (user: typeof me) =>
  storeTokens({ accessToken: `${user.id}-a`, idToken: idTokenOf(user), refreshToken: `${user.id}-r` })

/** What the page reads after a reload: storage only. */
const storedValue = (): unknown =>
  JSON.parse(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY) ?? 'null')

function nth<T>(list: T[], index: number): T {
  const item = list[index]
  if (item === undefined) throw new Error(`No item ${index}`)
  return item
}

const names = (pending: { draft: QuickCalculationDraft }[]) => pending.map((p) => p.draft.project.name)

describe('the quick calculation kept before sign-in', () => {
  it('is kept under one key of localStorage until discarded', () => {
    keepPendingQuickCalculation(draft, new Date('2026-05-04T10:00:00Z'))
    expect(storedValue()).toEqual({ unclaimed: { keptAt: '2026-05-04T10:00:00.000Z', draft }, users: {} })
    expect(readPendingQuickCalculation()).toEqual({ keptAt: '2026-05-04T10:00:00.000Z', draft })
    expect(readKeptQuickCalculations()).toBe(readKeptQuickCalculations())
    discardPendingQuickCalculation({ keptAt: '2026-05-04T10:00:00.000Z', draft })
    expect(readPendingQuickCalculation()).toBeNull()
    // Nothing left: no key at all.
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY)).toBeNull()
  })

  it('ignores what it cannot read', () => {
    window.localStorage.setItem(PENDING_QUICK_CALCULATIONS_KEY, '{not json')
    expect(readPendingQuickCalculation()).toBeNull()
    window.localStorage.setItem(PENDING_QUICK_CALCULATIONS_KEY, '{"unclaimed":{"keptAt":1}}')
    expect(readPendingQuickCalculation()).toBeNull()
    window.localStorage.setItem('pendingQuickCalculation', '{"keptAt":1}')
    expect(readPendingQuickCalculation()).toBeNull()
  })

  it('keeps what still reads of another user when one of theirs does not', () => {
    const kept = { keptAt: '2026-05-04T10:00:00.000Z', draft: calculation('Hall') }
    window.localStorage.setItem(
      PENDING_QUICK_CALCULATIONS_KEY,
      JSON.stringify({ unclaimed: { keptAt: 1 }, users: { [me.id]: [{ keptAt: 2 }, kept] } }),
    )
    expect(readKeptQuickCalculations()).toEqual({ unclaimed: null, users: { [me.id]: [kept] } })
  })

  it('is offered for saving only once signed in', () => {
    const { result } = renderHook(() => usePendingQuickCalculations())
    expect(result.current).toMatchObject({ pending: [], offer: false })
    act(() => keepPendingQuickCalculation(draft))
    expect(names(result.current.pending)).toEqual(['Hall'])
    expect(result.current.offer).toBe(false)
    act(() => storeTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' }))
    expect(result.current.offer).toBe(true)
    act(() => result.current.discard(nth(result.current.pending, 0)))
    expect(result.current).toMatchObject({ pending: [], offer: false })
  })

  it('is offered to the first user who signs in after it was made, and never to another', () => {
    const { result } = renderHook(() => usePendingQuickCalculations())
    act(() => keepPendingQuickCalculation(draft))
    act(() => signInAs(me))
    expect(result.current).toMatchObject({ pending: [{ draft }], offer: true })
    act(() => signInAs(other))
    expect(result.current).toMatchObject({ pending: [], offer: false })
    // Still kept for its user, who is offered it when signing in again.
    expect(readKeptQuickCalculations().users[me.id]).toMatchObject([{ draft }])
    act(() => signInAs(me))
    expect(result.current).toMatchObject({ pending: [{ draft }], offer: true })
  })
})

describe('the quick calculations kept for several people on one browser', () => {
  it("are not replaced by an anonymous visitor's new calculation", () => {
    keepPendingQuickCalculation(calculation('Aino hall'))
    signInAs(me)
    // Aino's session ends without sign-out (it lapses); the next person calculates signed out.
    clearTokens()
    keepPendingQuickCalculation(calculation('Visitor hall'))
    // After a reload as well.
    expect(storedValue()).toMatchObject({
      unclaimed: { draft: { project: { name: 'Visitor hall' } } },
      users: { [me.id]: [{ draft: { project: { name: 'Aino hall' } } }] },
    })
    const { result } = renderHook(() => usePendingQuickCalculations())
    expect(names(result.current.pending)).toEqual(['Visitor hall'])
    // The visitor signs in as Olli: theirs is Olli's, Aino's stays hers.
    act(() => signInAs(other))
    expect(names(result.current.pending)).toEqual(['Visitor hall'])
    act(() => signInAs(me))
    expect(names(result.current.pending)).toEqual(['Aino hall'])
  })

  it("show each user only theirs, and a user's change replaces only their own", () => {
    const { result } = renderHook(() => usePendingQuickCalculations())
    act(() => keepPendingQuickCalculation(calculation('Aino hall')))
    act(() => signInAs(me))
    act(() => clearTokens())
    act(() => keepPendingQuickCalculation(calculation('Olli hall')))
    act(() => signInAs(other))
    act(() =>
      keepPendingQuickCalculation(calculation('Olli hall, changed'), new Date(), calculation('Olli hall')),
    )
    expect(names(result.current.pending)).toEqual(['Olli hall, changed'])
    act(() => signInAs(me))
    expect(names(result.current.pending)).toEqual(['Aino hall'])
    act(() =>
      keepPendingQuickCalculation(calculation('Aino hall, changed'), new Date(), calculation('Aino hall')),
    )
    expect(names(result.current.pending)).toEqual(['Aino hall, changed'])
    act(() => signInAs(other))
    expect(names(result.current.pending)).toEqual(['Olli hall, changed'])
  })

  it('offers both to a user who signs in with one kept already and one made signed out since', () => {
    keepPendingQuickCalculation(calculation('Older'), new Date('2026-05-04T10:00:00Z'))
    signInAs(me)
    clearTokens()
    keepPendingQuickCalculation(calculation('Newer'), new Date('2026-05-05T10:00:00Z'))
    const { result } = renderHook(() => usePendingQuickCalculations())
    act(() => signInAs(me))
    expect(names(result.current.pending)).toEqual(['Newer', 'Older'])
    expect(result.current.offer).toBe(true)
    // The change of the one on screen replaces that one, not the other.
    act(() => keepPendingQuickCalculation(calculation('Newer, changed'), new Date(), calculation('Newer')))
    expect(names(result.current.pending)).toEqual(['Newer, changed', 'Older'])
    act(() => result.current.discard(nth(result.current.pending, 1)))
    expect(names(result.current.pending)).toEqual(['Newer, changed'])
  })

  it(`drops other users' calculations ${KEPT_FOR_OTHERS_DAYS} days after they were kept, never the signed-in user's`, () => {
    const day = 24 * 60 * 60 * 1000
    const start = new Date('2026-05-04T10:00:00Z')
    keepPendingQuickCalculation(calculation('Aino hall'), start)
    signInAs(me)
    clearTokens()
    keepPendingQuickCalculation(calculation('Olli hall'), start)
    signInAs(other)
    keepPendingQuickCalculation(
      calculation('Olli later'),
      new Date(start.getTime() + KEPT_FOR_OTHERS_DAYS * day),
    )
    expect(Object.keys(readKeptQuickCalculations().users).sort()).toEqual([me.id, other.id].sort())
    keepPendingQuickCalculation(
      calculation('Olli much later'),
      new Date(start.getTime() + (KEPT_FOR_OTHERS_DAYS + 1) * day),
    )
    expect(readKeptQuickCalculations().users[me.id]).toBeUndefined()
    expect(names(readKeptQuickCalculations().users[other.id] ?? [])).toEqual([
      'Olli hall',
      'Olli later',
      'Olli much later',
    ])
  })

  it('take in the one slot a tab still running the app before the update writes, when that tab writes it', () => {
    const { result } = renderHook(() => usePendingQuickCalculations())
    const older = { keptAt: '2026-05-04T10:00:00.000Z', draft: calculation('Old tab') }
    act(() => {
      window.localStorage.setItem('pendingQuickCalculation', JSON.stringify(older))
      window.dispatchEvent(new StorageEvent('storage', { key: 'pendingQuickCalculation' }))
    })
    expect(result.current.pending).toEqual([older])
    expect(window.localStorage.getItem('pendingQuickCalculation')).toBeNull()
  })

  it('are all forgotten at sign-out, the unclaimed one with them', () => {
    keepPendingQuickCalculation(calculation('Aino hall'))
    signInAs(me)
    clearTokens()
    keepPendingQuickCalculation(calculation('Visitor hall'))
    window.localStorage.setItem(
      'pendingQuickCalculation',
      JSON.stringify({ keptAt: '2026-05-04T10:00:00.000Z', draft: calculation('Old tab') }),
    )
    forgetPendingQuickCalculations()
    expect(readKeptQuickCalculations()).toEqual({ unclaimed: null, users: {} })
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY)).toBeNull()
    expect(window.localStorage.getItem('pendingQuickCalculation')).toBeNull()
  })
})
