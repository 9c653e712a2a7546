// The only Drizzle user of the catalogue: read the version and the lists, replace everything at once.
import { randomUUID } from 'node:crypto'
import { asc, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import {
  abstractClasses,
  abstractProducts,
  catalogueMeta,
  catalogueVersions,
  diffuserClasses,
  diffusers,
  roundSilencers,
  silencerClasses,
} from '../db/schema/index.ts'
import type { CatalogueRows, StoredCatalogue } from './catalogue-rows.ts'

/** The id of the one metadata row. */
const META_ID = 1
/** Arbitrary but fixed: serialises catalogue replacements of several instances or a CLI on one PostgreSQL. */
const CATALOGUE_LOCK = 73_614_022

export type CatalogueMeta = typeof catalogueMeta.$inferSelect
export type CatalogueVersionRow = typeof catalogueVersions.$inferSelect
type Reader = Db | Tx

export const readMeta = async (db: Reader): Promise<CatalogueMeta | null> =>
  (await db.select().from(catalogueMeta).where(eq(catalogueMeta.id, META_ID)))[0] ?? null

/** One round silencer of the current catalogue, by its id or by its name (the webshop's export names either). */
export const findRoundSilencer = async (
  db: Reader,
  by: { id: string } | { name: string },
): Promise<typeof roundSilencers.$inferSelect | undefined> =>
  (
    await db
      .select()
      .from(roundSilencers)
      .where('id' in by ? eq(roundSilencers.id, by.id) : eq(roundSilencers.name, by.name))
  )[0]

/** A catalogue version as stored, or null when there never was one. */
export const readCatalogueVersion = async (
  db: Reader,
  version: number,
): Promise<CatalogueVersionRow | null> =>
  (await db.select().from(catalogueVersions).where(eq(catalogueVersions.version, version)))[0] ?? null

/** Products by data source, over every product table of a replacement. */
function tallySources(rows: CatalogueRows): { measured: number; modelled: number } {
  const products = [...rows.roundSilencers, ...rows.diffusers, ...rows.abstractProducts]
  const measured = products.filter((p) => p.dataSource === 'measured').length
  return { measured, modelled: products.length - measured }
}

/** What the lists' ETag is made of; one small query per list request. */
export const readStamp = async (db: Reader): Promise<{ version: number; revision: string } | null> =>
  (
    await db
      .select({ version: catalogueMeta.version, revision: catalogueMeta.revision })
      .from(catalogueMeta)
      .where(eq(catalogueMeta.id, META_ID))
  )[0] ?? null

/** The current catalogue version (null when none is stored) as a subquery, for a read that needs it too. */
export const currentCatalogueVersionSql = sql<
  number | null
>`(select ${catalogueMeta.version} from ${catalogueMeta} where ${catalogueMeta.id} = ${META_ID})`

/** Holds the catalogue for the rest of the transaction, so two replacements never interleave. */
export const lockCatalogue = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${CATALOGUE_LOCK})`)
}

const ordered = {
  silencerClasses: (db: Reader) => db.select().from(silencerClasses).orderBy(asc(silencerClasses.sortOrder)),
  roundSilencers: (db: Reader) => db.select().from(roundSilencers).orderBy(asc(roundSilencers.sortOrder)),
  diffuserClasses: (db: Reader) => db.select().from(diffuserClasses).orderBy(asc(diffuserClasses.sortOrder)),
  diffusers: (db: Reader) => db.select().from(diffusers).orderBy(asc(diffusers.sortOrder)),
  abstractClasses: (db: Reader) => db.select().from(abstractClasses).orderBy(asc(abstractClasses.sortOrder)),
  abstractProducts: (db: Reader) =>
    db.select().from(abstractProducts).orderBy(asc(abstractProducts.sortOrder)),
}
export type TableName = keyof typeof ordered

/** One table in catalogue order. */
export const readTable = async <T extends TableName>(db: Reader, table: T): Promise<StoredCatalogue[T]> =>
  (await ordered[table](db)) as unknown as StoredCatalogue[T]

/** Every table and the metadata, read in one snapshot so the parts belong to the same version. */
export const readSnapshot = (db: Db): Promise<{ meta: CatalogueMeta | null; tables: StoredCatalogue }> =>
  db.transaction(
    async (tx) => ({
      meta: await readMeta(tx),
      tables: {
        silencerClasses: await ordered.silencerClasses(tx),
        roundSilencers: await ordered.roundSilencers(tx),
        diffuserClasses: await ordered.diffuserClasses(tx),
        diffusers: await ordered.diffusers(tx),
        abstractClasses: await ordered.abstractClasses(tx),
        abstractProducts: await ordered.abstractProducts(tx),
      },
    }),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )

export const readCatalogue = async (db: Db): Promise<StoredCatalogue> => (await readSnapshot(db)).tables

/** Rows per data source of one product table. */
async function countBySource(
  db: Db,
  table: typeof roundSilencers | typeof diffusers | typeof abstractProducts,
) {
  const rows = await db
    .select({ dataSource: table.dataSource, n: count() })
    .from(table)
    .groupBy(table.dataSource)
  return Object.fromEntries(rows.map((r) => [r.dataSource, r.n])) as Partial<Record<string, number>>
}

export async function countCatalogue(db: Db) {
  const classes = async (table: typeof silencerClasses | typeof diffuserClasses | typeof abstractClasses) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0
  return {
    roundSilencers: await countBySource(db, roundSilencers),
    diffusers: await countBySource(db, diffusers),
    abstractProducts: await countBySource(db, abstractProducts),
    silencerClasses: await classes(silencerClasses),
    diffuserClasses: await classes(diffuserClasses),
    abstractClasses: await classes(abstractClasses),
  }
}

/** Inserts in slices so no statement passes PostgreSQL's 65 535 parameters. */
async function insertAll<T extends Record<string, unknown>>(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: readonly T[],
): Promise<void> {
  const perStatement = Math.max(1, Math.floor(60_000 / Math.max(1, Object.keys(rows[0] ?? {}).length)))
  for (let start = 0; start < rows.length; start += perStatement) {
    await tx.insert(table).values(rows.slice(start, start + perStatement))
  }
}

/**
 * Replaces the whole catalogue inside the caller's transaction (which holds lockCatalogue) and raises the
 * version by one. Returns the new version.
 */
export async function replaceCatalogue(
  tx: Tx,
  rows: CatalogueRows,
  meta: { source: 'demo' | 'import'; description: string; contentHash: string | null },
): Promise<number> {
  await tx.delete(roundSilencers)
  await tx.delete(diffusers)
  await tx.delete(abstractProducts)
  await tx.delete(silencerClasses)
  await tx.delete(diffuserClasses)
  await tx.delete(abstractClasses)
  // Groups first: their members refer to them.
  await insertAll(
    tx,
    silencerClasses,
    rows.silencerClasses.filter((c) => c.parentClassId === null),
  )
  await insertAll(
    tx,
    silencerClasses,
    rows.silencerClasses.filter((c) => c.parentClassId !== null),
  )
  await insertAll(tx, diffuserClasses, rows.diffuserClasses)
  await insertAll(tx, abstractClasses, rows.abstractClasses)
  await insertAll(tx, roundSilencers, rows.roundSilencers)
  await insertAll(tx, diffusers, rows.diffusers)
  await insertAll(tx, abstractProducts, rows.abstractProducts)
  const version = ((await readMeta(tx))?.version ?? 0) + 1
  const values = { ...meta, version, revision: randomUUID(), updatedAt: new Date() }
  await tx
    .insert(catalogueMeta)
    .values({ id: META_ID, ...values })
    .onConflictDoUpdate({ target: catalogueMeta.id, set: values })
  // The history outlives the rows just replaced, so an old system's report can still tell what it used.
  const history = { source: meta.source, description: meta.description, ...tallySources(rows) }
  await tx
    .insert(catalogueVersions)
    .values({ version, ...history, createdAt: values.updatedAt })
    .onConflictDoUpdate({ target: catalogueVersions.version, set: history })
  return version
}
