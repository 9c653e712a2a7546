// Long work in short slices, one slice per turn of the event loop, so that no request holds the loop for
// more than about SLICE_MS: a bulk calculation of 10,000 products costs over a second of CPU, and run in
// one piece it stalled every other request (health from 5 ms to 2.4 s under 66 requests). All sliced work
// shares one queue, round robin: however many bulk requests run at once, between two slices the loop
// serves its I/O, so other requests wait for at most one slice, not one slice of each running request.

/** One slice's budget. The check falls between steps, so a slice ends within one step of it. */
export const SLICE_MS = 15

/** Does some work until `deadline` (performance.now()); answers true once the whole job is done. */
export type SliceStep = (deadline: number) => boolean

interface Job {
  step: SliceStep
  resolve: () => void
  reject: (error: unknown) => void
}

const queue: Job[] = []
let scheduled = false

function turn(): void {
  scheduled = false
  const job = queue.shift()
  if (!job) return
  try {
    if (job.step(performance.now() + SLICE_MS)) job.resolve()
    else queue.push(job)
  } catch (error) {
    job.reject(error)
  }
  schedule()
}

function schedule(): void {
  if (scheduled || queue.length === 0) return
  scheduled = true
  // setImmediate runs after the poll phase: pending I/O (other requests) is served between two slices.
  setImmediate(turn)
}

/** Runs `step` slice by slice until it answers true. */
export function runInSlices(step: SliceStep): Promise<void> {
  return new Promise((resolve, reject) => {
    queue.push({ step, resolve, reject })
    schedule()
  })
}

/** A turn of the event loop for other requests (their I/O), between two pieces of long work. */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
