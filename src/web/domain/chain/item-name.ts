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
