import { Button, Group, Text } from '@mantine/core'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { insertionNotice } from '../../../domain/chain/insertion.ts'
import { entryLabels } from '../../../domain/chain/item-name.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { setInsertionPosition } from '../../../state/workspace/workspace-store.ts'
import type { ProductsListState } from './useProductsList.ts'

/**
 * Where the next product goes when the overview's Insert before or after opened the list (docs/product-rules.md,
 * "Insertion position"): the chain's entry named as its card names it, and the way back to adding at the end.
 * Without it a designer could not tell an insertion from an ordinary add until they went back to the overview.
 */
export function InsertionNoticeBar({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const { insertionPosition } = useWorkspace()
  const items = state.products.chain.system?.items
  const notice = useMemo(
    () =>
      items
        ? insertionNotice(
            entryLabels(items),
            items.map((item) => item.productId),
            insertionPosition,
          )
        : null,
    [items, insertionPosition],
  )
  if (!notice) return null
  const text =
    notice.kind === 'placed'
      ? t('productsList.insertion.placed', { name: notice.inserted })
      : t(notice.placement === 'before' ? 'productsList.insertion.before' : 'productsList.insertion.after', {
          name: notice.anchor,
        })
  return (
    <Group gap="sm" role="status">
      <Text size="sm">{text}</Text>
      <Button size="xs" variant="light" onClick={() => setInsertionPosition(null)}>
        {t('productsList.insertion.toEnd')}
      </Button>
    </Group>
  )
}
