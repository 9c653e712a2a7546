// A report of something not saved on the server (an anonymous quick calculation): its data goes into a
// temporary browser object that the report popup reads by its id, /printing/system?objectId=…
// (docs/product-rules.md, "Report pages"). Only the newest object is kept.

import { ALL_PARTS, leaveOutQuery, PARTS_OF, type ReportOptions } from './report-options.ts'

const PREFIX = 'printObject:'

/** What a system report needs when there is no saved system: the project's and the system's data. */
export interface PrintObject {
  project: Record<string, unknown>
  system: Record<string, unknown>
}

/** Keeps `data` for the report popup (localStorage, which the popup shares) and returns its id. */
export function keepPrintObject(data: PrintObject): string | null {
  const id = crypto.randomUUID()
  try {
    for (const key of Object.keys(window.localStorage))
      if (key.startsWith(PREFIX)) window.localStorage.removeItem(key)
    window.localStorage.setItem(PREFIX + id, JSON.stringify(data))
    return id
  } catch {
    // NOTE: blocked storage: there is no way to hand the data over.
    return null
  }
}

/** The kept object, or null when it is gone or cannot be read (the report shows its no-content view). */
export function readPrintObject(id: string): PrintObject | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(PREFIX + id) ?? 'null') as unknown
    if (typeof value !== 'object' || value === null) return null
    const { project, system } = value as Partial<PrintObject>
    return typeof project === 'object' && project && typeof system === 'object' && system
      ? { project, system }
      : null
  } catch {
    return null
  }
}

export const printObjectUrl = (objectId: string, options: ReportOptions = ALL_PARTS): string =>
  `/printing/system?objectId=${encodeURIComponent(objectId)}${leaveOutQuery(options, PARTS_OF.system)}`
