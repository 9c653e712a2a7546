// Which optional parts the PDF reports include (docs/product-rules.md, "Report pages": the filter and the
// constant may be left out; the optional project-info, inventory and footer). Chosen beside the report
// buttons of the overview and the systems page, kept in this browser, and passed to the report popup as
// name=0 for each part left out (docs/reports.md).
import { z } from 'zod'
import { createPersistedStore, usePersistedStore } from '../persisted-store.ts'

export interface ReportOptions {
  /** The project information page of a system report. */
  projectInfo: boolean
  /** The product inventory pages of a system report. */
  inventory: boolean
  /** One page per product in a system report. */
  products: boolean
  /** The weighting filter's rows on product pages (system, materials and product reports). */
  filter: boolean
  /** The attenuation constant's LpA row on product pages. */
  constant: boolean
  /** The company's contact details under every page. */
  footer: boolean
  /**
   * The project report's sound schedule table. Unlike the parts above it is added only when chosen: the
   * specification fixes the project report's pages, so without the choice it prints as specified.
   */
  schedule: boolean
  /** One data sheet per room after the project report's compliance table; added, like the schedule, on request. */
  roomSheets: boolean
}

/** The parts a report has unless left out. */
export type ReportPart = Exclude<keyof ReportOptions, 'schedule' | 'roomSheets'>

export const REPORT_PARTS: readonly ReportPart[] = [
  'projectInfo',
  'inventory',
  'products',
  'filter',
  'constant',
  'footer',
]

/** The parts each report reads; the others do not apply to it. */
export const PARTS_OF = {
  system: REPORT_PARTS,
  project: ['footer'],
  materials: ['filter', 'constant', 'footer'],
  product: ['filter', 'constant', 'footer'],
} as const satisfies Record<string, readonly ReportPart[]>

export const ALL_PARTS: ReportOptions = {
  projectInfo: true,
  inventory: true,
  products: true,
  filter: true,
  constant: true,
  footer: true,
  // The sound schedule and the room sheets are added on request, so the default report is the specified one.
  schedule: false,
  roomSheets: false,
}

export const REPORT_OPTIONS_KEY = 'reportOptions'

// An added part is in only when it was stored as true.
const chosen = z
  .unknown()
  .optional()
  .transform((value) => value === true)
// A part is left out only when it was stored as false: a missing or unreadable one counts as included.
const included = z
  .unknown()
  .optional()
  .transform((value) => value !== false)
const reportOptionsSchema: z.ZodType<ReportOptions, unknown> = z.object({
  projectInfo: included,
  inventory: included,
  products: included,
  filter: included,
  constant: included,
  footer: included,
  schedule: chosen,
  roomSheets: chosen,
})

const reportOptionsStore = createPersistedStore({
  key: REPORT_OPTIONS_KEY,
  storage: 'local',
  schema: reportOptionsSchema,
  initial: ALL_PARTS,
})

/** The stored choice; every part unless the user left some out. Unreadable values count as included. */
export const readReportOptions = reportOptionsStore.get

export function keepReportOptions(options: ReportOptions): void {
  reportOptionsStore.set(options)
}

export function useReportOptions(): ReportOptions {
  return usePersistedStore(reportOptionsStore)
}

/** `&name=0` for each part of `parts` the options leave out, for a report's address. */
export function leaveOutQuery(options: ReportOptions, parts: readonly ReportPart[]): string {
  return parts
    .filter((part) => !options[part])
    .map((part) => `&${part}=0`)
    .join('')
}

/** `&schedule=1` and `&roomSheets=1` for the project report's added parts that were chosen. */
export const addQuery = (options: ReportOptions): string =>
  (options.schedule ? '&schedule=1' : '') + (options.roomSheets ? '&roomSheets=1' : '')
