import { describe, expect, it } from 'vitest'
import { QuotaRefusal, quotaField } from '#contract/api/quotas.ts'
import { i18n } from '../../i18n/index.ts'
import { ApiError } from '../api/client.ts'
import { failureText } from './failure-text.ts'

const what = 'The room could not be saved.'
const failed = (status: number) => new ApiError(status, 'X', 'failed')

describe('failureText', () => {
  it('adds why and what to do to a failure that may pass by itself', () => {
    expect(failureText(what, failed(0))).toBe(`${what} ${i18n.t('failure.network')}`)
    expect(failureText(what, failed(429))).toBe(`${what} ${i18n.t('failure.rateLimited')}`)
    for (const status of [408, 500, 502, 503])
      expect(failureText(what, failed(status))).toBe(`${what} ${i18n.t('failure.server')}`)
  })

  it('says that what was typed is kept only where the form stays open', () => {
    expect(failureText(what, failed(503), { kept: true })).toBe(
      `${what} ${i18n.t('failure.kept')} ${i18n.t('failure.server')}`,
    )
  })

  it('leaves an answer about the request itself as the bare sentence', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(failureText(what, failed(status))).toBe(what)
    expect(failureText(what, new Error('bug'), { kept: true })).toBe(what)
  })

  it('tells a create refused for a storage quota as that refusal, wherever it happens', () => {
    const refusal = new ApiError(422, 'VALIDATION_ERROR', QuotaRefusal.rooms, [
      { field: quotaField('rooms'), message: QuotaRefusal.rooms },
    ])
    expect(failureText(what, refusal, { kept: true })).toBe(i18n.t('quota.rooms'))
    expect(i18n.t('quota.rooms')).not.toBe('quota.rooms')
  })
})
