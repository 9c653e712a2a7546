import { describe, expect, it } from 'vitest'
import { QuotaRefusal, quotaField, type QuotaKind } from '#contract/api/quotas.ts'
import { ApiError } from '../api/client.ts'
import { quotaRefusalOf } from './errors.ts'

const refusal = (kind: QuotaKind, status = 422) =>
  new ApiError(status, 'VALIDATION_ERROR', QuotaRefusal[kind], [
    { field: quotaField(kind), message: `${QuotaRefusal[kind]} (5)` },
  ])

describe('quotaRefusalOf', () => {
  it('names the quota of a 422 on quota.<kind>', () => {
    for (const kind of Object.keys(QuotaRefusal) as QuotaKind[])
      expect(quotaRefusalOf(refusal(kind))).toBe(kind)
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
