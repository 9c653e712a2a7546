// Rooms as the API answers them, for web tests.
import type { RoomDocument } from '#contract/api/rooms.ts'

let rooms = 0

const bands = (level: number) => ({
  octaveBand63Hz: level,
  octaveBand125Hz: level,
  octaveBand250Hz: level,
  octaveBand500Hz: level,
  octaveBand1000Hz: level,
  octaveBand2000Hz: level,
  octaveBand4000Hz: level,
  octaveBand8000Hz: level,
})

/** A room as the API answers it: `lpA` and `margin` fill its assessment, null (the default) when no system serves it. */
export function aRoom(
  name: string,
  fields: Partial<RoomDocument> & { lpA?: number | null; margin?: number | null },
): RoomDocument {
  const { lpA = null, margin = null, ...rest } = fields
  rooms += 1
  const id = `00000000-0000-4000-8000-${String(rooms).padStart(12, '0')}`
  return {
    _id: id,
    id,
    projectId: '00000000-0000-4000-8000-000000000000',
    number: '',
    name,
    roomType: null,
    targetType: 'LpA',
    targetValue: 35,
    absorptionMode: 'area',
    absorptionArea: 10,
    volume: 50,
    reverberationTime: 0.8,
    listenerDistance: 2,
    directivity: 2,
    version: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    assessment: {
      soundPressureLevel: lpA === null ? null : bands(lpA - 7),
      lpA,
      nr: lpA === null ? null : 30,
      nc: lpA === null ? null : 28,
      margin,
      pass: margin === null ? null : margin >= 0,
      worstBand: lpA === null ? null : 'octaveBand2000Hz',
      contributions:
        lpA === null
          ? []
          : [
              {
                systemId: id,
                name: `AHU of ${name}`,
                number: '',
                outlets: 2,
                soundPressureLevel: bands(lpA - 7),
                lpA,
                nr: 30,
                nc: 28,
              },
            ],
    },
    ...rest,
  }
}

/**
 * A room served by two systems of 40 dB (4 outlets) and 34 dB (2 outlets) a band at the listener, 44 and
 * 38 dB(A): 10·lg(10^4.0 + 10^3.4) = 40.97 dB a band together, which the server answers as the total.
 */
export function aTwoSystemRoom(name: string, fields: Partial<RoomDocument> = {}): RoomDocument {
  const room = aRoom(name, { lpA: 45, margin: null, ...fields })
  return {
    ...room,
    assessment: {
      ...room.assessment,
      soundPressureLevel: bands(10 * Math.log10(10 ** 4 + 10 ** 3.4)),
      lpA: 45,
      contributions: [
        {
          systemId: crypto.randomUUID(),
          name: 'Supply AHU-1',
          number: 'TK01',
          outlets: 4,
          soundPressureLevel: bands(40),
          lpA: 44,
          // A flat spectrum is rated by its 8 kHz band: NR (40 + 8)/1.03 = 46.6, NC 43.
          nr: 47,
          nc: 43,
        },
        {
          systemId: crypto.randomUUID(),
          name: 'Exhaust AHU-1',
          number: 'PK01',
          outlets: 2,
          soundPressureLevel: bands(34),
          lpA: 38,
          nr: 41,
          nc: 37,
        },
      ],
    },
  }
}

/** A room whose spectrum lies `side` of its curves: the server sends the extended number and the side. */
export function anOutsideRoom(
  targetType: 'NR' | 'NC',
  targetValue: number,
  rating: number,
  side: 'below' | 'above',
): RoomDocument {
  const room = aRoom(`${targetType} ${side}`, {
    lpA: side === 'below' ? 12 : 95,
    margin: targetValue - rating,
  })
  const key = targetType === 'NR' ? 'nrOutside' : 'ncOutside'
  const other = targetType === 'NR' ? 'nc' : 'nr'
  return {
    ...room,
    targetType,
    targetValue,
    assessment: { ...room.assessment, [targetType === 'NR' ? 'nr' : 'nc']: rating, [other]: 20, [key]: side },
  }
}
