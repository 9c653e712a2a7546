// One process per DATA_DIR, and a private one, with the real entry points in child processes: a second
// server and the command-line tools are refused while a server runs, a SIGKILLed server's lock does not
// block the restart, modes are checked on disk, and a damaged database says so in one line.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chmod, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCK_FILE, type LockHolder } from './db/data-dir-lock.ts'
import { packageRoot } from './config/env.ts'
import { modesUnder } from './test/modes.ts'
import { freePort, startServerProcess, waitFor, type ServerProcess } from './test/process.ts'

let scratch: string
let dataDir: string
let first: (ServerProcess & { origin: string }) | undefined
const running: ServerProcess[] = []

/** Like startReadyServer, with room for a loaded machine, and every server killed at the end whatever fails. */
async function startReady(env: Record<string, string>): Promise<ServerProcess & { origin: string }> {
  const port = await freePort()
  const server = startServerProcess({ ...env, PORT: String(port) })
  running.push(server)
  await Promise.race([
    waitFor(() => server.output().includes('VentNoise is ready'), 300_000),
    server.done.then((run) => {
      throw new Error(`server exited early: ${run.stderr}`)
    }),
  ])
  return { ...server, origin: `http://127.0.0.1:${port}` }
}
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-data-dir-'))
  dataDir = path.join(scratch, 'data')
})
afterAll(async () => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGTERM')
  await Promise.all(running.map((server) => server.done))
  await rm(scratch, { recursive: true, force: true })
})

/** An npm script as an operator runs it, on this DATA_DIR. */
function npmRun(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: packageRoot(),
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

const holder = async (): Promise<LockHolder> =>
  JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as LockHolder

async function expectPrivate(dir: string): Promise<void> {
  const modes = await modesUnder(dir)
  expect(modes.length).toBeGreaterThan(100)
  const loose = modes.filter((m) => m.mode !== (m.dir ? 0o700 : 0o600))
  expect(loose).toEqual([])
}

async function signUp(origin: string, email: string): Promise<number> {
  const res = await fetch(`${origin}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Lock Test', email, password: 'a long enough password' }),
  })
  return res.status
}

describe('one server per DATA_DIR', () => {
  it('creates DATA_DIR 0700 with every file in it 0600', async () => {
    first = await startReady({ DATA_DIR: dataDir })
    await expectPrivate(dataDir)
  }, 330_000)

  it('refuses a second server on the same DATA_DIR in one line naming the holder; the first keeps working', async () => {
    const second = startServerProcess({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    const run = await second.done
    expect(run.code).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    const { pid } = await holder()
    expect(lines[0]).toMatch(
      new RegExp(`^VentNoise could not start: DATA_DIR .+ is in use by another process: process ${pid} `),
    )
    if (!first) throw new Error('no first server')
    expect(await signUp(first.origin, 'after-refusal@example.com')).toBe(201)
    const health = await fetch(`${first.origin}/api/health`)
    expect(health.status).toBe(200)
  }, 330_000)

  it.each([
    ['db:backup', ['db:backup', '--', 'backup.json'], 'db: '],
    ['catalogue export', ['catalogue', '--', 'export', 'catalogue.json'], 'catalogue: '],
  ])(
    'refuses %s against the running server in one line',
    async (_name, args, prefix) => {
      const files = args.map((a) => (a.endsWith('.json') ? path.join(scratch, a) : a))
      const run = await npmRun(files)
      expect(run.code).toBe(1)
      const lines = run.stderr.trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        new RegExp(`^${prefix}DATA_DIR .+ is in use by another process: process ${(await holder()).pid} `),
      )
      expect(existsSync(files.at(-1) ?? '')).toBe(false)
    },
    120_000,
  )

  it('restarts over the lock of a SIGKILLed server, and makes a loosened DATA_DIR private again', async () => {
    if (!first) throw new Error('no first server')
    const killed = await holder()
    // The lock names the server process itself.
    expect(killed.pid).toBe(first.child.pid)
    first.child.kill('SIGKILL')
    await first.done
    first = undefined
    expect(isAlive(killed.pid)).toBe(false)
    expect((await holder()).pid).toBe(killed.pid)
    // An operator's copy or an older version left the modes loose.
    await chmod(dataDir, 0o755)
    await chmod(path.join(dataDir, 'pglite'), 0o755)
    for (const name of await readdir(path.join(dataDir, 'pglite', 'pg_wal')))
      await chmod(path.join(dataDir, 'pglite', 'pg_wal', name), 0o755).catch(() => undefined)
    await writeFile(path.join(dataDir, 'notes.txt'), 'left by the operator', { mode: 0o666 })
    await chmod(path.join(dataDir, 'notes.txt'), 0o666)

    const restarted = await startReady({ DATA_DIR: dataDir })
    try {
      expect((await holder()).pid).not.toBe(killed.pid)
      await expectPrivate(dataDir)
      expect(await signUp(restarted.origin, 'after-restart@example.com')).toBe(201)
      expect(await signUp(restarted.origin, 'after-refusal@example.com')).toBe(409)
    } finally {
      restarted.child.kill('SIGTERM')
      expect((await restarted.done).code).toBe(0)
    }
    // A clean stop frees the directory and leaves it private.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
    await expectPrivate(dataDir)
  }, 420_000)

  it('stops with one line naming the folder and what to do when the database files are damaged', async () => {
    const wal = path.join(dataDir, 'pglite', 'pg_wal')
    for (const name of await readdir(wal)) if (/^[0-9A-F]{24}$/.test(name)) await rm(path.join(wal, name))
    const run = await startServerProcess({ DATA_DIR: dataDir, PORT: String(await freePort()) }).done
    expect(run.code).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(
        `^VentNoise could not start: The embedded database in ${path.join(dataDir, 'pglite')} could not be opened \\(Aborted\\(\\)\\): its files are damaged or incomplete .*npm run db:restore$`,
      ),
    )
    // The refused start left no lock behind.
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
  }, 330_000)
})

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
