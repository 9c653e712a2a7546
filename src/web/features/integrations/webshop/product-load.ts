// The host page's load sequence (docs/product-rules.md, "Export flow start"): the silencer list and classes,
// then the resource's product data; then where the flow goes by the product's type.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import i18n from 'i18next'
import { z } from 'zod'
import { webshopApi, type WebshopProductData, type WebshopResource } from '#contract/api/webshop.ts'
import { getResourceUnchecked } from './webshop-calls.ts'
import { storeReturnUrl } from './return-address.ts'
import { toastError, toastInfo, toastSuccess } from '../../../ui/notifications/export-toasts.ts'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey, endpointQuery } from '../../../state/endpoint-query.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
import { allClasses } from '../../../state/catalogue/queries.ts'

const RECT_KEY = 'webshop.rectSilencer'

export interface StoredRectProduct {
  data: Record<string, unknown>
  inputAirflow: number
}

// Part of the round trip the last user started: another user's session drops it (their load stores it again).
const rectProductStore = createUserDraftStore<StoredRectProduct | null>({
  key: RECT_KEY,
  kind: 'handshake',
  schema: z.object({
    data: z.record(z.string(), z.unknown()),
    inputAirflow: z.number().catch(0),
  }),
  initial: null,
})

/** Keeps the webshop's rectangular silencer data and airflow for the configurator (storage blocked: its defaults). */
export function storeRectProduct(product: StoredRectProduct | null): void {
  rectProductStore.set(product)
}

export const storedRectProduct = rectProductStore.get

/** The thrown error (docs/product-rules.md, "Export flow start") for a product the flow cannot route. */
export const INVALID_PRODUCT_DATA = 'Invalid product data format'

/**
 * The shop's product (docs/integrations.md, "The browser's calls"): null when there is none, else an object
 * with a string type and name, inputAirflow 0 when missing; anything else throws INVALID_PRODUCT_DATA.
 */
export function readShopProduct(value: unknown): WebshopProductData | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && !Array.isArray(value)) {
    const product = value as Record<string, unknown>
    const { type, name, inputAirflow } = product
    if (typeof type === 'string' && typeof name === 'string') {
      const airflow =
        typeof inputAirflow === 'number' && Number.isFinite(inputAirflow) && inputAirflow >= 0
          ? inputAirflow
          : 0
      return { ...product, type, name, inputAirflow: airflow }
    }
  }
  throw new Error(INVALID_PRODUCT_DATA)
}

/**
 * The product of a resource, after the catalogue lists it needs; toasts on the way (docs/product-rules.md,
 * "Export toasts").
 */
export function useProductExportLoad(resourceId: string | undefined) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: endpointKey(webshopApi.getResource, { params: { id: resourceId ?? '' } }),
    enabled: Boolean(resourceId),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: async ({ signal }): Promise<WebshopResource> => {
      toastInfo(i18n.t('webshop.toasts.fetching'))
      try {
        await Promise.all([
          queryClient.fetchQuery(endpointQuery(catalogueApi.silencers, {}, { staleTime: Infinity })),
          queryClient.fetchQuery(
            endpointQuery(catalogueApi.silencerClasses, allClasses, { staleTime: Infinity }),
          ),
        ])
        const resource = await call(getResourceUnchecked, { params: { id: resourceId ?? '' }, signal })
        const productData = readShopProduct(resource.productData)
        storeReturnUrl(resource.returnUrl)
        toastSuccess(i18n.t('webshop.toasts.fetched'))
        return { ...resource, productData }
      } catch (error) {
        console.error('Product data could not be fetched', error)
        toastError(i18n.t('webshop.toasts.fetchFailed'))
        throw error
      }
    },
  })
}
