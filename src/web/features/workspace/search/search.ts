// Search of the project and system lists and of the Rooms tab (docs/product-rules.md, "Searching projects and
// systems").
import { useEffect, useState } from 'react'

/** Typing pauses this long before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 400
/** Projects search at 3 or more characters, systems at more than 2: the same rule. */
export const SEARCH_MIN_LENGTH = 3
/** The Rooms tab searches from the first character: a shorter text is a room number's start (matchesRoomSearch). */
export const ROOM_SEARCH_MIN_LENGTH = 1

/**
 * The search text in force: applied 400 ms after typing stops when it has at least `minLength` characters (3,
 * the projects' and systems' rule); empty text clears it at once; a shorter text leaves the previous search in
 * force.
 */
export function useAppliedSearch(text: string, minLength = SEARCH_MIN_LENGTH): string {
  const [applied, setApplied] = useState('')
  useEffect(() => {
    const query = text.trim()
    if (query !== '' && query.length < minLength) return undefined
    // Emptying the box clears the search at once.
    const timer = setTimeout(() => setApplied(query), query === '' ? 0 : SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, minLength])
  return applied
}

/** Name or number contains the query (any case); also the name and number read together. */
export function matchesSearch(item: { name: string; number: string }, query: string): boolean {
  if (query === '') return true
  const q = query.toLocaleLowerCase()
  const name = item.name.toLocaleLowerCase()
  const number = item.number.toLocaleLowerCase()
  return (
    name.includes(q) ||
    number.includes(q) ||
    `${name}${number}`.includes(q) ||
    `${name} ${number}`.includes(q)
  )
}

/**
 * A room: a text shorter than SEARCH_MIN_LENGTH finds the rooms whose number starts with it (any case), since
 * room numbers are often one or two characters ("12", "B1") that a substring of names would match everywhere;
 * from SEARCH_MIN_LENGTH characters, the projects' rule (matchesSearch).
 */
export function matchesRoomSearch(room: { name: string; number: string }, query: string): boolean {
  if (query === '' || query.length >= SEARCH_MIN_LENGTH) return matchesSearch(room, query)
  return room.number.trim().toLocaleLowerCase().startsWith(query.toLocaleLowerCase())
}
