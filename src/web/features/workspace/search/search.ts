// Search of the project and system lists (docs/product-rules.md, "Searching projects and systems").
import { useEffect, useState } from 'react'

/** Typing pauses this long before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 400
/** Projects search at 3 or more characters, systems at more than 2: the same rule. */
export const SEARCH_MIN_LENGTH = 3

/**
 * The search text in force: applied 400 ms after typing stops when it has at least 3 characters; empty text
 * clears it at once; 1 or 2 characters leave the previous search in force.
 */
export function useAppliedSearch(text: string): string {
  const [applied, setApplied] = useState('')
  useEffect(() => {
    const query = text.trim()
    if (query !== '' && query.length < SEARCH_MIN_LENGTH) return undefined
    // Emptying the box clears the search at once.
    const timer = setTimeout(() => setApplied(query), query === '' ? 0 : SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])
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
