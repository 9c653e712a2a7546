import { describe, expect, it } from 'vitest'
import { parsePluginInput, type PluginInput } from '#engine/index.ts'
import { decidePluginInput } from './plugin-routing.ts'

const parse = (raw: unknown): PluginInput => {
  const input = parsePluginInput(raw)
  if (!input) throw new Error('input did not parse')
  return input
}

describe('plugin input decisions', () => {
  it('opens regular silencers with the diameter, airflow and sound of a round input', () => {
    const decision = decidePluginInput(
      parse({ shape: '1/1', diameter: 249.6, airflow: 120.4, sound: '60 55 50 45 40 35 30 25' }),
    )
    expect(decision).toMatchObject({
      kind: 'round',
      path: 'regular-silencers?diameter=250',
      airflow: 120,
      soundPower: { octaveBand63Hz: 60, octaveBand8000Hz: 25 },
    })
  })

  it('leaves the diameter out when the plugin sent none, and the sound when fewer than 8 values', () => {
    expect(decidePluginInput(parse({ shape: '1/1', sound: '60 55' }))).toEqual({
      kind: 'round',
      path: 'regular-silencers',
      airflow: null,
      soundPower: null,
    })
  })

  it('keeps an allowed rectangular size without an alert', () => {
    const decision = decidePluginInput(parse({ shape: '2/2', width: 1200, height: 600, airflow: 900 }))
    expect(decision).toMatchObject({
      kind: 'rect',
      path: 'rect-silencer',
      rect: {
        shape: 'straight',
        width: 1200,
        height: 600,
        connectionWidth: 1200,
        connectionHeight: 600,
        airflow: 900,
      },
      alert: null,
    })
  })

  it('snaps an out-of-list size up, the connection to the nearest, with the alert', () => {
    const decision = decidePluginInput(parse({ shape: '2/2', width: 610, height: 420 }))
    expect(decision).toMatchObject({
      kind: 'rect',
      rect: { width: 650, height: 450, connectionWidth: 600, connectionHeight: 400 },
      alert: { key: 'noSuitableSize', width: 610, height: 420 },
    })
  })

  it('snaps a size above the largest to the largest', () => {
    const decision = decidePluginInput(parse({ shape: '2/2', width: 2700, height: 100 }))
    expect(decision).toMatchObject({
      rect: { width: 2500, height: 200 },
      alert: { width: 2700, height: 100 },
    })
  })

  it('ignores bad shape codes', () => {
    for (const shape of ['3/1', '1/3', '2', '', 'a/b', '1/1/1'])
      expect(parsePluginInput({ shape })).toBeNull()
  })
})
