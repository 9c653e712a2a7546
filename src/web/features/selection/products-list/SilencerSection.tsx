import { Stack, Text, Title } from '@mantine/core'
import { useCallback, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoundSilencer } from '#contract/api/catalogue.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import { RoundSilencerCard } from '../../../ui/product-cards/RoundSilencerCard.tsx'
import { VirtualList } from '../../../ui/product-cards/VirtualList.tsx'
import type { ProductsListState } from './useProductsList.ts'

/**
 * The round silencers of the selected classes that pass the filters, rendered as they come into view; none, and a
 * note saying why, while a rectangular class is selected.
 */
export function SilencerSection({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const titleId = useId()
  const { products, layout, airflows, setAirflow, meetsOf, systemAirflow, setCardEditing } = state
  const { entryOf, quantities, add, remove, setSilencerAirflow } = products
  const onAirflow = useCallback(
    (silencer: RoundSilencer, airflow: number | null) => {
      setAirflow(silencer, airflow)
      void setSilencerAirflow(silencer, airflow)
    },
    [setSilencerAirflow, setAirflow],
  )
  const onAdd = useCallback(
    (silencer: RoundSilencer, airflow: number | null, pressureDrop: number | null) =>
      add(silencerItem(silencer, airflow, pressureDrop)),
    [add],
  )
  const onRemove = useCallback((silencer: RoundSilencer) => remove(silencer.id), [remove])
  const renderCard = useCallback(
    (silencer: RoundSilencer) => (
      <RoundSilencerCard
        silencer={silencer}
        entry={entryOf(silencer.id)}
        quantity={quantities[silencer.id] ?? 0}
        localAirflow={airflows.get(silencer.id) ?? null}
        systemAirflow={systemAirflow}
        meetsTarget={meetsOf(silencer)}
        layout={layout}
        onAirflow={onAirflow}
        onEditing={setCardEditing}
        onAdd={onAdd}
        onRemove={onRemove}
      />
    ),
    [
      entryOf,
      quantities,
      airflows,
      systemAirflow,
      meetsOf,
      layout,
      onAirflow,
      setCardEditing,
      onAdd,
      onRemove,
    ],
  )
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('productsList.silencers', { count: state.silencerList.length })}
      </Title>
      {state.selection.rectClass !== null && (
        <Text size="sm">{t('productsList.roundForRect', { name: state.selection.rectClass })}</Text>
      )}
      <VirtualList
        label={t('productsList.silencerList')}
        items={state.silencerList}
        getKey={(silencer) => silencer.id}
        renderItem={renderCard}
        layout={layout}
        columns={3}
        estimateRowHeight={layout === 'grid' ? 440 : 250}
      />
    </Stack>
  )
}
