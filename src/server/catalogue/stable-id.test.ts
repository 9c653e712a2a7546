import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { stableId } from './stable-id.ts'

describe('stable ids', () => {
  it('gives the same valid version-5 UUID for the same record, a different one otherwise', () => {
    const id = stableId('roundSilencer', 'NRF100-250-900')
    expect(stableId('roundSilencer', 'NRF100-250-900')).toBe(id)
    expect(z.uuid().safeParse(id).success).toBe(true)
    expect(id[14]).toBe('5')
    expect(stableId('roundSilencer', 'NRF100-250-1200')).not.toBe(id)
    expect(stableId('diffuser', 'NRF100-250-900')).not.toBe(id)
  })
})
