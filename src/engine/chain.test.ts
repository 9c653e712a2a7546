import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray, zeroBands, type OctaveBands } from './bands.ts'
import { calculateSoundPower, chainStep, expandByQuantity, lpA10m2Bands } from './chain.ts'
import type { ChainProductInput } from './chain-types.ts'

const flat = (level: number): OctaveBands => bandsFromArray(Array.from({ length: 8 }, () => level))
const product = (
  id: string,
  attenuation: number,
  ownSoundPower: number,
  extra: Partial<ChainProductInput> = {},
) => ({
  id,
  soundAttenuation: flat(attenuation),
  soundPowerLevel: flat(ownSoundPower),
  ...extra,
})

describe('chain step', () => {
  it('adds self-noise energetically: 80 − 10 ⊕ 65 = 70 + 10·lg(1 + 10^−0.5) = 71.193 dB', () => {
    // 10^(70/10) = 1e7, 10^(65/10) = 3.162e6, sum 1.3162e7 → 71.193 dB
    expect(chainStep(80, 10, 65)).toBeCloseTo(71.193, 3)
  })

  it('treats own sound power of 0 or less as "not set": 80 − 10 = 70 exactly', () => {
    expect(chainStep(80, 10, 0)).toBe(70)
    expect(chainStep(80, 10, -5)).toBe(70)
  })

  it('lets a tiny positive self-noise add almost nothing: 70 ⊕ 1 = 70.0000', () => {
    expect(chainStep(80, 10, 1)).toBeCloseTo(70, 4)
  })
})

