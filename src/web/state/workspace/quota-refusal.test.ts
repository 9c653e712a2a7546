// A refusal past a storage quota as the client reads it (docs/product-rules.md, "Storage quotas"): the quota
// from the detail's field, and the numbers the detail carries beside it; the envelope stays what clients of
// the contract before the numbers read.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { QuotaRefusal, quotaField, type QuotaKind } from '#contract/api/quotas.ts'
import { errorBody } from '#contract/http.ts'
import { ApiError } from '../api/client.ts'
import { quotaRefusalOf } from './errors.ts'

const refusal = (kind: QuotaKind, status = 422) =>
  new ApiError(status, 'VALIDATION_ERROR', QuotaRefusal[kind], [
    { field: quotaField(kind), message: `${QuotaRefusal[kind]} (5)` },
  ])

/** The server's answer to an import of 600 systems where 500 are allowed. */
const withNumbers = {
  success: false,
  error: {
    code: 'VALIDATION_ERROR',
    message: QuotaRefusal.systems,
    details: [
      {
        field: 'quota.systems',
        message: `${QuotaRefusal.systems} (500)`,
        limit: 500,
        requested: 600,
        existing: 0,
      },
    ],
  },
}

/** The envelope as the contract described it before the numbers, which earlier clients parse with. */
const earlierErrorBody = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.union([z.string(), z.number()]),
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
})

describe('quotaRefusalOf', () => {
  it('names the quota of a 422 on quota.<kind>, without numbers as an older server sends it', () => {
    for (const kind of Object.keys(QuotaRefusal) as QuotaKind[])
      expect(quotaRefusalOf(refusal(kind))).toEqual({ kind })
  })

  it('reads the numbers the refusal carries beside its field', () => {
    const { error } = errorBody.parse(withNumbers)
    expect(quotaRefusalOf(new ApiError(422, error.code, error.message, error.details))).toEqual({
      kind: 'systems',
      limit: 500,
      requested: 600,
      existing: 0,
    })
  })

  it('leaves every other failure to its own text', () => {
    expect(quotaRefusalOf(refusal('projects', 409))).toBeUndefined()
    expect(
      quotaRefusalOf(
        new ApiError(422, 'VALIDATION_ERROR', 'x', [{ field: 'body.name', message: 'Required' }]),
      ),
    ).toBeUndefined()
    expect(quotaRefusalOf(new Error('network'))).toBeUndefined()
  })
})

describe('the error envelope with the numbers', () => {
  it('reads as before for a client that knows only field and message', () => {
    expect(earlierErrorBody.parse(withNumbers).error.details).toEqual([
      { field: 'quota.systems', message: `${QuotaRefusal.systems} (500)` },
    ])
  })

  it('takes only counts as numbers', () => {
    for (const limit of [-1, 1.5, '500']) {
      const detail = { field: 'quota.rooms', message: 'x', limit }
      expect(
        errorBody.safeParse({ success: false, error: { code: 'X', message: 'x', details: [detail] } })
          .success,
      ).toBe(false)
    }
  })
})
