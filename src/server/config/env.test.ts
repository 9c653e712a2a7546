import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, readConfig } from './env.ts'

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const c = readConfig({})
    expect(c.port).toBe(3000)
    expect(c.dataDir).toBe(path.resolve('./data'))
    expect(c.databaseUrl).toBeUndefined()
    expect(c.accessTokenTtl).toBe(900)
    expect(c.refreshTokenTtl).toBe(30 * 24 * 3600)
    expect(c.oidc).toBeUndefined()
    expect(c.logLevel).toBe('info')
    expect(c.databaseTimeouts).toEqual({ statement: 15, lock: 5, idleInTransaction: 60, answer: 20 })
    expect(c.quotas).toEqual({ projectsPerUser: 5000, systemsPerProject: 500, roomsPerProject: 1000 })
    expect(c.writesPerMinute).toBe(1500)
  })

  it('reads the quotas, which stay within what a project file holds', () => {
    const c = readConfig({
      PROJECTS_PER_USER: '20000',
      SYSTEMS_PER_PROJECT: '100',
      ROOMS_PER_PROJECT: '200',
      WRITES_PER_MINUTE: '0',
    })
    expect(c.quotas).toEqual({ projectsPerUser: 20000, systemsPerProject: 100, roomsPerProject: 200 })
    expect(c.writesPerMinute).toBe(0)
    expect(() => readConfig({ SYSTEMS_PER_PROJECT: '501' })).toThrow(/SYSTEMS_PER_PROJECT/)
    expect(() => readConfig({ ROOMS_PER_PROJECT: '1001' })).toThrow(/ROOMS_PER_PROJECT/)
    expect(() => readConfig({ PROJECTS_PER_USER: '0' })).toThrow(/PROJECTS_PER_USER/)
  })

  it('reads every variable', () => {
    const c = readConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/ventnoise',
      DATABASE_URL: 'postgres://u@db/vn',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'vn',
      ACCESS_TOKEN_TTL: '60',
      WEBSHOP_RETURN_ORIGINS: 'https://shop.example.com, https://b2b.example.com',
      LOG_LEVEL: 'warn',
      DATABASE_STATEMENT_TIMEOUT: '30',
      DATABASE_LOCK_TIMEOUT: '0',
    })
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/ventnoise',
      databaseUrl: 'postgres://u@db/vn',
      oidc: { issuer: 'https://id.example.com', clientId: 'vn' },
      accessTokenTtl: 60,
      logLevel: 'warn',
      databaseTimeouts: { statement: 30, lock: 0 },
    })
    expect(c.webshop.returnOrigins).toEqual(['https://shop.example.com', 'https://b2b.example.com'])
  })

  it('treats empty values as unset', () => {
    expect(readConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined()
  })

  it('names the variable that is wrong', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError)
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => readConfig({ DATABASE_LOCK_TIMEOUT: '-1' })).toThrow(/DATABASE_LOCK_TIMEOUT/)
  })

  it('waits for each answer of the database 5 s past its own timeouts by default, never for less than they allow', () => {
    expect(readConfig({ DATABASE_LOCK_TIMEOUT: '30' }).databaseTimeouts.answer).toBe(35)
    expect(readConfig({ DATABASE_ANSWER_TIMEOUT: '60' }).databaseTimeouts.answer).toBe(60)
    // 0 as for the database's timeouts: no bound, whether set so or following a statement timeout of 0.
    expect(readConfig({ DATABASE_ANSWER_TIMEOUT: '0' }).databaseTimeouts.answer).toBe(0)
    expect(readConfig({ DATABASE_STATEMENT_TIMEOUT: '0' }).databaseTimeouts.answer).toBe(0)
    expect(
      readConfig({ DATABASE_STATEMENT_TIMEOUT: '0', DATABASE_ANSWER_TIMEOUT: '30' }).databaseTimeouts.answer,
    ).toBe(30)
    expect(() => readConfig({ DATABASE_ANSWER_TIMEOUT: '15' })).toThrow(
      'Invalid environment variable DATABASE_ANSWER_TIMEOUT: 15 s must be longer than ' +
        'DATABASE_STATEMENT_TIMEOUT and DATABASE_LOCK_TIMEOUT (15 s), or 0',
    )
    expect(() =>
      readConfig({
        DATABASE_ANSWER_TIMEOUT: '10',
        DATABASE_STATEMENT_TIMEOUT: '5',
        DATABASE_LOCK_TIMEOUT: '12',
      }),
    ).toThrow(ConfigError)
    expect(() => readConfig({ DATABASE_ANSWER_TIMEOUT: '-1' })).toThrow(/DATABASE_ANSWER_TIMEOUT/)
  })

  it('reads TRUST_PROXY as off, any, a hop count or addresses, and refuses anything else', () => {
    expect(readConfig({}).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).trustProxy).toBe(
      '10.0.0.1,10.1.0.0/16,::1',
    )
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError)
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/)
  })

  it('compresses answers unless COMPRESSION is false, and refuses anything else', () => {
    expect(readConfig({}).compressAnswers).toBe(true)
    expect(readConfig({ COMPRESSION: 'true' }).compressAnswers).toBe(true)
    expect(readConfig({ COMPRESSION: 'false' }).compressAnswers).toBe(false)
    expect(() => readConfig({ COMPRESSION: 'off' })).toThrow(/COMPRESSION/)
  })
})
