import { describe, expect, it } from 'vitest'
import { bandsToArray, nrCurve, roomCorrection, meters, squareMeters } from '#engine/index.ts'
import { flat } from '../chain/test-items.ts'
import { acousticRange, roomErrors, roomFromTexts, roomTexts } from './room-form.ts'
import { analyseRoom, analyseRoomOrNull, DEFAULT_ROOM } from './room-levels.ts'

describe('the room panel calculation (docs/acoustics.md section 11)', () => {
  it('adds 10·lg(Q/(4πr²) + 4/A) to every band: −2.52 dB at Q 2, A 10 m², r 1 m', () => {
    const analysis = analyseRoom(flat(60), { ...DEFAULT_ROOM, listenerDistance: 1 })
    for (const level of bandsToArray(analysis.levels)) expect(level).toBeCloseTo(60 - 2.52, 2)
    expect(analysis.absorptionArea).toBe(10)
  })

  it('takes the absorption area from volume and reverberation time by Sabine (A = 0.161·V/T)', () => {
    const analysis = analyseRoom(flat(60), {
      ...DEFAULT_ROOM,
      absorptionMode: 'reverberation',
      volume: 100,
      reverberationTime: 0.805,
    })
    expect(analysis.absorptionArea).toBeCloseTo(20, 6)
    const term = roomCorrection({ distance: meters(2), directivity: 2, absorptionArea: squareMeters(20) })
    expect(analysis.levels.octaveBand1000Hz).toBeCloseTo(60 + term, 9)
  })

  it('rates the spectrum and passes or fails against the targets', () => {
    // Lw chosen so that the room level lies exactly on the NR 30 curve.
    const correction = roomCorrection({
      distance: meters(2),
      directivity: 2,
      absorptionArea: squareMeters(10),
    })
    const lw = nrCurve(30)
    for (const key of Object.keys(lw) as (keyof typeof lw)[]) lw[key] -= correction
    const onCurve = analyseRoom(lw, DEFAULT_ROOM)
    expect(onCurve.nr).toMatchObject({ kind: 'inRange', rating: 30 })
    expect(onCurve.nrPass).toBe(true)
    expect(analyseRoom(lw, { ...DEFAULT_ROOM, targetNr: 29 }).nrPass).toBe(false)
    expect(analyseRoom(lw, { ...DEFAULT_ROOM, targetNr: null, targetNc: null })).toMatchObject({
      nrPass: null,
      ncPass: null,
    })
    // Far below every curve: passes; far above: fails.
    expect(analyseRoom(flat(-20), DEFAULT_ROOM)).toMatchObject({ nrPass: true, ncPass: true })
    expect(analyseRoom(flat(150), DEFAULT_ROOM)).toMatchObject({ nrPass: false, ncPass: false })
  })
})

describe('the room inputs', () => {
  it('give a room only when every input the mode uses is valid; targets may be empty', () => {
    const texts = roomTexts(DEFAULT_ROOM, 'en')
    expect(roomFromTexts(texts, DEFAULT_ROOM, 'en')).toEqual(DEFAULT_ROOM)
    expect(roomFromTexts({ ...texts, listenerDistance: '1,5', targetNr: '' }, DEFAULT_ROOM, 'en')).toEqual({
      ...DEFAULT_ROOM,
      listenerDistance: 1.5,
      targetNr: null,
    })
    expect(
      roomErrors({ ...texts, listenerDistance: '0', targetNc: '12', targetNr: '30.5' }, 'area', 'en'),
    ).toEqual({
      listenerDistance: 'range',
      targetNc: 'target',
      targetNr: 'target',
    })
    // The API's bounds: a listener 1 cm away is the least, and 1 km the most.
    expect(roomErrors({ ...texts, listenerDistance: '0.009' }, 'area', 'en')).toEqual({
      listenerDistance: 'range',
    })
    expect(roomErrors({ ...texts, listenerDistance: '0.01' }, 'area', 'en')).toEqual({})
    expect(roomErrors({ ...texts, listenerDistance: '1000.5' }, 'area', 'en')).toEqual({
      listenerDistance: 'range',
    })
    expect(acousticRange('reverberationTime', 'fi')).toEqual({ min: '0,01', max: '60' })
    expect(acousticRange('volume', 'en')).toEqual({ min: '0.1', max: '10,000,000' })
    // The volume is not used with an absorption area.
    expect(roomFromTexts({ ...texts, volume: 'x' }, DEFAULT_ROOM, 'en')).toEqual(DEFAULT_ROOM)
    expect(
      roomFromTexts({ ...texts, volume: 'x' }, { ...DEFAULT_ROOM, absorptionMode: 'reverberation' }, 'en'),
    ).toBeNull()
  })

  it('gives no analysis, rather than an error, for a stored room the engine cannot assess', () => {
    expect(analyseRoomOrNull(flat(60), DEFAULT_ROOM)).toEqual(analyseRoom(flat(60), DEFAULT_ROOM))
    const overflowing = {
      ...DEFAULT_ROOM,
      absorptionMode: 'reverberation' as const,
      volume: 1e7,
      reverberationTime: 1e-305,
    }
    expect(() => analyseRoom(flat(60), overflowing)).toThrow()
    expect(analyseRoomOrNull(flat(60), overflowing)).toBeNull()
    expect(analyseRoomOrNull(flat(60), { ...DEFAULT_ROOM, listenerDistance: 1e-200 })).toBeNull()
  })
})
