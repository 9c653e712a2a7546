import { describe, expect, it } from 'vitest'
import { ROOM_PRESETS } from '#contract/api/room-presets.ts'
import { applyPreset, newRoomForm, roomInput } from './room-form.ts'

const NEW_ROOM = newRoomForm('en')

const preset = ROOM_PRESETS.find((candidate) => candidate.id === 'dk-meeting-room')

describe('the room form', () => {
  it('fills the target from a preset and keeps it editable', () => {
    expect(preset).toBeDefined()
    const filled = applyPreset(
      { ...NEW_ROOM, name: 'Meeting 2', targetType: 'NR', targetValue: '25' },
      preset ?? null,
    )
    expect(filled).toMatchObject({ roomType: 'dk-meeting-room', targetType: 'LpA', targetValue: '30' })
    const edited = roomInput({ ...filled, targetValue: '28,5' }, 'en')
    expect(edited.body).toMatchObject({ roomType: 'dk-meeting-room', targetValue: 28.5, name: 'Meeting 2' })
    expect(applyPreset(filled, null).roomType).toBeNull()
  })

  it('refuses what the API refuses, naming the field', () => {
    expect(roomInput({ ...NEW_ROOM, name: '' }, 'en').errors).toEqual(['name'])
    expect(roomInput({ ...NEW_ROOM, name: 'A', targetType: 'NC', targetValue: '12' }, 'en').errors).toEqual([
      'targetValue',
    ])
    expect(roomInput({ ...NEW_ROOM, name: 'A', targetType: 'NR', targetValue: '30.5' }, 'en').errors).toEqual(
      ['targetValue'],
    )
    expect(roomInput({ ...NEW_ROOM, name: 'A', listenerDistance: '0' }, 'en').errors).toEqual([
      'listenerDistance',
    ])
    expect(roomInput({ ...NEW_ROOM, name: 'A', listenerDistance: 'x' }, 'en').body).toBeNull()
    expect(roomInput({ ...NEW_ROOM, name: 'A', listenerDistance: '0.005' }, 'en').errors).toEqual([
      'listenerDistance',
    ])
  })

  it('never refuses an input the absorption mode does not use (an old room’s volume of 0.05 m³)', () => {
    const area = roomInput({ ...NEW_ROOM, name: 'A', absorptionMode: 'area', volume: '0.05' }, 'en')
    expect(area.errors).toEqual([])
    expect(area.body).toMatchObject({ volume: 0.05 })
    const reverberant = { ...NEW_ROOM, name: 'A', absorptionMode: 'reverberation' as const, volume: '0.05' }
    expect(roomInput(reverberant, 'en').errors).toEqual(['volume'])
  })
})
