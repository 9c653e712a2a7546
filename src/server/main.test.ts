// The real entry point in a child process: start-up failures and graceful shutdown.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startServerProcess as startServer, waitFor } from './test/process.ts'

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-main-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

describe('server start-up', () => {
  it('stops with one clear line when DATABASE_URL is wrong', async () => {
    const port = await freePort()
    const { done } = startServer({
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${await freePort()}/none`,
      PORT: String(port),
    })
    const run = await done
    expect(run.code).toBe(1)
    const lines = run.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('npm warn'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^VentNoise could not start: Cannot connect to DATABASE_URL postgres:\/\/nobody:\*\*\*@/,
    )
    expect(run.stderr).not.toContain('secret')
  })

  it('stops with one clear line when DATA_DIR cannot be written', async () => {
    const file = path.join(scratch, 'a-file')
    await writeFile(file, 'not a folder')
    const { done } = startServer({ DATA_DIR: path.join(file, 'data'), PORT: String(await freePort()) })
    const run = await done
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toMatch(
      /^VentNoise could not start: DATA_DIR .*a-file\/data is not writable \(.+\)$/,
    )
  })

  it('serves, then shuts down cleanly on SIGTERM and reopens the same data', async () => {
    const dataDir = path.join(scratch, 'data')
    for (let round = 0; round < 2; round++) {
      const port = await freePort()
      const server = startServer({ DATA_DIR: dataDir, PORT: String(port) })
      await waitFor(() => server.output().includes('VentNoise is ready'), 30_000)
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      expect(await res.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } })
      server.child.kill('SIGTERM')
      const run = await server.done
      expect(run.code).toBe(0)
      expect(run.stdout).toContain('stopped cleanly')
    }
  }, 90_000)
})
