import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import fi from '../../i18n/locales/fi.json'
import { acousticsCautions, cautionText, targetCaution } from './room-cautions.ts'

describe('the cautions of a room', () => {
  it('name the doubtful inputs of the absorption mode in use, and nothing of an ordinary office', () => {
    const office = { listenerDistance: 1.5, absorptionArea: 10, volume: 50, reverberationTime: 0.8 }
    expect(acousticsCautions({ ...office, absorptionMode: 'area' })).toEqual({})
    expect(acousticsCautions({ ...office, absorptionMode: 'reverberation' })).toEqual({})
    // The designer's review typed these: a listener at 5 cm and half a square metre of absorption.
    expect(
      acousticsCautions({ ...office, absorptionMode: 'area', listenerDistance: 0.05, absorptionArea: 0.5 }),
    ).toEqual({
      listenerDistance: 'nearField',
      absorptionArea: 'littleAbsorption',
    })
    // The area is not used when the room is given by volume and reverberation time, and the other way round.
    expect(acousticsCautions({ ...office, absorptionMode: 'reverberation', absorptionArea: 0.5 })).toEqual({})
    expect(
      acousticsCautions({ ...office, absorptionMode: 'area', volume: 2, reverberationTime: 0.1 }),
    ).toEqual({})
    expect(
      acousticsCautions({ ...office, absorptionMode: 'reverberation', volume: 2, reverberationTime: 0.1 }),
    ).toEqual({
      volume: 'tinyVolume',
      reverberationTime: 'anechoic',
    })
    expect(acousticsCautions({ absorptionMode: 'reverberation', reverberationTime: 8 })).toEqual({
      reverberationTime: 'veryReverberant',
    })
  })

  it('stop at their limits, and leave values that are not numbers to the form’s errors', () => {
    expect(acousticsCautions({ listenerDistance: 0.5, absorptionArea: 1 })).toEqual({})
    expect(acousticsCautions({ listenerDistance: 0.49, absorptionArea: 0.99 })).toEqual({
      listenerDistance: 'nearField',
      absorptionArea: 'littleAbsorption',
    })
    expect(acousticsCautions({ absorptionMode: 'reverberation', reverberationTime: 5 })).toEqual({})
    expect(acousticsCautions({ absorptionMode: 'reverberation', reverberationTime: 0.2 })).toEqual({})
    expect(acousticsCautions({ listenerDistance: null, absorptionArea: 0 })).toEqual({})
    expect(acousticsCautions({ listenerDistance: -1 })).toEqual({})
  })

  it('find a target stricter than any ventilated room is designed for', () => {
    expect(targetCaution('LpA', 3.5)).toBe('strictTarget')
    expect(targetCaution('LpA', 20)).toBeUndefined()
    expect(targetCaution('NR', 10)).toBe('strictTarget')
    expect(targetCaution('NR', 15)).toBeUndefined()
    expect(targetCaution('NC', 15)).toBeUndefined()
    expect(targetCaution('NR', null)).toBeUndefined()
  })

  it('say their limit as the interface language writes numbers and targets', () => {
    const t = i18n.getFixedT('en')
    expect(cautionText('nearField', t, 'en')).toContain('Closer than 0.5 m')
    expect(cautionText('strictTarget', t, 'en', 'LpA')).toContain('Below 20 dB(A)')
    expect(cautionText('strictTarget', t, 'en', 'NR')).toContain('Below NR 15')
    i18n.addResourceBundle('fi', 'translation', fi, true, true)
    expect(cautionText('nearField', i18n.getFixedT('fi'), 'fi')).toContain('Alle 0,5 m:n')
  })
})
