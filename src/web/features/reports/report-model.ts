// The pure parts of the print reports (docs/product-rules.md, "Print reports"; docs/reports.md): the stamp's
// hash, the autoPrint query, and the calculation of a system's chain for its pages; how tall printed things are
// and how they page is in report-layout.ts. Free of the browser and of build constants, so that
// scripts/report-hash.ts reproduces a stamp's hash from saved data.
import {
  calculateSoundPower,
  readBands,
  systemSoundPowerRequest,
  type OctaveBands,
  type SoundPowerResult,
} from '#engine/index.ts'
import { attenuationConstantType, filterCorrectionType } from '#contract/api/bands.ts'
import {
  noiseGeneratorEstimate,
  rectConfiguration,
  roomSettings,
  type NoiseGeneratorEstimate,
  type RoomSettings,
} from '#contract/api/systems.ts'
import type { RectConfiguration } from '../../domain/rect-wizard/wizard-state.ts'
import { rectClassDrawingUrl } from '../../domain/catalogue/texts.ts'
import type { SystemHeading } from '../../state/workspace/workspace-store.ts'
import { canonicalJson } from '../../domain/canonical-json.ts'

/** How long a report page waits before it reads the data its opener hands it (docs/product-rules.md, "Print reports"). */
export const PRINT_DELAY_MS = 1000

/** autoPrint: missing means 1; only 1 or true print. */
export function readAutoPrint(value: string | null, fallback = true): boolean {
  if (value === null) return fallback
  return value === '1' || value.toLowerCase() === 'true'
}

