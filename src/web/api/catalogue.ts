// Typed calls of the public catalogue lists (docs/catalogue.md). The browser's HTTP cache revalidates each
// list with its strong ETag (If-None-Match → 304), so a reload costs no body.
import {
  catalogueApi,
  type AbstractClass,
  type AbstractProduct,
  type CatalogueVersionInfo,
  type Diffuser,
  type DiffuserClass,
  type RoundSilencer,
  type SilencerClass,
} from '#contract/api/catalogue.ts'
import { call } from './client.ts'

export type {
  AbstractClass,
  AbstractProduct,
  CatalogueVersionInfo,
  Diffuser,
  DiffuserClass,
  RoundSilencer,
  SilencerClass,
}

const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {})
const all = { group: 'all' } as const

export const catalogueCalls = {
  silencers: (signal?: AbortSignal) => call(catalogueApi.silencers, signalOf(signal)),
  diffusers: (signal?: AbortSignal) => call(catalogueApi.diffusers, signalOf(signal)),
  abstractProducts: (signal?: AbortSignal) => call(catalogueApi.abstractProducts, signalOf(signal)),
  silencerClasses: (signal?: AbortSignal) =>
    call(catalogueApi.silencerClasses, { query: all, ...signalOf(signal) }),
  diffuserClasses: (signal?: AbortSignal) =>
    call(catalogueApi.diffuserClasses, { query: all, ...signalOf(signal) }),
  abstractClasses: (signal?: AbortSignal) =>
    call(catalogueApi.abstractClasses, { query: all, ...signalOf(signal) }),
}

/** The catalogue's version and sources, for the print reports' stamp. */
export const catalogueInfoCall = (signal?: AbortSignal) => call(catalogueApi.info, signalOf(signal))

/** One catalogue version as stored, also after it was replaced (what a report of an old system printed on). */
export const catalogueVersionCall = (version: number, signal?: AbortSignal) =>
  call(catalogueApi.version, { params: { version: String(version) }, ...signalOf(signal) })
