import { describe, expect, it } from 'vitest'
import { bandsFromArray, bandsToArray } from './bands.ts'
import { ncCurve } from './rating-nc.ts'
import { nrCurve } from './rating-nr.ts'
import {
  assessableOrNull,
  assessRoom,
  roomAbsorptionArea,
  roomTargetCurve,
  sumRoomSources,
  treatmentOrder,
  type RoomAcoustics,
} from './room-assessment.ts'

const flat = (level: number) => bandsFromArray(Array.from({ length: 8 }, () => level))
const room: RoomAcoustics = {
  targetType: 'LpA',
  targetValue: 35,
  absorptionMode: 'area',
  absorptionArea: 10,
  volume: 50,
  reverberationTime: 0.8,
  listenerDistance: 1,
  directivity: 2,
}

describe('a room served by several systems (docs/acoustics.md, "Room targets")', () => {
  it('sums two systems with several outlets by energy, worked by hand', () => {
    // Room term C = 10·lg(Q/(4πr²) + 4/A) = 10·lg(2/(4π) + 4/10) = 10·lg(0.159155 + 0.4) = −2.52468 dB.
    // System 1: Lw 50 dB in every band, 3 outlets; system 2: Lw 47 dB, 2 outlets.
    // Lp = C + 10·lg(3·10^5.0 + 2·10^4.7) = −2.52468 + 10·lg(300 000 + 100 237.4) = −2.52468 + 56.02318
    //    = 53.4985 dB in every band.
    // System 1 alone: 50 − 2.52468 + 10·lg 3 = 52.2465 dB; system 2 alone: 47 − 2.52468 + 10·lg 2 = 47.4856 dB.
    // A-weighted total of a flat spectrum L: L + 10·lg Σ 10^(Aᵢ/10) = L + 6.98714 → 60.4856 dB(A).
    const result = assessRoom(
      [
        { soundPower: flat(50), outlets: 3 },
        { soundPower: flat(47), outlets: 2 },
      ],
      room,
    )
    expect(result).not.toBeNull()
    for (const level of bandsToArray(result?.soundPressureLevel ?? flat(0)))
      expect(level).toBeCloseTo(53.4985, 3)
    expect(result?.lpA).toBeCloseTo(60.4856, 3)
    expect(result?.contributions[0]?.soundPressureLevel.octaveBand500Hz).toBeCloseTo(52.2465, 3)
    expect(result?.contributions[1]?.soundPressureLevel.octaveBand500Hz).toBeCloseTo(47.4856, 3)
    expect(result?.contributions[0]?.lpA).toBeCloseTo(59.2337, 3)
    // Target 35 dB(A): margin 35 − 60.4856, a fail.
    expect(result?.margin).toBeCloseTo(35 - 60.4856, 3)
    expect(result?.pass).toBe(false)
    // The loudest A-weighted band of a flat spectrum is 2 kHz (+1.2 dB).
    expect(result?.worstBand).toBe('octaveBand2000Hz')
  })

  it('gives nothing for a room no system serves', () => {
    expect(sumRoomSources([], room)).toBeNull()
    expect(assessRoom([], room)).toBeNull()
  })

  it('judges NR and NC targets in whole curve numbers, passing on the curve', () => {
    // One outlet whose level lands exactly on the NR 30 curve: rated NR 30, margin 0 against NR 30.
    const correction = 10 * Math.log10(2 / (4 * Math.PI) + 4 / 10)
    const lw = bandsFromArray(bandsToArray(nrCurve(30)).map((level) => level - correction))
    const onCurve = assessRoom([{ soundPower: lw, outlets: 1 }], {
      ...room,
      targetType: 'NR',
      targetValue: 30,
    })
    expect(onCurve).toMatchObject({ nr: 30, margin: 0, pass: true })
    const tighter = assessRoom([{ soundPower: lw, outlets: 1 }], {
      ...room,
      targetType: 'NR',
      targetValue: 28,
    })
    expect(tighter).toMatchObject({ margin: -2, pass: false })
    // Two outlets add 3 dB: NR 33 (rounded up from 30 + 3.01/b at the governing band).
    const doubled = assessRoom([{ soundPower: lw, outlets: 2 }], {
      ...room,
      targetType: 'NR',
      targetValue: 30,
    })
    expect(doubled?.nr).toBeGreaterThanOrEqual(33)
    expect(doubled?.pass).toBe(false)
    const nc = assessRoom([{ soundPower: flat(20), outlets: 1 }], {
      ...room,
      targetType: 'NC',
      targetValue: 35,
    })
    expect(nc?.margin).toBe(35 - (nc?.nc ?? 0))
  })

  it('says which side of the curves a spectrum lies outside, for the room and each system', () => {
    // Lw 10 dB flat gives Lp 7.48 dB (C = −2.52 dB): under every band of NC 15 (its lowest, 8 kHz, is 11 dB),
    // but NR 16 ((7.48 + 8.0)/1.03 at 8 kHz, rounded up), within the NR curves.
    const quiet = assessRoom([{ soundPower: flat(10), outlets: 1 }], {
      ...room,
      targetType: 'NC',
      targetValue: 25,
    })
    expect(quiet).toMatchObject({ ncOutside: 'below', pass: true })
    expect(quiet?.nrOutside).toBeUndefined()
    expect(quiet?.nr).toBe(16)
    expect(quiet?.contributions[0]).toMatchObject({ ncOutside: 'below' })
    const loud = assessRoom([{ soundPower: flat(150), outlets: 1 }], {
      ...room,
      targetType: 'NR',
      targetValue: 35,
    })
    expect(loud).toMatchObject({ nrOutside: 'above', ncOutside: 'above', pass: false })
    const inRange = assessRoom([{ soundPower: flat(50), outlets: 1 }], room)
    expect(inRange?.nrOutside ?? inRange?.ncOutside).toBeUndefined()
  })

  it('rates each system on its own and treats first the one that sets the verdict, not the loudest in dB(A)', () => {
    // Room term −2.52468 dB (as above). The supply is quiet in the middle and loud at 8 kHz, the extract the
    // other way round: supply 8 kHz 50 − 2.52468 = 47.4753 dB, NR (47.4753 + 8)/1.03 = 53.86 → 54; extract
    // 1 kHz 47.4753 dB, NR 47.48 → 48 (its 500 Hz (47.4753 − 4.8)/0.974 = 43.8, 2 kHz (42.4753 + 3.5)/1.015
    // = 45.3). Together 8 kHz is 10·lg(10^4.74753 + 10^2.74753) = 47.5185 dB, NR (47.5185 + 8)/1.03 = 53.9
    // → 54: the room is rated at 8 kHz, where the supply is 20 dB louder, although the extract is the louder
    // in dB(A).
    const supply = { soundPower: bandsFromArray([40, 40, 35, 30, 30, 35, 45, 50]), outlets: 1 }
    const extract = { soundPower: bandsFromArray([50, 50, 50, 50, 50, 45, 35, 30]), outlets: 1 }
    const nrRoom = assessRoom([extract, supply], { ...room, targetType: 'NR', targetValue: 30 })
    expect(nrRoom).toMatchObject({ nr: 54, worstBand: 'octaveBand8000Hz' })
    expect(nrRoom?.contributions.map((c) => c.nr)).toEqual([48, 54])
    const [extractPart, supplyPart] = nrRoom?.contributions ?? []
    expect(extractPart?.lpA).toBeGreaterThan(supplyPart?.lpA ?? Infinity)
    expect(treatmentOrder(nrRoom ?? { contributions: [] }, 'NR')).toEqual([1, 0])
    // Against an LpA target the A-weighted total decides: the extract first.
    const lpARoom = assessRoom([extract, supply], room)
    expect(treatmentOrder(lpARoom ?? { contributions: [] }, 'LpA')).toEqual([0, 1])
    // The NC of each part is its own rating too (the room's, rounded up, is never below a part's).
    for (const part of nrRoom?.contributions ?? []) expect(nrRoom?.nc).toBeGreaterThanOrEqual(part.nc)
  })

  it('treats first the system whose treatment can lower the rating most, not the loudest in the worst band', () => {
    // Room term −2.52468 dB. P: 250 Hz Lw 80 → Lp 77.4753, NR (77.4753 − 12)/0.93 = 70.40, the rest 40 dB.
    // T: 250 Hz Lw 79.5 → NR 69.87; 500 Hz Lw 77.5 → Lp 74.9753, NR (74.9753 − 4.8)/0.974 = 72.05. Together
    // 250 Hz is 77.4753 + 10·lg(1 + 10^−0.05) = 80.24 dB, NR 73.4, the worst band, where P is the louder. Yet
    // silencing P leaves T's NR 72.05, silencing T leaves P's 70.40: T first.
    const p = { soundPower: bandsFromArray([40, 40, 80, 40, 40, 40, 40, 40]), outlets: 1 }
    const t = { soundPower: bandsFromArray([40, 40, 79.5, 77.5, 40, 40, 40, 40]), outlets: 1 }
    const nrRoom = assessRoom([p, t], { ...room, targetType: 'NR', targetValue: 35 })
    expect(nrRoom?.worstBand).toBe('octaveBand250Hz')
    const [pPart, tPart] = nrRoom?.contributions ?? []
    expect(pPart?.soundPressureLevel.octaveBand250Hz).toBeGreaterThan(
      tPart?.soundPressureLevel.octaveBand250Hz ?? 0,
    )
    expect([pPart?.nr, tPart?.nr]).toEqual([71, 73])
    expect(treatmentOrder(nrRoom ?? { contributions: [] }, 'NR')).toEqual([1, 0])
    // One system alone is first, whatever its level.
    const alone = assessRoom([p], { ...room, targetType: 'NC', targetValue: 35 })
    expect(treatmentOrder(alone ?? { contributions: [] }, 'NC')).toEqual([0])
  })

  it('takes the absorption from volume and reverberation time by Sabine', () => {
    expect(
      roomAbsorptionArea({ ...room, absorptionMode: 'reverberation', volume: 100, reverberationTime: 0.805 }),
    ).toBeCloseTo(20, 6)
  })

  it('draws the NR and NC target curves, none for an LpA target', () => {
    expect(roomTargetCurve('NR', 30)).toEqual(nrCurve(30))
    expect(roomTargetCurve('NC', 30)).toEqual(ncCurve(30))
    expect(roomTargetCurve('LpA', 30)).toBeNull()
  })
})

describe('a room the engine cannot assess', () => {
  it('gives null for refused inputs and a level that overflows, the assessment otherwise', () => {
    const source = [{ soundPower: flat(50), outlets: 1 }]
    expect(assessableOrNull(() => assessRoom(source, room))).toEqual(assessRoom(source, room))
    const overflowing = {
      ...room,
      absorptionMode: 'reverberation' as const,
      volume: 1e7,
      reverberationTime: 1e-305,
    }
    expect(assessableOrNull(() => assessRoom(source, overflowing))).toBeNull()
    expect(assessableOrNull(() => assessRoom(source, { ...room, listenerDistance: 1e-200 }))).toBeNull()
    expect(assessableOrNull(() => ({ lpA: Infinity }))).toBeNull()
    // Anything but the engine's own refusal is a fault, not a room to answer without levels.
    expect(() =>
      assessableOrNull(() => {
        throw new TypeError('bug')
      }),
    ).toThrow(TypeError)
  })
})
