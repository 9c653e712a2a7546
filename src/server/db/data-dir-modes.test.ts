// The data directory's modes on disk: created private, and an existing loose one made private. A real start
// over a loose directory is in data-dir.test.ts.
import { chmod, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { privateDataDir } from './data-dir-modes.ts'
import { modesUnder } from '../test/modes.ts'

let scratch: string
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-modes-'))
})
afterEach(() => rm(scratch, { recursive: true, force: true }))

const mode = async (p: string) => (await stat(p)).mode & 0o777

it('creates a missing data directory 0700', async () => {
  const dataDir = path.join(scratch, 'new', 'data')
  await privateDataDir(dataDir)
  expect(await mode(dataDir)).toBe(0o700)
})

it('makes an existing loose directory private: folders 0700, files 0600, links not followed', async () => {
  const dataDir = path.join(scratch, 'data')
  await mkdir(path.join(dataDir, 'pglite', 'pg_wal'), { recursive: true })
  await writeFile(path.join(dataDir, 'jwt-secret'), 'x')
  await writeFile(path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 'wal')
  const outside = path.join(scratch, 'outside.txt')
  await writeFile(outside, 'not ours')
  await chmod(outside, 0o644)
  await symlink(outside, path.join(dataDir, 'link'))
  for (const p of [dataDir, path.join(dataDir, 'pglite'), path.join(dataDir, 'pglite', 'pg_wal')])
    await chmod(p, 0o777)
  await chmod(path.join(dataDir, 'jwt-secret'), 0o666)
  await chmod(path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001'), 0o666)

  await privateDataDir(dataDir)

  const modes = await modesUnder(dataDir)
  expect(modes).toHaveLength(5)
  for (const entry of modes) expect(entry, entry.path).toMatchObject({ mode: entry.dir ? 0o700 : 0o600 })
  expect(await mode(outside)).toBe(0o644)
})