describe('calculateSoundPower', () => {
  const input = bandsFromArray([50, 48, 45, 42, 38, 33, 28, 22])

  it('with no products gives the generator itself (docs/acoustics.md vectors Z 53.42, A 43.73, LpA10 39.75)', () => {
    const result = calculateSoundPower({
      inputSoundPowerLevel: input,
      attenuationConstant: 'T1',
      filterCorrectionType: 'AFilter',
      products: [],
    })
    expect(result.noiseGeneratorTotalSoundPowerLw).toBeCloseTo(53.42, 2)
    expect(result.noiseGeneratorTotalSoundPowerLwA).toBeCloseTo(43.73, 2)
    expect(result.totalSoundPowerToRoomLwA).toBeCloseTo(43.73, 2)
    // LpA10 = LwA + 10·lg(4/10) = 43.73 − 3.98 = 39.75 (docs/acoustics.md section 2, LpA10m2)
    expect(result.totalLpA10m2).toBeCloseTo(39.75, 2)
    expect(result.perProductCalculations).toEqual([])
    expect(result.calculationSteps).toEqual([])
  })

  it('gives LpA10 = 26.02 for LwA 30.0 (docs/acoustics.md section 2, LpA10m2)', () => {
    // A flat spectrum at L has LwA = L + 10·lg Σ10^(Aᵢ/10) = L + 4.9946 (A offsets of docs/acoustics.md
    // section 1)
    const aOffset =
      10 * Math.log10([-26.2, -16.1, -8.6, -3.2, 0, 1.2, 1.0, -1.1].reduce((s, a) => s + 10 ** (a / 10), 0))
    const result = calculateSoundPower({
      inputSoundPowerLevel: flat(30 - aOffset),
      attenuationConstant: 'T1',
      filterCorrectionType: 'NoFilter',
      products: [],
    })
    expect(result.totalSoundPowerToRoomLwA).toBeCloseTo(30, 9)
    expect(result.totalLpA10m2).toBeCloseTo(26.02, 2)
  })

  it('chains two products band by band and reports each step', () => {
    // 63 Hz: 50 − 5 = 45, ⊕ 40 → 46.193; then − 10 = 36.193, own 0 → 36.193
    const result = calculateSoundPower({
      inputSoundPowerLevel: input,
      attenuationConstant: 'NoConstant',
      filterCorrectionType: 'CFilter',
      products: [
        product('a', 5, 40, { name: 'Silencer', nameEn: 'Silencer EN', pressureDrop: 12 }),
        product('b', 10, 0),
      ],
    })
    expect(result.soundPowerLevelToRoomLw.octaveBand63Hz).toBeCloseTo(36.193, 3)
    expect(result.calculationSteps).toHaveLength(2)
    expect(result.calculationSteps[0]?.name).toBe('Silencer')
    expect(result.calculationSteps[0]?.nameEn).toBe('Silencer EN')
    expect(result.calculationSteps[0]?.resultLw.octaveBand63Hz).toBeCloseTo(46.193, 3)
    expect(result.calculationSteps[1]?.name).toBe('Abstract')
    const [first, second] = result.perProductCalculations
    expect(first?.id).toBe('a')
    expect(first?.pressureDrop).toBe(12)
    expect(first?.calculationSteps).toHaveLength(1)
    expect(first?.soundPowerLevelToRoomLwA).toBe(first?.totalSoundPowerToRoomLwA)
    expect(second?.pressureDrop).toBeNull()
    expect(second?.calculationSteps).toHaveLength(2)
    expect(second?.soundPowerLevelToRoomLw).toEqual(result.soundPowerLevelToRoomLw)
    expect(second?.totalSoundPowerToRoomLwA).toBe(result.totalSoundPowerToRoomLwA)
  })

  it('returns null filtered values for NoFilter and null LpA10m2 for NoConstant', () => {
    const result = calculateSoundPower({
      inputSoundPowerLevel: input,
      attenuationConstant: 'NoConstant',
      filterCorrectionType: 'NoFilter',
      products: [product('a', 3, 0)],
    })
    expect(result.noiseGeneratorFilteredTotal).toBeNull()
    expect(result.filteredTotalSoundPowerToRoom).toBeNull()
    expect(result.filteredSoundPowerToRoom).toBeNull()
    expect(bandsToArray(result.filterCorrectionFactor)).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
    expect(result.lpA10m2).toBeNull()
    expect(result.totalLpA10m2).toBeNull()
  })

  it('keeps LpA10m2 A-weighted whatever the filter, and the filtered values follow the filter', () => {
    const result = calculateSoundPower({
      inputSoundPowerLevel: input,
      attenuationConstant: 'T1',
      filterCorrectionType: 'BFilter',
      products: [product('a', 3, 0)],
    })
    // 63 Hz: 50 − 3 = 47; B: 47 − 9.3 = 37.7; LpA10: 47 − 26.2 − 3.979 = 16.821
    expect(result.filteredSoundPowerToRoom?.octaveBand63Hz).toBeCloseTo(37.7, 9)
    expect(result.lpA10m2?.octaveBand63Hz).toBeCloseTo(16.821, 3)
    expect(result.totalLpA10m2).toBeCloseTo(result.totalSoundPowerToRoomLwA - 3.9794, 4)
    expect(result.noiseGeneratorFilteredTotal).toBeCloseTo(49.18, 2)
  })

  it('reads missing bands and numeric strings of stored data as numbers', () => {
    const result = calculateSoundPower({
      inputSoundPowerLevel: { octaveBand63Hz: '60' } as unknown as OctaveBands,
      attenuationConstant: 'NoConstant',
      filterCorrectionType: 'AFilter',
      products: [{ soundAttenuation: {} as OctaveBands, soundPowerLevel: zeroBands() }],
    })
    expect(bandsToArray(result.soundPowerLevelToRoomLw)).toEqual([60, 0, 0, 0, 0, 0, 0, 0])
    expect(result.perProductCalculations[0]?.id).toBeNull()
  })
})

describe('helpers', () => {
  it('expands products by quantity (missing = 1, 0 = none)', () => {
    const items = expandByQuantity([{ id: 'a', quantity: 2 }, { id: 'b' }, { id: 'c', quantity: 0 }])
    expect(items.map((p) => p.id)).toEqual(['a', 'a', 'b'])
  })

  it('gives LpA10m2 per band as Lw + A − 3.979', () => {
    expect(lpA10m2Bands(flat(50)).octaveBand1000Hz).toBeCloseTo(46.0206, 4)
  })
})
