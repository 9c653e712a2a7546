import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../config/env.ts'
import type { Database } from '../db/client.ts'
import { isolatedDatabaseTargets } from '../test/isolated-postgres.ts'
import { runCatalogueCommand } from './catalogue-command.ts'
import { exportCatalogue } from './catalogue-write.ts'
import { readMeta } from './catalogue.repo.ts'

const EXAMPLE = path.join(
  path.dirname(readConfig({}).migrationsFolder),
  'docs',
  'examples',
  'catalogue-example.json',
)
type Row = Record<string, unknown> & {
  soundAttenuation?: Record<string, unknown>
  title?: Record<string, unknown>
}
const exampleRows = (): Row[] => (JSON.parse(readFileSync(EXAMPLE, 'utf8')) as { rows: Row[] }).rows
const at = (rows: Row[], index: number): Row => rows[index] ?? {}
const uuid = '6f1c3a52-1d7e-4a55-9b3b-2f4b1c0d9e21'

/** Each kind of bad row: how the example is spoiled and the row, field and reason the import must name. */
const BAD_ROWS: [string, (rows: Row[]) => void, { row: number | null; field: string; message: RegExp }][] = [
  [
    'an unknown record type',
    (r) => (at(r, 0).record = 'silencer'),
    { row: 1, field: 'record', message: /must be one of/ },
  ],
  ['a missing field', (r) => delete at(r, 4).length, { row: 5, field: 'length', message: /expected number/ }],
  [
    'text for a number',
    (r) => (at(r, 4).nominalSizeDiameter = '250'),
    { row: 5, field: 'nominalSizeDiameter', message: /expected number/ },
  ],
  [
    'a band out of range',
    (r) => ((at(r, 4).soundAttenuation ?? {}).octaveBand63Hz = 300),
    { row: 5, field: 'soundAttenuation.octaveBand63Hz', message: /250/ },
  ],
  [
    'a missing band',
    (r) => delete (at(r, 5).soundAttenuation ?? {}).octaveBand8000Hz,
    { row: 6, field: 'soundAttenuation.octaveBand8000Hz', message: /expected number/ },
  ],
  [
    'an unknown field',
    (r) => (at(r, 4).colour = 'red'),
    { row: 5, field: 'colour', message: /is not a field of roundSilencer/ },
  ],
  [
    'an unknown language',
    (r) => ((at(r, 1).title ?? {}).fra = 'Silencieux'),
    { row: 2, field: 'title.fra', message: /is not a field of silencerClass/ },
  ],
  [
    'a missing translation',
    (r) => delete (at(r, 0).title ?? {}).den,
    { row: 1, field: 'title.den', message: /expected string/ },
  ],
  [
    'an unknown data source',
    (r) => (at(r, 6).dataSource = 'estimated'),
    { row: 7, field: 'dataSource', message: /measured|modelled/ },
  ],
  [
    'a repeated name',
    (r) => r.push({ ...at(r, 5) }),
    { row: 12, field: 'name', message: /repeats the name of row 6/ },
  ],
  [
    'a repeated id',
    (r) => ((at(r, 4).id = uuid), (at(r, 5).id = uuid)),
    { row: 6, field: 'id', message: /repeats the id of row 5/ },
  ],
  [
    'a class that does not exist',
    (r) => (at(r, 4).class = 'NRX'),
    { row: 5, field: 'class', message: /names no silencer class/ },
  ],
  [
    'a product in a grouping class',
    (r) => (at(r, 4).class = 'NRF100/NRP100'),
    { row: 5, field: 'class', message: /not a grouping class/ },
  ],
  [
    'a parent that is no group',
    (r) => (at(r, 2).parentClass = 'NRF100'),
    { row: 3, field: 'parentClass', message: /grouping class/ },
  ],
  [
    'a size offered twice',
    (r) => (at(r, 5).length = 900),
    { row: 6, field: 'length', message: /repeats class, diameter and length of row 5/ },
  ],
  [
    'a diffuser of no diffuser class',
    (r) => (at(r, 8).class = 'XYZ'),
    { row: 9, field: 'class', message: /names no diffuserClass/ },
  ],
  [
    'an unknown element',
    (r) => (at(r, 10).element = { kind: 'elbow' }),
    { row: 11, field: 'element.kind', message: /discriminator/ },
  ],
  [
    'an editable attribute the element lacks',
    (r) => (at(r, 10).editableAttributes = ['widthMm']),
    { row: 11, field: 'editableAttributes', message: /widthMm/ },
  ],
  [
    'a row that is no object',
    (r) => r.push(42 as unknown as Row),
    { row: 12, field: '', message: /must be an object/ },
  ],
]

