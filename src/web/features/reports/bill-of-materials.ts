// The bill of materials of a project (docs/product-rules.md, "Report pagination"): identical products of all
// its systems on one line, with their quantities summed, as an order list reads. Per-product levels stay on
// the product pages after it.
import type { ReportItem, ReportSystem } from './report-model.ts'
import { rectMakeUp } from '../../ui/product-cards/rect-facts.ts'

export interface MaterialsLine {
  /** The product as it first appears: its name, code and type. */
  item: ReportItem
  /** Summed over every entry in every system (an entry counts its own quantity). */
  quantity: number
  /** The systems holding it, in the report's order, each with its share of the quantity. */
  systems: { id: string; name: string; quantity: number }[]
}

/**
 * Identical products share a type and a code; products without a code (custom and other products) are
 * identical when they share a type and a name, so two differently named fire dampers stay apart. Configured
 * rectangular silencers share a code across their cassette options (MSK-1000x500-1500 of 3 × 200 mm and of
 * 5 × 100 mm cassettes), so theirs are identical only when made alike as well: each is a line of its own,
 * with its own configuration under it.
 */
function identity(item: ReportItem): string {
  const code = item.productCode.trim()
  const makeUp = item.rectConfiguration ? rectMakeUp(item.rectConfiguration) : null
  return JSON.stringify(
    code ? ['code', item.productType, code, makeUp] : ['name', item.productType, item.productName.trim()],
  )
}

export function billOfMaterials(
  systems: readonly Pick<ReportSystem, 'id' | 'name' | 'items'>[],
): MaterialsLine[] {
  const lines = new Map<string, MaterialsLine>()
  for (const system of systems) {
    for (const item of system.items) {
      const key = identity(item)
      const line = lines.get(key) ?? { item, quantity: 0, systems: [] }
      lines.set(key, line)
      line.quantity += item.quantity
      const share = line.systems.find((s) => s.id === system.id)
      if (share) share.quantity += item.quantity
      else line.systems.push({ id: system.id, name: system.name, quantity: item.quantity })
    }
  }
  return [...lines.values()]
}
