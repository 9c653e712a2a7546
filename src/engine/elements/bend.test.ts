import { describe, expect, it } from 'vitest'
import { bandsToArray } from '../bands.ts'
import { bendAttenuation, planeWaveLimit } from './bend.ts'

describe('bends (VDI 2081-1 §6.2 Table 7)', () => {
  it('reproduces VDI 2081-2 Table 1 element 14: Ø160 mm round bend at c = 340, limit frequency 1245 Hz', () => {
    const section = { shape: 'circular', diameterMm: 160 } as const
    expect(planeWaveLimit(section, 340)).toBeCloseTo(1245.25, 1)
    expect(bandsToArray(bendAttenuation(section, 'radiused', 340))).toEqual([0, 0, 0, 1, 2, 3, 3, 3])
  })

  it('reads a 1250 mm side unshifted and moves the row three octaves up for a side eight times smaller', () => {
    const wide = bandsToArray(
      bendAttenuation({ shape: 'rectangular', widthMm: 1250, heightMm: 600 }, 'sharp', 340),
    )
    expect(wide.slice(0, 3)).toEqual([3, 7, 6])
    const narrow = bandsToArray(
      bendAttenuation({ shape: 'rectangular', widthMm: 156.25, heightMm: 100 }, 'sharp', 340),
    )
    expect(narrow.slice(0, 3)).toEqual([0, 0, 0])
    expect(narrow.slice(3, 6)).toEqual([3, 7, 6])
  })

  it('reads every round bend as radiused, and vanes lower a sharp bend’s peak', () => {
    const round = { shape: 'circular', diameterMm: 400 } as const
    expect(bendAttenuation(round, 'sharp')).toEqual(bendAttenuation(round, 'radiused'))
    const rect = { shape: 'rectangular', widthMm: 800, heightMm: 400 } as const
    const sharp = Math.max(...bandsToArray(bendAttenuation(rect, 'sharp')))
    const vaned = Math.max(...bandsToArray(bendAttenuation(rect, 'sharpVaned')))
    expect(vaned).toBeLessThan(sharp)
  })
})
