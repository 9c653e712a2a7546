import { describe, expect, it } from 'vitest'
import {
  assessRoom,
  aWeightedTotal,
  bandsFromArray,
  bandsToArray,
  energySum,
  mapBands,
  roomTargetCurve,
  WEIGHTINGS,
  zipBands,
  type OctaveBands,
} from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { aRoom } from './test-rooms.ts'
import {
  allowedAtListener,
  roomAcousticsOf,
  roomBudget,
  roomJudge,
  roomTerm,
  type SystemInRoom,
} from './room-budget.ts'

const THIS = '00000000-0000-4000-8000-0000000000aa'
const OTHER = '00000000-0000-4000-8000-0000000000bb'
const flat = (level: number) => bandsFromArray(Array.from({ length: 8 }, () => level))
const close = (actual: OctaveBands, expected: number[], digits = 3) =>
  bandsToArray(actual).forEach((value, i) => expect(value).toBeCloseTo(expected[i] ?? Number.NaN, digits))

/** A served room whose assessment lists the given parts (each a system's Lp at the listener, outlets included). */
function roomWith(
  fields: Partial<RoomDocument>,
  parts: { systemId: string; outlets: number; soundPressureLevel: OctaveBands }[],
  extra: Partial<RoomDocument['assessment']> = {},
): RoomDocument {
  const room = aRoom('Office', { number: 'A2.14', ...fields })
  return {
    ...room,
    assessment: {
      ...room.assessment,
      contributions: parts.map((part) => ({
        ...part,
        name: part.systemId,
        number: '',
        lpA: aWeightedTotal(part.soundPressureLevel),
        nr: 0,
        nc: 0,
      })),
      ...extra,
    },
  }
}

// The hand-worked room: 20 m² absorption, the listener 2 m from each outlet, outlets in the ceiling (Q = 2),
// target NR 30; this system feeds it through 2 outlets, another system gives 20 dB a band at the listener.
const office = (others: number) =>
  roomWith(
    {
      targetType: 'NR',
      targetValue: 30,
      absorptionMode: 'area',
      absorptionArea: 20,
      listenerDistance: 2,
      directivity: 2,
    },
    [
      { systemId: OTHER, outlets: 3, soundPressureLevel: flat(others) },
      // This system's own part, as its last save left it: replaced, never counted.
      { systemId: THIS, outlets: 2, soundPressureLevel: flat(60) },
    ],
  )
const served = (room: RoomDocument, outlets = 2): SystemInRoom => ({ room, systemId: THIS, outlets })

