// The catalogue lists through TanStack Query: fetched once per visit (never stale while the page lives) and
// revalidated by the browser with their ETag on a forced reload (docs/product-rules.md, "Catalogue lists").
import { useQuery } from '@tanstack/react-query'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { endpointQuery } from '../endpoint-query.ts'

const once = { staleTime: Infinity, gcTime: Infinity } as const
/** Every class, groups included (without it the server answers only the classes a user picks from). */
export const allClasses = { query: { group: 'all' } } as const

export const useSilencersQuery = () => useQuery(endpointQuery(catalogueApi.silencers, {}, once))
export const useDiffusersQuery = () => useQuery(endpointQuery(catalogueApi.diffusers, {}, once))
export const useAbstractProductsQuery = () => useQuery(endpointQuery(catalogueApi.abstractProducts, {}, once))
export const useSilencerClassesQuery = () =>
  useQuery(endpointQuery(catalogueApi.silencerClasses, allClasses, once))
export const useDiffuserClassesQuery = () =>
  useQuery(endpointQuery(catalogueApi.diffuserClasses, allClasses, once))
export const useAbstractClassesQuery = () =>
  useQuery(endpointQuery(catalogueApi.abstractClasses, allClasses, once))
