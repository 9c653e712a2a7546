/**
 * `list` by `valueOf`, rising (1) or falling (−1), those without a value (null) last either way; stable, so
 * equal values keep the list's order and the order on screen stays that of the numbers shown.
 */
export function sortedNullsLast<T>(
  list: readonly T[],
  valueOf: (item: T) => number | null,
  direction: 1 | -1,
): T[] {
  return list
    .map((item, index) => ({ item, index, value: valueOf(item) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null)
        return Number(a.value === null) - Number(b.value === null) || a.index - b.index
      return direction * (a.value - b.value) || a.index - b.index
    })
    .map(({ item }) => item)
}
