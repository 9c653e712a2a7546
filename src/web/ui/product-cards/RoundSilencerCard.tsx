import { Badge, Group, Stack, Text } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { formatNumber } from '../../i18n/format.ts'
import { liningLabel } from '../../domain/catalogue/product-labels.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'
import { EnergyCostLine } from '../energy/EnergyCostLine.tsx'
import { cardPressureDrop } from '../../state/selection/pressure-drop.ts'
import { AirflowField } from './AirflowField.tsx'
import { BandTable } from './BandTable.tsx'
import { ProductCard } from './ProductCard.tsx'
import { AirflowDiffersBadge } from './AirflowDiffersBadge.tsx'
import { cardAirflow } from '../../domain/chain/system-airflow.ts'
import {
  connectionVelocity,
  PRESSURE_DROP_HIGHLIGHT_PA,
  velocityText,
} from '../../domain/selection/ranking.ts'

/**
 * A round silencer of the products list: properties, attenuation, its airflow and pressure drop (stored
 * with the system when it is in the chain; above 50 Pa marked so), their energy cost, "Meets target" when one more of it meets the
 * room target, and the quantity control.
 */
export const RoundSilencerCard = memo(function RoundSilencerCard({
  silencer,
  entry,
  quantity,
  localAirflow,
  systemAirflow = null,
  meetsTarget = null,
  layout,
  onAirflow,
  onEditing,
  onAdd,
  onRemove,
}: {
  silencer: RoundSilencer
  /** The silencer's entry in the working system, if any. */
  entry: ChainItem | null
  quantity: number
  /** The airflow typed on the card before the silencer was added. */
  localAirflow: number | null
  /** The system airflow the card starts from unless it has its own (l/s; null: not set). */
  systemAirflow?: number | null
  /** One more of it makes the room meet the target of the needed-attenuation view (null: no target). */
  meetsTarget?: boolean | null
  layout: 'linear' | 'grid'
  onAirflow: (silencer: RoundSilencer, airflow: number | null) => void
  /** Typing in its airflow field starts (true) or is committed (false). */
  onEditing?: (silencer: RoundSilencer, editing: boolean) => void
  onAdd: (silencer: RoundSilencer, airflow: number | null, pressureDrop: number | null) => void
  onRemove: (silencer: RoundSilencer) => void
}) {
  const { t, i18n } = useTranslation()
  const airflow = cardAirflow(entry, localAirflow, systemAirflow)
  const pressureDrop = cardPressureDrop(silencer, entry, airflow)
  const language = i18n.language
  // Marked as the regular silencer list marks it: a drop this high means a silencer too small for the airflow.
  const exceeded = pressureDrop !== null && pressureDrop > PRESSURE_DROP_HIGHLIGHT_PA
  return (
    <ProductCard
      name={silencer.name}
      imageURL={silencer.imageURL}
      layout={layout}
      quantity={quantity}
      badges={
        <>
          {meetsTarget === true && <Badge color="green">{t('neededAttenuation.meets')}</Badge>}
          <AirflowDiffersBadge airflow={airflow} systemAirflow={systemAirflow} />
        </>
      }
      onAdd={() => onAdd(silencer, airflow, pressureDrop)}
      onRemove={() => onRemove(silencer)}
      facts={[
        { label: t('productCards.class'), value: silencer.class },
        {
          label: t('productCards.diameter'),
          value: `${formatNumber(silencer.nominalSizeDiameter, language)} mm`,
        },
        { label: t('productCards.length'), value: `${formatNumber(silencer.length, language)} mm` },
        { label: t('productCards.material'), value: liningLabel(silencer.attenuationMaterial, t) },
      ]}
    >
      <BandTable
        caption={t('productCards.bandsOf', { name: silencer.name })}
        rows={[{ label: t('productCards.attenuation'), bands: silencer.soundAttenuation }]}
      />
      <Group gap="md" align="flex-end">
        <AirflowField
          initial={airflow}
          onCommit={(value) => onAirflow(silencer, value)}
          onEditing={onEditing && ((editing) => onEditing(silencer, editing))}
        />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('productCards.pressureDrop')}
          </Text>
          <Text size="sm" fw={600} c={exceeded ? 'red.8' : undefined} data-testid="pressure-drop">
            {pressureDrop === null ? '-' : `${formatNumber(pressureDrop, language)} Pa`}
            {exceeded ? ` · ${t('productCards.exceeded', { limit: PRESSURE_DROP_HIGHLIGHT_PA })}` : ''}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('productCards.velocity')}
          </Text>
          <Text size="sm" fw={600} data-testid="velocity">
            {velocityText(connectionVelocity(airflow, silencer.nominalSizeDiameter), language)}
          </Text>
        </Stack>
        <EnergyCostLine airflow={airflow} pressureDrop={pressureDrop} />
      </Group>
    </ProductCard>
  )
})
