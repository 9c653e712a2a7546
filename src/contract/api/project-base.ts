// The project document shared by the project and system answers (a system reads back with its project).
import { z } from 'zod'
import { authUser } from './auth.ts'

/** The years a date of a project or system may fall in: the databases keep any, people mean these. */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2200

/**
 * An ISO date-time with a four-digit year from MIN_YEAR to MAX_YEAR (UTC); the interface's dd.mm.yy field
 * sends the day at midnight. Year 0000 does not exist in PostgreSQL (a 500 before this bound), and the
 * years 0001–0099 came back as 2001–2099 through the drivers' two-digit handling.
 */
export const isoDateTime = z.iso.datetime({ offset: true, abort: true }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear()
    return year >= MIN_YEAR && year <= MAX_YEAR
  },
  { message: `A date from the year ${MIN_YEAR} to ${MAX_YEAR}` },
)

/** Versions and other counters are stored as PostgreSQL integers: int32. */
export const INT32_MAX = 2_147_483_647

/** A document's version as a client sends it back (optimistic locking). */
export const versionInput = z.number().int().min(1).max(INT32_MAX)

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
