import { describe, expect, it } from 'vitest'
import { bandsToArray, zeroBands } from './bands.ts'
import { parsePluginInput } from './plugin-input.ts'
import { snapRectDuctSize } from './size-snap.ts'

describe('plugin input', () => {
  it('reads an object: shape 2/2 is a straight rectangular silencer; sizes become absolute integers', () => {
    const input = parsePluginInput({
      type: 'x',
      shape: '2/2',
      width: -1199.6,
      height: '600,4',
      airflow: 500.5,
      sound: '60 55,55 50 45 40 35 30 25',
    })
    expect(input).toMatchObject({
      productType: 'rectSilencer',
      shape: 'straight',
      width: 1200,
      height: 600,
      airflow: 501,
      diameter: 0,
      hasSound: true,
    })
    // 55,55 → 55.6 (one decimal, half away from zero)
    expect(bandsToArray(input?.sound ?? zeroBands())).toEqual([60, 55.6, 50, 45, 40, 35, 30, 25])
  })

  it('reads a JSON string; 1/1 is a round silencer', () => {
    expect(parsePluginInput('{"shape":"1/1","diameter":249.5}')).toMatchObject({
      productType: 'silencer',
      shape: 'circular',
      diameter: 250,
    })
  })

  it('uses the empty set for fewer than 8 sound values', () => {
    const input = parsePluginInput({ shape: '2/2', sound: '60 55 50' })
    expect(input?.hasSound).toBe(false)
    expect(bandsToArray(input?.sound ?? zeroBands())).toEqual([0, 0, 0, 0, 0, 0, 0, 0])
  })

  it('ignores unknown shape codes and unreadable input', () => {
    expect(parsePluginInput({ shape: '3/1' })).toBeNull()
    expect(parsePluginInput({ shape: '1/3' })).toBeNull()
    expect(parsePluginInput({ shape: 'toString/1' })).toBeNull()
    expect(parsePluginInput({ width: 100 })).toBeNull()
    expect(parsePluginInput('{not json')).toBeNull()
    expect(parsePluginInput(42)).toBeNull()
  })
})

describe('size snapping', () => {
  it('keeps an allowed size without an alert', () => {
    expect(snapRectDuctSize({ width: 1200, height: 600, shape: 'straight' })).toEqual({
      width: 1200,
      height: 600,
      connectionWidth: 1200,
      connectionHeight: 600,
      alert: null,
    })
  })

  it('snaps to the next larger size with the alert data and the nearest size for the connection', () => {
    expect(snapRectDuctSize({ width: 1210, height: 180, shape: 'straight' })).toEqual({
      width: 1250,
      height: 200,
      connectionWidth: 1200,
      connectionHeight: 200,
      alert: { ductWidth: 1210, ductHeight: 180 },
    })
  })

  it('goes to the largest size when nothing is larger (2350 for bends)', () => {
    expect(snapRectDuctSize({ width: 2400, height: 500, shape: 'bend' })).toMatchObject({
      width: 2350,
      height: 500,
      alert: { ductWidth: 2400 },
    })
    expect(snapRectDuctSize({ width: 2600, height: 2600, shape: 'straight' })).toMatchObject({
      width: 2500,
      height: 2500,
    })
  })
})
