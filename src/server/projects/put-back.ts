// Puts rows kept by row_to_json back into their table (recently deleted projects, systems and rooms): every column
// with its exact value and type, the columns added since taking their defaults; and the bounded statements that
// large restores and deletions are cut into.
import { getTableName, sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'
import type { Tx } from '../db/transaction.ts'
import { piecesOf, WRITE_BOUND } from '../db/bounded-statements.ts'

export type Reader = Db | Tx

export const rowsOf = async <T>(db: Reader, query: SQL): Promise<T[]> => {
  // Both drivers answer raw queries with { rows }; drizzle's type for it differs per driver.
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

/** The columns of `table` named in `keys` (a set of JSON object keys), in the table's order. */
export async function columnsNamed(db: Reader, table: PgTable, keys: SQL): Promise<string[]> {
  const columns = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${getTableName(table)}::regclass and a.attnum > 0 and not a.attisdropped
          and a.attname in (${keys})
        order by a.attnum`,
  )
  return columns.map((c) => c.name)
}

export interface PutBackOptions {
  replace?: Record<string, SQL>
  where?: SQL
}

/** insert … select from `source`, whose rows are `r`; `filter` narrows `source` before `options.where`. */
export async function insertFrom(
  db: Reader,
  table: PgTable,
  columns: readonly string[],
  source: SQL,
  filter: SQL | undefined,
  options: PutBackOptions,
): Promise<number> {
  const values = columns.map((c) => options.replace?.[c] ?? sql`r.${sql.identifier(c)}`)
  const conditions = [filter, options.where].filter((c): c is SQL => c !== undefined)
  const inserted = await rowsOf<unknown>(
    db,
    sql`insert into ${table} (${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )})
        select ${sql.join(values, sql`, `)} from ${source}
        ${conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
        on conflict do nothing returning 1`,
  )
  return inserted.length
}

/**
 * Inserts the rows of `rows` (a JSON array of rows as row_to_json wrote them) into `table`, with the columns the
 * rows have: a column added since takes its default. `replace` gives some columns another value (an expression
 * over the row `r`), `where` leaves rows out. Rows whose key is taken are left out too; answers how many went in.
 */
export async function putBack(
  db: Reader,
  table: PgTable,
  rows: SQL,
  options: PutBackOptions = {},
): Promise<number> {
  const columns = await columnsNamed(
    db,
    table,
    sql`select json_object_keys(e) from json_array_elements(${rows}) e`,
  )
  if (columns.length === 0) return 0
  return insertFrom(
    db,
    table,
    columns,
    sql`json_populate_recordset(null::${table}, ${rows}) r`,
    undefined,
    options,
  )
}

/** The first and last key of each write statement's rows, for rows in the order of their keys. */
export function* slicesOf<K>(rows: readonly { id: K; bytes: number }[]): Generator<[K, K]> {
  for (const piece of piecesOf(rows, WRITE_BOUND)) {
    const [first, last] = [piece[0], piece.at(-1)]
    if (first && last) yield [first.id, last.id]
  }
}
