// A small real shop on loopback for the tests: it signs its calls to us and verifies our webhooks.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signatureHeader, verifySignature } from './signature.ts'

export interface ReceivedWebhook {
  body: unknown
  idempotencyKey: string | undefined
  signatureValid: boolean
}

/** One webhook request as the shop saw it, answered or not: the retries while it is down count too. */
export interface DeliveryAttempt {
  idempotencyKey: string | undefined
  /** Date.now() when the request reached the shop. */
  at: number
  /** The status the shop answered. */
  status: number
}

export interface TestShop {
  /** The webhook address (valid also while the shop is down: the port stays reserved in the test). */
  webhookUrl: string
  origin: string
  received: ReceivedWebhook[]
  /** Every webhook request in order of arrival, including those answered 503 while down. */
  attempts: DeliveryAttempt[]
  /** Distinct Idempotency-Keys, each processed once (what a real shop does with retries). */
  processed: Map<string, unknown>
  /** Answer 503 to webhooks while down. */
  down: boolean
  /** A signed POST to the app under test. */
  post(
    baseUrl: string,
    path: string,
    body: unknown,
    opts?: { secret?: string; now?: number; signature?: string | null },
  ): Promise<{ status: number; json: unknown }>
  waitFor(count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

export async function startTestShop(secret: string): Promise<TestShop> {
  const received: ReceivedWebhook[] = []
  const attempts: DeliveryAttempt[] = []
  const processed = new Map<string, unknown>()
  const shop: Partial<TestShop> = { received, attempts, processed, down: false }
  const server: Server = createServer((req, res) => {
    const at = Date.now()
    const key = req.headers['idempotency-key']
    const idempotencyKey = typeof key === 'string' ? key : undefined
    void readBody(req).then((raw) => {
      if (shop.down) {
        attempts.push({ idempotencyKey, at, status: 503 })
        res.writeHead(503).end()
        return
      }
      const header = req.headers['x-signature']
      const signatureValid = verifySignature(secret, typeof header === 'string' ? header : undefined, raw)
      const body = JSON.parse(raw) as unknown
      received.push({ body, idempotencyKey, signatureValid })
      attempts.push({ idempotencyKey, at, status: signatureValid ? 200 : 401 })
      if (!signatureValid) {
        res.writeHead(401).end()
        return
      }
      if (idempotencyKey && !processed.has(idempotencyKey)) processed.set(idempotencyKey, body)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return Object.assign(shop, {
    webhookUrl: `${origin}/webhooks/ventnoise`,
    origin,
    async post(
      baseUrl: string,
      path: string,
      body: unknown,
      opts: { secret?: string; now?: number; signature?: string | null } = {},
    ) {
      const raw = JSON.stringify(body)
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      const signature =
        opts.signature === undefined ? signatureHeader(opts.secret ?? secret, raw, opts.now) : opts.signature
      if (signature !== null) headers['x-signature'] = signature
      const res = await fetch(baseUrl + path, { method: 'POST', headers, body: raw })
      return { status: res.status, json: await res.json() }
    },
    async waitFor(count: number, timeoutMs = 8000) {
      const started = Date.now()
      while (processed.size < count) {
        if (Date.now() - started > timeoutMs)
          throw new Error(`expected ${count} webhooks, got ${processed.size}`)
        await new Promise((r) => setTimeout(r, 20))
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as TestShop
}
