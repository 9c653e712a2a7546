// `npm run db:backup -- FILE` and `npm run db:restore -- FILE` on the configured database (DATA_DIR or
// DATABASE_URL). With the embedded database the server must be stopped: the DATA_DIR lock refuses a second process.
import { open, readFile, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { readConfig } from '../config/env.ts'
import { openDatabase } from '../db/client.ts'
import { keepNewFilesPrivate } from '../db/data-dir-modes.ts'
import { migrateDatabase } from '../db/migrate.ts'
import { databaseReason } from '../db/readiness.ts'
import { createBackup, parseBackup, restoreBackup } from '../backup/backup.ts'

const USAGE = 'Usage: npm run db:backup -- FILE | npm run db:restore -- FILE'

/**
 * Writes `text` beside `file` and renames it over, so that a crash leaves the old file or the whole new one
 * under the name: synced before the rename (else a power cut may leave the new name on an empty file), the
 * folder synced after it, and the partial file removed when any step fails.
 */
async function writeWhole(file: string, text: string): Promise<void> {
  const partial = `${file}.partial`
  try {
    const handle = await open(partial, 'w')
    try {
      await handle.writeFile(text)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(partial, file)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  const folder = await open(path.dirname(path.resolve(file)), 'r')
  try {
    await folder.sync()
  } finally {
    await folder.close()
  }
}

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
      await writeWhole(file, JSON.stringify(backup))
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
    // The reason alone, one line: a failed statement's message carries its values, which in a restore are
    // the backup's rows (e-mail addresses, password hashes).
    process.stderr.write(`db: ${databaseReason(error)}\n`)
    process.exit(1)
  },
)
