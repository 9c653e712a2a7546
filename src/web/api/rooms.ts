// Typed calls for the rooms of a project and the room-type presets (docs/acoustics.md section 11a), for
// TanStack Query.
import type { z } from 'zod'
import { roomPresetsApi, type RoomPreset } from '#contract/api/room-presets.ts'
import { roomsApi, type createRoomRequest, type RoomDocument } from '#contract/api/rooms.ts'
import { call } from './client.ts'

export type { RoomDocument, RoomPreset }
export type RoomInput = z.input<typeof createRoomRequest>

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {})

export const roomCalls = {
  list: (projectId: string, signal?: AbortSignal) =>
    call(roomsApi.list, { params: { projectId }, ...signalOf(signal) }),
  get: (projectId: string, roomId: string, signal?: AbortSignal) =>
    call(roomsApi.get, { params: { projectId, roomId }, ...signalOf(signal) }),
  create: (projectId: string, body: RoomInput) => call(roomsApi.create, { params: { projectId }, body }),
  update: (projectId: string, roomId: string, body: RoomInput & { version: number }) =>
    call(roomsApi.update, { params: { projectId, roomId }, body }),
  remove: (projectId: string, roomId: string) => call(roomsApi.remove, { params: { projectId, roomId } }),
  presets: (signal?: AbortSignal) => call(roomPresetsApi.list, { ...signalOf(signal) }),
}
