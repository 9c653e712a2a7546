// The webshop calls (docs/integrations.md, "The browser's calls") through the contract.
import { z } from 'zod'
import {
  webshopApi,
  webshopResource,
  type exportedProduct,
  type WebshopLocale,
} from '#contract/api/webshop.ts'
import { call } from '../../../state/api/client.ts'

/**
 * The resource with its product taken as it comes: the load sequence checks the product itself, so that a
 * malformed one fails with the error docs/product-rules.md, "Export checks", names (Invalid product data
 * format) rather than as an unexpected answer.
 */
export const getResourceUnchecked = {
  ...webshopApi.getResource,
  response: webshopResource.extend({ productData: z.unknown() }),
}

/**
 * Sends a product to the shop. The payload builders send a chain entry's fields as they are; the server reads
 * the product from them by the contract (422 naming the field when they are not a product it sells).
 */
export const exportProduct = (id: string, productData: Record<string, unknown>, locale: WebshopLocale) =>
  call(webshopApi.exportProduct, {
    params: { id },
    body: { productData: productData as z.input<typeof exportedProduct>, locale },
  })

/** The locale code of webshop writes for an interface language. */
export function webshopLocaleOf(language: string): WebshopLocale {
  const base = language.slice(0, 2).toLowerCase()
  return base === 'et' ? 'est' : base === 'sv' ? 'swe' : base === 'fi' ? 'fin' : base === 'da' ? 'den' : 'eng'
}
