// Nobody can lock an account or flood its owner: failed sign-ins slow down their own address only, reset
// mails are capped per account, reset answers take the same time for known and unknown addresses, and the
// user lookup is throttled per user.
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOOKUPS_PER_MINUTE } from '../projects/projects.routes.ts'
import { createTestApp } from '../test/app.ts'
import { testDatabaseTargets } from '../test/databases.ts'
import { PASSWORD, readOutbox, resetTokenOf, signUp, sleep, tokenHeaders, uniqueEmail } from '../test/auth.ts'
import { RESET_MAILS_PER_HOUR } from './password-reset.service.ts'
import { delayAfter } from './sign-in-throttle.ts'

const BALANCER = '10.0.9.1'
const FREE = 18
const DELAY = { baseMs: 1000, maxMs: 2000 }

describe.each(testDatabaseTargets())('no lock-outs on $kind', (target) => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-lockout-'))
    testApp = await createTestApp({
      database: await target.open(),
      config: {
        dataDir,
        trustProxy: BALANCER,
        authRateLimits: { perAddress: 100, perAccount: FREE },
        signInDelay: DELAY,
      },
    })
  })
  afterAll(async () => {
    await testApp.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  const via = (client: string, url: string, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/auth/${url}`,
      payload,
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': client },
    })
  const timed = async (run: () => Promise<{ statusCode: number }>) => {
    const started = performance.now()
    const res = await run()
    return { status: res.statusCode, ms: performance.now() - started }
  }

  it('lets the owner in at once from another address after 20 failures of an attacker', async () => {
    const { user } = await signUp(testApp.app)
    const attacker = '198.51.100.66'
    const failures = []
    for (let i = 0; i < 20; i++)
      failures.push(
        (await via(attacker, 'sign-in', { email: user.email, password: `guess ${i}` })).statusCode,
      )
    expect(failures).toEqual(Array(20).fill(401))
    // The attacker's next attempt waits, even with the right password; the owner's does not.
    const slowed = await timed(() => via(attacker, 'sign-in', { email: user.email, password: 'guess 21' }))
    expect(slowed.status).toBe(401)
    expect(slowed.ms).toBeGreaterThanOrEqual(DELAY.maxMs - 50)
    const owner = await timed(() => via('203.0.113.7', 'sign-in', { email: user.email, password: PASSWORD }))
    expect(owner.status).toBe(200)
    expect(owner.ms).toBeLessThan(slowed.ms / 2)
  }, 60_000)

  it('slows the pair down progressively and forgets its failures after a success', () => {
    const o = { free: 3, baseMs: 100, maxMs: 1000 }
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((f) => delayAfter(f, o))).toEqual([
      0, 0, 0, 100, 200, 400, 800, 1000,
    ])
    expect(delayAfter(100, { ...o, free: 0 })).toBe(0)
  })

  it(`mails at most ${RESET_MAILS_PER_HOUR} reset links per account and hour; the last one mailed still works`, async () => {
    const { user } = await signUp(testApp.app)
    const outbox = path.join(dataDir, 'outbox')
    const before = (await readdir(outbox).catch(() => [])).length
    for (let i = 0; i < 10; i++)
      expect((await via(`198.51.100.${i + 1}`, 'password-reset', { email: user.email })).statusCode).toBe(200)
    await sleep(500)
    const mails = (await readOutbox(outbox, before + RESET_MAILS_PER_HOUR)).slice(before)
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR)
    const token = resetTokenOf(mails.at(-1) ?? '')
    const res = await via('203.0.113.7', 'password-reset/confirm', {
      token,
      password: 'the owner chose anew',
    })
    expect(res.statusCode).toBe(200)
  }, 60_000)

  it('answers a reset request in the same time for a known and an unknown address', async () => {
    const { user } = await signUp(testApp.app)
    const unknown: number[] = []
    const gaps: number[] = []
    // Each request is timed alone: the work after the answer (lookup, link, mail) is over before the next
    // one starts, so what a known address costs later cannot fall on whichever request comes next.
    const ask = async (email: string, i: number) => {
      const { ms } = await timed(() => via(`192.0.2.${i}`, 'password-reset', { email }))
      await testApp.app.passwordResetsSettled()
      return ms
    }
    // Known and unknown are timed in pairs, back to back and in alternating order, and compared within each
    // pair: the machine's speed drifts while other suites run beside this one, and a pair sees one speed.
    for (let i = 0; i < 32; i++) {
      let known: number
      let other: number
      if (i % 2 === 0) {
        known = await ask(user.email, i)
        other = await ask(uniqueEmail('nobody'), i)
      } else {
        other = await ask(uniqueEmail('nobody'), i)
        known = await ask(user.email, i)
      }
      unknown.push(other)
      gaps.push(known - other)
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
    // The answer leaves before the lookup, the link and the mail: neither path touches the database first.
    expect(Math.abs(median(gaps))).toBeLessThan(Math.max(3, median(unknown) * 0.5))
  }, 60_000)

  // The timing above is a proxy; this is the rule itself. With the users table locked, any lookup before the
  // answer would wait for the lock, so the answer comes only if it does not look first.
  it.runIf(target.kind === 'postgres')(
    'answers a reset request before it looks the address up',
    async () => {
      const { user } = await signUp(testApp.app)
      const { raw } = testApp.database
      if (raw.kind !== 'postgres') throw new Error('this test holds a lock on PostgreSQL')
      const holder = await raw.pool.connect()
      try {
        await holder.query('BEGIN')
        await holder.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE')
        const answer = await Promise.race([
          via('192.0.2.200', 'password-reset', { email: user.email }),
          sleep(10_000).then(() => ({ statusCode: 'still waiting for the locked users table' })),
        ])
        expect(answer.statusCode).toBe(200)
      } finally {
        await holder.query('ROLLBACK')
        holder.release()
      }
      await testApp.app.passwordResetsSettled()
    },
    60_000,
  )

  it(`throttles the user lookup to ${LOOKUPS_PER_MINUTE} a minute per user, not per address`, async () => {
    const [guesser, other] = [await signUp(testApp.app), await signUp(testApp.app)]
    const lookup = (who: typeof guesser) =>
      testApp.app.inject({
        method: 'GET',
        url: `/api/users/lookup?email=${encodeURIComponent(uniqueEmail('guess'))}`,
        headers: tokenHeaders(who),
      })
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) expect((await lookup(guesser)).statusCode).toBe(200)
    const refused = await lookup(guesser)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } })
    expect((await lookup(other)).statusCode).toBe(200)
  }, 60_000)
})
