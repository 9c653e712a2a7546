// Rooms of a project and the room-type presets: thin routes, one service call each.
import fp from 'fastify-plugin'
import { ROOM_PRESETS, roomPresetsApi } from '#contract/api/room-presets.ts'
import { roomsApi as api } from '#contract/api/rooms.ts'
import { AUTH_GUARD, signedInUser } from '../auth/guard.ts'
import { registerEndpoint } from '../http/endpoint.ts'
import { idempotentRequest } from '../idempotency/idempotent.ts'
import type { RoomsService } from './rooms.service.ts'

export const roomsRoutes = fp<{ rooms: RoomsService }>(
  (app, { rooms }, done) => {
    registerEndpoint(app, roomPresetsApi.list, () => Promise.resolve([...ROOM_PRESETS]))
    registerEndpoint(app, api.list, ({ raw, params }) => rooms.list(signedInUser(raw), params.projectId))
    registerEndpoint(app, api.get, ({ raw, params }) =>
      rooms.get(signedInUser(raw), params.projectId, params.roomId),
    )
    registerEndpoint(app, api.create, ({ raw, params, body, headers }) =>
      rooms.create(signedInUser(raw), params.projectId, body, idempotentRequest(raw, headers, body)),
    )
    registerEndpoint(app, api.update, ({ raw, params, body }) =>
      rooms.update(signedInUser(raw), params.projectId, params.roomId, body),
    )
    registerEndpoint(app, api.remove, ({ raw, params }) =>
      rooms.remove(signedInUser(raw), params.projectId, params.roomId),
    )
    done()
  },
  { name: 'rooms-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
