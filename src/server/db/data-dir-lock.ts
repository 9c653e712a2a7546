// One process per data directory. PGlite has no lock of its own: two processes on one DATA_DIR each see
// only their own writes and corrupt the files between them. The lock is a file created with O_EXCL that
// names its holder; a lock whose process is gone (a SIGKILL, a crash) is taken over, so it never blocks a
// restart.
import { randomUUID } from 'node:crypto'
import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

export const LOCK_FILE = 'ventnoise.lock'

/** What the lock file holds: who holds the directory and since when. */
export interface LockHolder {
  pid: number
  startedAt: string
  hostname: string
  /** Tells this acquisition apart from a later one, so a release never removes someone else's lock. */
  token: string
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? `process ${holder.pid} (since ${holder.startedAt})` : 'a process'
    super(
      `DATA_DIR ${dataDir} is in use by another process: ${who} holds ${path.join(dataDir, LOCK_FILE)}; ` +
        'stop it first, or give this one another DATA_DIR',
    )
    this.name = 'DataDirLockedError'
  }
}

export interface DataDirLock {
  readonly file: string
  readonly holder: LockHolder
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>
    if (typeof parsed.pid !== 'number' || typeof parsed.token !== 'string') return undefined
    return {
      pid: parsed.pid,
      token: parsed.token,
      startedAt: String(parsed.startedAt),
      hostname: String(parsed.hostname),
    }
  } catch {
    return undefined
  }
}

/**
 * Whether a process with this id runs. EPERM: it runs under another user. A zombie (killed, not yet reaped
 * by its parent: a server SIGKILLed under a shell or a supervisor that waits late) still answers signal 0,
 * yet holds nothing; on Linux its state in /proc says so, and a restart right after the crash goes ahead.
 */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  return !isZombie(pid)
}

/** The process's state in /proc/<pid>/stat is Z (Linux); elsewhere, or unreadable, it is not known to be. */
export function isZombie(pid: number, stat = () => readFileSync(`/proc/${pid}/stat`, 'utf8')): boolean {
  try {
    // "pid (comm) S …": the name may hold spaces and parentheses, so the state follows the last ')'.
    const text = stat()
    return text
      .slice(text.lastIndexOf(')') + 1)
      .trim()
      .startsWith('Z')
  } catch {
    return false
  }
}

/**
 * A lock left behind: its process is gone, or it carries our own pid (a container restarted with the same
 * pid, which cannot be holding it since we have not taken it yet). An unreadable file, caught between
 * another process's create and write, is treated as held. Process ids mean something on one machine (one
 * pid namespace) only: a DATA_DIR is never shared between machines or containers (docs/operations.md).
 */
function isStale(holder: LockHolder | undefined): holder is LockHolder {
  if (!holder) return false
  return holder.pid === process.pid || !isAlive(holder.pid)
}

function tryCreate(file: string, holder: LockHolder): boolean {
  let fd: number
  try {
    fd = openSync(file, 'wx', 0o600)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

/**
 * Moves a stale lock aside, then checks that what moved is the stale lock we read: another process may
 * have taken it over in between, and its fresh lock is put back.
 */
function removeStale(file: string, stale: LockHolder): void {
  const aside = `${file}.stale-${randomUUID()}`
  try {
    renameSync(file, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (readHolder(aside)?.token === stale.token) unlinkSync(aside)
  else renameSync(aside, file)
}

/** The locks this process holds, by file: a second open in the same process is refused like any other. */
const held = new Map<string, LockHolder>()

/** Takes the directory for this process, or throws DataDirLockedError at once. The directory must exist. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE)
  const ours = held.get(file)
  if (ours) throw new DataDirLockedError(dataDir, ours)
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    hostname: hostname(),
    token: randomUUID(),
  }
  for (let attempt = 0; !tryCreate(file, holder); attempt++) {
    const current = readHolder(file)
    if (attempt >= 2 || !isStale(current)) throw new DataDirLockedError(dataDir, current)
    removeStale(file, current)
  }
  held.set(file, holder)
  let released = false
  const release = () => {
    if (released) return
    released = true
    held.delete(file)
    process.off('exit', release)
    try {
      if (readHolder(file)?.token === holder.token) unlinkSync(file)
    } catch {
      // Gone already, or the directory with it: nothing is held.
    }
  }
  // An exit without close (an uncaught error, process.exit) still frees the directory; a SIGKILL leaves a
  // lock whose process is gone, which the next start takes over.
  process.on('exit', release)
  return { file, holder, release }
}
