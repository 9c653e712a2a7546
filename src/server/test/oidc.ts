// A real OpenID Connect provider (oidc-provider) on loopback, and a browser-like client that walks its pages.
import { generateKeyPairSync } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type ProviderContext } from 'oidc-provider'

export interface TestAccount {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
}

export interface TestProvider {
  issuer: string
  clientId: string
  clientSecret: string
  /** The account the next login at the provider signs in as (the user "types" nothing). */
  logInAs(account: TestAccount): void
  close(): Promise<void>
}

/**
 * oidc-provider's storage for one test provider, in memory: its own default adapter keeps every provider's
 * records in one module-wide store (shared by the test files a worker runs) and warns that it is for
 * development only.
 */
function memoryAdapter() {
  type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string }
  const records = new Map<string, { payload: Payload; expiresAt: number }>()
  const live = (key: string): Payload | undefined => {
    const record = records.get(key)
    if (record && record.expiresAt <= Date.now()) records.delete(key)
    return records.get(key)?.payload
  }
  return class MemoryAdapter {
    constructor(private readonly model: string) {}
    private key(id: string): string {
      return `${this.model}:${id}`
    }
    upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000
      records.set(this.key(id), { payload: { ...payload }, expiresAt })
      return Promise.resolve()
    }
    find(id: string): Promise<Payload | undefined> {
      return Promise.resolve(live(this.key(id)))
    }
    private findBy(field: 'uid' | 'userCode', value: string): Promise<Payload | undefined> {
      for (const key of records.keys()) {
        const payload = key.startsWith(`${this.model}:`) ? live(key) : undefined
        if (payload?.[field] === value) return Promise.resolve(payload)
      }
      return Promise.resolve(undefined)
    }
    findByUid(uid: string): Promise<Payload | undefined> {
      return this.findBy('uid', uid)
    }
    findByUserCode(userCode: string): Promise<Payload | undefined> {
      return this.findBy('userCode', userCode)
    }
    consume(id: string): Promise<void> {
      const payload = live(this.key(id))
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
      return Promise.resolve()
    }
    destroy(id: string): Promise<void> {
      records.delete(this.key(id))
      return Promise.resolve()
    }
    revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, record] of records) if (record.payload.grantId === grantId) records.delete(key)
      return Promise.resolve()
    }
  }
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'ventnoise'
  const clientSecret = 'a-client-secret-for-the-loopback-provider'
  const accounts = new Map<string, TestAccount>()
  let current: TestAccount | undefined

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
        },
      ],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: ['loopback-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id)
      return account && { accountId: id, claims: () => ({ ...account }) }
    },
    // A first-party client: consent is implied.
    loadExistingGrant: async (ctx: ProviderContext) => {
      const accountId = ctx.oidc.session?.accountId
      const clientId = ctx.oidc.client?.clientId
      if (!accountId || !clientId) return undefined
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  const handle = provider.callback()
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res)
    void (async () => {
      await provider.interactionDetails(req, res)
      if (!current) throw new Error('no account to log in as')
      accounts.set(current.sub, current)
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: current.sub } },
        { mergeWithLastSubmission: false },
      )
    })().catch((error: unknown) => {
      res.statusCode = 500
      res.end(String(error))
    })
  })
  return {
    issuer,
    clientId,
    clientSecret,
    logInAs: (account) => {
      current = account
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Follows the provider's redirects like a browser (keeping its cookies) until it sends us back. */
export async function walkProvider(start: string, backTo: string): Promise<URL> {
  const jar = new Map<string, string>()
  let url = start
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(backTo)) return new URL(url)
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', ...value] = pair.split('=')
      jar.set(name.trim(), value.join('='))
    }
    const location = res.headers.get('location')
    if (!location) throw new Error(`the provider stopped at ${url} with ${res.status}: ${await res.text()}`)
    url = new URL(location, url).href
  }
  throw new Error('too many redirects at the provider')
}
