// Serves the built single-page app at /app and its fallback for every client route of both documents.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { apiNotFound } from './errors.ts'

/** Client routes that the single-page app renders (src/web/paths.ts). */
const CLIENT_ROUTE = /^\/(app(\/.*)?|authorize\/.+|modelling(\/.*)?|product-export\/.+|printing\/.+)$/

export function isClientRoute(pathname: string): boolean {
  return CLIENT_ROUTE.test(pathname)
}

export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const built = existsSync(path.join(webRoot, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/app/',
      wildcard: true,
      index: false,
      // @fastify/static serves dotfiles by default: a `.env` or `.git` under the web root would be readable.
      // Ignored, they are files that are not there (the client route's page, like any unknown path).
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Hashed assets never change; the HTML entry is always revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
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
