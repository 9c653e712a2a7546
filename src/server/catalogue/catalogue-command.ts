// `npm run catalogue -- import FILE` and `npm run catalogue -- export FILE`: what the command does, apart
// from opening the database, so tests run it as it is.
import path from 'node:path'
import type { Db } from '../db/client.ts'
import { catalogueRecords } from './catalogue-records.ts'
import { readCatalogueFile, writeCatalogueFile } from './catalogue-file.ts'
import type { RowError } from './catalogue-validate.ts'
import { exportCatalogue, importCatalogue } from './catalogue-write.ts'
import { seedCatalogue } from './catalogue.seed.ts'

export const USAGE = `Usage:
  npm run catalogue -- import FILE [--description TEXT]   replace the catalogue with FILE (.json or .csv)
  npm run catalogue -- export FILE                        write the catalogue to FILE (.json or .csv)
`

export interface CommandIo {
  out: (line: string) => void
  err: (line: string) => void
}

/** "row 12, field soundAttenuation.octaveBand63Hz: expected number" — or "file, field rows: …". */
export const describeError = (e: RowError) =>
  `${e.row === null ? 'file' : `row ${e.row}`}${e.field ? `, field ${e.field}` : ''}: ${e.message}`

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}

/** Runs one command; returns the process exit code (0 done, 1 refused file, 2 wrong usage). */
export async function runCatalogueCommand(args: readonly string[], db: Db, io: CommandIo): Promise<number> {
  const [command, file] = args
  if ((command !== 'import' && command !== 'export') || !file || file.startsWith('--')) {
    io.err(USAGE)
    return 2
  }
  if (command === 'export') {
    // The same first start as the server's, so a fresh installation exports its demo catalogue.
    await seedCatalogue(db)
    const { data, meta } = await exportCatalogue(db)
    await writeCatalogueFile(file, data, meta?.description ?? 'VentNoise catalogue')
    io.out(
      `Wrote catalogue version ${meta?.version ?? 0} (${catalogueRecords(data).length} rows) to ${file}.`,
    )
    return 0
  }
  const parsed = await readCatalogueFile(file)
  if (!parsed.ok) {
    for (const error of parsed.errors) io.err(describeError(error))
    io.err(`${parsed.errors.length} problem(s) in ${file}. Nothing was changed.`)
    return 1
  }
  const description =
    option(args, '--description') ?? parsed.description ?? `Imported from ${path.basename(file)}`
  const version = await importCatalogue(db, parsed.data, description)
  const { data } = parsed
  io.out(
    `Imported ${data.silencerClasses.length + data.diffuserClasses.length + data.abstractClasses.length} classes and ` +
      `${data.roundSilencers.length + data.diffusers.length + data.abstractProducts.length} products ` +
      `as catalogue version ${version}.`,
  )
  return 0
}
