// The answers' compression over a real connection (plugins/compression.ts): a large answer comes back as br or
// gzip when the client asks, and the same after decoding; as it is when the client does not ask; small answers
// and the answers that carry the tokens never compressed; 304, HEAD, the Idempotency-Key replay and error
// envelopes as they were; and nothing compressed with COMPRESSION=false.
import type { AddressInfo } from 'node:net'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { seedCatalogue } from '../catalogue/catalogue.seed.ts'
import { createTestApp } from '../test/app.ts'
import { PASSWORD, signUp, tokenHeaders, uniqueEmail } from '../test/auth.ts'
import { rawRequest, type RawAnswer } from '../test/raw-http.ts'
import { COMPRESSION_THRESHOLD } from './compression.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

async function listening(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 })
  return `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`
}

/** A project of about 1.2 kB as a designer fills it in. */
const projectBody = (name: string) => ({
  name,
  number: 'P-1',
  address: 'Harbour street 1',
  comment: 'Supply and extract of the second floor; the meeting rooms need NR 30. '.repeat(12),
})

const flatBands = (v: number) =>
  Object.fromEntries([63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => [`octaveBand${hz}Hz`, v]))

/** A bulk calculation of `count` round silencers; `length` 0 makes each product invalid (a 422 detail). */
const bulkBody = (count: number, length = 900) => ({
  inputSoundPowerLevel: flatBands(80),
  inputAirflow: 150,
  products: Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    class: 'NRF100',
    diameter: 250,
    length,
  })),
})

/** Content-Length, when sent, is the length of the bytes sent: the compressed ones. */
function expectHonestLength(res: RawAnswer) {
  if (res.headers['content-length'] !== undefined)
    expect(Number(res.headers['content-length'])).toBe(res.wire.length)
}

