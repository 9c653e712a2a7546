// The project document shared by the project and system answers (a system reads back with its project).
import { z } from 'zod'
import { authUser } from './auth.ts'

/** An ISO date-time; the interface's dd.mm.yy field sends the day at midnight. */
export const isoDateTime = z.iso.datetime({ offset: true })

export const personRef = authUser

export const systemRef = z.object({
  id: z.uuid(),
  name: z.string(),
  number: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** A project as every answer carries it; the project routes add `systems` when asked. */
export const projectBase = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  /** The same value as name (the specification's client also reads projectName). */
  projectName: z.string(),
  number: z.string(),
  /** The same value as number (also read as projectNr). */
  projectNr: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  contactData: z.string(),
  comment: z.string(),
  date: z.string().nullable(),
  author: z.uuid(),
  creator: personRef,
  invitedUsers: z.array(personRef),
  systemRefs: z.array(systemRef),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ProjectBase = z.infer<typeof projectBase>
