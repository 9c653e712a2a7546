// `npm run db:backup` and `npm run db:restore` as an operator runs them: the command in a child process on
// the configured database, a round trip from one installation into a fresh one, on both databases.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPglite, type Database } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { packageRoot, testDatabaseUrl } from '../config/env.ts'
import { createTestApp } from '../test/app.ts'
import { PASSWORD, signUp, tokenHeaders, uniqueEmail } from '../test/auth.ts'
import { migrationsFolder } from '../test/databases.ts'
import { createIsolatedPostgres } from '../test/isolated-postgres.ts'

const root = packageRoot()

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** `npm run SCRIPT -- FILE` as an operator types it; without a file, as one who forgot it. */
function npmRun(
  script: 'db:backup' | 'db:restore',
  file: string | undefined,
  env: Record<string, string>,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...(file === undefined ? [] : ['--', file])], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

/** An installation: how the command is pointed at it, and how a test opens it while no command runs. */
interface Installation {
  env: Record<string, string>
  open(): Promise<Database>
  dispose(): Promise<void>
}

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-db-cli-'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

function pgliteInstallation(name: string): Promise<Installation> {
  const dataDir = path.join(scratch, name)
  // PGlite serves one process at a time: each test opening closes before the command runs.
  return Promise.resolve({
    env: { DATA_DIR: dataDir },
    open: () => openPglite(dataDir),
    dispose: () => Promise.resolve(),
  })
}

async function postgresInstallation(url: string): Promise<Installation> {
  const database = await createIsolatedPostgres(url, { migrate: false })
  return {
    env: { DATABASE_URL: database.url },
    // The command's pool and ours may both be open; closing ours must not drop the database.
    open: () => Promise.resolve({ ...database, close: () => Promise.resolve() }),
    dispose: () => database.close(),
  }
}

const targets: { kind: string; create: (name: string) => Promise<Installation> }[] = [
  { kind: 'pglite', create: pgliteInstallation },
]
const pgUrl = testDatabaseUrl()
if (pgUrl) targets.push({ kind: 'postgres', create: () => postgresInstallation(pgUrl) })

describe.each(targets)('db:backup and db:restore on $kind', ({ kind, create }) => {
  let source: Installation
  let fresh: Installation
  beforeAll(async () => {
    source = await create(`${kind}-source`)
    fresh = await create(`${kind}-fresh`)
  })
  afterAll(async () => {
    await source.dispose()
    await fresh.dispose()
  })

  /** Runs `work` against the installation through the real app, then closes it for the next command. */
  async function withApp<T>(
    installation: Installation,
    work: (app: Awaited<ReturnType<typeof createTestApp>>['app']) => Promise<T>,
  ): Promise<T> {
    const database = await installation.open()
    await migrateDatabase(database, migrationsFolder)
    const testApp = await createTestApp({ database })
    try {
      return await work(testApp.app)
    } finally {
      await testApp.close()
    }
  }

  const email = uniqueEmail('backup')

  /** The projects the backed-up user sees in the fresh installation, signed in there. */
  const projectsInFresh = () =>
    withApp(fresh, async (app) => {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: PASSWORD },
      })
      const user = signIn.json<{ data: Parameters<typeof tokenHeaders>[0] }>().data
      const list = await app.inject({ method: 'GET', url: '/api/projects', headers: tokenHeaders(user) })
      return list.json<{ data: unknown[] }>().data
    })

  it('carries projects, systems and accounts into a fresh installation, where the user signs in', async () => {
    const before = await withApp(source, async (app) => {
      const user = await signUp(app, { fullName: 'Backup Owner', email })
      const project = await app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: tokenHeaders(user),
        payload: { name: 'Harbour offices', comment: 'ääkköset & <tags>' },
      })
      const projectId = project.json<{ data: { id: string } }>().data.id
      await app.inject({
        method: 'POST',
        url: `/api/projects/${projectId}/systems`,
        headers: tokenHeaders(user),
        payload: { name: 'AHU-1', inputSoundPowerLevel: { octaveBand250Hz: 78.5 } },
      })
      const list = await app.inject({
        method: 'GET',
        url: '/api/projects?withSystems=true',
        headers: tokenHeaders(user),
      })
      return list.json<{ data: unknown[] }>().data
    })
    expect(before).toHaveLength(1)

    const file = path.join(scratch, `${kind}.json`)
    const backup = await npmRun('db:backup', file, source.env)
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(/^Backed up \d+ tables \(\d+ rows\) to /)
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveProperty('tables.projects')

    const restore = await npmRun('db:restore', file, fresh.env)
    expect(restore.stderr).toBe('')
    expect(restore.code).toBe(0)
    expect(restore.stdout).toMatch(/^Restored \d+ tables \(\d+ rows\) from /)

    const after = await withApp(fresh, async (app) => {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email, password: PASSWORD },
      })
      expect(signIn.statusCode).toBe(200)
      const user = signIn.json<{ data: Parameters<typeof tokenHeaders>[0] }>().data
      const list = await app.inject({
        method: 'GET',
        url: '/api/projects?withSystems=true',
        headers: tokenHeaders(user),
      })
      return list.json<{ data: unknown[] }>().data
    })
    expect(after).toEqual(before)
  }, 120_000)

  it('refuses a file that is not a backup with one line and exit 1, and changes nothing', async () => {
    const file = path.join(scratch, `${kind}-not-a-backup.json`)
    await writeFile(file, '{"format":"something else"}')
    const restore = await npmRun('db:restore', file, fresh.env)
    expect(restore.code).toBe(1)
    expect(restore.stderr.trim().split('\n')).toHaveLength(1)
    expect(restore.stderr).toMatch(/^db: .*not a VentNoise backup/)
    expect(await projectsInFresh()).toHaveLength(1)
  }, 120_000)

  it('changes nothing when the database refuses a restore half-way, and says why in one line without the rows', async () => {
    // A backup the database refuses only at its users, after every table was emptied: a second account under
    // the first one's address (another letter case), which the unique index on lower(email) refuses.
    const backup = JSON.parse(await readFile(path.join(scratch, `${kind}.json`), 'utf8')) as {
      tables: { users: Record<string, unknown>[] }
    }
    const [owner] = backup.tables.users
    const twin = { ...owner, id: randomUUID(), email: email.toUpperCase() }
    backup.tables.users.push(twin)
    const file = path.join(scratch, `${kind}-refused.json`)
    await writeFile(file, JSON.stringify(backup))
    const restore = await npmRun('db:restore', file, fresh.env)
    expect(restore.code).toBe(1)
    expect(restore.stderr.trim().split('\n')).toHaveLength(1)
    expect(restore.stderr).toMatch(
      /^db: duplicate key value violates unique constraint "users_email_lower_idx"/,
    )
    expect(restore.stderr).not.toContain(email)
    expect(restore.stderr).not.toContain('$argon2id$')
    expect(await projectsInFresh()).toHaveLength(1)
  }, 120_000)

  it('leaves no partial file behind when the backup cannot be written, and exits 1', async () => {
    // A folder where the file should go: the backup is read and written beside it, and the rename fails.
    const file = path.join(scratch, `${kind}-a-folder`)
    await mkdir(file)
    const backup = await npmRun('db:backup', file, source.env)
    expect(backup.code).toBe(1)
    expect(backup.stderr.trim().split('\n')).toHaveLength(1)
    expect(await readdir(scratch)).not.toContain(`${kind}-a-folder.partial`)
  }, 60_000)

  it('names its usage and exits 2 without a file', async () => {
    const run = await npmRun('db:backup', undefined, source.env)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('Usage: npm run db:backup -- FILE')
  }, 60_000)
})
