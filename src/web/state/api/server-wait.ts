// The waits the server asked for (429, or 503 with Retry-After), shared by every call of this tab: the API
// client sleeps through one before sending the refused request again, and the notice stack counts it down for
// the user, naming its cause (docs/product-rules.md, "Refusals and limits").

/** Why the server asked to wait: too many requests (429), or briefly unable to serve (503). */
export type WaitCause = 'rateLimited' | 'unavailable'

export interface ServerWait {
  /** When the wait ends, ms since the epoch. */
  readonly until: number
  readonly cause: WaitCause
}

type Listener = () => void
const listeners = new Set<Listener>()
const waits = new Set<ServerWait>()
/** The wait under way that ends last: the one the user is shown. */
let latest: ServerWait | null = null

function publish(): void {
  let next: ServerWait | null = null
  for (const wait of waits) if (next === null || wait.until > next.until) next = wait
  if (next === latest) return
  latest = next
  for (const listener of listeners) listener()
}

/** The wait under way that ends last, null when none is; the same object until another takes its place. */
export const currentWait = (): ServerWait | null => latest

/** The end of the longest wait under way, null when none is. */
export const waitingUntil = (): number | null => latest?.until ?? null

export function subscribeWaits(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const abortError = (): Error => Object.assign(new Error('The wait was aborted'), { name: 'AbortError' })

/** Sleeps `seconds`, visible to the user meanwhile; rejects with an AbortError when `signal` aborts. */
export function waitOut(seconds: number, cause: WaitCause, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError())
  const wait: ServerWait = { until: Date.now() + seconds * 1000, cause }
  waits.add(wait)
  publish()
  return new Promise<void>((resolve, reject) => {
    const end = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      waits.delete(wait)
      publish()
    }
    const onAbort = () => {
      end()
      reject(abortError())
    }
    const timer = setTimeout(() => {
      end()
      resolve()
    }, seconds * 1000)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
