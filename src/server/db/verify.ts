// Start-up's last word on the database: migrate it, then check that this server can do its work on it. A
// failure is one line naming the database and what is wrong, instead of the first user's 500.
import { DatabaseStartError, redactUrl, type Database } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { checkTablesReadable, databaseReason } from './readiness.ts'

/** The database as the operator configured it, for messages: DATA_DIR's folder or the redacted URL. */
export const databaseName = (config: { databaseUrl: string | undefined; dataDir: string }): string =>
  config.databaseUrl ? `at DATABASE_URL ${redactUrl(config.databaseUrl)}` : `in DATA_DIR ${config.dataDir}`

export async function migrateAndVerify(
  database: Database,
  migrationsFolder: string,
  name: string,
): Promise<void> {
  try {
    await migrateDatabase(database, migrationsFolder)
  } catch (error) {
    throw new DatabaseStartError(`The database ${name} could not be migrated: ${databaseReason(error)}`)
  }
  try {
    await checkTablesReadable(database.db)
  } catch (error) {
    throw new DatabaseStartError(
      `The database ${name} is not usable: ${databaseReason(error)}. This server must be able to read and ` +
        'write its tables; restore it from a backup (npm run db:restore) if they were changed',
    )
  }
}
