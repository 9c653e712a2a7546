// What restoring an earlier version would change in the system as it is saved now (docs/product-rules.md,
// "Version history"): the short list a designer reads before choosing to restore.
import type { ServedRoom } from '#contract/api/system-versions.ts'
import type { SystemDocument } from '#contract/api/systems.ts'

type Item = SystemDocument['items'][number]

export type VersionDifference =
  /** In the version, not in the current chain: restoring brings it back. */
  | { kind: 'productAdded'; item: Item; quantity: number }
  /** In the current chain, not in the version: restoring takes it out. */
  | { kind: 'productRemoved'; item: Item; quantity: number }
  | { kind: 'quantityChanged'; item: Item; from: number; to: number }
  /** Same product, other data: its attenuation, flow noise, size, pressure drop or settings. */
  | { kind: 'productDataChanged'; item: Item }
  /** The same products in another order. */
  | { kind: 'orderChanged' }
  | { kind: 'noiseGeneratorChanged' }
  /** The system's details: name, number, date, comment, filter correction or attenuation constant. */
  | { kind: 'detailsChanged' }
  /** The room served: the version's (null: none, or one no longer in the project) instead of today's. */
  | { kind: 'roomChanged'; to: ServedRoom | null }
  /** The room panel's settings or the outlets into the room. */
  | { kind: 'roomSettingsChanged' }
  | { kind: 'airflowChanged'; from: number | null; to: number | null }

/** What of a chain entry, beside its quantity, the calculation and the pressure drop follow. */
function productData(item: Item): string {
  const { quantity: _quantity, productImageURL: _image, ...data } = item
  return canonical(data)
}

/** A value as text with its objects' keys in order: the same data read back from the server compares equal. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined)
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/** Products by id, in chain order, with their quantities summed and their first entry. */
function productsOf(items: readonly Item[]): Map<string, { item: Item; quantity: number }> {
  const products = new Map<string, { item: Item; quantity: number }>()
  for (const item of items) {
    const known = products.get(item.productId)
    if (known) known.quantity += item.quantity
    else products.set(item.productId, { item, quantity: item.quantity })
  }
  return products
}

/**
 * What restoring `version` changes in `current`: products added, removed or changed (quantity or data), their
 * order, the noise generator, the system's details, the room served and its settings, the airflow; empty when nothing differs.
 * `servedRoom` is the room the version served as the history names it: one no longer in the project is
 * served no more, so it counts as none.
 */
export function versionDifferences(
  version: SystemDocument,
  servedRoom: ServedRoom | null,
  current: SystemDocument,
): VersionDifference[] {
  const differences: VersionDifference[] = []
  const then = productsOf(version.items)
  const now = productsOf(current.items)
  for (const [id, { item, quantity }] of then) {
    const today = now.get(id)
    if (!today) differences.push({ kind: 'productAdded', item, quantity })
    else {
      if (today.quantity !== quantity)
        differences.push({ kind: 'quantityChanged', item, from: today.quantity, to: quantity })
      if (productData(today.item) !== productData(item))
        differences.push({ kind: 'productDataChanged', item })
    }
  }
  for (const [id, { item, quantity }] of now)
    if (!then.has(id)) differences.push({ kind: 'productRemoved', item, quantity })
  const order = (items: readonly Item[], keep: Map<string, unknown>) =>
    [...new Set(items.map((i) => i.productId))].filter((id) => keep.has(id))
  if (!same(order(version.items, now), order(current.items, then))) differences.push({ kind: 'orderChanged' })
  // The same bands once estimated from fan data and once the fan's own are two noise generators to a reader.
  if (
    !same(version.inputSoundPowerLevel, current.inputSoundPowerLevel) ||
    !same(version.noiseGeneratorEstimate, current.noiseGeneratorEstimate)
  )
    differences.push({ kind: 'noiseGeneratorChanged' })
  // A restore takes these back too, and the filter correction and attenuation constant change the results.
  const details = ({
    name,
    number,
    date,
    comment,
    filterCorrectionType,
    attenuationConstantType,
  }: SystemDocument) => [name, number, date, comment, filterCorrectionType, attenuationConstantType]
  if (!same(details(version), details(current))) differences.push({ kind: 'detailsChanged' })
  const restoredRoom = servedRoom?.inProject ? servedRoom : null
  if ((restoredRoom?.id ?? null) !== current.roomId)
    differences.push({ kind: 'roomChanged', to: restoredRoom })
  if (!same(version.room, current.room) || version.outlets !== current.outlets)
    differences.push({ kind: 'roomSettingsChanged' })
  if (version.airflow !== current.airflow)
    differences.push({ kind: 'airflowChanged', from: current.airflow, to: version.airflow })
  return differences
}
