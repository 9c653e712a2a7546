// Serves the built single-page app at /app, its files in the compressed form the client takes, and its fallback
// for every client route of both documents.
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { apiNotFound } from './errors.ts'

/** Client routes that the single-page app renders (src/web/paths.ts). */
const CLIENT_ROUTE = /^\/(app(\/.*)?|authorize\/.+|modelling(\/.*)?|product-export\/.+|printing\/.+)$/

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE.test(pathname)
}

const COMPRESSED_FORM = /\.(?:br|gz)$/

/**
 * The files of the built app that have a compressed form beside them (`x.js.br`, `x.js.gz`, written by the
 * build: scripts/precompress.ts), by their own path.
 */
function filesWithCompressedForms(webRoot: string): Set<string> {
  const files = readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
  return new Set(
    files.filter((file) => COMPRESSED_FORM.test(file)).map((file) => path.join(webRoot, file.slice(0, -3))),
  )
}

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const built = existsSync(path.join(webRoot, 'index.html'))
  if (built) {
    const compressible = filesWithCompressedForms(webRoot)
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/app/',
      wildcard: true,
      index: false,
      // @fastify/static serves dotfiles by default: a `.env` or `.git` under the web root would be readable.
      // Ignored, they are files that are not there (the client route's page, like any unknown path).
      dotfiles: 'ignore',
      cacheControl: false,
      // `x.js.br` or `x.js.gz` in place of `x.js` when the client accepts it, as the file's own type; its own
      // ETag (size and time of the file sent), so a 304 answers for the form the client holds.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the HTML entry is always revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        // Which form a client gets depends on its Accept-Encoding, whichever it got (RFC 9110 §12.5.5).
        if (compressible.has(filePath.replace(COMPRESSED_FORM, ''))) res.setHeader('Vary', 'Accept-Encoding')
      },
    })
  }

  app.get('/', (_req, reply) => reply.redirect('/app'))

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send(apiNotFound(request.method, request.url))
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send(apiNotFound(request.method, request.url))
    }
    if (!isClientRoute(pathname)) return reply.redirect('/app')
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).')
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webRoot)
  })
}
