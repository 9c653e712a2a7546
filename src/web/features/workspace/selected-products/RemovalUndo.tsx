import { Button, CloseButton, Group, Paper, Text } from '@mantine/core'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { productDisplayName } from '../../../domain/chain/item-name.ts'
import { Icon } from '../../../ui/Icon.tsx'

/** An entry that the last edit took out of the chain, and where it was. */
export interface RemovedEntry {
  entry: ChainItem
  index: number
}

/**
 * The offer to put back an entry the last edit removed (docs/product-rules.md, "Adding and removing
 * products"): one click on a card's remove button takes a configured product with its airflow and pressure
 * drop out of the chain, and the system is saved at once. It stays until the next edit of the chain.
 */
export function RemovalUndo({
  removed,
  onUndo,
  onDismiss,
}: {
  removed: RemovedEntry
  onUndo: () => void
  onDismiss: () => void
}) {
  const { t } = useTranslation()
  const name = productDisplayName(t, removed.entry)
  const textId = useId()
  const undo = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // The remove button went with its card and left the focus nowhere: the keyboard carries on from Undo,
    // not from the top of the page.
    if (!document.activeElement || document.activeElement === document.body) undo.current?.focus()
  }, [removed])
  return (
    <Paper withBorder p="xs" mb="sm" role="status" aria-labelledby={textId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" id={textId}>
          {t('chain.removedEntry', { name })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button ref={undo} size="xs" variant="light" leftSection={<Icon name="undo" />} onClick={onUndo}>
            {t('chain.undoRemoval')}
          </Button>
          <CloseButton size="sm" aria-label={t('chain.dismissUndo')} onClick={onDismiss} />
        </Group>
      </Group>
    </Paper>
  )
}
