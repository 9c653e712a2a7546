// The authentication service {auth} (docs/product-rules.md, "Accounts and sign-in";
// docs/decisions/0002-accounts-and-sessions.md).
import { z } from 'zod'
import { endpoint } from '../http.ts'

/** The request headers that carry the tokens, and the response headers that return fresh ones. */
export const AuthHeader = {
  authorization: 'Authorization',
  idToken: 'X-Id-Token',
  refreshToken: 'X-Refresh-Token',
  /** Response only: a fresh access token after a refresh in passing. */
  accessToken: 'X-Access-Token',
} as const

/** Codes of the answers of this service besides the sign-in codes (errors.ts) and the common ones. */
export const AuthErrorCode = {
  /** 409 on sign-up: an account with this e-mail address exists. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** A detail message on `body.token` (422): the reset link is unknown, used or expired. */
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  /** 401: the login identifier is unknown, used or expired. */
  LOGIN_IDENTIFIER_INVALID: 'LOGIN_IDENTIFIER_INVALID',
  /** Detail messages on `body.password` (422) when a new password is long enough but guessable. */
  PASSWORD_COMMON: 'PASSWORD_COMMON',
  PASSWORD_CONTAINS_EMAIL: 'PASSWORD_CONTAINS_EMAIL',
  PASSWORD_CONTAINS_NAME: 'PASSWORD_CONTAINS_NAME',
} as const

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 256
export const FULL_NAME_MAX_LENGTH = 200
export const EMAIL_MAX_LENGTH = 254

/** An address as the sign-up and reset forms take it: trimmed, then checked as an e-mail. */
export const emailAddress = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email())
export const newPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH)
/** Interface language of the person asking (e-mails and the SSO provider's page). */
export const authLanguage = z.enum(['en', 'et', 'fi', 'sv', 'da'])
export type AuthLanguage = z.infer<typeof authLanguage>

export const authUser = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
})
export type AuthUser = z.infer<typeof authUser>

export const authTokens = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
})
export type AuthTokens = z.infer<typeof authTokens>

export const signedIn = authTokens.extend({ user: authUser })
export type SignedIn = z.infer<typeof signedIn>

export const signUpRequest = z.object({
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX_LENGTH),
  email: emailAddress,
  password: newPassword,
  /** Sign-up signs in at once; a new account is remembered unless the caller says otherwise. */
  rememberMe: z.boolean().default(true),
})
export type SignUpRequest = z.input<typeof signUpRequest>

export const signInRequest = z.object({
  email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** Off: the refresh token lives the short lifetime (REFRESH_TOKEN_TTL_SHORT). */
  rememberMe: z.boolean().default(false),
})
export type SignInRequest = z.input<typeof signInRequest>

export const passwordResetRequest = z.object({
  email: emailAddress,
  lang: authLanguage.default('en'),
})
export const passwordResetConfirmRequest = z.object({
  token: z.string().trim().min(1).max(200),
  password: newPassword,
})

export const authConfig = z.object({
  /** Single sign-on is configured (OIDC_ISSUER): show the SSO link and send the login redirect there. */
  sso: z.boolean(),
})
export type AuthConfig = z.infer<typeof authConfig>

export const authDone = z.object({})

/** Single sign-on is a browser navigation, not a JSON call: these paths answer with redirects. */
export const ssoPaths = {
  start: '/api/auth/sso/start',
  callback: '/api/auth/sso/callback',
} as const
export const ssoStartQuery = z.object({
  lang: authLanguage.catch('en'),
  /**
   * base64 of our origin + /authorize (docs/product-rules.md, "Single sign-on"); checked against our own
   * origin.
   */
  return: z.string().max(2000).optional(),
})

const tags = ['auth']
export const authApi = {
  config: endpoint({
    method: 'GET',
    path: '/api/auth/config',
    summary: 'Which sign-in methods exist (single sign-on on or off)',
    tags,
    response: authConfig,
    auth: 'none',
  }),
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    summary: 'Create an account and sign in (409 EMAIL_TAKEN when the address has one)',
    tags,
    body: signUpRequest,
    response: signedIn,
    status: 201,
    auth: 'none',
  }),
  signIn: endpoint({
    method: 'POST',
    path: '/api/auth/sign-in',
    summary: 'Sign in with e-mail and password; 401 with code 1000, 1001 or 1002 on failure',
    tags,
    body: signInRequest,
    response: signedIn,
    auth: 'none',
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    tags,
    response: authUser,
    auth: 'required',
  }),
  logout: endpoint({
    method: 'GET',
    path: '/api/auth/logout',
    summary: 'Revoke this session',
    tags,
    response: authDone,
    auth: 'required',
  }),
  flush: endpoint({
    method: 'GET',
    path: '/api/auth/flush',
    summary: 'Revoke every session of the user',
    tags,
    response: authDone,
    auth: 'required',
  }),
  authorize: endpoint({
    method: 'GET',
    path: '/api/auth/authorize/:loginIdentifier',
    summary: 'Exchange a one-time login identifier (the end of single sign-on) for the three tokens',
    tags,
    params: z.object({ loginIdentifier: z.string().trim().min(1).max(200) }),
    response: signedIn,
    auth: 'none',
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    summary: 'Send a password reset link; always 200, whether or not the address has an account',
    tags,
    body: passwordResetRequest,
    response: authDone,
    auth: 'none',
  }),
  passwordResetConfirm: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    summary: 'Set a new password with the token of a reset link (single use, one hour)',
    tags,
    body: passwordResetConfirmRequest,
    response: authDone,
    auth: 'none',
  }),
} as const
