// The build's compressed forms (precompress.ts): beside each text file of 1 kB or more, decoding to the file;
// none for small files, source maps, images, or where compression would not make the file smaller.
import { randomBytes } from 'node:crypto'
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress, type Precompressed } from './precompress.ts'

const TEXT = 'body { color: #123; margin: 0 auto; }\n'.repeat(100)

describe('precompress', () => {
  let dir: string
  let written: Precompressed
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-precompress-'))
    await mkdir(path.join(dir, 'assets'))
    await writeFile(path.join(dir, 'assets', 'style-1.css'), TEXT)
    await writeFile(path.join(dir, 'assets', 'small-2.js'), 'export const a = 1\n')
    await writeFile(path.join(dir, 'assets', 'style-1.css.map'), TEXT)
    await writeFile(path.join(dir, 'assets', 'photo.png'), TEXT)
    // Noise does not compress: its br and gzip forms would be larger than the file.
    await writeFile(path.join(dir, 'assets', 'noise-3.js'), randomBytes(4096))
    written = await precompress(dir)
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('writes br and gzip forms that decode to the file, only where they are worth sending', async () => {
    const files = (await readdir(path.join(dir, 'assets'))).sort()
    expect(files).toEqual([
      'noise-3.js',
      'photo.png',
      'small-2.js',
      'style-1.css',
      'style-1.css.br',
      'style-1.css.gz',
      'style-1.css.map',
    ])
    const css = path.join(dir, 'assets', 'style-1.css')
    expect(brotliDecompressSync(await readFile(`${css}.br`)).toString()).toBe(TEXT)
    expect(gunzipSync(await readFile(`${css}.gz`)).toString()).toBe(TEXT)
  })

  it('counts the files compressed and their bytes in each form', async () => {
    const css = path.join(dir, 'assets', 'style-1.css')
    const noise = (await readFile(path.join(dir, 'assets', 'noise-3.js'))).length
    expect(written.files).toBe(2)
    expect(written.bytes).toBe(Buffer.byteLength(TEXT) + noise)
    expect(written.brBytes).toBe((await readFile(`${css}.br`)).length + noise)
    expect(written.gzipBytes).toBe((await readFile(`${css}.gz`)).length + noise)
  })
})
