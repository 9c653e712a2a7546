// The waits the server asked for (429 with Retry-After), shared by every call of this tab: the API client
// sleeps through one before sending the refused request again, and the notice stack counts it down for
// the user (docs/product-rules.md, "Refusals and limits").

type Listener = () => void
const listeners = new Set<Listener>()
/** When each wait under way ends (ms since the epoch); the latest one is what the user is shown. */
const waits = new Set<{ until: number }>()
let latest: number | null = null

function publish(): void {
  let next: number | null = null
  for (const wait of waits) next = Math.max(next ?? 0, wait.until)
  if (next === latest) return
  latest = next
  for (const listener of listeners) listener()
}

/** The end of the longest wait under way, null when none is. */
export const waitingUntil = (): number | null => latest

export function subscribeWaits(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const abortError = (): Error => Object.assign(new Error('The wait was aborted'), { name: 'AbortError' })

/** Sleeps `seconds`, visible to the user meanwhile; rejects with an AbortError when `signal` aborts. */
export function waitOut(seconds: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError())
  const wait = { until: Date.now() + seconds * 1000 }
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
