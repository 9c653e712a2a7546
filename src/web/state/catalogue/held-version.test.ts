import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { chainCatalogueVersion, heldCatalogueVersion } from './held-version.ts'
import { demoDiffusers, demoSilencers } from './test-catalogue.ts'
import { catalogueApi } from '#contract/api/catalogue.ts'
import { endpointKey } from '../endpoint-query.ts'

const at = <T extends { catalogueVersion: number }>(list: T[], catalogueVersion: number): T[] =>
  list.map((product) => ({ ...product, catalogueVersion }))

describe('the catalogue version of the lists a page holds', () => {
  it('is unknown without lists, and the kept version is used then', () => {
    const queryClient = new QueryClient()
    expect(heldCatalogueVersion(queryClient)).toBeNull()
    expect(chainCatalogueVersion(queryClient, 4)).toBe(4)
    expect(chainCatalogueVersion(queryClient, null)).toBeNull()
    // An empty list says nothing about its catalogue.
    queryClient.setQueryData(endpointKey(catalogueApi.silencers), [])
    expect(heldCatalogueVersion(queryClient)).toBeNull()
  })

  it('is the lists’ version, the oldest when they were fetched before and after an import', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(endpointKey(catalogueApi.diffusers), at(demoDiffusers(), 3))
    expect(heldCatalogueVersion(queryClient)).toBe(3)
    // The held lists win over the version the chain had: they are where the changed items came from.
    expect(chainCatalogueVersion(queryClient, 5)).toBe(3)
    queryClient.setQueryData(endpointKey(catalogueApi.silencers), at(demoSilencers(), 2))
    expect(heldCatalogueVersion(queryClient)).toBe(2)
  })
})
