import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bandsToArray, energySum } from './bands.ts'
import {
  estimateFanSoundPower,
  FAN_TYPES,
  fanOctaveCorrection,
  fanStrouhal,
  fanTotalSoundPower,
  type FanDuty,
} from './fan-noise.ts'
import { cubicMetersPerSecond, EngineError, hertz, pascals, revolutionsPerMinute } from './units.ts'

const duty = (over: Partial<FanDuty> = {}): FanDuty => ({
  type: 'centrifugalCasedOutlet',
  airflow: cubicMetersPerSecond(1),
  totalPressure: pascals(1000),
  speed: revolutionsPerMinute(1500),
  ...over,
})

describe('VDI 2081-1:2019 fan sound power, by hand', () => {
  it('eq. (19): L_W = L_Ws + 10·lg V + 20·lg Δp_t', () => {
    // RG outlet side, L_Ws = 33 dB: 33 + 10·lg 1 + 20·lg 1000 = 33 + 0 + 60 = 93 dB
    expect(fanTotalSoundPower(duty())).toBeCloseTo(93, 10)
    // Axial with guide vanes, L_Ws = 40 dB, 2 m³/s, 500 Pa: 40 + 3.0103 + 53.9794 = 96.9897 dB
    expect(
      fanTotalSoundPower(
        duty({ type: 'axialGuideVanes', airflow: cubicMetersPerSecond(2), totalPressure: pascals(500) }),
      ),
    ).toBeCloseTo(96.9897, 4)
  })

  it('eq. (20): St = f·60 / (π·n)', () => {
    // 1000 Hz at 1500 rpm: 60 000 / (π·1500) = 60 000 / 4712.389 = 12.7324
    expect(fanStrouhal(hertz(1000), revolutionsPerMinute(1500))).toBeCloseTo(12.7324, 4)
  })

  it('eq. (21): ΔL = −5 − 5·(lg St + c)²', () => {
    // lg 12.7324 = 1.10491; + 0.4 = 1.50491; ² = 2.26475; ×5 = 11.3238; −5 − 11.3238 = −16.3238 dB
    expect(fanOctaveCorrection(12.7324, 0.4)).toBeCloseTo(-16.3238, 3)
    // the peak: lg St = −c gives −5 dB
    expect(fanOctaveCorrection(10 ** -0.4, 0.4)).toBeCloseTo(-5, 10)
  })

  it('eqs. (22)–(23): the bands of RG outlet side, 1 m³/s, 1000 Pa, 1500 rpm', () => {
    // ΔL at 63 … 8000 Hz (eq. 21 with St = f·60/(π·1500), c = 0.4):
    //   −5.463, −6.811, −9.076, −12.247, −16.324, −21.307, −27.197, −33.992 dB
    // ΔL_W,ges = 10·lg Σ 10^(ΔL/10) = 10·lg(0.2843 + 0.2084 + 0.1237 + 0.0596 + 0.0233 + 0.0074 + 0.0019
    //   + 0.0004) = 10·lg 0.7090 = −1.493 dB
    // L_W,okt = 93 + ΔL + 1.493: 89.03, 87.68, 85.42, 82.25, 78.17, 73.19, 67.30, 60.50 dB
    const { total, bands } = estimateFanSoundPower(duty())
    expect(total).toBeCloseTo(93, 10)
    const expected = [89.03, 87.68, 85.42, 82.25, 78.17, 73.19, 67.3, 60.5]
    bandsToArray(bands).forEach((band, i) => expect(band).toBeCloseTo(expected[i] ?? NaN, 2))
  })

  it('refuses an airflow, pressure or speed that is not above 0', () => {
    expect(() => estimateFanSoundPower(duty({ airflow: cubicMetersPerSecond(0) }))).toThrow(EngineError)
    expect(() => estimateFanSoundPower(duty({ totalPressure: pascals(-1) }))).toThrow(EngineError)
    expect(() => estimateFanSoundPower(duty({ speed: revolutionsPerMinute(Number.NaN) }))).toThrow(
      EngineError,
    )
  })
})

const dutyArb = fc.record({
  type: fc.constantFrom(...FAN_TYPES),
  airflow: fc.double({ min: 0.001, max: 100, noNaN: true }).map(cubicMetersPerSecond),
  totalPressure: fc.double({ min: 1, max: 10_000, noNaN: true }).map(pascals),
  speed: fc.double({ min: 100, max: 10_000, noNaN: true }).map(revolutionsPerMinute),
})

const bandsOf = (d: FanDuty) => bandsToArray(estimateFanSoundPower(d).bands)

describe('VDI 2081-1:2019 fan sound power, properties', () => {
  it('doubling the airflow raises every band by 10·lg 2 = 3.0 dB', () => {
    fc.assert(
      fc.property(dutyArb, (d) => {
        const doubled = bandsOf({ ...d, airflow: cubicMetersPerSecond(d.airflow * 2) })
        bandsOf(d).forEach((band, i) => expect((doubled[i] ?? NaN) - band).toBeCloseTo(10 * Math.log10(2), 9))
      }),
    )
  })

  it('doubling the pressure raises every band by 20·lg 2 = 6.0 dB', () => {
    fc.assert(
      fc.property(dutyArb, (d) => {
        const doubled = bandsOf({ ...d, totalPressure: pascals(d.totalPressure * 2) })
        bandsOf(d).forEach((band, i) => expect((doubled[i] ?? NaN) - band).toBeCloseTo(20 * Math.log10(2), 9))
      }),
    )
  })

  it("the bands' energy sum is the total L_W (the corrections are normalised by eq. 22)", () => {
    fc.assert(
      fc.property(dutyArb, (d) => {
        const { total, bands } = estimateFanSoundPower(d)
        expect(energySum(bands)).toBeCloseTo(total, 9)
      }),
    )
  })
})
