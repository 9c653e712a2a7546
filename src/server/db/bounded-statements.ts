// Large work cut into statements of a bounded size. PGlite runs each statement in the server's one thread, so
// one statement over a project of 500 systems of 100 products (tens of megabytes of JSON) held every other
// request for seconds; cut into pieces with a turn of the event loop between them, others are served meanwhile
// (on PGlite those that need no database, whose one session the work holds; on PostgreSQL all of them).

/** What one statement writes at most, as JSON text, and how many rows: some 170 ms of PGlite's work a megabyte. */
export const WRITE_BOUND = { bytes: 128 * 1024, rows: 50 } as const
/** What one statement reads at most: reading costs PGlite less than writing. */
export const READ_BOUND = { bytes: 512 * 1024, rows: 100 } as const

/**
 * The rows in consecutive pieces of at most `bound.rows` rows and about `bound.bytes` bytes (a row larger than
 * that is a piece of its own), in their order.
 */
export function* piecesOf<T extends { bytes: number }>(
  rows: readonly T[],
  bound: { bytes: number; rows: number },
): Generator<T[]> {
  let piece: T[] = []
  let bytes = 0
  for (const row of rows) {
    if (piece.length > 0 && (piece.length >= bound.rows || bytes + row.bytes > bound.bytes)) {
      yield piece
      piece = []
      bytes = 0
    }
    piece.push(row)
    bytes += row.bytes
  }
  if (piece.length > 0) yield piece
}
