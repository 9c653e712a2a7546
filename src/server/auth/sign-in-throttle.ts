// Failed sign-ins slow down their own client, never lock the account. Failures are counted per account and
// client address together (in the database, so every instance shares them): past `free` failures in the
// window, each further attempt of that pair waits baseMs, then twice as long, up to maxMs. The owner
// signing in from another address is never slowed by someone guessing from elsewhere; a guesser gets
// slower and slower (and the per-address limit bounds how many accounts one address may try).
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { deleteCount, incrementCount, readCount } from '../rate-limits/rate-limits.repo.ts'
import { storedKey } from '../rate-limits/store.ts'

const WINDOW_MS = 15 * 60_000

export interface SignInThrottleOptions {
  /** Failures of a pair in the window answered without delay; 0 turns the throttle off. */
  free: number
  baseMs: number
  maxMs: number
}

/** The wait before the next attempt of a pair that has failed `failures` times in the window. */
export function delayAfter(failures: number, o: SignInThrottleOptions): number {
  if (o.free <= 0 || failures < o.free) return 0
  return Math.min(o.maxMs, o.baseMs * 2 ** Math.min(failures - o.free, 30))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export class SignInThrottle {
  constructor(
    private readonly db: Db,
    private readonly options: SignInThrottleOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  private key(email: string, address: string): string {
    return storedKey('sign-in failures', `${email.trim().toLowerCase()}\n${address}`)
  }

  /**
   * Runs one sign-in attempt of `email` from `address`: waits as the pair's failures ask, then counts a
   * failure (any thrown error) or forgets them (a success). A store that cannot count lets the attempt
   * through at once (availability over limiting, as the rate limits do), and says so in the log.
   */
  async attempt<T>(email: string, address: string, signIn: () => Promise<T>): Promise<T> {
    if (this.options.free <= 0) return signIn()
    const key = this.key(email, address)
    const failures = await readCount(this.db, key).catch((error: unknown) => {
      this.log.error({ err: error }, 'sign-in throttle could not read; the attempt goes through at once')
      return 0
    })
    const wait = delayAfter(failures, this.options)
    if (wait > 0) await sleep(wait)
    try {
      const result = await signIn()
      if (failures > 0)
        await deleteCount(this.db, key).catch((error: unknown) => {
          this.log.warn({ err: error }, 'sign-in throttle could not forget the failures of a success')
        })
      return result
    } catch (error) {
      await incrementCount(this.db, key, WINDOW_MS).catch((countError: unknown) => {
        this.log.error({ err: countError }, 'sign-in throttle could not count a failure')
      })
      throw error
    }
  }
}
