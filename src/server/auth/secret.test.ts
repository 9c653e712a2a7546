import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { ConfigError, readConfig } from '../config/env.ts'
import { testConfig } from '../test/app.ts'
import { getWith, signUp } from '../test/auth.ts'
import { createTestPglite } from '../test/databases.ts'
import { SECRET_FILE_NAME, resolveJwtSecret } from './secret.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-secret-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the token signing secret', () => {
  it('is generated once into DATA_DIR/jwt-secret with mode 0600 and kept', async () => {
    const dataDir = path.join(dir, 'fresh', 'data')
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir })
    const file = path.join(dataDir, SECRET_FILE_NAME)
    expect(first.length).toBeGreaterThanOrEqual(64)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    expect((await readFile(file, 'utf8')).trim()).toBe(first)
    expect(await resolveJwtSecret({ jwtSecret: undefined, dataDir })).toBe(first)
  })

  it('agrees between processes that start together', async () => {
    const dataDir = path.join(dir, 'race')
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => resolveJwtSecret({ jwtSecret: undefined, dataDir })),
    )
    expect(new Set(secrets).size).toBe(1)
  })

  it('is JWT_SECRET when set, which needs 32 characters', async () => {
    const secret = 'x'.repeat(32)
    expect(await resolveJwtSecret({ jwtSecret: secret, dataDir: path.join(dir, 'unused') })).toBe(secret)
    expect(readConfig({ JWT_SECRET: secret }).jwtSecret).toBe(secret)
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(ConfigError)
    expect(() => readConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/)
  })

  it('lets a token signed by one app be read by another on the same DATA_DIR after a restart', async () => {
    const dataDir = path.join(dir, 'restart')
    const database = await createTestPglite()
    const config = testConfig({ dataDir, jwtSecret: undefined })
    const first = await buildApp({ database, config })
    await first.ready()
    const tokens = await signUp(first)
    await first.close()
    const second = await buildApp({ database, config })
    await second.ready()
    const res = await getWith(second, '/api/auth/user', { accessToken: tokens.accessToken })
    expect(res.statusCode).toBe(200)
    await second.close()
    await database.close()
  })
})

describe('auth settings', () => {
  it('has the documented defaults and auth limits', () => {
    const c = readConfig({})
    expect(c.accessTokenTtl).toBe(900)
    expect(c.refreshTokenTtl).toBe(2_592_000)
    expect(c.refreshTokenTtlShort).toBe(43_200)
    expect(c.authRateLimits).toEqual({ perAddress: 20, perAccount: 10 })
  })

  it('reads the auth variables and never lets the short lifetime exceed the long one', () => {
    const c = readConfig({
      REFRESH_TOKEN_TTL: '600',
      REFRESH_TOKEN_TTL_SHORT: '3600',
      AUTH_RATE_LIMIT_PER_ADDRESS: '0',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '5',
      MAIL_FROM: 'VentNoise <noise@example.com>',
    })
    expect(c.refreshTokenTtlShort).toBe(600)
    expect(c.authRateLimits).toEqual({ perAddress: 0, perAccount: 5 })
    expect(c.mailFrom).toBe('VentNoise <noise@example.com>')
  })

  it('needs OIDC_CLIENT_ID with OIDC_ISSUER', () => {
    expect(() => readConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/)
  })
})

describe('a DATA_DIR where the key cannot be kept', () => {
  it('stops the server at start with one clear line', async () => {
    const blocked = path.join(dir, 'blocked')
    await writeFile(blocked, 'a file, not a folder')
    await expect(resolveJwtSecret({ jwtSecret: undefined, dataDir: blocked })).rejects.toThrow(
      /^The token signing key cannot be kept in .*jwt-secret .*set JWT_SECRET or fix DATA_DIR$/,
    )
    const database = await createTestPglite()
    const app = await buildApp({ database, config: testConfig({ dataDir: blocked, jwtSecret: undefined }) })
    await expect(app.ready()).rejects.toThrow(/token signing key/)
    await database.close()
  })
})