describe("a served room's budget for one of its systems", () => {
  it('is the NR curve less the other system by energy, taken to sound power per outlet (worked by hand)', () => {
    // Room term C = 10·lg(Q/(4πr²) + 4/A) = 10·lg(2/(4π·2²) + 4/20) = 10·lg(0.039789 + 0.2) = −6.2017 dB;
    // 2 outlets: 10·lg 2 = 3.0103 dB.
    expect(roomTerm(roomAcousticsOf(office(20)))).toBeCloseTo(-6.2017, 4)
    // NR 30 per band, L = a + b·30: 59.2, 48.1, 39.9, 34.02, 30, 26.95, 24.65, 22.9 dB.
    // Left at the listener, 1 kHz: 10·lg(10^(30/10) − 10^(20/10)) = 10·lg(1000 − 100) = 10·lg 900 = 29.5424 dB;
    // 8 kHz: 10·lg(10^2.29 − 10^2) = 10·lg(194.98 − 100) = 19.7765 dB; 63 Hz: 10·lg(10^5.92 − 100) = 59.1995 dB.
    // Per outlet Lw = left − C − 10·lg 2: 1 kHz 29.5424 + 6.2017 − 3.0103 = 32.7338 dB;
    // 8 kHz 19.7765 + 6.2017 − 3.0103 = 22.9679 dB; 63 Hz 59.1995 + 6.2017 − 3.0103 = 62.3909 dB.
    const budget = roomBudget(served(office(20)))
    if (budget.kind !== 'open') throw new Error('a budget expected')
    close(budget.atListener, [59.1995, 48.0933, 39.8553, 33.8444, 29.5424, 25.9709, 22.8272, 19.7765])
    close(budget.perOutlet, [62.3909, 51.2847, 43.0467, 37.0358, 32.7338, 29.1623, 26.0186, 22.9679])
    // The other system's level at the listener is its own part, 20 dB a band, whatever its outlets.
    close(budget.others?.soundPressureLevel ?? flat(Number.NaN), bandsToArray(flat(20)), 9)
    expect(budget.others?.nr).toBe(28)
  })

  it('gives the whole target when no other system counts, and halves per outlet for twice the outlets', () => {
    const alone = roomWith({ targetType: 'NR', targetValue: 30, absorptionArea: 20 }, [])
    const one = roomBudget(served(alone, 1))
    const two = roomBudget(served(alone, 2))
    if (one.kind !== 'open' || two.kind !== 'open') throw new Error('budgets expected')
    expect(one.others).toBeNull()
    expect(one.atListener).toEqual(roomTargetCurve('NR', 30))
    close(
      two.perOutlet,
      bandsToArray(one.perOutlet).map((lw) => lw - 10 * Math.log10(2)),
      9,
    )
  })

  it('takes an NC target’s curve, and a room of volume and reverberation time at A = 0.161·V/T', () => {
    // 0.161 · 100 m³ / 0.805 s = 20 m², the hand-worked room's absorption: the same room term.
    const room = roomWith(
      {
        targetType: 'NC',
        targetValue: 35,
        absorptionMode: 'reverberation',
        absorptionArea: 3,
        volume: 100,
        reverberationTime: 0.805,
        listenerDistance: 2,
        directivity: 2,
      },
      [],
    )
    const budget = roomBudget(served(room, 1))
    if (budget.kind !== 'open') throw new Error('a budget expected')
    // NC 35: 60, 52, 45, 40, 36, 34, 33, 32 dB; per outlet + 6.2017 dB.
    close(
      budget.perOutlet,
      [60, 52, 45, 40, 36, 34, 33, 32].map((lp) => lp + 6.2017),
    )
  })

  it('shares what an LpA target leaves after the others’ A-weighted total equally by the bands (worked by hand)', () => {
    // Target 35 dB(A); the other system gives 32 dB(A), spread so that each A-weighted band is 32 − 10·lg 8.
    const others = bandsFromArray(WEIGHTINGS.A.map((w) => 32 - 10 * Math.log10(8) - w))
    expect(aWeightedTotal(others)).toBeCloseTo(32, 9)
    const room = roomWith(
      {
        targetType: 'LpA',
        targetValue: 35,
        absorptionArea: 10,
        listenerDistance: 1,
        directivity: 1,
      },
      [{ systemId: OTHER, outlets: 1, soundPressureLevel: others }],
    )
    // Left: 10·lg(10^3.5 − 10^3.2) = 10·lg(3162.28 − 1584.89) = 31.9794 dB(A); a band's share
    // 31.9794 − 10·lg 8 = 22.9485 dB(A), un-weighted at 1 kHz 22.9485 dB and at 63 Hz 22.9485 + 26.2 = 49.1485 dB.
    // C = 10·lg(1/(4π·1²) + 4/10) = 10·lg(0.0796 + 0.4) = −3.1914 dB: per outlet 26.1399 and 52.3399 dB.
    const budget = roomBudget(served(room, 1))
    if (budget.kind !== 'open') throw new Error('a budget expected')
    expect(aWeightedTotal(budget.atListener)).toBeCloseTo(31.9794, 4)
    expect(budget.atListener.octaveBand1000Hz).toBeCloseTo(22.9485, 4)
    expect(budget.perOutlet.octaveBand1000Hz).toBeCloseTo(26.1399, 4)
    expect(budget.perOutlet.octaveBand63Hz).toBeCloseTo(52.3399, 4)
    // The budget and the others together are the target exactly.
    const together = zipBands(budget.atListener, others, (a, b) => energySum([a, b]))
    expect(aWeightedTotal(together)).toBeCloseTo(35, 9)
  })

  it('says nothing is left when the other systems alone reach the target', () => {
    // 23 dB at 8 kHz is above NR 30's 22.9 dB there: the others alone are rated (23 + 8)/1.03 = 30.1, NR 31.
    const budget = roomBudget(served(office(23)))
    expect(budget.kind).toBe('spent')
    if (budget.kind === 'spent') expect(budget.others.nr).toBe(31)
    expect(roomJudge(served(office(23)))(flat(-50))).toBe(false)
    // An LpA target the others meet exactly leaves nothing either.
    const others = bandsFromArray(WEIGHTINGS.A.map((w) => 35 - 10 * Math.log10(8) - w))
    const lpa = roomWith({ targetType: 'LpA', targetValue: 35 }, [
      { systemId: OTHER, outlets: 1, soundPressureLevel: others },
    ])
    expect(allowedAtListener(roomAcousticsOf(lpa), others)).toBeNull()
    expect(roomBudget(served(lpa)).kind).toBe('spent')
  })

  it('cannot be given for a room the engine cannot assess', () => {
    const stored = office(20)
    const unassessable = { ...stored, assessment: { ...stored.assessment, unassessable: true as const } }
    expect(roomBudget(served(unassessable))).toEqual({ kind: 'unassessable' })
    expect(roomJudge(served(unassessable))(flat(0))).toBeNull()
    // A listener distance of 1e-300 m: the room term overflows.
    const tiny = roomWith({ listenerDistance: 1e-300 }, [])
    expect(roomBudget(served(tiny))).toEqual({ kind: 'unassessable' })
  })
})

