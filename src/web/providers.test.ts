import { describe, expect, it } from 'vitest'
import { ApiError, ClientErrorCode } from './state/api/client.ts'
import { UserDataInvalidError } from './state/auth/sign-in-flow.ts'
import { createQueryClient } from './providers.tsx'

const retry = createQueryClient().getDefaultOptions().queries?.retry as (
  failureCount: number,
  error: unknown,
) => boolean

describe('the query client’s retries', () => {
  it('asks twice more after a network or server failure', () => {
    for (const error of [
      new ApiError(0, ClientErrorCode.NETWORK, 'down'),
      new ApiError(503, 'HTTP_503', 'x'),
    ]) {
      expect(retry(0, error)).toBe(true)
      expect(retry(1, error)).toBe(true)
      expect(retry(2, error)).toBe(false)
    }
  })

  it('never asks again for an answer that will not change: 4xx, an unusable shape, invalid user data', () => {
    for (const error of [
      new ApiError(404, 'NOT_FOUND', 'gone'),
      new ApiError(422, 'VALIDATION_ERROR', 'bad'),
      new ApiError(200, ClientErrorCode.INVALID_RESPONSE, 'shape'),
      new UserDataInvalidError(),
    ])
      expect(retry(0, error)).toBe(false)
  })

  it('never asks again after a 503 that named its wait: the API client waited it out up to its bound', () => {
    expect(retry(0, new ApiError(503, 'UNAVAILABLE', 'The database cannot be reached', [], 5))).toBe(false)
  })
})
