// The data directory holds password hashes (in PGlite's WAL and tables), the generated JWT secret and the
// mail outbox: only the server's own user may read or write any of it.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * New files and folders of this process for its owner only (the server and the command-line tools call it
 * first). PGlite sets its own files' modes (0666) whatever the umask, so the directory's 0700 is what keeps
 * them private; privateDataDir below tightens them too at every start.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077)
}

/** Tightens one folder and everything in it: folders 0700, files 0600. Symbolic links are not followed. */
async function tighten(target: string): Promise<void> {
  const stats = await lstat(target).catch((error: NodeJS.ErrnoException) => {
    // Removed while we walk (PGlite recycles WAL segments as it runs): nothing left to protect.
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (!stats || stats.isSymbolicLink()) return
  if (stats.isDirectory()) {
    if ((stats.mode & 0o777) !== PRIVATE_DIR_MODE) await chmod(target, PRIVATE_DIR_MODE)
    const entries = await readdir(target)
    for (const entry of entries) await tighten(path.join(target, entry))
    return
  }
  if (stats.isFile() && (stats.mode & 0o777) !== PRIVATE_FILE_MODE) await chmod(target, PRIVATE_FILE_MODE)
}

/** Makes a folder and everything in it private, as at start; run again when PGlite has made new files. */
export const tightenModes = (target: string): Promise<void> => tighten(target)

/** Creates the data directory 0700 if it is missing, and makes an existing one and its contents private. */
export async function privateDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE })
  await tighten(dataDir)
}
