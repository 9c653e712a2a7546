// Error codes are codes, never sentences; messages are English and use the specification's wording.
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  BAD_REQUEST: 'BAD_REQUEST',
  /**
   * 503: the server runs but cannot serve: the health check found its database unusable, or a request found
   * it unreachable or too slow (with Retry-After).
   */
  UNAVAILABLE: 'UNAVAILABLE',
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** Sign-in failures carry the numeric codes of docs/product-rules.md, "Sign-in failure codes". */
export const SignInErrorCode = { authFailed: 1000, userNotFound: 1001, wrongPassword: 1002 } as const
