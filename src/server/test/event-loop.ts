// How long work holds the event loop, for the tests of work done in slices (calculations/time-slices.ts).

/**
 * The longest stretch between two turns of the event loop while `work` ran, and the whole time it took, in
 * ms: the smaller of the wall time and the process's CPU time. Wall time alone also counts the time the
 * scheduler of a busy machine stops the whole process, which no code of ours holds the loop for; CPU time
 * alone also counts the garbage collector's threads beside the loop. Quiet, the two agree.
 */
export async function longestStretchMs<T>(
  work: () => Promise<T>,
): Promise<{ result: T; longestMs: number; totalMs: number }> {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage()
    return (user + system) / 1000
  }
  const start = { cpu: cpuMs(), wall: performance.now() }
  let last = start
  let longestMs = 0
  const turn = () => {
    const now = { cpu: cpuMs(), wall: performance.now() }
    longestMs = Math.max(longestMs, Math.min(now.cpu - last.cpu, now.wall - last.wall))
    last = now
  }
  const ticker = setInterval(turn, 1)
  try {
    const result = await work()
    turn()
    return { result, longestMs, totalMs: Math.min(last.cpu - start.cpu, last.wall - start.wall) }
  } finally {
    clearInterval(ticker)
  }
}
