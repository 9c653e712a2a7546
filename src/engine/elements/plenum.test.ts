import { describe, expect, it } from 'vitest'
import { plenumAttenuation, plenumGeometry } from './plenum.ts'

describe('plenum box (Wells; Bies, Hansen & Howard eq. 8.275)', () => {
  it('matches the formula worked by hand: 0.8 m cube, side outlet Ø315, α = 0.8 → 12.2 dB', () => {
    // r = 0.4·√2 = 0.566 m, cos θ = 1/√2, S_w = 3.84 m², S_out = π·0.1575² = 0.0779 m².
    // TL = −10·lg[0.0779·(0.7071/(π·0.32) + 0.2/(3.84·0.8))] = −10·lg[0.0779·(0.7034 + 0.0651)] = 12.23 dB.
    const geometry = plenumGeometry({ lengthMm: 800, widthMm: 800, heightMm: 800, layout: 'side' })
    expect(geometry.lineOfSight).toBeCloseTo(0.5657, 4)
    expect(Math.cos(geometry.angle)).toBeCloseTo(Math.SQRT1_2, 9)
    expect(geometry.wallArea).toBeCloseTo(3.84, 9)
    const [tl] = plenumAttenuation({ ...geometry, outletArea: Math.PI * 0.1575 ** 2, alpha: [0.8] })
    expect(tl).toBeCloseTo(12.23, 2)
  })

  it('attenuates more with more absorption, a longer line of sight and a larger angle to the outlet', () => {
    const base = { lineOfSight: 0.8, angle: 0, wallArea: 4, outletArea: 0.05 }
    const alpha = [0.1, 0.3, 0.6, 0.9]
    const a = plenumAttenuation({ ...base, alpha })
    a.slice(1).forEach((value, i) => expect(value).toBeGreaterThan(a[i] ?? Infinity))
    const farther = plenumAttenuation({ ...base, lineOfSight: 1.2, alpha })
    const turned = plenumAttenuation({ ...base, angle: Math.PI / 3, alpha })
    a.forEach((value, i) => {
      expect(farther[i]).toBeGreaterThan(value)
      expect(turned[i]).toBeGreaterThan(value)
    })
  })

  it('reports the formula’s low-absorption gain as 0', () => {
    const geometry = plenumGeometry({ lengthMm: 300, widthMm: 300, heightMm: 300, layout: 'straight' })
    expect(plenumAttenuation({ ...geometry, outletArea: 0.09, alpha: [0.05] })).toEqual([0])
  })
})
