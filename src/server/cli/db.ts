// `npm run db:backup -- FILE` and `npm run db:restore -- FILE` on the configured database (DATA_DIR or
// DATABASE_URL). With the embedded database the server must be stopped: the DATA_DIR lock refuses a second process.
import { readFile, writeFile, rename } from 'node:fs/promises'
import { readConfig } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { keepNewFilesPrivate } from '../db/data-dir-modes.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { createBackup, parseBackup, restoreBackup } from '../backup/backup.ts'

const USAGE = 'Usage: npm run db:backup -- FILE | npm run db:restore -- FILE'

async function main(): Promise<number> {
  const [command, file] = process.argv.slice(2)
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write(`${USAGE}\n`)
    return 2
  }
  keepNewFilesPrivate()
  const config = readConfig()
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database, config.migrationsFolder)
    if (command === 'backup') {
      const backup = await createBackup(database.db)
      // Written beside and renamed, so a crash never leaves half a backup under the final name.
      await writeFile(`${file}.partial`, JSON.stringify(backup))
      await rename(`${file}.partial`, file)
      const rows = Object.values(backup.tables).reduce((n, t) => n + t.length, 0)
      process.stdout.write(
        `Backed up ${Object.keys(backup.tables).length} tables (${rows} rows) to ${file}.\n`,
      )
    } else {
      const result = await restoreBackup(database.db, parseBackup(await readFile(file, 'utf8')))
      process.stdout.write(`Restored ${result.tables} tables (${result.rows} rows) from ${file}.\n`)
    }
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`db: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
