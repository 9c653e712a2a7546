// Replacing the catalogue (seed and import) and reading it whole (export). Each replacement is one
// transaction under the catalogue lock and raises the version; saved systems keep their own copies.
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import type { CatalogueData } from './catalogue-records.ts'
import { toRecords, toRows } from './catalogue-rows.ts'
import { lockCatalogue, readSnapshot, replaceCatalogue, type CatalogueMeta } from './catalogue.repo.ts'

/** Replaces the catalogue with checked data from a file; returns the new version. */
export function importCatalogue(db: Db, data: CatalogueData, description: string): Promise<number> {
  const rows = toRows(data)
  return inTransaction(db, async (tx) => {
    await lockCatalogue(tx)
    return replaceCatalogue(tx, rows, { source: 'import', description, contentHash: null })
  })
}

/** The stored catalogue as records, with its metadata (null before the first seed). */
export async function exportCatalogue(db: Db): Promise<{ data: CatalogueData; meta: CatalogueMeta | null }> {
  const { tables, meta } = await readSnapshot(db)
  return { data: toRecords(tables), meta }
}
