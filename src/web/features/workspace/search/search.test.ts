import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  matchesRoomSearch,
  matchesSearch,
  ROOM_SEARCH_MIN_LENGTH,
  SEARCH_DEBOUNCE_MS,
  useAppliedSearch,
} from './search.ts'

const room = (number: string, name = 'Office') => ({ number, name })

describe('the Rooms tab’s search', () => {
  it('finds a room by the start of its number from one or two characters, any case', () => {
    expect(matchesRoomSearch(room('12'), '12')).toBe(true)
    expect(matchesRoomSearch(room('120'), '12')).toBe(true)
    expect(matchesRoomSearch(room('B1'), 'b1')).toBe(true)
    expect(matchesRoomSearch(room('b1.07'), 'B')).toBe(true)
    expect(matchesRoomSearch(room(' 12 '), '12')).toBe(true)
  })

  it('leaves out rooms whose number holds the short text elsewhere, or whose name does', () => {
    expect(matchesRoomSearch(room('A12'), '12')).toBe(false)
    expect(matchesRoomSearch(room('C1', 'Lobby 12'), '12')).toBe(false)
    expect(matchesRoomSearch(room('', 'B1 store'), 'b1')).toBe(false)
  })

  it('keeps the projects’ rule from three characters: a substring of the name and the number', () => {
    expect(matchesRoomSearch(room('A2.14'), '2.1')).toBe(true)
    expect(matchesRoomSearch(room('C1', 'Lobby 12'), 'y 1')).toBe(true)
    expect(matchesRoomSearch(room('C1', 'Lobby 12'), 'by 12c1')).toBe(true)
    expect(matchesRoomSearch(room('A2.14'), 'off')).toBe(matchesSearch(room('A2.14'), 'off'))
    expect(matchesRoomSearch(room('A2.14'), '')).toBe(true)
  })
})

describe('the search text in force', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
  })

  const typed = (text: string, minLength?: number) => {
    const { result } = renderHook(() => useAppliedSearch(text, minLength))
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS)
    })
    return result.current
  }

  it('is the projects’ and systems’ from three characters, two leaving none in force', () => {
    expect(typed(' 12 ')).toBe('')
    expect(typed(' 123 ')).toBe('123')
  })

  it('is the Rooms tab’s from one character, trimmed', () => {
    expect(typed(' 12 ', ROOM_SEARCH_MIN_LENGTH)).toBe('12')
    expect(typed('b', ROOM_SEARCH_MIN_LENGTH)).toBe('b')
  })
})
