// Builds the real app on a real test database for inject-driven tests.
import type { FastifyInstance } from 'fastify'
import { buildApp, type BuildAppOptions } from '../app.ts'
import { readConfig, type Config } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { createTestPglite } from './databases.ts'

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...readConfig({ DATA_DIR: '/tmp/ventnoise-test-unused', LOG_LEVEL: 'silent' }),
    validateResponses: true,
    // A fixed key keeps the generated-secret file out of tests that do not test it.
    jwtSecret: 'test-only-jwt-secret-0123456789abcdef',
    ...overrides,
  }
}

/**
 * The real app on the test configuration, not yet ready: for kits that need more than createTestApp gives,
 * such as the webshop's short delivery timing or a port to listen on.
 */
export function buildTestApp(opts: {
  database: Database
  config?: Partial<Config>
  webshopDelivery?: BuildAppOptions['webshopDelivery']
}): Promise<FastifyInstance> {
  return buildApp({
    database: opts.database,
    config: testConfig(opts.config),
    webshopDelivery: opts.webshopDelivery,
  })
}

export async function createTestApp(
  opts: { database?: Database; config?: Partial<Config> } = {},
): Promise<{ app: FastifyInstance; database: Database; close(): Promise<void> }> {
  const database = opts.database ?? (await createTestPglite())
  const app = await buildTestApp({ database, config: opts.config })
  await app.ready()
  return {
    app,
    database,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
