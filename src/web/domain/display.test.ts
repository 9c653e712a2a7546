import { describe, expect, it } from 'vitest'
import { numberedName } from './display.ts'

describe('a system or a project named with its number', () => {
  it('reads its number first, then its name, and either alone when the other is empty', () => {
    expect(numberedName({ number: ' TK01 ', name: 'supply AHU-1' })).toBe('TK01 Supply AHU-1')
    expect(numberedName({ number: '', name: 'supply AHU-1' })).toBe('Supply AHU-1')
    // An unnamed system is not "TK01 -".
    expect(numberedName({ number: 'TK01', name: '  ' })).toBe('TK01')
    expect(numberedName({ number: '', name: '' })).toBe('-')
  })
})
