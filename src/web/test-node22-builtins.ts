// MSW 3 and its interceptors ask for Node 22.12, while the app supports Node 20.19 (the engines of
// package.json): these are the Node 22 built-ins they call, installed only where the runtime lacks them.
// Each follows its standard definition; on Node 22 and later this module changes nothing.

function define(owner: object, name: string, value: unknown): void {
  if (name in owner) return
  Object.defineProperty(owner, name, { value, writable: true, configurable: true, enumerable: false })
}

define(Promise, 'withResolvers', function withResolvers<T>(this: PromiseConstructor) {
  let resolve!: (value: T | PromiseLike<T>) => void
  let reject!: (reason?: unknown) => void
  const promise = new this<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
})

/** The part of a set-like object that intersection and difference read. */
interface SetLike {
  has(value: unknown): boolean
}

define(Set.prototype, 'intersection', function intersection(this: Set<unknown>, other: SetLike) {
  return new Set([...this].filter((value) => other.has(value)))
})

define(Set.prototype, 'difference', function difference(this: Set<unknown>, other: SetLike) {
  return new Set([...this].filter((value) => !other.has(value)))
})
