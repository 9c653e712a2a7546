import { describe, expect, it } from 'vitest'
import { bandsFromArray, zeroBands } from './bands.ts'
import {
  GAP_VELOCITY_LIMIT,
  HIGH_PRESSURE_DROP,
  hasSoundPower,
  recommendRectOption,
} from './rect-recommend.ts'

const option = (
  pressureDrop: number,
  totalAttenuationWithAirflow: number,
  resultAfterLw: number,
  resultAfterAFilter: number,
  silencerGapSpeed = 6,
  meanLoss = 20,
) => ({
  silencerGapSpeed,
  soundAttenuation: bandsFromArray([1, 2, 3, 4, 5, 6, 7, 8].map((i) => meanLoss + i - 4.5)),
  pressureDrop,
  totalAttenuationWithAirflow,
  resultAfterLw,
  resultAfterAFilter,
})

describe('recommended rectangular option', () => {
  it('picks the option best most often among the four criteria', () => {
    const result = recommendRectOption([
      option(10, 20, 60, 50),
      option(20, 30, 50, 40),
      option(5, 25, 55, 45),
    ])
    // option 1 wins attenuation, Lw and dB(A) (3 of 4); option 2 only pressure drop
    expect(result).toEqual({
      minPressureDrop: 5,
      maxAttenuation: 30,
      minResultAfterLw: 50,
      minResultAfterAFilter: 40,
      recommendedOptionIndex: 1,
      comfortable: true,
    })
  })

  it('gives ties to the lower index', () => {
    const result = recommendRectOption([option(10, 20, 60, 50), option(5, 30, 61, 51), option(4, 31, 59, 49)])
    // scores: 0, 0, 4 → 2
    expect(result.recommendedOptionIndex).toBe(2)
    const tie = recommendRectOption([option(5, 20, 60, 50), option(10, 30, 50, 55)])
    // scores: option 0 pressure drop + dB(A) = 2, option 1 attenuation + Lw = 2 → lower index
    expect(tie.recommendedOptionIndex).toBe(0)
  })

  it('counts identical (similar) options alike and still prefers the first', () => {
    const same = option(7, 20, 55, 45)
    expect(recommendRectOption([option(9, 10, 70, 60), same, same]).recommendedOptionIndex).toBe(1)
  })

  it('recommends nothing (−1) without options', () => {
    expect(recommendRectOption([])).toEqual({
      minPressureDrop: null,
      maxAttenuation: null,
      minResultAfterLw: null,
      minResultAfterAFilter: null,
      recommendedOptionIndex: -1,
      comfortable: false,
    })
  })

  it('recommends only options below the HIGH pressure-drop line and within the gap-velocity limit', () => {
    // The case: the option best on every number is HIGH (142 Pa at 12.5 m/s); a comfortable one wins.
    const result = recommendRectOption([
      option(142, 30, 50, 40, 12.5),
      option(20, 20, 60, 50, 8),
      option(HIGH_PRESSURE_DROP, 25, 55, 45, 7),
      option(10, 22, 58, 48, GAP_VELOCITY_LIMIT + 0.1),
    ])
    expect(result.comfortable).toBe(true)
    expect(result.recommendedOptionIndex).toBe(1)
    // The best values are those of the options compared.
    expect(result.maxAttenuation).toBe(20)
    expect(result.minPressureDrop).toBe(20)
    // Exactly at the gap-velocity limit is still comfortable.
    expect(
      recommendRectOption([option(142, 30, 50, 40, 12.5), option(30, 10, 70, 60, GAP_VELOCITY_LIMIT)]),
    ).toMatchObject({ recommendedOptionIndex: 1, comfortable: true })
  })

  it('falls back to all options and says so when none is comfortable', () => {
    const result = recommendRectOption([option(142, 30, 50, 40, 12.5), option(40, 20, 60, 50, 11)])
    expect(result).toMatchObject({ comfortable: false, recommendedOptionIndex: 0, minPressureDrop: 40 })
  })

  it('without an input sound power compares pressure drop and attenuation without flow only', () => {
    expect(hasSoundPower(zeroBands())).toBe(false)
    expect(hasSoundPower({ ...zeroBands(), octaveBand125Hz: 60 })).toBe(true)
    // With zero input the "with airflow" figures are the flow noise negated (−17): option 0 would win them all.
    const options = [option(20, -5, 17, 10, 6, 12), option(10, -17, 27, 20, 6, 25)]
    expect(recommendRectOption(options).recommendedOptionIndex).toBe(0)
    const withoutInput = recommendRectOption(options, { soundPowerGiven: false })
    // Option 1: lowest pressure drop and highest mean insertion loss (25 dB).
    expect(withoutInput).toMatchObject({
      recommendedOptionIndex: 1,
      maxAttenuation: 25,
      minResultAfterLw: null,
      minResultAfterAFilter: null,
    })
  })
})
