// Custom products made in this browser session, so one removed from the chain (quantity 0) can be added
// again; the chain's own custom entries are listed too.
import { useCallback, useSyncExternalStore } from 'react'
import type { ChainItem } from '../chain/chain.ts'

export const CUSTOM_PRODUCTS_KEY = 'productsList.customProducts'

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: ChainItem[] = []

function read(): ChainItem[] {
  let raw: string | null = null
  try {
    raw = window.sessionStorage.getItem(CUSTOM_PRODUCTS_KEY)
  } catch {
    raw = null
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw
    try {
      const value: unknown = raw ? JSON.parse(raw) : []
      cached = Array.isArray(value) ? (value as ChainItem[]) : []
    } catch {
      cached = []
    }
  }
  return cached
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function rememberCustomProduct(product: ChainItem): void {
  const next = [...read().filter((p) => p.productId !== product.productId), product]
  try {
    window.sessionStorage.setItem(CUSTOM_PRODUCTS_KEY, JSON.stringify(next))
  } catch {
    cachedRaw = null
    cached = next
  }
  for (const listener of listeners) listener()
}

/** The custom products to list: the chain's (as stored there) and this session's, each once. */
export function useCustomProducts(chainItems: readonly ChainItem[] | undefined) {
  const session = useSyncExternalStore(subscribe, read, () => cached)
  const inChain = (chainItems ?? []).filter((item) => item.productType === 'custom')
  const merged = [...inChain]
  for (const product of session)
    if (!merged.some((p) => p.productId === product.productId)) merged.push(product)
  return { list: merged, remember: useCallback((product: ChainItem) => rememberCustomProduct(product), []) }
}
