// What restoring an earlier version changes, as the version view lists it before a designer restores it.
import { describe, expect, it } from 'vitest'
import type { ServedRoom } from '#contract/api/system-versions.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { anEstimate, aSystem } from '../../../state/workspace/test-fixtures.ts'
import { versionDifferences } from './version-differences.ts'

const office: ServedRoom = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Office',
  number: 'A2.14',
  inProject: true,
}
const current = aSystem({
  items: [anItem('a'), anItem('b', { quantity: 2 }), anItem('c')],
  inputSoundPowerLevel: flat(70),
  airflow: 200,
})
const kinds = (version: typeof current, room: ServedRoom | null = null) =>
  versionDifferences(version, room, current).map((d) => d.kind)

describe('what restoring a version changes', () => {
  it('is nothing for a version with the same content, its data read back in another key order', () => {
    const reordered = {
      ...current,
      items: current.items.map((item) => ({ ...item, soundAttenuation: { ...flat(10) } })),
    }
    expect(versionDifferences(reordered, null, current)).toEqual([])
  })

  it('names products added back, taken out, with another quantity or other data', () => {
    const version = {
      ...current,
      items: [anItem('a', { soundAttenuation: flat(12) }), anItem('b'), anItem('d', { quantity: 3 })],
    }
    const differences = versionDifferences(version, null, current)
    expect(differences.map((d) => [d.kind, 'item' in d ? d.item.productId : null])).toEqual([
      ['productDataChanged', 'a'],
      ['quantityChanged', 'b'],
      ['productAdded', 'd'],
      ['productRemoved', 'c'],
    ])
    expect(differences[1]).toMatchObject({ from: 2, to: 1 })
    expect(differences[2]).toMatchObject({ quantity: 3 })
  })

  it('names the same products in another order, the noise generator and the airflow', () => {
    const version = {
      ...current,
      items: [anItem('c'), anItem('a'), anItem('b', { quantity: 2 })],
      inputSoundPowerLevel: flat(75),
      airflow: null,
    }
    expect(kinds(version)).toEqual(['orderChanged', 'noiseGeneratorChanged', 'airflowChanged'])
    // The same bands as the fan's own data and as an estimate from its duty
    const estimated = { ...current, noiseGeneratorEstimate: anEstimate() }
    expect(kinds(estimated)).toEqual(['noiseGeneratorChanged'])
    expect(kinds({ ...current, filterCorrectionType: 'CFilter' })).toEqual(['detailsChanged'])
    expect(kinds({ ...current, comment: 'Before the fan was chosen' })).toEqual(['detailsChanged'])
    expect(versionDifferences(version, null, current).at(-1)).toEqual({
      kind: 'airflowChanged',
      from: 200,
      to: null,
    })
  })

  it('names the room served and its settings; a room no longer in the project is served by no restore', () => {
    const served = { ...current, roomId: office.id, outlets: 2 }
    expect(versionDifferences(served, office, current)).toEqual([
      { kind: 'roomChanged', to: office },
      { kind: 'roomSettingsChanged' },
    ])
    // The version served a room since deleted: restored, the system serves none, as it does now.
    expect(kinds({ ...current, roomId: office.id }, { ...office, inProject: false })).toEqual([])
    const today = { ...current, roomId: office.id }
    expect(versionDifferences(current, null, today)).toEqual([{ kind: 'roomChanged', to: null }])
  })
})
