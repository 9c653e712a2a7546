// A product's export to the shop and its delivery: one signed webhook per export, retried while the shop is down.
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { webshopExports } from '../db/schema/index.ts'
import { backoffDelay } from './delivery.ts'
import {
  base,
  catalogueSilencer,
  createResource,
  database,
  fetchJson,
  rectPayload,
  resourceId,
  restartApp,
  shop,
  silencerPayload,
  useWebshopApp,
} from './webshop-test-kit.ts'

useWebshopApp()

describe('product export', () => {
  it('answers the product data, exports once and delivers a signed webhook with an Idempotency-Key', async () => {
    const created = await createResource({
      type: 'silencer',
      name: 'ASA 125-600',
      inputAirflow: 42,
      returnUrl: `${shop.origin}/basket`,
      productData: { inputSoundPower: { octaveBand63Hz: 60 } },
    })
    const id = resourceId(created)
    const got = await fetchJson(`${base}/api/webshop/silencers/${id}`)
    expect(got.data.productData).toMatchObject({ type: 'silencer', name: 'ASA 125-600', inputAirflow: 42 })
    expect(got.data.productData?.inputSoundPower).toEqual({ octaveBand63Hz: 60 })

    const silencer = await catalogueSilencer()
    const before = shop.processed.size
    const exportOnce = () =>
      fetchJson(`${base}/api/webshop/silencers/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ productData: silencerPayload(silencer, 42), locale: 'eng' }),
      })
    const first = await exportOnce()
    const second = await exportOnce()
    expect(first.data.exportId).toBe(second.data.exportId)
    expect(first.data.returnUrl).toBe(`${shop.origin}/basket`)
    await shop.waitFor(before + 1)
    await new Promise((r) => setTimeout(r, 200))
    const mine = shop.received.filter((w) => (w.body as { resourceId?: string }).resourceId === id)
    expect(mine).toHaveLength(1)
    expect(mine[0]?.signatureValid).toBe(true)
    expect(mine[0]?.idempotencyKey).toBe(first.data.exportId)
    expect(mine[0]?.body).toMatchObject({
      event: 'product.exported',
      locale: 'eng',
      product: { type: 'silencer', productId: silencer.id, productCode: silencer.code, inputAirflow: 42 },
    })
  })

  it('answers 404 for an unknown resource and 422 for a bad locale', async () => {
    const unknown = await fetch(`${base}/api/webshop/silencers/00000000-0000-4000-8000-000000000000`)
    expect(unknown.status).toBe(404)
    const created = await createResource({ type: 'silencer', name: 'L' })
    const bad = await fetch(`${base}/api/webshop/silencers/${resourceId(created)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productData: {}, locale: 'xx' }),
    })
    expect(bad.status).toBe(422)
  })

  it('answers null product data for a resource without a type', async () => {
    const created = await createResource({ name: '' })
    const got = await fetchJson(`${base}/api/webshop/silencers/${resourceId(created)}`)
    expect(got.data.productData).toBeNull()
  })
})

describe('delivery', () => {
  it('waits longer after each failed attempt, up to the maximum', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => backoffDelay(attempts, 1000, 5000))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ])
    // Before any attempt (a claim not yet counted) the first delay applies; a huge count stays at the cap.
    expect(backoffDelay(0, 1000, 5000)).toBe(1000)
    expect(backoffDelay(60, 1000, 300_000)).toBe(300_000)
  })

  it('retries with growing delays while the shop is down and delivers exactly once when it is back, also across a restart', async () => {
    shop.down = true
    const created = await createResource({ type: 'rectSilencer', name: 'RS 600x300' })
    const id = resourceId(created)
    const res = await fetchJson(`${base}/api/webshop/silencers/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productData: rectPayload(600), locale: 'swe' }),
    })
    const exportId = res.data.exportId
    const refused = () => shop.attempts.filter((a) => a.idempotencyKey === exportId && a.status === 503)
    const waiting = Date.now()
    while (refused().length < 4) {
      if (Date.now() - waiting > 10_000) throw new Error(`only ${refused().length} attempts while down`)
      await new Promise((r) => setTimeout(r, 25))
    }
    expect(shop.processed.has(exportId)).toBe(false)
    const [pending] = await database.db.select().from(webshopExports).where(eq(webshopExports.id, exportId))
    expect(pending?.state).toBe('pending')
    expect(pending?.attempts).toBeGreaterThanOrEqual(2)
    expect(pending?.lastError).toBe('HTTP 503')
    // Attempt n + 1 comes no sooner than backoffDelay(n) after attempt n (the next attempt time is set only
    // after the shop has answered), so the gaps grow: 150, 300, then the 600 ms cap. 2 ms covers the clocks'
    // rounding (the database keeps microseconds, Date.now() milliseconds).
    const times = refused().map((a) => a.at)
    const gaps = times.slice(1, 4).map((at, n) => at - (times[n] ?? 0))
    ;[150, 300, 600].forEach((least, n) => expect(gaps[n]).toBeGreaterThanOrEqual(least - 2))

    // Restart: the new instance resumes the pending delivery once the shop is back.
    await restartApp()
    shop.down = false
    const started = Date.now()
    while (!shop.processed.has(exportId)) {
      if (Date.now() - started > 8000) throw new Error('not delivered')
      await new Promise((r) => setTimeout(r, 25))
    }
    await new Promise((r) => setTimeout(r, 1500))
    const deliveries = shop.received.filter((w) => w.idempotencyKey === exportId)
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]?.signatureValid).toBe(true)
    const [row] = await database.db.select().from(webshopExports).where(eq(webshopExports.id, exportId))
    expect(row?.state).toBe('delivered')
    expect(row?.deliveredAt).not.toBeNull()
    expect(row?.lastError).toBeNull()
  })
})