describe.each(isolatedDatabaseTargets())('catalogue import and export on $kind', (target) => {
  let database: Database
  const folder = mkdtempSync(path.join(tmpdir(), 'ventnoise-catalogue-'))
  const file = (name: string) => path.join(folder, name)
  const run = async (...args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const code = await runCatalogueCommand(args, database.db, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    })
    return { code, out, err }
  }
  const importRows = (rows: unknown[], name = 'bad.json') => {
    writeFileSync(file(name), JSON.stringify({ format: 'ventnoise-catalogue', formatVersion: 1, rows }))
    return run('import', file(name))
  }

  beforeAll(async () => {
    database = await target.open()
  })
  afterAll(() => database.close())

  it('exports the demo catalogue of a fresh installation and refuses a wrong command', async () => {
    expect((await run('export', file('demo.json'))).code).toBe(0)
    expect((await readMeta(database.db))?.version).toBe(1)
    expect((await run('reimport', file('demo.json'))).code).toBe(2)
    expect((await run('import')).code).toBe(2)
  })

  it('imports the documented example file, raises the version and keeps its measured data', async () => {
    const result = await run('import', EXAMPLE)
    expect(result).toMatchObject({ code: 0, err: [] })
    expect(result.out).toEqual(['Imported 6 classes and 5 products as catalogue version 2.'])
    const { data, meta } = await exportCatalogue(database.db)
    expect(meta).toMatchObject({ version: 2, source: 'import' })
    expect(meta?.description).toMatch(/^Example catalogue/)
    expect(data.roundSilencers.map((s) => [s.name, s.dataSource])).toEqual([
      ['NRF100-250-900', 'measured'],
      ['NRF100-250-1200', 'measured'],
      ['NRP100-250-900', 'measured'],
    ])
    expect(data.silencerClasses.find((c) => c.name === 'NRF100')?.parentClass).toBe('NRF100/NRP100')
  })

  it.each(BAD_ROWS)(
    'refuses %s, naming its row, field and reason, and changes nothing',
    async (_what, spoil, expected) => {
      const before = await exportCatalogue(database.db)
      const rows = exampleRows()
      spoil(rows)
      const result = await importRows(rows)
      expect(result.code).toBe(1)
      expect(result.err.at(-1)).toMatch(/Nothing was changed\.$/)
      const line =
        result.err.find((l) =>
          l.startsWith(`${expected.row === null ? 'file' : `row ${expected.row}`}, field ${expected.field}:`),
        ) ?? result.err.join('\n')
      expect(line).toMatch(expected.message)
      const after = await exportCatalogue(database.db)
      expect(after.meta?.revision).toBe(before.meta?.revision)
      expect(after.data).toEqual(before.data)
    },
  )

  it('reports every problem of a file at once', async () => {
    const rows = exampleRows()
    at(rows, 4).length = -900
    at(rows, 6).class = 'NONE'
    delete at(rows, 9).title
    const result = await importRows(rows)
    expect(result.err.slice(0, -1)).toEqual([
      'row 5, field length: Too small: expected number to be >0',
      'row 7, field class: names no silencer class of the file',
      'row 10, field title: Invalid input: expected object, received undefined',
    ])
  })

  it.each([
    ['text that is not JSON', 'bad.json', 'not json', /^file: not valid JSON/],
    [
      'a file of another format',
      'bad.json',
      '{"format":"other","formatVersion":1,"rows":[]}',
      /^file, field format:/,
    ],
    [
      'a file without rows',
      'bad.json',
      '{"format":"ventnoise-catalogue","formatVersion":1,"rows":[]}',
      /^file, field rows: the file holds no rows/,
    ],
    ['a file of another type', 'catalogue.txt', 'x', /^file: the file name must end in \.json or \.csv/],
  ])('refuses %s', async (_what, name, text, message) => {
    writeFileSync(file(name), text)
    const result = await run('import', file(name))
    expect(result.code).toBe(1)
    expect(result.err[0]).toMatch(message)
  })

  it('refuses a CSV cell that is not a number or not JSON, naming the column', async () => {
    expect((await run('export', file('good.csv'))).code).toBe(0)
    const lines = readFileSync(file('good.csv'), 'utf8').split('\n')
    const header = (lines[0] ?? '').split(',')
    const lengthAt = header.indexOf('length')
    const silencerLine = lines.findIndex((l) => l.startsWith('roundSilencer,'))
    const cells = (lines[silencerLine] ?? '').split(',')
    cells[lengthAt] = 'long'
    lines[silencerLine] = cells.join(',')
    lines.push(
      `abstractProduct,,DUCT-X,,,,,,,,,,,,,,,,,,,,,DUCT-X,DUCT,,,0,0,0,0,0,0,0,0,,modelled,,,,,,,,0,0,0,0,0,0,0,0,{not json},[]`,
    )
    writeFileSync(file('bad.csv'), lines.join('\n'))
    const result = await run('import', file('bad.csv'))
    expect(result.code).toBe(1)
    expect(result.err).toContain(
      `row ${silencerLine}, field length: Invalid input: expected number, received string`,
    )
    expect(result.err.some((l) => /field element: is not valid JSON/.test(l))).toBe(true)
  })

  it.each(['json', 'csv'])('gives the same catalogue back after export and import (%s)', async (kind) => {
    expect((await run('export', file(`first.${kind}`))).code).toBe(0)
    const before = await exportCatalogue(database.db)
    expect((await run('import', file(`first.${kind}`))).code).toBe(0)
    const after = await exportCatalogue(database.db)
    expect(after.data).toEqual(before.data)
    expect(after.meta?.version).toBe((before.meta?.version ?? 0) + 1)
    expect((await run('export', file(`second.${kind}`))).code).toBe(0)
    expect(readFileSync(file(`second.${kind}`), 'utf8')).toBe(readFileSync(file(`first.${kind}`), 'utf8'))
  })

  it('round-trips the whole demo catalogue through CSV', async () => {
    expect((await run('import', file('demo.json'))).code).toBe(0)
    const demo = await exportCatalogue(database.db)
    expect((await run('export', file('demo.csv'))).code).toBe(0)
    expect((await run('import', file('demo.csv'))).code).toBe(0)
    expect((await exportCatalogue(database.db)).data).toEqual(demo.data)
  })
})
