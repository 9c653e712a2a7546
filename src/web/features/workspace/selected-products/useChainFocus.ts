// Where keyboard focus goes as the chain changes under it. A card is keyed by its product and which of that
// product's entries it is, not by its index, so that moving an entry moves its card (with the focused button)
// instead of building another; and a dialog mounted only while open cannot hand focus back itself, so the
// list does: to the button that opened it, or after a move to the moved card's other move button when the one
// pressed is gone (a card moved to the end has no Move down).
import { useEffect, useRef } from 'react'
import type { ChainItem } from '../../../domain/chain/chain.ts'

/** Each entry's card key: its product id and how many entries of that product come before it. */
export function entryKeys(items: readonly Pick<ChainItem, 'productId'>[]): string[] {
  const seen = new Map<string, number>()
  return items.map(({ productId }) => {
    const nth = seen.get(productId) ?? 0
    seen.set(productId, nth + 1)
    return `${productId}#${nth}`
  })
}

interface PendingFocus {
  element: HTMLElement | null
  /** The card key of the entry the action was on, after the action. */
  entry: string
  /** Labels of buttons on that card to take instead when the element is gone. */
  fallback: readonly string[]
}

export function useChainFocus(items: readonly ChainItem[], dialogOpen: boolean) {
  const listRef = useRef<HTMLDivElement>(null)
  const pending = useRef<PendingFocus | null>(null)

  useEffect(() => {
    const wanted = pending.current
    if (!wanted || dialogOpen) return
    pending.current = null
    const { element } = wanted
    if (element?.isConnected) {
      element.focus()
      return
    }
    const card = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-entry]') ?? [])].find(
      (candidate) => candidate.dataset.entry === wanted.entry,
    )
    const buttons = [...(card?.querySelectorAll<HTMLElement>('button') ?? [])]
    for (const label of wanted.fallback) {
      const button = buttons.find((candidate) => candidate.getAttribute('aria-label') === label)
      if (button) {
        button.focus()
        return
      }
    }
  }, [items, dialogOpen])

  /** Keeps the focused element to return to once the chain or the dialog has changed. */
  const remember = (entry: string, fallback: readonly string[] = []) => {
    const active = document.activeElement
    pending.current = { element: active instanceof HTMLElement ? active : null, entry, fallback }
  }
  return { listRef, remember }
}
