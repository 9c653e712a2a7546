// A system row to the document of the API (docs/product-rules.md, "Ids" and "System fields"): `_id`
// beside `id`, ISO dates, the stored calculation made whole again.
import type {
  NoiseGeneratorEstimate,
  RoomSettings,
  SystemDocument,
  SystemItem,
  SystemSummary,
} from '#contract/api/systems.ts'
import type {
  SystemDetailColumn,
  SystemRow,
  SystemRowWithoutCalculation,
  SystemServingColumn,
} from './systems.repo.ts'
import { calculationOf } from './stored-calculation.ts'

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

/**
 * Product id to count, summed over the chain. Product ids are the client's strings, so the map has no
 * prototype: an id such as `constructor`, `toString` or `__proto__` is a key like any other.
 */
export function productQuantities(items: readonly Pick<SystemItem, 'productId' | 'quantity'>[]) {
  const quantities = Object.create(null) as Record<string, number>
  for (const item of items) quantities[item.productId] = (quantities[item.productId] ?? 0) + item.quantity
  return quantities
}

/** The columns a save writes, as the API types them: a system's content, live or kept (system-versions). */
export function systemContent(
  row: Pick<
    SystemRowWithoutCalculation,
    SystemDetailColumn | SystemServingColumn | 'items' | 'catalogueVersion'
  >,
) {
  return {
    name: row.name,
    number: row.number,
    comment: row.comment,
    date: iso(row.date),
    attenuationConstantType: row.attenuationConstantType as SystemDocument['attenuationConstantType'],
    filterCorrectionType: row.filterCorrectionType as SystemDocument['filterCorrectionType'],
    inputSoundPowerLevel: row.inputSoundPowerLevel as SystemDocument['inputSoundPowerLevel'],
    noiseGeneratorEstimate: (row.noiseGeneratorEstimate as NoiseGeneratorEstimate | null) ?? null,
    items: row.items as SystemItem[],
    room: (row.room as RoomSettings | null) ?? null,
    airflow: row.airflow ?? null,
    roomId: row.roomId,
    outlets: row.outlets,
    catalogueVersion: row.catalogueVersion,
  }
}

/** A system of the project list: the document without the stored calculation. */
export function systemSummary(row: SystemRowWithoutCalculation): SystemSummary {
  const content = systemContent(row)
  return {
    _id: row.id,
    id: row.id,
    projectId: row.projectId,
    author: row.authorId,
    ...content,
    productQuantitiesMap: productQuantities(content.items),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/**
 * `stepsPerProduct` false: each product's calculation steps left empty (the systems list's light answer). An
 * object, not a flag, so that `rows.map(systemDocument)` cannot pass an index for it.
 */
export function systemDocument(
  row: SystemRow,
  { stepsPerProduct }: { stepsPerProduct: boolean } = { stepsPerProduct: true },
): SystemDocument {
  return {
    ...systemSummary(row),
    calculationResults: calculationOf(row.calculationResults, stepsPerProduct),
  }
}
