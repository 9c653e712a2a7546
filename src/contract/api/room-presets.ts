// Room-type presets: targets for building services noise from the Nordic building acoustics rules, each with
// the rule and class it comes from (docs/acoustics.md, "Room targets", lists the sources). A preset only
// fills a room's target; the user can change it.
import { z } from 'zod'
import { endpoint } from '../http.ts'

export const roomTargetType = z.enum(['LpA', 'NR', 'NC'])

/**
 * Only values read in the published text are here; rooms and countries whose values could not be confirmed
 * (docs/acoustics.md says which) have no preset rather than a guessed number. The ids are stable: rooms store
 * them and the web app translates the names by id.
 */
export const ROOM_PRESETS = [
  {
    id: 'fi-dwelling-living-room',
    name: 'Dwelling, living room (Finland)',
    targetType: 'LpA',
    targetValue: 28,
    standard:
      'Decree 796/2017 § 5 as amended by 360/2019: habitable room of a dwelling (asuinhuone), continuous broadband sound LAeq,T ≤ 28 dB',
  },
  {
    id: 'fi-dwelling-bedroom',
    name: 'Dwelling, bedroom (Finland)',
    targetType: 'LpA',
    targetValue: 28,
    standard:
      'Decree 796/2017 § 5 as amended by 360/2019: habitable room of a dwelling (asuinhuone), continuous broadband sound LAeq,T ≤ 28 dB',
  },
  {
    id: 'fi-dwelling-kitchen',
    name: 'Dwelling, kitchen (Finland)',
    targetType: 'LpA',
    targetValue: 33,
    standard:
      'Decree 796/2017 § 5 as amended by 360/2019: kitchen of a dwelling, continuous broadband sound LAeq,T ≤ 33 dB',
  },
  {
    id: 'fi-hospital-ward',
    name: 'Hospital ward (Finland)',
    targetType: 'LpA',
    targetValue: 28,
    standard:
      'Decree 796/2017 § 5 as amended by 360/2019: patient room, continuous broadband sound LAeq,T ≤ 28 dB',
  },
  {
    id: 'dk-dwelling-living-room',
    name: 'Dwelling, living room (Denmark)',
    targetType: 'LpA',
    targetValue: 30,
    standard: 'BR18 guidance table 2.3 (DS 490 sound class C): habitable room, LAeq ≤ 30 dB',
  },
  {
    id: 'dk-dwelling-bedroom',
    name: 'Dwelling, bedroom (Denmark)',
    targetType: 'LpA',
    targetValue: 30,
    standard: 'BR18 guidance table 2.3 (DS 490 sound class C): habitable room, LAeq ≤ 30 dB',
  },
  {
    id: 'dk-classroom',
    name: 'Classroom (Denmark)',
    targetType: 'LpA',
    targetValue: 30,
    standard: 'BR18 guidance table 3.3: teaching room, LAeq ≤ 30 dB',
  },
  {
    id: 'dk-office',
    name: 'Office (Denmark)',
    targetType: 'LpA',
    targetValue: 35,
    standard: 'BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB',
  },
  {
    id: 'dk-meeting-room',
    name: 'Meeting room (Denmark)',
    targetType: 'LpA',
    targetValue: 30,
    standard: 'BR18 guidance table 5.3 (design value): meeting room, LAeq ≤ 30 dB',
  },
  {
    id: 'dk-hospital-ward',
    name: 'Hospital ward (Denmark)',
    targetType: 'LpA',
    targetValue: 30,
    standard: 'BR18 guidance table 6.3 (design value): ward, examination and treatment room, LAeq ≤ 30 dB',
  },
  {
    id: 'se-dwelling-room',
    name: 'Dwelling, bedroom or living room (Sweden)',
    targetType: 'LpA',
    targetValue: 30,
    standard:
      'FoHMFS 2014:13 (Public Health Agency of Sweden, general advice on indoor noise): room of a dwelling (bostadsrum), equivalent level ≤ 30 dB(A), 25 dB(A) with audible tones',
  },
  {
    id: 'se-classroom',
    name: 'Classroom (Sweden)',
    targetType: 'LpA',
    targetValue: 30,
    standard:
      'FoHMFS 2014:13 (Public Health Agency of Sweden, general advice on indoor noise): room for teaching, equivalent level ≤ 30 dB(A), 25 dB(A) with audible tones',
  },
  {
    id: 'se-care-room',
    name: 'Patient room (Sweden)',
    targetType: 'LpA',
    targetValue: 30,
    standard:
      'FoHMFS 2014:13 (Public Health Agency of Sweden, general advice on indoor noise): room for care, equivalent level ≤ 30 dB(A), 25 dB(A) with audible tones',
  },
] as const satisfies readonly {
  id: string
  name: string
  targetType: z.infer<typeof roomTargetType>
  targetValue: number
  standard: string
}[]

export type RoomPresetId = (typeof ROOM_PRESETS)[number]['id']
export const ROOM_PRESET_IDS = ROOM_PRESETS.map((preset) => preset.id) as [RoomPresetId, ...RoomPresetId[]]

export const roomPreset = z.object({
  id: z.string(),
  name: z.string(),
  targetType: roomTargetType,
  targetValue: z.number(),
  standard: z.string(),
})
export type RoomPreset = z.infer<typeof roomPreset>

export const roomPresetsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/room-presets',
    summary: 'Room-type presets: targets for building services noise with the rule and class they come from',
    tags: ['rooms'],
    response: z.array(roomPreset),
    auth: 'none',
  }),
} as const
