import { describe, expect, it } from 'vitest'
import { compareRooms, roomLabel } from './room-names.ts'

describe('room names', () => {
  it('names a room by its number, then its name, or by its name alone', () => {
    expect(roomLabel({ number: 'A2.14', name: 'Office' })).toBe('A2.14 Office')
    expect(roomLabel({ number: '', name: 'Office' })).toBe('Office')
  })

  it('orders rooms as a room schedule lists them: by number, as numbers, then by name; unnumbered last', () => {
    const rooms = [
      { number: '', name: 'Store 10' },
      { number: '1024', name: 'Lobby' },
      { number: '', name: 'store 2' },
      { number: '102', name: 'Office' },
      { number: '102', name: 'Kitchen' },
    ]
    expect(rooms.toSorted(compareRooms).map(roomLabel)).toEqual([
      '102 Kitchen',
      '102 Office',
      '1024 Lobby',
      'store 2',
      'Store 10',
    ])
  })
})
