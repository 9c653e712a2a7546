// Seeds the demo catalogue on start: idempotent (the same demo data leaves everything as it is, version
// included), regenerated when the models change, and never over an imported catalogue.
import { createHash } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import { toRows } from './catalogue-rows.ts'
import { lockCatalogue, readMeta, replaceCatalogue } from './catalogue.repo.ts'
import { DEMO_DESCRIPTION, demoCatalogue } from './demo/demo-catalogue.ts'

export interface SeedOutcome {
  action: 'created' | 'updated' | 'unchanged' | 'kept-import'
  version: number
}

export async function seedCatalogue(db: Db): Promise<SeedOutcome> {
  const demo = demoCatalogue()
  const contentHash = createHash('sha256').update(JSON.stringify({ DEMO_DESCRIPTION, demo })).digest('hex')
  return inTransaction(db, async (tx) => {
    // NOTE: the lock makes instances that start together on one PostgreSQL seed one after the other.
    await lockCatalogue(tx)
    const meta = await readMeta(tx)
    if (meta?.source === 'import') return { action: 'kept-import', version: meta.version }
    if (meta?.contentHash === contentHash) return { action: 'unchanged', version: meta.version }
    const version = await replaceCatalogue(tx, toRows(demo), {
      source: 'demo',
      description: DEMO_DESCRIPTION,
      contentHash,
    })
    return { action: meta ? 'updated' : 'created', version }
  })
}
