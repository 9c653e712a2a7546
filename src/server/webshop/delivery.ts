// Delivers recorded exports to WEBSHOP_WEBHOOK_URL, signed, with an Idempotency-Key, retrying with backoff.
// The exports table is the queue: a restart resumes whatever is still pending, and a claim moves the next
// attempt forward first so two instances never post the same export at the same moment.
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { signatureHeader } from './signature.ts'
import * as repo from './webshop.repo.ts'

export interface DeliveryOptions {
  db: Db
  secret: string | undefined
  webhookUrl: string | undefined
  log?: FastifyBaseLogger
  /** First retry delay; doubles per attempt up to maxDelayMs. */
  baseDelayMs?: number
  maxDelayMs?: number
  /** How often pending deliveries are looked for besides the kick after each new export. */
  pollMs?: number
  /** How long one attempt may take, and how long a claim keeps others away. */
  attemptTimeoutMs?: number
}

export interface DeliveryWorker {
  start(): void
  /** Look for due deliveries now (after an export is recorded). */
  kick(): void
  /** Stops the timers and waits for the attempt in flight. */
  stop(): Promise<void>
}

export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1))
}

export function createDeliveryWorker(opts: DeliveryOptions): DeliveryWorker {
  const baseDelayMs = opts.baseDelayMs ?? 1000
  const maxDelayMs = opts.maxDelayMs ?? 5 * 60_000
  const pollMs = opts.pollMs ?? 1000
  const attemptTimeoutMs = opts.attemptTimeoutMs ?? 10_000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = true

  const schedule = (ms: number) => {
    if (stopped) return
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      run()
    }, ms)
    timer.unref()
  }

  const run = () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = drain()
      .catch((error: unknown) => opts.log?.error({ err: error }, 'webshop delivery loop failed'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          run()
        } else schedule(pollMs)
      })
  }

  async function drain(): Promise<void> {
    if (!opts.secret || !opts.webhookUrl) return
    for (;;) {
      if (stopped) return
      const claimed = await claimNext()
      if (!claimed) return
      await attempt(claimed, opts.secret, opts.webhookUrl)
    }
  }

  async function claimNext() {
    const due = await repo.nextDueExportId(opts.db)
    return due === undefined ? undefined : repo.claimExport(opts.db, due, attemptTimeoutMs * 2)
  }

  async function attempt(row: repo.ExportRow, secret: string, url: string) {
    const body = JSON.stringify(row.payload)
    let error: string | undefined
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': signatureHeader(secret, body),
          'idempotency-key': row.id,
        },
        body,
        signal: AbortSignal.timeout(attemptTimeoutMs),
        redirect: 'error',
      })
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) error = `HTTP ${res.status}`
    } catch (e) {
      error = e instanceof Error ? e.message : String(e)
    }
    if (error === undefined) {
      await repo.markDelivered(opts.db, row.id)
      opts.log?.info({ exportId: row.id }, 'webshop export delivered')
      return
    }
    const delay = backoffDelay(row.attempts, baseDelayMs, maxDelayMs)
    await repo.scheduleRetry(opts.db, row.id, error, delay)
    opts.log?.warn({ exportId: row.id, attempts: row.attempts, error }, 'webshop delivery failed; will retry')
    schedule(Math.min(delay, pollMs))
  }

  return {
    start() {
      if (!stopped) return
      stopped = false
      run()
    },
    kick() {
      run()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await running
    },
  }
}
