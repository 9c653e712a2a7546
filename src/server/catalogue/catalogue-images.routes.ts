// The catalogue drawings (assets/catalogue/*.svg) at /images/catalogue/<file>.svg. They are read once at
// start and kept in memory: a few kilobytes each, and served with their own ETag.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { notFound } from '../http/app-error.ts'
import { IMAGE_PATH } from './catalogue-records.ts'
import { sendWithEtag } from './cached-list.ts'

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/
/** Drawings change only with a release: a day in caches, then revalidated by ETag. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400'

function loadDrawings(folder: string): Map<string, { body: Buffer; etag: string }> {
  const drawings = new Map<string, { body: Buffer; etag: string }>()
  if (!existsSync(folder)) return drawings
  for (const file of readdirSync(folder).filter((name) => FILE_NAME.test(name))) {
    const body = readFileSync(path.join(folder, file))
    drawings.set(file, { body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` })
  }
  return drawings
}

export function catalogueImageRoutes(app: FastifyInstance, opts: { imagesDir: string }): void {
  const drawings = loadDrawings(opts.imagesDir)
  // A wildcard, so that any file name under the folder (a sub-path too) answers 404 here rather than
  // reaching the web app's not-found handler, which redirects to /app.
  app.get<{ Params: { '*': string } }>(`${IMAGE_PATH}/*`, { schema: { hide: true } }, (request, reply) => {
    const drawing = drawings.get(request.params['*'])
    if (!drawing) throw notFound('No such drawing')
    return sendWithEtag(request, reply, {
      ...drawing,
      type: 'image/svg+xml',
      cacheControl: IMAGE_CACHE_CONTROL,
    })
  })
}
