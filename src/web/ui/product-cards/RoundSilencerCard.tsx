import { Badge, Group, Stack, Text } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { formatNumber } from '../../i18n/format.ts'
import { liningLabel } from '../../domain/catalogue/product-labels.ts'
import type { ChainItem } from '../../domain/chain/chain.ts'
import { EnergyCostLine } from '../energy/EnergyCostLine.tsx'
import { silencerPressureDropRequest } from '../../state/selection/pressure-drop.ts'
import { AirflowField } from './AirflowField.tsx'
import { BandTable } from './BandTable.tsx'
import { silencerAtAirflow } from '../../domain/selection/items.ts'
import { ProductCard } from './ProductCard.tsx'
import { AirflowDiffersBadge } from './AirflowDiffersBadge.tsx'
import { cardAirflow } from '../../domain/chain/system-airflow.ts'
import { PRESSURE_DROP_HIGHLIGHT_PA } from '../../domain/selection/ranking.ts'

/**
 * A round silencer of the products list: properties, attenuation, its airflow and pressure drop (stored
 * with the system when it is in the chain; above 50 Pa marked exceeded), their energy cost, "Meets target" when one more of it meets the
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
  onAdd: (silencer: RoundSilencer, airflow: number | null, pressureDrop: number | null) => void
  onRemove: (silencer: RoundSilencer) => void
}) {
  const { t, i18n } = useTranslation()
  const airflow = cardAirflow(entry, localAirflow, systemAirflow)
  // An entry with an airflow of its own stores its pressure drop; one that inherits the system airflow, or a
  // card not in the chain, is calculated at the airflow shown.
  const pressureDrop =
    entry && entry.inputAirflow != null
      ? (entry.pressureDrop ?? null)
      : silencerPressureDropRequest(silencer, airflow)
        ? silencerAtAirflow(silencer, airflow).pressureDrop
        : null
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
          key={String(airflow)}
          initial={airflow}
          onCommit={(value) => onAirflow(silencer, value)}
        />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('productCards.pressureDrop')}
          </Text>
          <Text size="sm" fw={600} c={exceeded ? 'red.8' : undefined} data-testid="pressure-drop">
            {pressureDrop === null ? '-' : `${formatNumber(pressureDrop, language)} Pa`}
            {exceeded ? ` · ${t('productCards.exceeded')}` : ''}
          </Text>
        </Stack>
        <EnergyCostLine airflow={airflow} pressureDrop={pressureDrop} />
      </Group>
    </ProductCard>
  )
})
