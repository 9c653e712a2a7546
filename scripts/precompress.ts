// The br and gzip forms of the built web app's files, written beside them (`x.js.br`, `x.js.gz`) by every
// `vite build`: the server sends them as they are to a client that takes them (src/server/plugins/web-app.ts),
// compressed once here at the highest levels instead of on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Text the browser loads. Not source maps: only the developer tools fetch them, and they would double the
 * build's compression time.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/

/** Files smaller than this are sent as they are, as the server's answers are (COMPRESSION_THRESHOLD). */
const THRESHOLD = 1024

export interface Precompressed {
  /** Files of `dir` given a compressed form. */
  files: number
  /** Their bytes as they are, as br, and as gzip (each form counted at the size sent: the smaller one). */
  bytes: number
  brBytes: number
  gzipBytes: number
}

/**
 * Writes `file.br` (brotli, quality 11, text mode) and `file.gz` (gzip, level 9) beside every compressible
 * file of `dir` of at least 1 kB, each only where it is smaller than the file itself.
 */
export async function precompress(dir: string): Promise<Precompressed> {
  const names = (await readdir(dir, { recursive: true, encoding: 'utf8' })).filter((name) =>
    COMPRESSIBLE.test(name),
  )
  const sizes = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name)
      const content = await readFile(file)
      if (content.length < THRESHOLD) return undefined
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      if (br.length < content.length) await writeFile(`${file}.br`, br)
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
      return {
        bytes: content.length,
        br: Math.min(br.length, content.length),
        gz: Math.min(gz.length, content.length),
      }
    }),
  )
  const done = sizes.filter((size) => size !== undefined)
  return {
    files: done.length,
    bytes: done.reduce((sum, size) => sum + size.bytes, 0),
    brBytes: done.reduce((sum, size) => sum + size.br, 0),
    gzipBytes: done.reduce((sum, size) => sum + size.gz, 0),
  }
}

/** The Vite plugin: compresses the output folder once the build has written it. */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'ventnoise-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompress(outDir)
    },
  }
}
