// A report of something not saved on the server (an anonymous quick calculation): its data goes into a
// temporary browser object that the report popup reads by its id, /printing/system?objectId=…
// (docs/product-rules.md, "Report pages"). Only the newest object is kept.

import { z } from 'zod'
import { createPersistedStore, removeStoredKeys } from '../persisted-store.ts'
import { ALL_PARTS, leaveOutQuery, PARTS_OF, type ReportOptions } from './report-options.ts'

const PREFIX = 'printObject:'

/** What a system report needs when there is no saved system: the project's and the system's data. */
export interface PrintObject {
  project: Record<string, unknown>
  system: Record<string, unknown>
}

const printObjectSchema: z.ZodType<PrintObject, unknown> = z.object({
  project: z.record(z.string(), z.unknown()),
  system: z.record(z.string(), z.unknown()),
})

const printObjectStore = (id: string) =>
  createPersistedStore<PrintObject | null>({
    key: PREFIX + id,
    storage: 'local',
    schema: printObjectSchema,
    initial: null,
  })

/**
 * Every kept object leaves the browser: before the next one is kept, and at sign-out, since one may hold a
 * quick calculation that the next person on this browser must not find.
 */
export function forgetPrintObjects(): void {
  removeStoredKeys('local', (key) => key.startsWith(PREFIX))
}

/** Keeps `data` for the report popup (localStorage, which the popup shares) and returns its id. */
export function keepPrintObject(data: PrintObject): string | null {
  const id = crypto.randomUUID()
  forgetPrintObjects()
  // Blocked storage: there is no way to hand the data over.
  return printObjectStore(id).set(data) ? id : null
}

/** The kept object, or null when it is gone or cannot be read (the report shows its no-content view). */
export const readPrintObject = (id: string): PrintObject | null => printObjectStore(id).get()

export const printObjectUrl = (objectId: string, options: ReportOptions = ALL_PARTS): string =>
  `/printing/system?objectId=${encodeURIComponent(objectId)}${leaveOutQuery(options, PARTS_OF.system)}`
