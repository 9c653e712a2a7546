import { ActionIcon, Anchor, Group, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '../Icon.tsx'
import { formatNumber } from '../../i18n/format.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'
import { rectClassDrawingUrl } from '../../domain/catalogue/texts.ts'
import { EnergyCostLine } from '../energy/EnergyCostLine.tsx'
import { ProductCard } from './ProductCard.tsx'
import { AirflowDiffersBadge } from './AirflowDiffersBadge.tsx'
import { rectAirflow, rectFacts, rectPressureDrop } from './rect-facts.ts'
import { useAirflowFormat } from '../units/airflow-format.ts'

/**
 * A rectangular silencer of the chain: its configuration (flagged, as a round silencer's card is, where its
 * airflow differs from the system's), the energy cost of its pressure drop, an attenuation link, the quantity
 * and an edit pencil.
 */
export function RectSilencerCard({
  item,
  quantity,
  layout,
  systemAirflow = null,
  onAttenuation,
  onEdit,
  onAdd,
  onRemove,
}: {
  item: ChainItem
  quantity: number
  layout: 'linear' | 'grid'
  /** l/s; null: not set. */
  systemAirflow?: number | null
  onAttenuation: (item: ChainItem) => void
  onEdit: (item: ChainItem) => void
  onAdd: (item: ChainItem) => void
  onRemove: (item: ChainItem) => void
}) {
  const { t, i18n } = useTranslation()
  const name = item.productCode || item.productName || item.productClass
  const format = (value: number | null | undefined) => formatNumber(value, i18n.language)
  const airflow = useAirflowFormat()
  return (
    <ProductCard
      name={name}
      imageURL={item.productImageURL || rectClassDrawingUrl(item.productClass)}
      layout={layout}
      quantity={quantity}
      // The configurator made the silencer at its own airflow, which a later system airflow does not change.
      badges={<AirflowDiffersBadge airflow={rectAirflow(item)} systemAirflow={systemAirflow} />}
      onAdd={() => onAdd(item)}
      onRemove={() => onRemove(item)}
      facts={rectFacts(item, t, format, airflow)}
    >
      <EnergyCostLine airflow={rectAirflow(item)} pressureDrop={rectPressureDrop(item)} />
      <Group justify="space-between">
        <Anchor component="button" type="button" size="sm" onClick={() => onAttenuation(item)}>
          {t('productCards.adjustAttenuation')}
        </Anchor>
        <Tooltip label={t('productCards.editRect')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('productCards.editRectOf', { name })}
            onClick={() => onEdit(item)}
          >
            <Icon name="edit" />
          </ActionIcon>
        </Tooltip>
      </Group>
    </ProductCard>
  )
}
