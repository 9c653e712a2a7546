// Export verification for limits and bulk exports (docs/security.md, "Bulk exports only where the shop sent
// the user"): exports are limited (429 with Retry-After), and bulk exports go only to a shop project that
// sent this session there (403 otherwise), through a one-time hand-off.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { SignedIn } from '#contract/api/auth.ts'
import { webshopProjectHandoffs } from '../db/schema/index.ts'
import { tokenHeaders, uniqueEmail } from '../test/auth.ts'
import { call, s, shop, signedIn, signedUp, start, useVerificationApp } from './export-verification-kit.ts'

useVerificationApp()

describe('export limits', () => {
  it('answers 429 with Retry-After past the product exports of an address, and past the bulk exports of a user', async () => {
    const limited = await start(shop, 2)
    try {
      const created = await shop.post(limited.base, '/api/webshop/resources', { type: 'silencer', name: 'x' })
      const resourceId = (created.json as { data: { resourceId: string } }).data.resourceId
      const send = () =>
        call(
          limited.base,
          'POST',
          `/api/webshop/silencers/${resourceId}`,
          {
            productData: { type: 'silencer', productName: 'FREE-STUFF' },
            locale: 'eng',
          },
          { 'x-forwarded-for': '198.51.100.8' },
        )
      expect((await send()).status).toBe(422)
      expect((await send()).status).toBe(422)
      const refused = await send()
      expect(refused.status).toBe(429)
      expect(refused.body.error?.code).toBe('RATE_LIMITED')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

      // Bulk exports count per user: another user is not held up by the first.
      const first = await signedUp(limited.base)
      const other = await signedUp(limited.base)
      const bulk = (who: SignedIn) =>
        call(
          limited.base,
          'POST',
          '/api/webshop/export-systems',
          {
            externalProjectId: 'nope',
            projectId: '00000000-0000-4000-8000-000000000000',
            systemIds: ['00000000-0000-4000-8000-000000000001'],
            locale: 'eng',
          },
          tokenHeaders(who),
        )
      expect((await bulk(first)).status).toBe(404)
      expect((await bulk(first)).status).toBe(404)
      const tooMany = await bulk(first)
      expect(tooMany.status).toBe(429)
      expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0)
      expect((await bulk(other)).status).toBe(404)
    } finally {
      await limited.app.close()
      await limited.database.close()
    }
  })
})

describe('bulk export to a shop project', () => {
  async function shopProject(id: string): Promise<string> {
    const created = await shop.post(s.base, '/api/webshop/projects', { externalProjectId: id })
    expect(created.status).toBe(201)
    return (created.json as { data: { handoff: string } }).data.handoff
  }
  const arrive = (who: SignedIn, externalProjectId: string, handoff: string) =>
    call(
      s.base,
      'POST',
      `/api/webshop/projects/${externalProjectId}/arrivals`,
      { handoff },
      tokenHeaders(who),
    )

  async function userWithSystem(email = uniqueEmail('bulk')) {
    const user = await signedUp(s.base, email)
    const headers = tokenHeaders(user)
    const project = await call(s.base, 'POST', '/api/projects', { name: 'Library' }, headers)
    const projectId = String(project.body.data?.id)
    const system = await call(
      s.base,
      'POST',
      `/api/projects/${projectId}/systems`,
      {
        name: 'AHU-7',
        items: [
          { productId: 'x1', productType: 'silencer', productClass: 'NRF50', productCode: 'NRF50-315-900' },
        ],
      },
      headers,
    )
    return { user, email, projectId, systemId: String(system.body.data?.id) }
  }
  const exportTo = (who: SignedIn, externalProjectId: string, projectId: string, systemId: string) =>
    call(
      s.base,
      'POST',
      '/api/webshop/export-systems',
      { externalProjectId, projectId, systemIds: [systemId], locale: 'eng' },
      tokenHeaders(who),
    )

  it('exports only for the session the shop sent to that project', async () => {
    const a = `shop-a-${Date.now()}`
    const b = `shop-b-${Date.now()}`
    const handoffA = await shopProject(a)
    await shopProject(b)
    const { user, email, projectId, systemId } = await userWithSystem()

    // Knowing the shop project's id is not enough.
    const before = await call(s.base, 'GET', `/api/webshop/projects/${a}`, undefined, tokenHeaders(user))
    expect(before.body.data).toMatchObject({ id: a, sentByShop: false })
    const guessed = await exportTo(user, a, projectId, systemId)
    expect(guessed.status).toBe(403)
    expect(guessed.body.error?.code).toBe('FORBIDDEN')

    // Sent to A: A exports; B, the wrong shop project, still does not; A's hand-off does not open B.
    const arrived = await arrive(user, a, handoffA)
    expect(arrived.status).toBe(200)
    expect(arrived.body.data).toMatchObject({ id: a, sentByShop: true })
    expect((await exportTo(user, a, projectId, systemId)).status).toBe(200)
    expect((await exportTo(user, b, projectId, systemId)).status).toBe(403)
    expect((await arrive(user, b, handoffA)).status).toBe(403)

    // Reloading the page redeems the same hand-off again: fine for the same session.
    expect((await arrive(user, a, handoffA)).status).toBe(200)
    // The same user signed in elsewhere is another session: the shop did not send that one.
    const elsewhere = await signedIn(email)
    expect((await exportTo(elsewhere, a, projectId, systemId)).status).toBe(403)
    // A forwarded link gives another session nothing: the hand-off was redeemed.
    const stranger = await signedUp(s.base)
    const forwarded = await arrive(stranger, a, handoffA)
    expect(forwarded.status).toBe(403)
    expect(forwarded.body.error?.code).toBe('FORBIDDEN')
    expect((await arrive(elsewhere, a, handoffA)).status).toBe(403)
  })

  it('refuses an expired or made-up hand-off', async () => {
    const id = `shop-c-${Date.now()}`
    const handoff = await shopProject(id)
    const { user, projectId, systemId } = await userWithSystem()
    expect((await arrive(user, id, 'x'.repeat(43))).status).toBe(403)
    await s.database.db
      .update(webshopProjectHandoffs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webshopProjectHandoffs.externalProjectId, id))
    expect((await arrive(user, id, handoff)).status).toBe(403)
    expect((await exportTo(user, id, projectId, systemId)).status).toBe(403)
    // The shop sends the user again: a fresh hand-off works.
    expect((await arrive(user, id, await shopProject(id))).status).toBe(200)
    expect((await exportTo(user, id, projectId, systemId)).status).toBe(200)
  })

  it('keeps the hand-off secret at rest: only its hash is stored', async () => {
    const id = `shop-d-${Date.now()}`
    const handoff = await shopProject(id)
    const rows = await s.database.db
      .select()
      .from(webshopProjectHandoffs)
      .where(eq(webshopProjectHandoffs.externalProjectId, id))
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(handoff)
  })
})
