// Rooms of a project, its recently deleted rooms and the room-type presets: thin routes, one service call
// each. The static `deleted` segment takes precedence over a room's id in the router, whatever the order.
import fp from 'fastify-plugin'
import { recentlyDeletedApi } from '#contract/api/recently-deleted.ts'
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
    registerEndpoint(app, recentlyDeletedApi.rooms, ({ raw, params }) =>
      rooms.deleted(signedInUser(raw), params.projectId),
    )
    registerEndpoint(app, recentlyDeletedApi.restoreRoom, ({ raw, params }) =>
      rooms.restore(signedInUser(raw), params.projectId, params.id),
    )
    done()
  },
  { name: 'rooms-routes', dependencies: [AUTH_GUARD], encapsulate: true },
)
