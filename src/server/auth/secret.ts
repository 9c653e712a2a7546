// The key that signs access and id tokens: JWT_SECRET, or a random one generated once and kept in DATA_DIR.
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ConfigError } from '../config/env.ts'

export const SECRET_FILE_NAME = 'jwt-secret'

const isCode = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code

async function readSecretFile(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim()
    return text === '' ? undefined : text
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined
    throw error
  }
}

/**
 * Returns JWT_SECRET when set; otherwise the secret in DATA_DIR/jwt-secret, created (mode 0600) on first
 * start. Instances that share a database but not a DATA_DIR must set JWT_SECRET.
 */
export async function resolveJwtSecret(opts: {
  jwtSecret: string | undefined
  dataDir: string
}): Promise<string> {
  if (opts.jwtSecret) return opts.jwtSecret
  const file = path.join(opts.dataDir, SECRET_FILE_NAME)
  try {
    return await readOrCreate(file, opts.dataDir)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new ConfigError(
      `The token signing key cannot be kept in ${file} (${reason}); set JWT_SECRET or fix DATA_DIR`,
    )
  }
}

async function readOrCreate(file: string, dataDir: string): Promise<string> {
  const existing = await readSecretFile(file)
  if (existing) return existing
  await mkdir(dataDir, { recursive: true })
  const generated = randomBytes(48).toString('base64url')
  try {
    // 'wx' fails when another process created the file first; then its secret wins.
    await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' })
    return generated
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error
    const winner = await readSecretFile(file)
    if (!winner) throw new Error(`${file} exists but is empty`)
    return winner
  }
}