describe("the served room's exact test of a chain", () => {
  // The room as the server assesses it: this system 45 dB a band from each of 2 outlets, the other 35 dB from 3
  // (33.6 dB a band at the listener, within NR 45's 38.35 dB at 8 kHz).
  const acoustics = {
    targetType: 'NR' as const,
    targetValue: 45,
    absorptionMode: 'area' as const,
    absorptionArea: 20,
    volume: 50,
    reverberationTime: 0.8,
    listenerDistance: 2,
    directivity: 2 as const,
  }
  const thisPower = flat(45)
  const otherPower = flat(35)
  const assessed = assessRoom(
    [
      { soundPower: thisPower, outlets: 2 },
      { soundPower: otherPower, outlets: 3 },
    ],
    acoustics,
  )
  if (!assessed) throw new Error('an assessment expected')
  const [own, other] = assessed.contributions
  const room = roomWith(acoustics, [
    { systemId: OTHER, outlets: 3, soundPressureLevel: other?.soundPressureLevel ?? flat(0) },
    { systemId: THIS, outlets: 2, soundPressureLevel: own?.soundPressureLevel ?? flat(0) },
  ])
  const judge = roomJudge(served(room))

  it("is the room's assessment with this system's part replaced by the chain's sound power", () => {
    for (const power of [
      thisPower,
      flat(30),
      flat(50),
      mapBands(thisPower, (lw, key) => (key === 'octaveBand63Hz' ? 80 : lw)),
    ]) {
      const expected = assessRoom(
        [
          { soundPower: power, outlets: 2 },
          { soundPower: otherPower, outlets: 3 },
        ],
        acoustics,
      )
      expect(judge(power)).toBe(expected?.pass)
    }
    expect(judge(flat(30))).toBe(true)
    expect(judge(flat(50))).toBe(false)
  })

  it('meets the target with the budget itself, and misses it with 0.1 dB more in one band', () => {
    const budget = roomBudget(served(room))
    if (budget.kind !== 'open') throw new Error('a budget expected')
    expect(judge(budget.perOutlet)).toBe(true)
    expect(judge({ ...budget.perOutlet, octaveBand2000Hz: budget.perOutlet.octaveBand2000Hz + 0.1 })).toBe(
      false,
    )
  })

  it('cannot tell a pass while another serving system has no sound data, but tells a fail', () => {
    const incomplete = {
      ...room,
      assessment: {
        ...room.assessment,
        uncounted: [{ systemId: '00000000-0000-4000-8000-0000000000cc', name: 'Extract', number: '' }],
      },
    }
    expect(roomJudge(served(incomplete))(flat(30))).toBeNull()
    expect(roomJudge(served(incomplete))(flat(50))).toBe(false)
    // This system itself without sound data at its last save: its chain now counts.
    const itself = {
      ...room,
      assessment: { ...room.assessment, uncounted: [{ systemId: THIS, name: 'Supply', number: '' }] },
    }
    expect(roomJudge(served(itself))(flat(30))).toBe(true)
  })
})
