// Which catalogue the browser's product lists come from. Lists are fetched once per visit, so a page opened
// before an import still holds the old catalogue's products: a system changed from them must say so, not
// take the server's newer version (docs/catalogue.md).
import type { QueryClient } from '@tanstack/react-query'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { endpointKey } from '../endpoint-query.ts'

const productLists = [
  endpointKey(catalogueApi.silencers),
  endpointKey(catalogueApi.diffusers),
  endpointKey(catalogueApi.abstractProducts),
]

/**
 * The catalogue version of the product lists this page holds (every product of an answer carries it); the
 * oldest when the lists were fetched at different times; null when none is held.
 */
export function heldCatalogueVersion(queryClient: QueryClient): number | null {
  const versions = productLists.flatMap((key) => {
    const list = queryClient.getQueryData<readonly { catalogueVersion: number }[]>(key)
    const version = list?.[0]?.catalogueVersion
    return typeof version === 'number' && version > 0 ? [version] : []
  })
  return versions.length > 0 ? Math.min(...versions) : null
}

/** The version a changed chain is saved with: the held lists', else the one its copies already had. */
export function chainCatalogueVersion(
  queryClient: QueryClient,
  kept: number | null | undefined,
): number | null {
  return heldCatalogueVersion(queryClient) ?? (typeof kept === 'number' && kept > 0 ? kept : null)
}
