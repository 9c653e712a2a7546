import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { complianceRow, levelText, marginText, predictedText, roomCheckText } from './compliance.ts'
import { aRoom, anOutsideRoom } from './test-rooms.ts'

describe('a rating outside its curves (NR 0 … 130, NC 15 … 70)', () => {
  const en = i18n.getFixedT('en')

  it('reads "below NC 15" and a margin of more than the target less 15, never the extended curves\' number', () => {
    // NC 12 extends the NC 15…20 step below the table; ANSI S12.2 defines no such curve.
    const row = complianceRow(anOutsideRoom('NC', 25, 12, 'below'))
    expect(row).toMatchObject({ predicted: 12, margin: 13, outside: 'below', verdict: 'pass' })
    expect(predictedText(row, 'en', en)).toBe('below NC 15')
    expect(marginText(row, 'en')).toBe('> 10')
    expect(levelText(row.document.assessment, 'NC', 'en', en)).toBe('12.0 dB(A), below NC 15')
  })

  it('reads "above NR 130" and a margin of less than the target less 130', () => {
    const row = complianceRow(anOutsideRoom('NR', 35, 140, 'above'))
    expect(row).toMatchObject({ outside: 'above', verdict: 'fail' })
    expect(predictedText(row, 'en', en)).toBe('above NR 130')
    expect(marginText(row, 'en')).toBe('< -95')
    const check = roomCheckText(row, 'en', {
      check: ({ target, verdict, margin }) => `${target}: ${verdict}, ${margin}`,
      verdict: 'Fail',
      unit: 'dB(A)',
    })
    expect(check).toBe('NR 35: Fail, < -95')
  })

  it('says so in every language', () => {
    const row = complianceRow(anOutsideRoom('NC', 25, 12, 'below'))
    const texts = ['et', 'fi', 'sv', 'da'].map((language) =>
      predictedText(row, language, i18n.getFixedT(language)),
    )
    expect(texts).toEqual(['alla NC 15', 'alle NC 15', 'under NC 15', 'under NC 15'])
  })

  it('keeps numbers within the curves as they were', () => {
    const row = complianceRow(aRoom('NR room', { lpA: 40, margin: -2, targetType: 'NR', targetValue: 28 }))
    expect(row.outside).toBeNull()
    expect([predictedText(row, 'en', en), marginText(row, 'en')]).toEqual(['NR 30', '-2'])
  })
})
