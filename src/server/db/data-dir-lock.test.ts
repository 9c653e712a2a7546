// The DATA_DIR lock within one process and against a lock file left by a process that is gone; the same
// against real server processes is in data-dir.test.ts.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { DataDirLockedError, isZombie, LOCK_FILE, lockDataDir, type LockHolder } from './data-dir-lock.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-lock-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** The id of a process that has just ended, so nothing holds it. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'])
  return Number(run.stdout.toString())
}

it('writes its holder, refuses a second taker naming the holder, and frees the directory on release', async () => {
  const lock = lockDataDir(dir)
  const written = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder
  expect(written).toMatchObject({ pid: process.pid, token: lock.holder.token })
  expect(Date.parse(written.startedAt)).toBeGreaterThan(Date.now() - 60_000)

  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  expect(() => lockDataDir(dir)).toThrow(`in use by another process: process ${process.pid}`)

  lock.release()
  expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false)
  const again = lockDataDir(dir)
  again.release()
})

it('takes over a lock whose process is gone', async () => {
  const pid = deadPid()
  const stale = { pid, startedAt: '2020-01-01T00:00:00.000Z', hostname: os.hostname(), token: 'old' }
  await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(stale))
  const lock = lockDataDir(dir)
  expect(lock.holder.pid).toBe(process.pid)
  const written = JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder
  expect(written.token).toBe(lock.holder.token)
  lock.release()
})

it.runIf(process.platform === 'linux')(
  'takes over a lock whose process was killed and not yet reaped (a zombie)',
  async () => {
    // The shell starts a short sleep and becomes a long one that never waits for it: once the short one
    // ends it is a zombie, which answers signal 0 as a running process does.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 10'])
    try {
      const pid = await new Promise<number>((resolve) =>
        parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      )
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(isZombie(pid)).toBe(true)
      const stale = { pid, startedAt: new Date().toISOString(), hostname: os.hostname(), token: 'killed' }
      await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(stale))
      const lock = lockDataDir(dir)
      expect(lock.holder.pid).toBe(process.pid)
      lock.release()
    } finally {
      parent.kill('SIGKILL')
    }
  },
)

it('reads a process state after the last parenthesis of its name, and knows nothing without /proc', () => {
  expect(isZombie(1, () => '4242 (a (b) c) Z 1 4242')).toBe(true)
  expect(isZombie(1, () => '4242 (node) S 1 4242')).toBe(false)
  expect(
    isZombie(1, () => {
      throw new Error('ENOENT')
    }),
  ).toBe(false)
})

it('respects a lock of a live process, and one it cannot read', async () => {
  // The parent of this test process is alive and is not us.
  const live = { pid: process.ppid, startedAt: new Date().toISOString(), hostname: os.hostname(), token: 'x' }
  await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(live))
  expect(() => lockDataDir(dir)).toThrow(`process ${process.ppid}`)
  await writeFile(path.join(dir, LOCK_FILE), '')
  expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
  // Nothing was taken over: the file is as we left it.
  expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe('')
})

it('never removes a lock that another process took after ours was released', async () => {
  const lock = lockDataDir(dir)
  const other = {
    pid: process.ppid,
    startedAt: new Date().toISOString(),
    hostname: os.hostname(),
    token: 'y',
  }
  await writeFile(path.join(dir, LOCK_FILE), JSON.stringify(other))
  lock.release()
  expect(JSON.parse(await readFile(path.join(dir, LOCK_FILE), 'utf8'))).toEqual(other)
})
