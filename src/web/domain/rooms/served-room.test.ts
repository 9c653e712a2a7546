import { describe, expect, it } from 'vitest'
import { aTwoSystemRoom } from './test-rooms.ts'
import { servingInTreatmentOrder, shareOf, validOutlets } from './served-room.ts'

describe('a room and the systems serving it', () => {
  const room = aTwoSystemRoom('Open office')
  const [supply, exhaust] = room.assessment.contributions.map((part) => part.systemId)

  it('gives a system its part of the room’s level, and none to a system that adds nothing', () => {
    expect(shareOf(room, exhaust ?? '')).toMatchObject({ name: 'Exhaust AHU-1', outlets: 2, lpA: 38 })
    expect(shareOf(room, crypto.randomUUID())).toBeUndefined()
  })

  it('lists the serving systems in the assessment’s order, one without a calculation last, others left out', () => {
    const systems = [
      { id: 'uncalculated', roomId: room.id },
      { id: exhaust ?? '', roomId: room.id },
      { id: 'elsewhere', roomId: crypto.randomUUID() },
      { id: supply ?? '', roomId: room.id },
      { id: 'none', roomId: null },
    ]
    expect(servingInTreatmentOrder(room, systems).map((system) => system.id)).toEqual([
      supply,
      exhaust,
      'uncalculated',
    ])
  })

  it('takes whole outlet counts from 1 to the API’s limit', () => {
    expect([1, 12, 1000].map(validOutlets)).toEqual([true, true, true])
    expect([0, 1.5, 1001, '', '3'].map(validOutlets)).toEqual([false, false, false, false, false])
  })
})
