// The webshop round trip's other end (docs/integrations.md section 1): a small real shop on loopback that receives the signed
// webhooks, and a server of the built app of its own that knows the shop (its secret, webhook address and
// return origins). Shared by the specs that export to the shop.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from '@playwright/test'
import type { Account } from './pages/workspace-pages.ts'
import { startServer, type ExtraServer } from './server.ts'

/** A webhook as the shop received it: its body, whether its signature holds, its Idempotency-Key. */
export interface Webhook {
  body: Record<string, unknown>
  valid: boolean
  key: string | undefined
}

export interface Webshop {
  /** The app's server, configured for this shop. */
  app: ExtraServer
  /** The shop's origin: return addresses must lie on it. */
  origin: string
  /** Every webhook received, oldest first. */
  webhooks: Webhook[]
  /** A signed server-to-server POST from the shop to the app (201 expected); answers its data. */
  signedPost(path: string, data: unknown): Promise<Record<string, string>>
  /** The one webhook that matches, once it has come (10 s at most). */
  waitForWebhook(match: (w: Webhook) => boolean): Promise<Webhook>
  /** A new user of the app's server, signed up through its API. */
  signUp(fullName: string): Promise<Account>
  stop(): Promise<void>
}

/** Starts the shop, then the app's server that talks to it (which takes long: give beforeAll room). */
export async function startWebshop(secret: string): Promise<Webshop> {
  const sign = (body: string, t = Math.floor(Date.now() / 1000)) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
  const verified = (header: string | undefined, body: string): boolean => {
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '')
    if (!match?.[1] || !match[2]) return false
    if (Math.abs(Date.now() / 1000 - Number(match[1])) > 300) return false
    const expected = Buffer.from(sign(body, Number(match[1])).split('v1=')[1] ?? '', 'hex')
    return timingSafeEqual(expected, Buffer.from(match[2], 'hex'))
  }

  const webhooks: Webhook[] = []
  const shop: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      if (req.method === 'POST' && req.url === '/webhooks') {
        const header = req.headers['x-signature']
        const key = req.headers['idempotency-key']
        webhooks.push({
          body: JSON.parse(raw) as Record<string, unknown>,
          valid: verified(typeof header === 'string' ? header : undefined, raw),
          key: typeof key === 'string' ? key : undefined,
        })
        res.writeHead(200).end('{}')
        return
      }
      res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Shop basket</h1>')
    })
  })
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`
  const closeShop = () => new Promise<void>((resolve) => shop.close(() => resolve()))
  let app: ExtraServer
  try {
    app = await startServer({
      WEBSHOP_SECRET: secret,
      WEBSHOP_WEBHOOK_URL: `${origin}/webhooks`,
      WEBSHOP_RETURN_ORIGINS: origin,
      WEBSHOP_DEFAULT_RETURN_URL: `${origin}/configurator`,
    })
  } catch (error) {
    await closeShop()
    throw error
  }

  return {
    app,
    origin,
    webhooks,
    async signedPost(path, data) {
      const body = JSON.stringify(data)
      const res = await fetch(app.origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': sign(body) },
        body,
      })
      expect(res.status).toBe(201)
      return ((await res.json()) as { data: Record<string, string> }).data
    },
    async waitForWebhook(match) {
      await expect.poll(() => webhooks.filter(match).length, { timeout: 10_000 }).toBe(1)
      return webhooks.filter(match)[0] as Webhook
    },
    async signUp(fullName) {
      const email = `${fullName.split(' ')[0]?.toLowerCase() ?? 'user'}-${randomUUID()}@example.com`
      const res = await fetch(`${app.origin}/api/auth/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName, email, password: 'correct horse battery' }),
      })
      expect(res.status).toBe(201)
      const tokens = ((await res.json()) as { data: Omit<Account, 'fullName' | 'email'> }).data
      return { ...tokens, fullName, email }
    },
    async stop() {
      await app.stop()
      await closeShop()
    },
  }
}
