// A second server of the built app with settings of its own (for tests that need short token lifetimes).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { expect } from '@playwright/test'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

export interface ExtraServer {
  origin: string
  stop(): Promise<void>
}

/**
 * Runs `npm run catalogue -- ARGS` (src/server/cli/catalogue.ts) on the PGlite folder `dataDir`, as an
 * operator would between two starts of the server (PGlite serves one process at a time). Answers its output.
 */
export function catalogueCommand(dataDir: string, args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/catalogue.ts', ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  })
}

/**
 * Starts the built server on a fresh PGlite folder, or on `dataDir` (kept when the server stops, for a
 * test that stops and starts the server on the same data). Its first start migrates and seeds the demo catalogue,
 * which takes seconds on a quiet machine and far longer beside two busy browsers on two cores: callers
 * give their beforeAll hook room for the default wait.
 */
export async function startServer(
  env: Record<string, string>,
  { startTimeoutMs = 120_000, dataDir: kept }: { startTimeoutMs?: number; dataDir?: string } = {},
): Promise<ExtraServer> {
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), 'ventnoise-e2e-extra-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: origin,
      // As in serve.mjs: no 429 and no slowed sign-ins in the browser tests.
      AUTH_RATE_LIMIT_PER_ADDRESS: '0',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  // The end of its error output, to say why when it does not come up.
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000)
  })
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    if (!kept) rmSync(dataDir, { recursive: true, force: true })
  }
  const health = async (): Promise<'up' | 'down' | 'exited'> => {
    if (child.exitCode !== null) return 'exited'
    try {
      return (await fetch(`${origin}/api/health`)).ok ? 'up' : 'down'
    } catch {
      return 'down' // not listening yet
    }
  }
  const last = { state: 'down' as Awaited<ReturnType<typeof health>> }
  await expect
    .poll(async () => (last.state = await health()), { timeout: startTimeoutMs, intervals: [100] })
    .not.toBe('down')
    .catch(() => undefined)
  if (last.state === 'up') return { origin, stop }
  const exitCode = child.exitCode
  await stop()
  throw new Error(
    `the extra server did not start within ${startTimeoutMs} ms (exit code ${exitCode}): ${errors}`,
  )
}
