import { describe, expect, it } from 'vitest'
import { systemLabel } from './display.ts'

describe('a system as a room names it', () => {
  it('reads its number first, then its name, and either alone when the other is empty', () => {
    expect(systemLabel({ number: ' TK01 ', name: 'supply AHU-1' })).toBe('TK01 Supply AHU-1')
    expect(systemLabel({ number: '', name: 'supply AHU-1' })).toBe('Supply AHU-1')
    // An unnamed system is not "TK01 -".
    expect(systemLabel({ number: 'TK01', name: '  ' })).toBe('TK01')
    expect(systemLabel({ number: '', name: '' })).toBe('-')
  })
})
