import { ActionIcon, Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon.tsx'
import { MAX_QUANTITY } from '../../domain/chain/chain.ts'

/**
 * How many of a product the working system holds: + adds one (at the insertion position when one is set),
 * − removes one; the quantity never goes below 0 (docs/product-rules.md, "Adding and removing products").
 */
export function QuantityControl({
  name,
  quantity,
  onAdd,
  onRemove,
}: {
  name: string
  quantity: number
  onAdd: () => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('productCards.quantityOf', { name })}>
      <ActionIcon
        variant="default"
        aria-label={t('productCards.removeOne', { name })}
        onClick={onRemove}
        disabled={quantity <= 0}
      >
        <Icon name="minus" size={16} />
      </ActionIcon>
      <Text fw={700} w={28} ta="center" aria-live="polite" aria-label={t('productCards.quantity')}>
        {quantity}
      </Text>
      <ActionIcon
        variant="filled"
        aria-label={t('productCards.addOne', { name })}
        onClick={onAdd}
        disabled={quantity >= MAX_QUANTITY}
      >
        <Icon name="plus" size={16} />
      </ActionIcon>
    </Group>
  )
}
