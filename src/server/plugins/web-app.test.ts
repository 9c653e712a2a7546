// The built web app's files over a real connection, compressed by the build (scripts/precompress.ts) and sent as
// they are (plugins/web-app.ts): the br or gzip form the client takes, with the file's type, Vary and cache
// rules, a 304 for the form the client holds, and nothing compressed per request.
import { mkdtemp, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompress } from '../../../scripts/precompress.ts'
import { createTestApp } from '../test/app.ts'
import { rawRequest } from '../test/raw-http.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Some 20 kB of script, as a chunk of the build looks: worth compressing. */
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const line${i} = "${i} quiet ducts";`).join('\n')
const HTML = `<!doctype html><html><head><title>VentNoise</title><script type="module" src="/app/assets/main-abc123.js"></script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`

describe('the web app served precompressed', () => {
  let webRoot: string
  let testApp: Awaited<ReturnType<typeof createTestApp>>
  let origin: string
  const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(origin, pathname, { method, headers })

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'ventnoise-web-'))
    await mkdir(path.join(webRoot, 'assets'))
    await writeFile(path.join(webRoot, 'index.html'), HTML)
    await writeFile(path.join(webRoot, 'assets', 'main-abc123.js'), SCRIPT)
    // Under the threshold: no compressed form, and the server must not make one per request.
    await writeFile(path.join(webRoot, 'assets', 'tiny-def456.js'), 'console.log("small")\n'.repeat(20))
    const written = await precompress(webRoot)
    expect(written.files).toBe(2)
    testApp = await createTestApp({ config: { webRoot } })
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await testApp.close()
    await rm(webRoot, { recursive: true, force: true })
  })

  it.each([
    ['br, gzip', 'br', '.br'],
    ['gzip, deflate', 'gzip', '.gz'],
  ])('sends the build’s compressed file to a client that accepts %s', async (accepted, encoding, suffix) => {
    const file = path.join(webRoot, 'assets', 'main-abc123.js')
    const res = await get('/app/assets/main-abc123.js', { 'accept-encoding': accepted })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    // The file written at build time, byte for byte, with its length.
    expect(res.wire.equals(await readFile(file + suffix))).toBe(true)
    expect(Number(res.headers['content-length'])).toBe((await stat(file + suffix)).size)
    expect(res.text).toBe(SCRIPT)
  })

  it('sends the file as it is to a client that accepts no encoding, with the same Vary', async () => {
    const res = await get('/app/assets/main-abc123.js')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.text).toBe(SCRIPT)
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT))
  })

  it('never compresses a file per request, such as one too small to have a compressed form', async () => {
    const res = await get('/app/assets/tiny-def456.js', { 'accept-encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBeUndefined()
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
  })

  it('answers 304 for the compressed form the client holds, and 200 for another', async () => {
    const br = await get('/app/assets/main-abc123.js', { 'accept-encoding': 'br' })
    const gzip = await get('/app/assets/main-abc123.js', { 'accept-encoding': 'gzip' })
    const etag = br.headers.etag ?? ''
    expect(etag).not.toBe('')
    expect(gzip.headers.etag).not.toBe(etag)
    const revalidated = await get('/app/assets/main-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.wire.length).toBe(0)
    expect(revalidated.headers.vary).toBe('Accept-Encoding')
    const other = await get('/app/assets/main-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': etag,
    })
    expect(other.status).toBe(200)
    expect(other.text).toBe(SCRIPT)
  })

  it('answers HEAD with the compressed form’s headers and no body', async () => {
    const res = await get('/app/assets/main-abc123.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.wire.length).toBe(0)
    expect(res.headers['content-encoding']).toBe('br')
    expect(Number(res.headers['content-length'])).toBe(
      (await stat(path.join(webRoot, 'assets', 'main-abc123.js.br'))).size,
    )
  })

  it('sends the page of a client route compressed, still revalidated every time', async () => {
    for (const pathname of ['/app', '/app/projects/1', '/app/index.html']) {
      const res = await get(pathname, { 'accept-encoding': 'br' })
      expect(res.status, pathname).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.headers.vary).toBe('Accept-Encoding')
      expect(res.text).toBe(HTML)
    }
  })
})
