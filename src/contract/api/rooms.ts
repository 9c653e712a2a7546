// Rooms of a project: the room's acoustics and target, and the assessment of everything that serves it
// (docs/acoustics.md section 11a, "Room targets").
import { z } from 'zod'
import { endpoint, idempotentCreateHeaders } from '../http.ts'
import { bandSet } from './bands.ts'
import { versionInput } from './project-base.ts'
import { ROOM_PRESET_IDS, roomTargetType } from './room-presets.ts'

/** Text lengths: the number as a system's (systems.ts SYSTEM_LIMITS). */
export const ROOM_LIMITS = { name: 200, number: 100 }
/** The ranges a target may take: dB(A) for LpA, the curve families of NR (0 … 130) and NC (15 … 70). */
export const TARGET_LIMITS = { LpA: [0, 130], NR: [0, 130], NC: [15, 70] } as const

/**
 * The bounds of a room's acoustics: listener distance m, absorption area m², volume m³, reverberation time s.
 * A project room's create and update take both, the lower ones on the inputs its absorption mode uses
 * (checkAcoustics); its answers and its project's file the upper ones only, so that a room stored before the
 * lower bounds is still read, downloaded and imported as it was. A system's own room takes the upper ones
 * only (systems.ts roomSettings says why). The web app's forms refuse by both. The lower bounds are far
 * below any occupied room (the web app cautions well above them, domain/room/room-cautions.ts) and keep the
 * level finite: Q/(4πr²) and 4/A grow without bound as r and A go to 0, and 0.161·V/T overflows as T does;
 * a room of 1e-300 m was stored and then failed every read of its project's rooms.
 */
export const ROOM_ACOUSTICS_MIN = {
  listenerDistance: 0.01,
  absorptionArea: 0.01,
  volume: 0.1,
  reverberationTime: 0.01,
} as const
export const ROOM_ACOUSTICS_MAX = {
  listenerDistance: 1000,
  absorptionArea: 1_000_000,
  volume: 10_000_000,
  reverberationTime: 60,
} as const

type RoomAcousticField = keyof typeof ROOM_ACOUSTICS_MAX

/**
 * A room's acoustic quantity up to its upper bound. The lower ones are checked only on what a room request
 * uses (checkAcoustics): a room stored before them keeps its values in the answers and in its project's file,
 * and a value its absorption mode does not use (a volume of an 'area' room) never refuses its save.
 */
const roomAcoustic = (field: RoomAcousticField) =>
  z.number().finite().positive().max(ROOM_ACOUSTICS_MAX[field])

/** A room's own fields (the file of a project carries them too, project-file.ts). */
export const roomShape = z.object({
  name: z.string().trim().min(1).max(ROOM_LIMITS.name),
  /**
   * The room's number on the architect's drawings and in the building model ("A2.14", "1024"), by which room
   * schedules list it; '' when it has none (docs/product-rules.md, "Room fields").
   */
  number: z.string().trim().max(ROOM_LIMITS.number).default(''),
  /** The preset the target came from; null: none. */
  roomType: z.enum(ROOM_PRESET_IDS).nullable().default(null),
  targetType: roomTargetType,
  targetValue: z.number().finite(),
  absorptionMode: z.enum(['area', 'reverberation']).default('area'),
  /** Equivalent absorption area, m² Sabine (the 'area' mode). */
  absorptionArea: roomAcoustic('absorptionArea').default(10),
  /** m³ and s (the 'reverberation' mode). */
  volume: roomAcoustic('volume').default(50),
  reverberationTime: roomAcoustic('reverberationTime').default(0.8),
  /** Listener distance from each outlet, m. */
  listenerDistance: roomAcoustic('listenerDistance').default(2),
  /** Directivity factor Q of the outlets: 1 free field, 2 wall or ceiling, 4 edge, 8 corner. */
  directivity: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(8)]).default(2),
})

/** A target outside its family is refused on `targetValue`; NR and NC targets are whole curve numbers. */
export const checkTarget = (
  room: { targetType: keyof typeof TARGET_LIMITS; targetValue: number },
  ctx: z.RefinementCtx,
) => {
  const [min, max] = TARGET_LIMITS[room.targetType]
  if (room.targetValue < min || room.targetValue > max)
    ctx.addIssue({
      code: 'custom',
      path: ['targetValue'],
      message: `Must be ${min} to ${max} for ${room.targetType}`,
    })
  else if (room.targetType !== 'LpA' && !Number.isInteger(room.targetValue))
    ctx.addIssue({ code: 'custom', path: ['targetValue'], message: 'Must be a whole curve number' })
}

/** The acoustic inputs the room's absorption mode uses, at least their lower bounds (ROOM_ACOUSTICS_MIN). */
const checkAcoustics = (
  room: Pick<RoomFields, 'absorptionMode' | RoomAcousticField>,
  ctx: z.RefinementCtx,
) => {
  const used: RoomAcousticField[] =
    room.absorptionMode === 'area'
      ? ['listenerDistance', 'absorptionArea']
      : ['listenerDistance', 'volume', 'reverberationTime']
  for (const field of used)
    if (room[field] < ROOM_ACOUSTICS_MIN[field])
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `Must be at least ${ROOM_ACOUSTICS_MIN[field]}`,
      })
}
const checkRoom = (room: RoomFields, ctx: z.RefinementCtx) => {
  checkTarget(room, ctx)
  checkAcoustics(room, ctx)
}

