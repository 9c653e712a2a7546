// The catalogue command line (docs/catalogue.md): opens the configured database, migrates it and runs
// import or export. With the embedded database the server must be stopped: the DATA_DIR lock refuses a second process.
import { readConfig } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { keepNewFilesPrivate } from '../db/data-dir-modes.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { runCatalogueCommand } from '../catalogue/catalogue-command.ts'

async function main(): Promise<number> {
  keepNewFilesPrivate()
  const config = readConfig()
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database, config.migrationsFolder)
    return await runCatalogueCommand(process.argv.slice(2), database.db, {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    })
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`catalogue: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
