// How an entry of the chain is named wherever it appears: its card on the overview and the printed reports.
import type { TFunction } from 'i18next'
import { MISSING_VALUE } from '../../i18n/format.ts'
import type { ChainItem } from './chain.ts'

export const productTypeKeys = {
  silencer: 'chain.types.silencer',
  diffuser: 'chain.types.diffuser',
  rectSilencer: 'chain.types.rectSilencer',
  abstract: 'chain.types.abstract',
  custom: 'chain.types.custom',
} as const satisfies Record<ChainItem['productType'], string>

const isProductType = (type: string): type is ChainItem['productType'] => Object.hasOwn(productTypeKeys, type)

/**
 * The entry's name, else its code, else its type: a product the user left unnamed still reads as something.
 * Reports pass the stored type as text, which a foreign browser object may leave unknown ('-' then).
 */
export function productDisplayName(
  t: TFunction,
  item: { productName: string; productCode: string; productType: string },
): string {
  const name = item.productName.trim() || item.productCode.trim()
  if (name) return name
  return isProductType(item.productType) ? t(productTypeKeys[item.productType]) : MISSING_VALUE
}

/**
 * What each entry's buttons name it by ("Remove one BEND-R-500"): its name, else its code; where two entries
 * share it, each with its place in the chain as its card numbers it ("BEND-R-500 (3)"), so that a screen
 * reader tells apart the buttons of two bends of one size.
 */
export function entryLabels(items: readonly Pick<ChainItem, 'productName' | 'productCode'>[]): string[] {
  const names = items.map((item) => item.productName || item.productCode)
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  return names.map((name, index) => ((counts.get(name) ?? 0) > 1 ? `${name} (${index + 1})` : name))
}
