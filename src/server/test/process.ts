// The real server entry point in a child process, for tests of start-up, shutdown and crashes.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { createServer } from 'node:net'
import { packageRoot } from '../config/env.ts'

const root = packageRoot()

export interface ServerRun {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams
  done: Promise<ServerRun>
  output(): string
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  // Node itself with tsx's loader, not the tsx command: that runs the server in a child process of its own,
  // so a SIGKILL sent to it would leave the server running (and holding its DATA_DIR).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      ...env,
    },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
  const done = new Promise<ServerRun>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  )
  return { child, done, output: () => stdout }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export async function waitFor(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Starts the server and resolves once it says it is ready. */
export async function startReadyServer(
  env: Record<string, string>,
): Promise<ServerProcess & { origin: string }> {
  const port = await freePort()
  const server = startServerProcess({ ...env, PORT: String(port) })
  await Promise.race([
    waitFor(() => server.output().includes('VentNoise is ready'), 60_000),
    server.done.then((run) => {
      throw new Error(`server exited early: ${run.stderr}`)
    }),
  ])
  return { ...server, origin: `http://127.0.0.1:${port}` }
}
