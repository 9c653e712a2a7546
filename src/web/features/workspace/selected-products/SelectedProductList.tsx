import { SimpleGrid, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  afterTerminal,
  moveDown,
  moveUp,
  raiseQuantity,
  removeProduct,
  type ChainItem,
} from '../../../domain/chain/chain.ts'
import type { ItemEffect } from '../../../domain/chain/chain-calculation.ts'
import { insertAfter, insertBefore, type InsertionPosition } from '../../../domain/chain/insertion.ts'
import { entryLabels } from '../../../domain/chain/item-name.ts'
import { ProductCard } from './ProductCard.tsx'
import { entryKeys, useChainFocus } from './useChainFocus.ts'
import { ProductDialog, type ProductDialogState } from './ProductDialog.tsx'
import type { ProductCardActions } from './product-actions.ts'

export type ProductLayout = 'linear' | 'grid'

/**
 * The selected product list of the overview (docs/product-rules.md, "Adding and removing products"): one card
 * per entry in chain order, in a column (linear) or a grid, with the octave band and sound data modals of its
 * entries.
 */
export function SelectedProductList({
  items,
  effects,
  layout,
  onEdit,
  onInsert,
  onEditRect,
  onPrint,
  systemAirflow = null,
  onEntryRemoved,
}: {
  items: readonly ChainItem[]
  /** Per entry, what it does to this source (same order as `items`). */
  effects: readonly ItemEffect[]
  layout: ProductLayout
  /** A change of the chain, applied to the active system. */
  onEdit: (edit: (items: ChainItem[]) => ChainItem[]) => void
  /** Insert before or after an entry: the products list opens to add there. */
  onInsert: (position: InsertionPosition) => void
  onEditRect: (productId: string) => void
  /** Opens the product report of an entry. */
  onPrint?: (index: number) => void
  /** The system airflow (l/s; null: not set), against which a silencer's own airflow is flagged. */
  systemAirflow?: number | null
  /** A removal took the entry at `index` out of the chain (its quantity was 1). */
  onEntryRemoved?: (entry: ChainItem, index: number) => void
}) {
  const { t } = useTranslation()
  const [dialog, setDialog] = useState<ProductDialogState | null>(null)
  const keys = entryKeys(items)
  const labels = entryLabels(items)
  const { listRef, remember } = useChainFocus(items, dialog !== null)
  // After a move the entry has its neighbour's place, and the same key if the neighbour is another product.
  const moved = (to: number, after: readonly ChainItem[]) => {
    const name = entryLabels(after)[to] ?? ''
    remember(entryKeys(after)[to] ?? '', [t('chain.moveUp', { name }), t('chain.moveDown', { name })])
  }
  const actions: ProductCardActions = {
    onAddOne: (index) => onEdit((list) => raiseQuantity(list, index)),
    onRemove: (index) => {
      const entry = items[index]
      onEdit((list) => removeProduct(list, index))
      if (entry?.quantity === 1) onEntryRemoved?.(entry, index)
    },
    onMoveUp: (index) => {
      moved(index - 1, moveUp(items, index))
      onEdit((list) => moveUp(list, index))
    },
    onMoveDown: (index) => {
      moved(index + 1, moveDown(items, index))
      onEdit((list) => moveDown(list, index))
    },
    onInsertBefore: (index) => onInsert(insertBefore(index)),
    onInsertAfter: (index) => onInsert(insertAfter(index)),
    onAdjust: (index, bands) => {
      remember(keys[index] ?? '')
      setDialog({ kind: 'bands', index, bands })
    },
    onSoundData: (index) => {
      remember(keys[index] ?? '')
      setDialog({ kind: 'soundData', index })
    },
    onEditRect,
    ...(onPrint ? { onPrint } : {}),
  }
  const open = dialog ? items[dialog.index] : undefined
  const cards = items.map((item, index) => (
    <div role="listitem" key={keys[index]} data-entry={keys[index]}>
      <ProductCard
        item={item}
        label={labels[index] ?? ''}
        index={index}
        count={items.length}
        effect={effects[index] ?? null}
        actions={actions}
        systemAirflow={systemAirflow}
        afterTerminal={afterTerminal(items, index)}
      />
    </div>
  ))
  return (
    <>
      {layout === 'grid' ? (
        <SimpleGrid ref={listRef} cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label={t('chain.list')}>
          {cards}
        </SimpleGrid>
      ) : (
        <Stack ref={listRef} gap="sm" role="list" aria-label={t('chain.list')}>
          {cards}
        </Stack>
      )}
      {dialog && open && (
        <ProductDialog dialog={dialog} item={open} onEdit={onEdit} onClose={() => setDialog(null)} />
      )}
    </>
  )
}
