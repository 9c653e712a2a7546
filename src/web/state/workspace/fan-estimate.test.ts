import { describe, expect, it } from 'vitest'
import { aWeightedTotal } from '#engine/index.ts'
import { estimatedBandsOf } from '#contract/api/systems.ts'
import { fanEstimate, fanEstimateProblems, type FanEstimateInput } from './fan-estimate.ts'

const duty: FanEstimateInput = { type: 'axialGuideVanes', airflow: 1200, pressure: 400, speed: 1450 }

describe('fanEstimate', () => {
  it('gives the bands of its own mark, the mark holding the duty in l/s, Pa and rpm', () => {
    const estimate = fanEstimate(duty)
    if (estimate === null) throw new Error('a duty within bounds gives an estimate')
    expect(estimate.mark).toEqual({
      method: 'VDI 2081-1:2019',
      fanType: 'axialGuideVanes',
      airflow: 1200,
      totalPressureRise: 400,
      speed: 1450,
    })
    // The server requires exactly these bands of a noise generator with this mark.
    expect(estimate.bands).toEqual(estimatedBandsOf(estimate.mark))
    expect(estimate.lwA).toBe(aWeightedTotal(estimate.bands))
  })

  it('gives nothing, and so no mark, while an input is empty or out of its bounds', () => {
    expect(fanEstimate({ ...duty, speed: '' })).toBeNull()
    expect(fanEstimate({ ...duty, pressure: 5 })).toBeNull()
    expect(fanEstimateProblems({ ...duty, pressure: 5 })).toEqual({
      airflow: false,
      pressure: true,
      speed: false,
    })
    expect(fanEstimate({ ...duty, airflow: 0 })).toBeNull()
  })
})
