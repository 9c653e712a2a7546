// The bill of materials of systems, from each system's items: per system, and summed over them.

interface Item {
  productId?: string
  productType?: string
  productClass?: string
  productName?: string
  productCode?: string
  vendorCode?: string
  nameAppendix?: string
  quantity?: number
  inputAirflow?: number | null
  pressureDrop?: number | null
  nominalSizeDiameter?: number
  length?: number
  attenuationMaterial?: string
  rectConfiguration?: unknown
}

export interface BomLine {
  productId: string
  productType: string
  productClass: string
  productName: string
  productCode: string
  vendorCode?: string
  nameAppendix?: string
  quantity: number
}

const lineOf = (item: Item): BomLine => ({
  productId: item.productId ?? '',
  productType: item.productType ?? '',
  productClass: item.productClass ?? '',
  productName: item.productName ?? '',
  productCode: item.productCode ?? '',
  ...(item.vendorCode ? { vendorCode: item.vendorCode } : {}),
  ...(item.nameAppendix ? { nameAppendix: item.nameAppendix } : {}),
  quantity: item.quantity ?? 1,
})

/** What a bill needs of a saved system: its names and its chain's items (jsonb, read defensively). */
export interface BomSystem {
  id: string
  name: string
  number: string
  items: unknown
}

export function billOfMaterials(systems: readonly BomSystem[]) {
  const total = new Map<string, BomLine>()
  const perSystem = systems.map((s) => {
    const items = (Array.isArray(s.items) ? s.items : []) as Item[]
    return {
      systemId: s.id,
      name: s.name,
      number: s.number,
      items: items.map((item) => ({
        ...lineOf(item),
        inputAirflow: item.inputAirflow ?? 0,
        pressureDrop: item.pressureDrop ?? 0,
        ...(item.nominalSizeDiameter === undefined ? {} : { nominalSizeDiameter: item.nominalSizeDiameter }),
        ...(item.length === undefined ? {} : { length: item.length }),
        ...(item.attenuationMaterial ? { attenuationMaterial: item.attenuationMaterial } : {}),
        ...(item.rectConfiguration === undefined ? {} : { rectConfiguration: item.rectConfiguration }),
      })),
    }
  })
  for (const s of systems) {
    for (const item of (Array.isArray(s.items) ? s.items : []) as Item[]) {
      const line = lineOf(item)
      // Products without a code (custom, abstract) stay apart by name.
      const key = JSON.stringify([
        line.productType,
        line.productCode || line.productId,
        line.productName,
        line.nameAppendix ?? '',
      ])
      const seen = total.get(key)
      if (seen) seen.quantity += line.quantity
      else total.set(key, { ...line })
    }
  }
  return { systems: perSystem, lines: [...total.values()] }
}
