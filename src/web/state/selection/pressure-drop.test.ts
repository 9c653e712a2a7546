import { describe, expect, it } from 'vitest'
import { airflowRangeRequest, pressureDropRequest } from './pressure-drop.ts'

const nrf = { class: 'NRF50', diameter: 315, length: 900 }

describe('the guards before the calculation calls', () => {
  it('asks for a pressure drop only with class, diameter, length and a positive airflow', () => {
    expect(pressureDropRequest(nrf, 300, true)).toEqual({
      silencerClass: 'NRF50',
      diameter: 315,
      length: 900,
      inputAirflow: 300,
    })
    expect(pressureDropRequest(nrf, 0, true)).toBeNull()
    expect(pressureDropRequest(nrf, null, true)).toBeNull()
    expect(pressureDropRequest({ ...nrf, length: null }, 300, true)).toBeNull()
    expect(pressureDropRequest({ ...nrf, class: '' }, 300, true)).toBeNull()
  })

  it('never for NRFV and NRPV, nor for products not in the catalogue', () => {
    expect(pressureDropRequest({ ...nrf, class: 'NRFV' }, 300, true)).toBeNull()
    expect(pressureDropRequest({ ...nrf, class: 'NRPV' }, 300, true)).toBeNull()
    expect(pressureDropRequest(nrf, 300, false)).toBeNull()
  })

  it('asks for an airflow range only with a silencer and numeric limits', () => {
    const silencer = { class: 'NRF50', nominalSizeDiameter: 315, length: 900 }
    expect(airflowRangeRequest(silencer, 1, 100)).toEqual({
      silencerClass: 'NRF50',
      diameter: 315,
      length: 900,
      minPressureDrop: 1,
      maxPressureDrop: 100,
    })
    expect(airflowRangeRequest(null, 1, 100)).toBeNull()
    expect(airflowRangeRequest(silencer, '1', 100)).toBeNull()
    expect(airflowRangeRequest(silencer, 1, Number.NaN)).toBeNull()
    expect(airflowRangeRequest({ ...silencer, class: 'NRPV' }, 1, 100)).toBeNull()
    expect(airflowRangeRequest({ ...silencer, class: 'NRFV' }, 1, 100)).toBeNull()
    expect(airflowRangeRequest({ ...silencer, class: '' }, 1, 100)).toBeNull()
    expect(airflowRangeRequest({ ...silencer, nominalSizeDiameter: 0 }, 1, 100)).toBeNull()
    expect(airflowRangeRequest({ ...silencer, length: Number.NaN }, 1, 100)).toBeNull()
  })
})
