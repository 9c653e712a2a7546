// Which optional parts the PDF reports include (docs/product-rules.md, "Report pages": the filter and the
// constant may be left out; the optional project-info, inventory and footer). Chosen beside the report
// buttons of the overview and the systems page, kept in this browser, and passed to the report popup as
// name=0 for each part left out (docs/reports.md).
import { useSyncExternalStore } from 'react'

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
}

export type ReportPart = keyof ReportOptions

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
}

export const REPORT_OPTIONS_KEY = 'reportOptions'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: ReportOptions = ALL_PARTS

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(REPORT_OPTIONS_KEY)
  } catch {
    return null
  }
}

/** The stored choice; every part unless the user left some out. Unreadable values count as included. */
export function readReportOptions(): ReportOptions {
  const raw = readRaw()
  if (raw === cachedRaw) return cached
  cachedRaw = raw
  let stored: Record<string, unknown> = {}
  try {
    const value: unknown = JSON.parse(raw ?? '{}')
    if (typeof value === 'object' && value !== null) stored = value as Record<string, unknown>
  } catch {
    stored = {}
  }
  cached = Object.fromEntries(
    REPORT_PARTS.map((part) => [part, stored[part] !== false]),
  ) as unknown as ReportOptions
  return cached
}

export function keepReportOptions(options: ReportOptions): void {
  try {
    window.localStorage.setItem(REPORT_OPTIONS_KEY, JSON.stringify(options))
  } catch {
    // NOTE: blocked storage: the choice lasts as long as this page.
    cachedRaw = JSON.stringify(options)
    cached = options
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useReportOptions(): ReportOptions {
  return useSyncExternalStore(subscribe, readReportOptions, () => ALL_PARTS)
}

/** `&name=0` for each part of `parts` the options leave out, for a report's address. */
export function leaveOutQuery(options: ReportOptions, parts: readonly ReportPart[]): string {
  return parts
    .filter((part) => !options[part])
    .map((part) => `&${part}=0`)
    .join('')
}