describe('compression of answers over HTTP', () => {
  let testApp: TestApp
  let origin: string
  let author: SignedIn
  const asAuthor = (headers: Record<string, string> = {}) => ({ ...tokenHeaders(author), ...headers })

  beforeAll(async () => {
    testApp = await createTestApp()
    await seedCatalogue(testApp.database.db)
    origin = await listening(testApp)
    author = await signUp(testApp.app, { fullName: 'Pia Packer' })
    for (let i = 0; i < 60; i++) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: '/api/projects',
        headers: tokenHeaders(author),
        payload: projectBody(`Project ${i}`),
      })
      expect(res.statusCode).toBe(201)
    }
  })
  afterAll(() => testApp.close())

  it('answers a large project list as br or gzip when asked, the same list after decoding', async () => {
    const plain = await rawRequest(origin, '/api/projects?withSystems=true', { headers: asAuthor() })
    expect(plain.status).toBe(200)
    expect(plain.wire.length).toBeGreaterThan(60_000)
    for (const [accepted, chosen] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      const res = await rawRequest(origin, '/api/projects?withSystems=true', {
        headers: asAuthor({ 'accept-encoding': accepted }),
      })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding'], accepted).toBe(chosen)
      expect(res.headers.vary).toContain('accept-encoding')
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.wire.length).toBeLessThan(plain.wire.length / 5)
      expectHonestLength(res)
      expect(res.text).toBe(plain.text)
    }
  })

  it('answers as it is when the client does not ask, or asks for no encoding it knows', async () => {
    const accepted: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'compress' },
    ]
    for (const headers of accepted) {
      const res = await rawRequest(origin, '/api/projects', { headers: asAuthor(headers) })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(Number(res.headers['content-length'])).toBe(res.wire.length)
      expect(JSON.parse(res.text)).toMatchObject({ success: true })
    }
  })

  it('never compresses an answer under the threshold', async () => {
    const res = await rawRequest(origin, '/api/auth/user', { headers: asAuthor({ 'accept-encoding': 'br' }) })
    expect(res.status).toBe(200)
    expect(res.wire.length).toBeLessThan(COMPRESSION_THRESHOLD)
    expect(res.headers['content-encoding']).toBeUndefined()
  })

  it('never compresses the answers that carry the tokens (BREACH), however large', async () => {
    const email = uniqueEmail('breach')
    const fullName = 'Tokens Kept Plain '.repeat(4)
    const signUpAnswer = await rawRequest(origin, '/api/auth/sign-up', {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip' },
      body: { fullName, email, password: PASSWORD },
    })
    const signInAnswer = await rawRequest(origin, '/api/auth/sign-in', {
      method: 'POST',
      headers: { 'accept-encoding': 'br, gzip' },
      body: { email, password: PASSWORD },
    })
    for (const res of [signUpAnswer, signInAnswer]) {
      expect(res.status).toBeLessThan(300)
      expect(res.text).toContain('refreshToken')
      // Large enough that it would be compressed if its route allowed it.
      expect(res.wire.length).toBeGreaterThan(COMPRESSION_THRESHOLD)
      expect(res.headers['content-encoding']).toBeUndefined()
    }
  })

  // Fastify's HEAD handler drops the body before the compression sees it: a HEAD describes the answer as it
  // is, with that length, whatever the client accepts; never a Content-Encoding with the wrong length.
  it('answers HEAD with the headers of the plain GET and no body, whatever the client accepts', async () => {
    const plain = await rawRequest(origin, '/api/projects', { headers: asAuthor() })
    const head = await rawRequest(origin, '/api/projects', {
      method: 'HEAD',
      headers: asAuthor({ 'accept-encoding': 'br' }),
    })
    expect(head.status).toBe(200)
    expect(head.wire.length).toBe(0)
    expect(head.headers['content-encoding']).toBeUndefined()
    expect(head.headers['content-type']).toBe(plain.headers['content-type'])
    expect(Number(head.headers['content-length'])).toBe(plain.wire.length)
  })

  it('answers a catalogue list compressed with one weak ETag for every encoding, and 304 on it', async () => {
    const plain = await rawRequest(origin, '/api/silencers')
    const br = await rawRequest(origin, '/api/silencers', { headers: { 'accept-encoding': 'br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.text).toBe(plain.text)
    expect(br.headers.etag).toMatch(/^W\//)
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(br.headers.vary).toBe('accept-encoding')
    const etag = br.headers.etag ?? ''
    const revalidated = await rawRequest(origin, '/api/silencers', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.wire.length).toBe(0)
    expect(revalidated.headers['content-encoding']).toBeUndefined()
    expect(revalidated.headers.etag).toBe(etag)
    expect(revalidated.headers.vary).toBe('accept-encoding')
  })

  it('replays an idempotent create the same, compressed as the first answer was', async () => {
    const key = `"${randomUUID()}"`
    const send = () =>
      rawRequest(origin, '/api/projects', {
        method: 'POST',
        headers: asAuthor({ 'accept-encoding': 'gzip', 'idempotency-key': key }),
        body: projectBody('Sent twice'),
      })
    const first = await send()
    const again = await send()
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(again.headers['content-encoding']).toBe('gzip')
    expect(again.text).toBe(first.text)
  })

  it('compresses the streamed bulk answer and a large error envelope, both the same after decoding', async () => {
    for (const body of [bulkBody(500), bulkBody(60, 0)]) {
      const plain = await rawRequest(origin, '/api/calculations/sound-power/bulk', {
        method: 'POST',
        body,
      })
      const br = await rawRequest(origin, '/api/calculations/sound-power/bulk', {
        method: 'POST',
        headers: { 'accept-encoding': 'br' },
        body,
      })
      expect(br.status).toBe(plain.status)
      expect(br.headers['content-encoding']).toBe('br')
      expectHonestLength(br)
      expect(br.text).toBe(plain.text)
    }
    const refused = await rawRequest(origin, '/api/calculations/sound-power/bulk', {
      method: 'POST',
      headers: { 'accept-encoding': 'br' },
      body: bulkBody(60, 0),
    })
    expect(refused.status).toBe(422)
    expect(JSON.parse(refused.text)).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
  })
})

describe('with COMPRESSION=false', () => {
  let testApp: TestApp
  let origin: string
  beforeAll(async () => {
    testApp = await createTestApp({ config: { compressAnswers: false } })
    await seedCatalogue(testApp.database.db)
    origin = await listening(testApp)
  })
  afterAll(() => testApp.close())

  it('answers as it is whatever the client accepts, the token routes too', async () => {
    const res = await rawRequest(origin, '/api/silencers', { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.wire.length).toBeGreaterThan(COMPRESSION_THRESHOLD)
    expect(res.headers['content-encoding']).toBeUndefined()
    const signedUp = await rawRequest(origin, '/api/auth/sign-up', {
      method: 'POST',
      headers: { 'accept-encoding': 'br' },
      body: { fullName: 'Plain Answers', email: uniqueEmail('plain'), password: PASSWORD },
    })
    expect(signedUp.status).toBe(201)
    expect(signedUp.headers['content-encoding']).toBeUndefined()
  })
})