export const createRoomRequest = roomShape.superRefine(checkRoom)
export const updateRoomRequest = roomShape.extend({ version: versionInput }).superRefine(checkRoom)
export type RoomFields = z.output<typeof roomShape>

const nullableNumber = z.number().nullable()
/**
 * Present only when the spectrum lies outside its rating's curves (NR 0 … 130, NC 15 … 70): the number beside
 * it extends the curves and is indicative only; the rating is "below NC 15" or "above NR 130".
 */
const outside = z.enum(['below', 'above']).optional()

/** One system's part of the room's level. */
export const roomContribution = z.object({
  systemId: z.uuid(),
  name: z.string(),
  /** The system's number on the drawings ("TK01"); '' when it has none. A report names the system by both. */
  number: z.string(),
  outlets: z.number().int(),
  /** Lp per band at the listener from all of this system's outlets. */
  soundPressureLevel: bandSet,
  lpA: z.number(),
  /** This system's own NR and NC at the listener, whole curve numbers rounded up as the room's. */
  nr: z.number(),
  nc: z.number(),
  nrOutside: outside,
  ncOutside: outside,
})

/**
 * The level in the room from every system that serves it, against its target. A room no system serves has
 * null levels, margin and verdict and no contributions.
 */
export const roomAssessment = z.object({
  soundPressureLevel: bandSet.nullable(),
  lpA: nullableNumber,
  nr: nullableNumber,
  nc: nullableNumber,
  nrOutside: outside,
  ncOutside: outside,
  /** target − predicted, in the target's unit (dB(A), or NR/NC curve numbers). */
  margin: nullableNumber,
  pass: z.boolean().nullable(),
  /** The band that decides the verdict (NR/NC governing band, or the loudest A-weighted band). */
  worstBand: z.string().nullable(),
  /**
   * The system to treat first first: the one without which the room would be rated lowest in the target's
   * unit, the loudest in dB(A) for an LpA target (docs/acoustics.md section 11a).
   */
  contributions: z.array(roomContribution),
  /**
   * Present, and true, only for a room its systems serve but the engine cannot assess: one stored before the
   * lower bounds (ROOM_ACOUSTICS_MIN) with values no room has. Its levels are null as for a room nothing
   * serves, and its values are the thing to correct.
   */
  unassessable: z.literal(true).optional(),
  /**
   * Present only when a serving system has no sound data (no noise generator entered, as the sound schedule
   * reads it, or no stored calculation): it is left out of the levels, which are then what the others make and
   * at least what the room will have. The verdict is null then, unless the others already fail.
   */
  uncounted: z.array(z.object({ systemId: z.uuid(), name: z.string(), number: z.string() })).optional(),
})
export type RoomAssessment = z.infer<typeof roomAssessment>

export const roomDocument = roomShape.extend({
  _id: z.uuid(),
  id: z.uuid(),
  projectId: z.uuid(),
  number: z.string(),
  roomType: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assessment: roomAssessment,
})
export type RoomDocument = z.infer<typeof roomDocument>

const projectId = z.uuid({ message: 'Project id is required' })
const roomId = z.uuid({ message: 'Room id is required' })
export const roomsOfProjectParams = z.object({ projectId })
export const roomParams = z.object({ projectId, roomId })
/** A deleted room's, named as the other recently deleted routes name theirs. */
export const deletedRoomParams = z.object({ projectId, id: roomId })

const tags = ['rooms']
export const roomsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/rooms',
    summary: 'The rooms of a project with their assessment, in creation order',
    tags,
    params: roomsOfProjectParams,
    response: z.array(roomDocument),
    auth: 'required',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/projects/:projectId/rooms/:roomId',
    summary: 'One room with its assessment',
    tags,
    params: roomParams,
    response: roomDocument,
    auth: 'required',
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects/:projectId/rooms',
    summary: 'Create a room; answers 201 with the room',
    tags,
    params: roomsOfProjectParams,
    body: createRoomRequest,
    headers: idempotentCreateHeaders,
    response: roomDocument,
    status: 201,
    auth: 'required',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/projects/:projectId/rooms/:roomId',
    summary: 'Save a room (409 with the current room when the version is stale)',
    tags,
    params: roomParams,
    body: updateRoomRequest,
    response: roomDocument,
    auth: 'required',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:projectId/rooms/:roomId',
    summary:
      'Delete a room; the systems that served it serve no room, their versions raised. It is listed for a while in GET /api/projects/:projectId/rooms/deleted, to be restored',
    tags,
    params: roomParams,
    response: z.object({ _id: z.uuid(), id: z.uuid() }),
    auth: 'required',
  }),
} as const
