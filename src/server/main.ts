// Boots the server: read the environment, open and migrate the database, listen, shut down gracefully.
import pino from 'pino'
import { buildApp } from './app.ts'
import { ConfigError, readConfig } from './config/env.ts'
import { DatabaseStartError, openDatabase, type Database } from './db/client.ts'
import { keepNewFilesPrivate, privateDataDir } from './db/data-dir-modes.ts'
import { logConnectionLoss } from './db/connection-log.ts'
import { databaseName, migrateAndVerify } from './db/verify.ts'
import { seedCatalogue } from './catalogue/catalogue.seed.ts'
import { loggerOptions } from './logger.ts'
import { version } from './version.ts'

async function main(): Promise<void> {
  keepNewFilesPrivate()
  const config = readConfig()
  const logger = pino(loggerOptions(config.logLevel))
  let database: Database | undefined
  try {
    database = await openDatabase(config, {
      timeouts: config.databaseTimeouts,
      onConnectionLoss: logConnectionLoss(logger),
    })
    await migrateAndVerify(database, config.migrationsFolder, databaseName(config))
    // The demo catalogue on first start; a no-op when it is current or a catalogue was imported.
    const seeded = await seedCatalogue(database.db)
    logger.info(seeded, 'catalogue ready')
    // PGlite gives its files its own modes (0666) whatever the umask: tighten what this start created.
    if (database.kind === 'pglite') await privateDataDir(config.dataDir)
  } catch (error) {
    await database?.close().catch(() => undefined)
    throw error
  }
  const app = await buildApp({ database, config, logger, version })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    // In-flight requests finish before close resolves; the database closes last.
    const forced = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    forced.unref()
    app
      .close()
      .then(() => database.close())
      .then(() => {
        logger.info('stopped cleanly')
        process.exit(0)
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'error while shutting down')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  logger.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'VentNoise is ready',
  )
}

main().catch((error: unknown) => {
  // One clear line for the operator; the stack only when the cause is not one we know.
  const known = error instanceof ConfigError || error instanceof DatabaseStartError
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`VentNoise could not start: ${message}\n`)
  if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`)
  process.exit(1)
})
