import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon, type IconName } from '../../../ui/Icon.tsx'
import { attenuationAdjustable, soundPowerAdjustable, type ChainItem } from '../../../domain/chain/chain.ts'
import type { ProductCardActions } from './product-actions.ts'

function IconButton({ label, icon, onClick }: { label: string; icon: IconName; onClick: () => void }) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick}>
        <Icon name={icon} size={16} />
      </ActionIcon>
    </Tooltip>
  )
}

/**
 * The product report, then order and quantity: move up (not first), move down (not last), one more, one
 * less.
 */
export function OrderControls({
  name,
  index,
  count,
  actions,
}: {
  /** What the buttons name the entry by (entryLabels). */
  name: string
  index: number
  count: number
  actions: ProductCardActions
}) {
  const { t } = useTranslation()
  return (
    <Group gap={2} wrap="nowrap">
      {actions.onPrint && (
        <IconButton
          label={t('chain.printProduct', { name })}
          icon="print"
          onClick={() => actions.onPrint?.(index)}
        />
      )}
      {index > 0 && (
        <IconButton
          label={t('chain.moveUp', { name })}
          icon="arrowUp"
          onClick={() => actions.onMoveUp(index)}
        />
      )}
      {index < count - 1 && (
        <IconButton
          label={t('chain.moveDown', { name })}
          icon="arrowDown"
          onClick={() => actions.onMoveDown(index)}
        />
      )}
      <IconButton label={t('chain.addOne', { name })} icon="plus" onClick={() => actions.onAddOne(index)} />
      <IconButton label={t('chain.remove', { name })} icon="trash" onClick={() => actions.onRemove(index)} />
    </Group>
  )
}

/**
 * The links of a card by product type (docs/product-rules.md, "Adjusting sound data"): sound power (not for
 * rectangular silencers), attenuation (read-only when the product has no default attenuation), sound data
 * (silencers, abstract and custom products), the rectangular silencer's edit pencil; then insert before
 * (first only) and after.
 */
export function CardLinks({
  item,
  name,
  index,
  actions,
}: {
  item: ChainItem
  /** What the links name the entry by (entryLabels). */
  name: string
  index: number
  actions: ProductCardActions
}) {
  const { t } = useTranslation()
  const link = (label: string, onClick: () => void, ariaLabel: string) => (
    <Anchor component="button" type="button" size="sm" onClick={onClick} aria-label={ariaLabel}>
      {label}
    </Anchor>
  )
  const withSoundData = ['silencer', 'abstract', 'custom'].includes(item.productType)
  return (
    <Group gap="md" justify="space-between">
      <Group gap="md">
        {soundPowerAdjustable(item) &&
          link(
            t('chain.adjustSoundPower'),
            () => actions.onAdjust(index, 'soundPowerLevel'),
            t('chain.adjustSoundPowerOf', { name }),
          )}
        {link(
          attenuationAdjustable(item) ? t('chain.adjustAttenuation') : t('chain.viewAttenuation'),
          () => actions.onAdjust(index, 'soundAttenuation'),
          t(attenuationAdjustable(item) ? 'chain.adjustAttenuationOf' : 'chain.viewAttenuationOf', { name }),
        )}
        {withSoundData &&
          link(t('chain.soundData'), () => actions.onSoundData(index), t('chain.soundDataOf', { name }))}
        {item.productType === 'rectSilencer' && (
          <IconButton
            label={t('chain.editRect', { name })}
            icon="edit"
            onClick={() => actions.onEditRect(item.productId)}
          />
        )}
      </Group>
      <Group gap="md">
        {index === 0 &&
          link(
            t('chain.insertBefore'),
            () => actions.onInsertBefore(index),
            t('chain.insertBeforeOf', { name }),
          )}
        {link(t('chain.insertAfter'), () => actions.onInsertAfter(index), t('chain.insertAfterOf', { name }))}
      </Group>
    </Group>
  )
}