/** A short hash (8 hex digits, FNV-1a 32) of the calculation's inputs, for the report's stamp. */
export function inputsHash(value: unknown): string {
  let hash = 0x811c9dc5
  for (const char of canonicalJson(value)) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** One product of a report, read leniently from a saved system, a temporary object or the product page. */
export interface ReportItem {
  productId: string
  productName: string
  productCode: string
  productClass: string
  productType: string
  productImageURL: string
  quantity: number
  inputAirflow: number | null
  pressureDrop: number | null
  soundPowerLevel: OctaveBands
  soundAttenuation: OctaveBands
  /**
   * A rectangular silencer's configuration, which the pages print (docs/reports.md, "A rectangular silencer in
   * the reports"); absent on other products and where it is not one.
   */
  rectConfiguration?: RectConfiguration
}

export interface ReportSystem extends SystemHeading {
  id: string
  items: ReportItem[]
  /** The catalogue version the system's products were copied from; null when it does not say. */
  catalogueVersion: number | null
  /** The room panel's inputs saved with the system; null: never set (the overview's default room). */
  room: RoomSettings | null
  /** The system airflow, l/s, which the products' pressure drops and flow noise follow; null: not set. */
  airflow: number | null
}

export interface ReportProject {
  id: string
  name: string
  number: string
  address: string
  email: string
  phone: string
  contactData: string
  comment: string
  date: string | null
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : ''
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

const positiveWhole = (value: unknown): number | null => {
  const n = num(value)
  return n !== null && Number.isInteger(n) && n > 0 ? n : null
}

export function toReportItem(value: unknown): ReportItem {
  const v = record(value)
  const quantity = num(v.quantity)
  const productClass = text(v.productClass ?? v.class)
  const productType = text(v.productType ?? v.type)
  const image = text(v.productImageURL ?? v.imageURL)
  return {
    productId: text(v.productId ?? v.id),
    productName: text(v.productName ?? v.name),
    productCode: text(v.productCode ?? v.code),
    productClass,
    productType,
    // A configured rectangular silencer is stored without a picture; the report shows its class drawing,
    // as its card does.
    productImageURL: image || (productType === 'rectSilencer' ? rectClassDrawingUrl(productClass) : ''),
    quantity: quantity !== null && quantity >= 1 ? Math.floor(quantity) : 1,
    inputAirflow: num(v.inputAirflow),
    pressureDrop: num(v.pressureDrop),
    soundPowerLevel: readBands(v.soundPowerLevel),
    soundAttenuation: readBands(v.soundAttenuation),
    ...readRectConfiguration(v.rectConfiguration),
  }
}

/** A stored configuration as the API stores it, else nothing: the pages print the code alone then. */
function readRectConfiguration(value: unknown): Pick<ReportItem, 'rectConfiguration'> {
  if (value === undefined) return {}
  const configuration = rectConfiguration.safeParse(value)
  return configuration.success ? { rectConfiguration: configuration.data } : {}
}

export function toReportSystem(value: unknown): ReportSystem {
  const v = record(value)
  const constant = attenuationConstantType.safeParse(v.attenuationConstantType)
  const filter = filterCorrectionType.safeParse(v.filterCorrectionType)
  return {
    id: text(v.id ?? v._id),
    name: text(v.name),
    number: text(v.number),
    comment: text(v.comment),
    date: text(v.date) || null,
    attenuationConstantType: constant.success ? constant.data : 'T1',
    filterCorrectionType: filter.success ? filter.data : 'AFilter',
    inputSoundPowerLevel: readBands(v.inputSoundPowerLevel),
    noiseGeneratorEstimate: readEstimate(v.noiseGeneratorEstimate),
    items: Array.isArray(v.items) ? v.items.map(toReportItem) : [],
    catalogueVersion: positiveWhole(v.catalogueVersion),
    room: readRoom(v.room),
    airflow: num(v.airflow),
  }
}

/** The fan duty a noise generator was estimated from, or null when missing or not one. */
function readEstimate(value: unknown): NoiseGeneratorEstimate | null {
  const estimate = noiseGeneratorEstimate.safeParse(value)
  return estimate.success ? estimate.data : null
}

/** A saved room as the API stores it, or null when missing or not one. */
function readRoom(value: unknown): RoomSettings | null {
  const room = roomSettings.safeParse(value)
  return room.success ? room.data : null
}

export function toReportProject(value: unknown): ReportProject {
  const v = record(value)
  return {
    id: text(v.id ?? v._id),
    name: text(v.name),
    number: text(v.number),
    address: text(v.address),
    email: text(v.email),
    phone: text(v.phone),
    contactData: text(v.contactData),
    comment: text(v.comment),
    date: text(v.date) || null,
  }
}

/**
 * A project report's systems, as the saved project holds them: oldest first, the order they were designed in.
 * The report pages, the sound schedule within them and scripts/report-hash.ts all take this order.
 */
export function projectReportSystems<D>(systems: readonly D[]): { document: D; system: ReportSystem }[] {
  const createdAt = (value: unknown) => String(record(value).createdAt)
  return [...systems]
    .sort((a, b) => createdAt(a).localeCompare(createdAt(b)))
    .map((document) => ({ document, system: toReportSystem(document) }))
}

/**
 * What a report's stamp hashes (docs/reports.md, "The stamp"): a project report its systems in the report's
 * order, a system or product report its one system. The pages and scripts/report-hash.ts hash the same.
 */
export const stampInputs = {
  project: (systems: readonly ReportSystem[]): unknown => systems,
  system: (system: ReportSystem): unknown => ({ system }),
}

/** The chain's calculation as the overview makes it: each product repeated by its quantity. */
export function calculateSystem(system: ReportSystem): SoundPowerResult {
  // The same request the server stores with the system and the overview recalculates, so the report agrees.
  return calculateSoundPower(systemSoundPowerRequest(system))
}

/** One row of the system inventory: the product's levels before and after it, dB(A). */
export interface InventoryRow {
  item: ReportItem
  lwBefore: number
  lwAfter: number
}

/** The inventory rows: Lw before a product is the level after the one before it (the generator first). */
export function inventoryRows(system: ReportSystem, result: SoundPowerResult): InventoryRow[] {
  let before = result.noiseGeneratorTotalSoundPowerLwA
  let index = 0
  return system.items.map((item) => {
    index += item.quantity
    const after = result.perProductCalculations[index - 1]?.totalSoundPowerToRoomLwA ?? before
    const row = { item, lwBefore: before, lwAfter: after }
    before = after
    return row
  })
}
