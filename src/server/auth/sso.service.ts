// Single sign-on with OpenID Connect: authorization code with PKCE against OIDC_ISSUER (openid-client).
// The flow's secrets (state, nonce, PKCE verifier, return address) travel in an encrypted, HttpOnly cookie
// bound to the browser that started it, so the server keeps no state between the two requests.
import * as oidc from 'openid-client'
import { EncryptJWT, jwtDecrypt } from 'jose'
import type { FastifyBaseLogger } from 'fastify'
import { ssoPaths, type AuthLanguage } from '#contract/api/auth.ts'
import type { Db } from '../db/client.ts'
import { inTransaction } from '../db/transaction.ts'
import type { Config } from '../config/env.ts'
import { validation } from '../http/app-error.ts'
import * as repo from './auth.repo.ts'
import * as users from '../users/users.repo.ts'
import type { AuthService } from './auth.service.ts'
import type { TokenSigner } from './tokens.ts'

export const SSO_COOKIE = 'vn_sso'
const FLOW_SECONDS = 600
const SCOPE = 'openid email profile'

interface Flow {
  state: string
  nonce: string
  verifier: string
  redirectUri: string
  returnTo: string
}

export interface Redirect {
  location: string
  /** A Set-Cookie value to send with the redirect. */
  cookie: string
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/** The `return` parameter: base64 of our origin + /authorize, and nothing else. */
export function checkReturnAddress(encoded: string | undefined, origin: string): string {
  const fallback = `${origin}/authorize`
  if (encoded === undefined || encoded === '') return fallback
  let url: URL | undefined
  try {
    url = new URL(Buffer.from(encoded, 'base64').toString('utf8'))
  } catch {
    url = undefined
  }
  if (url?.origin !== origin || url.pathname.replace(/\/$/, '') !== '/authorize' || url.search || url.hash) {
    throw validation([{ field: 'query.return', message: 'RETURN_ADDRESS_NOT_ALLOWED' }])
  }
  return fallback
}

export class SsoService {
  private configuration: Promise<oidc.Configuration> | undefined

  constructor(
    private readonly deps: {
      db: Db
      config: Config
      auth: AuthService
      signer: TokenSigner
      log: FastifyBaseLogger
    },
  ) {}

  get enabled(): boolean {
    return this.deps.config.oidc !== undefined
  }

  /** Sends the browser to the provider's login page (or back to sign-in when the provider is down). */
  async start(query: { lang: AuthLanguage; return?: string | undefined }, origin: string): Promise<Redirect> {
    const returnTo = checkReturnAddress(query.return, origin)
    try {
      const configuration = await this.discover()
      const redirectUri = `${origin}${ssoPaths.callback}`
      const flow: Flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        redirectUri,
        returnTo,
      }
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        ui_locales: query.lang,
      })
      const sealed = await new EncryptJWT({ ...flow })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${FLOW_SECONDS}s`)
        .encrypt(await this.flowKey())
      return { location: url.href, cookie: this.cookie(sealed, FLOW_SECONDS, origin) }
    } catch (error) {
      return this.failed(error, origin)
    }
  }

  /**
   * Finishes the flow: checks state, nonce and PKCE, finds or creates the user and sends the browser to
   * /authorize/{loginIdentifier}. Any failure (forged state, expired flow, refusal at the provider) leads
   * to the sign-in page with `?sso=failed` and is logged without tokens.
   */
  async callback(requestUrl: string, cookieHeader: string | undefined, origin: string): Promise<Redirect> {
    try {
      const flow = await this.openFlow(cookieHeader)
      const currentUrl = new URL(flow.redirectUri)
      currentUrl.search = new URL(requestUrl, origin).search
      const configuration = await this.discover()
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      })
      const claims = tokens.claims()
      if (!claims) throw new Error('no id token')
      const profile =
        typeof claims.email === 'string'
          ? claims
          : { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)) }
      const userId = await this.userFor(configuration.serverMetadata().issuer, claims.sub, profile)
      const identifier = await this.deps.auth.issueLoginIdentifier(userId)
      return { location: `${flow.returnTo}/${identifier}`, cookie: this.cookie('', 0, origin) }
    } catch (error) {
      return this.failed(error, origin)
    }
  }

  private failed(error: unknown, origin: string): Redirect {
    this.deps.log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'single sign-on failed',
    )
    return { location: `${origin}/app/sign-in?sso=failed`, cookie: this.cookie('', 0, origin) }
  }

  private async userFor(issuer: string, subject: string, profile: Record<string, unknown>): Promise<string> {
    const known = await repo.findIdentityUser(this.deps.db, issuer, subject)
    if (known) return known.id
    const email = typeof profile.email === 'string' ? profile.email.trim() : ''
    if (!email) throw new Error('the provider gave no e-mail address')
    const fullName = displayName(profile) || email
    return inTransaction(this.deps.db, async (tx) => {
      const existing = await users.findUserByEmail(tx, email)
      // NOTE: linking an existing account by address is safe only when the provider vouches for it.
      if (existing && profile.email_verified !== true) {
        throw new Error('an account with this address exists and the provider did not verify the address')
      }
      const user = existing ?? (await users.insertUser(tx, { fullName, email, passwordHash: null }))
      await repo.insertIdentity(tx, { issuer, subject, userId: user.id })
      return user.id
    })
  }

  private async openFlow(cookieHeader: string | undefined): Promise<Flow> {
    const sealed = readCookie(cookieHeader, SSO_COOKIE)
    if (!sealed) throw new Error('no sign-on in progress in this browser')
    const { payload } = await jwtDecrypt(sealed, await this.flowKey())
    const { state, nonce, verifier, redirectUri, returnTo } = payload
    if (
      typeof state !== 'string' ||
      typeof nonce !== 'string' ||
      typeof verifier !== 'string' ||
      typeof redirectUri !== 'string' ||
      typeof returnTo !== 'string'
    ) {
      throw new Error('the sign-on cookie is incomplete')
    }
    return { state, nonce, verifier, redirectUri, returnTo }
  }

  private flowKey(): Promise<Uint8Array> {
    return this.deps.signer.derivedKey('sso-flow')
  }

  private cookie(value: string, maxAge: number, origin: string): string {
    const secure = origin.startsWith('https:') ? '; Secure' : ''
    return `${SSO_COOKIE}=${value}; Path=/api/auth/sso; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
  }

  private discover(): Promise<oidc.Configuration> {
    const settings = this.deps.config.oidc
    if (!settings) return Promise.reject(new Error('single sign-on is not configured'))
    const issuer = new URL(settings.issuer)
    this.configuration ??= oidc
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? undefined : oidc.None(),
        // Plain HTTP only for a provider on this machine (development and tests).
        isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined
        throw error
      })
    return this.configuration
  }
}

function displayName(profile: Record<string, unknown>): string {
  if (typeof profile.name === 'string' && profile.name.trim()) return profile.name.trim()
  const parts = [profile.given_name, profile.family_name].filter((p): p is string => typeof p === 'string')
  return parts.join(' ').trim()
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=') || undefined
  }
  return undefined
}
