// The shop's signed calls (HMAC over the raw body, checked before it is read) and the return addresses kept.
import { describe, expect, it } from 'vitest'
import { signatureHeader, verifySignature } from './signature.ts'
import { isAllowedReturnUrl, resolveReturnUrl } from './return-url.ts'
import {
  DEFAULT_RETURN,
  SECRET,
  base,
  countResources,
  createResource,
  fetchJson,
  resourceId,
  shop,
  useWebshopApp,
} from './webshop-test-kit.ts'

useWebshopApp()

describe('signatures', () => {
  it('verifies its own header and refuses tampering', () => {
    const header = signatureHeader('s', '{"a":1}')
    expect(verifySignature('s', header, '{"a":1}')).toBe(true)
    expect(verifySignature('s', header, '{"a":2}')).toBe(false)
    expect(verifySignature('other', header, '{"a":1}')).toBe(false)
    expect(verifySignature('s', undefined, '{"a":1}')).toBe(false)
    expect(verifySignature('s', 'garbage', '{"a":1}')).toBe(false)
  })

  it('creates a resource from a signed request', async () => {
    const res = await createResource({ type: 'silencer', name: 'ASA 125-600', inputAirflow: 40 })
    expect(res.status).toBe(201)
    expect(resourceId(res)).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses unsigned, badly signed, wrong-secret and stale requests with 401 and stores nothing', async () => {
    const before = await countResources()
    const body = { type: 'silencer', name: 'X', inputAirflow: 1 }
    const cases = [
      await createResource(body, { signature: null }),
      await createResource(body, { signature: 't=1,v1=00' }),
      await createResource(body, { secret: 'wrong-secret' }),
      await createResource(body, { now: Date.now() - 301_000 }),
      await createResource(body, { now: Date.now() + 301_000 }),
      await shop.post(base, '/api/webshop/projects', { externalProjectId: 'p-x' }, { signature: null }),
    ]
    for (const res of cases) expect(res.status).toBe(401)
    // A header signed for another body (a replayed signature) is refused too.
    const replayed = await fetch(base + '/api/webshop/resources', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signatureHeader(SECRET, '{"name":"A"}') },
      body: '{"name":"B","type":"silencer"}',
    })
    expect(replayed.status).toBe(401)
    expect(await countResources()).toBe(before)
  })

  it('checks the signature before reading the body: unsigned anything is 401, signed non-JSON 415 or 422', async () => {
    const before = await countResources()
    const send = (body: string, headers: Record<string, string>) =>
      fetch(base + '/api/webshop/resources', { method: 'POST', headers, body })
    const unsigned = [
      await send('{"name": broken', { 'content-type': 'application/json' }),
      await send('name=A&type=silencer', { 'content-type': 'application/x-www-form-urlencoded' }),
      await send('<resource/>', { 'content-type': 'text/xml' }),
      await send('{"name":"A"}', {}),
      await send('{"name": broken', { 'content-type': 'application/json', 'x-signature': 't=1,v1=00' }),
    ]
    for (const res of unsigned) {
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHORIZED' } })
    }
    const unsignedEmpty = await fetch(base + '/api/webshop/projects', { method: 'POST' })
    expect(unsignedEmpty.status).toBe(401)

    // Signed by the shop, the body's own faults come next, and are still never stored.
    const broken = '{"name": broken'
    const signedBroken = await send(broken, {
      'content-type': 'application/json',
      'x-signature': signatureHeader(SECRET, broken),
    })
    expect(signedBroken.status).toBe(422)
    const poisoned = '{"type":"silencer","name":"P","__proto__":{"polluted":true}}'
    const signedPoisoned = await send(poisoned, {
      'content-type': 'application/json',
      'x-signature': signatureHeader(SECRET, poisoned),
    })
    expect(signedPoisoned.status).toBe(422)
    const hugeAirflow = '{"type":"silencer","name":"Q","inputAirflow":1e308}'
    const signedHuge = await send(hugeAirflow, {
      'content-type': 'application/json',
      'x-signature': signatureHeader(SECRET, hugeAirflow),
    })
    expect(signedHuge.status).toBe(422)
    expect(await signedHuge.json()).toMatchObject({
      error: { details: [expect.objectContaining({ field: 'body.inputAirflow' })] },
    })
    const text = 'type=silencer'
    const signedText = await send(text, {
      'content-type': 'text/plain',
      'x-signature': signatureHeader(SECRET, text),
    })
    expect(signedText.status).toBe(415)
    const json = '{"type":"silencer","name":"Charset"}'
    const withCharset = await send(json, {
      'content-type': 'application/json; charset=utf-8',
      'x-signature': signatureHeader(SECRET, json),
    })
    expect(withCharset.status).toBe(201)
    expect(await countResources()).toBe(before + 1)
  })

  it('accepts a timestamp inside the window', async () => {
    const res = await createResource({ type: 'silencer', name: 'Y' }, { now: Date.now() - 250_000 })
    expect(res.status).toBe(201)
  })
})

describe('return addresses', () => {
  const origins = ['https://shop.example.com']
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://shop.example.com',
    '//shop.example.com/cart',
    '/cart',
    'cart',
    'https://shop.example.com.evil.com/cart',
    'https://evilshop.example.com/cart',
    'https://shop.example.co/cart',
    'http://shop.example.com/cart',
    'https://shop.example.com:444/cart',
    'https://user:pass@shop.example.com/cart',
    'https://shop.example.com@evil.com/cart',
    'https:\\\\shop.example.com\\cart',
    ' https://shop.example.com/cart',
    'data:text/html,hi',
  ])('refuses %s', (candidate) => {
    expect(isAllowedReturnUrl(candidate, origins)).toBe(false)
    expect(resolveReturnUrl(candidate, origins, DEFAULT_RETURN)).toBe(DEFAULT_RETURN)
  })

  it('accepts an address of an allowed origin', () => {
    expect(isAllowedReturnUrl('https://shop.example.com/cart?x=1', origins)).toBe(true)
    expect(isAllowedReturnUrl('https://SHOP.example.com/cart', origins)).toBe(true)
  })

  it('stores the default for a hostile address and keeps a good one', async () => {
    const bad = await createResource({
      type: 'silencer',
      name: 'Z',
      returnUrl: 'https://shop.example.com.evil.com/',
    })
    const good = await createResource({ type: 'silencer', name: 'Z', returnUrl: `${shop.origin}/cart` })
    const getBad = await fetchJson(`${base}/api/webshop/silencers/${resourceId(bad)}`)
    const getGood = await fetchJson(`${base}/api/webshop/silencers/${resourceId(good)}`)
    expect(getBad.data.returnUrl).toBe(DEFAULT_RETURN)
    expect(getGood.data.returnUrl).toBe(`${shop.origin}/cart`)
  })
})
