// File modes on disk, for the tests of a private DATA_DIR.
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

const mode = async (p: string) => (await stat(p)).mode & 0o777

/** Every folder and file under `dir` with its mode, symbolic links left out. */
export async function modesUnder(dir: string): Promise<{ path: string; dir: boolean; mode: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const found = [{ path: dir, dir: true, mode: await mode(dir) }]
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue
    const full = path.join(entry.parentPath, entry.name)
    found.push({ path: full, dir: entry.isDirectory(), mode: await mode(full) })
  }
  return found
}
