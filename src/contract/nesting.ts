// How deep a JSON value nests, for the bounds on bodies and on the one free-form field a system stores.

/** Whether `value` nests objects or arrays deeper than `limit` levels. Iterative: no stack of its own. */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next
    if (node === null || typeof node !== 'object') continue
    if (depth >= limit) return true
    for (const child of Object.values(node)) pending.push([child, depth + 1])
  }
  return false
}
