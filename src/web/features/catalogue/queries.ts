// The catalogue lists through TanStack Query: fetched once per visit (never stale while the page lives) and
// revalidated by the browser with their ETag on a forced reload (docs/product-rules.md, "Catalogue lists").
import { useQuery } from '@tanstack/react-query'
import { catalogueCalls } from '../../api/catalogue.ts'

export const catalogueKeys = {
  all: ['catalogue'] as const,
  silencers: ['catalogue', 'silencers'] as const,
  diffusers: ['catalogue', 'diffusers'] as const,
  abstractProducts: ['catalogue', 'abstract-products'] as const,
  silencerClasses: ['catalogue', 'silencer-classes'] as const,
  diffuserClasses: ['catalogue', 'diffuser-classes'] as const,
  abstractClasses: ['catalogue', 'abstract-classes'] as const,
}

const once = { staleTime: Infinity, gcTime: Infinity } as const

export const useSilencersQuery = () =>
  useQuery({
    queryKey: catalogueKeys.silencers,
    queryFn: ({ signal }) => catalogueCalls.silencers(signal),
    ...once,
  })

export const useDiffusersQuery = () =>
  useQuery({
    queryKey: catalogueKeys.diffusers,
    queryFn: ({ signal }) => catalogueCalls.diffusers(signal),
    ...once,
  })

export const useAbstractProductsQuery = () =>
  useQuery({
    queryKey: catalogueKeys.abstractProducts,
    queryFn: ({ signal }) => catalogueCalls.abstractProducts(signal),
    ...once,
  })

export const useSilencerClassesQuery = () =>
  useQuery({
    queryKey: catalogueKeys.silencerClasses,
    queryFn: ({ signal }) => catalogueCalls.silencerClasses(signal),
    ...once,
  })

export const useDiffuserClassesQuery = () =>
  useQuery({
    queryKey: catalogueKeys.diffuserClasses,
    queryFn: ({ signal }) => catalogueCalls.diffuserClasses(signal),
    ...once,
  })

export const useAbstractClassesQuery = () =>
  useQuery({
    queryKey: catalogueKeys.abstractClasses,
    queryFn: ({ signal }) => catalogueCalls.abstractClasses(signal),
    ...once,
  })
