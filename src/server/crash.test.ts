// Crash safety: SIGKILL in the middle of a write loop loses no acknowledged write, on either database.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from './env.ts'
import { startReadyServer } from './test/process.ts'

interface Tokens {
  accessToken: string
  idToken: string
  refreshToken: string
}

const targets: { kind: string; env: Record<string, string> }[] = [{ kind: 'pglite', env: {} }]
const pgUrl = testDatabaseUrl()
if (pgUrl) targets.push({ kind: 'postgres', env: { DATABASE_URL: pgUrl } })

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-crash-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

const headers = (t: Tokens) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${t.accessToken}`,
  'x-id-token': t.idToken,
  'x-refresh-token': t.refreshToken,
})

describe.each(targets)('a server killed mid-write on $kind', ({ kind, env }) => {
  it('keeps every acknowledged write and opens cleanly', async () => {
    const dataDir = path.join(scratch, kind)
    const base = { ...env, DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_ADDRESS: '0' }
    const first = await startReadyServer(base)
    const signUp = await fetch(`${first.origin}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Crash Tester',
        email: `crash-${randomUUID()}@example.com`,
        password: 'long enough pw',
      }),
    })
    expect(signUp.status).toBe(201)
    const tokens = ((await signUp.json()) as { data: Tokens }).data

    // Four writers in parallel; the kill lands while requests are in flight.
    const acknowledged: string[] = []
    let stop = false
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${first.origin}/api/projects`, {
            method: 'POST',
            headers: headers(tokens),
            body: JSON.stringify({ name: `w${w}-${i}`, comment: 'x'.repeat(500) }),
          })
          if (res.status === 201) acknowledged.push(((await res.json()) as { data: { id: string } }).data.id)
        } catch {
          return // the server is gone
        }
      }
    }
    const writers = [0, 1, 2, 3].map(writer)
    await new Promise((r) => setTimeout(r, 1500))
    first.child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    const killed = await first.done
    expect(killed.signal).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThan(5)

    const second = await startReadyServer(base)
    try {
      const health = await fetch(`${second.origin}/api/health`)
      expect(health.status).toBe(200)
      const list = await fetch(`${second.origin}/api/projects`, { headers: headers(tokens) })
      expect(list.status).toBe(200)
      const stored = new Set(((await list.json()) as { data: { id: string }[] }).data.map((p) => p.id))
      const lost = acknowledged.filter((id) => !stored.has(id))
      expect(lost).toEqual([])
    } finally {
      second.child.kill('SIGTERM')
      await second.done
    }
  }, 120_000)
})
