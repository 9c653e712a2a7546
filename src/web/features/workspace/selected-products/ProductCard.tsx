import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber, MISSING_VALUE } from '../../../i18n/format.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import type { ItemEffect } from '../../../domain/chain/chain-calculation.ts'
import { entryAirflow } from '../../../domain/chain/system-airflow.ts'
import { productDisplayName, productTypeKeys } from '../../../domain/chain/item-name.ts'
import { orMissing } from '../../../domain/display.ts'
import { AirflowDiffersBadge } from '../../../ui/product-cards/AirflowDiffersBadge.tsx'
import { CardLinks, OrderControls } from './ProductCardControls.tsx'
import type { ProductCardActions } from './product-actions.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'

/**
 * One entry of the chain: name and code (read-only text), type, quantity, a round or rectangular silencer's
 * airflow and pressure drop (flagged where the airflow differs from the system's), what it removes for this
 * source in dB(A), and its controls and links.
 */
export function ProductCard({
  item,
  label,
  index,
  count,
  effect,
  actions,
  systemAirflow = null,
  afterTerminal = false,
}: {
  item: ChainItem
  /** What its buttons name it by: its name, with its place where another entry has the same (entryLabels). */
  label: string
  index: number
  count: number
  effect: ItemEffect | null
  actions: ProductCardActions
  systemAirflow?: number | null
  /** It comes after a diffuser, where the sound leaves the duct (chain.ts afterTerminal). */
  afterTerminal?: boolean
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const number = (value: number | null | undefined) => formatNumber(value, i18n.language)
  const airflow = useAirflowFormat()
  const facts = [
    { label: t('chain.code'), value: orMissing(item.productCode) },
    { label: t('chain.quantity'), value: number(item.quantity) },
    ...(item.productType === 'silencer' || item.productType === 'rectSilencer'
      ? [
          { label: t('chain.airflow'), value: unit(airflow.format(item.inputAirflow), airflow.symbol) },
          {
            label: t('chain.pressureDrop'),
            value: unit(number(item.pressureDrop), t('chain.units.pressure')),
          },
        ]
      : []),
  ]
  const removed = effect?.removedDbA ?? null
  return (
    <Card component="article" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* The name's column takes what the controls leave, so in a grid's narrow card its name and type
              badge wrap there instead of being cut. */}
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
            <Text c="dimmed" fw={600} aria-hidden="true">
              {index + 1}
            </Text>
            {item.productImageURL && <Image src={item.productImageURL} alt="" w={56} h={56} fit="contain" />}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }} align="flex-start">
              <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
                {productDisplayName(t, item)}
              </Title>
              <Badge variant="light" size="sm">
                {t(productTypeKeys[item.productType])}
              </Badge>
            </Stack>
          </Group>
          <OrderControls name={label} index={index} count={count} actions={actions} />
        </Group>
        <Group component="dl" gap="lg" m={0}>
          {facts.map(({ label, value }) => (
            <Group key={label} gap={4} wrap="nowrap">
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} fw={500}>
                {value}
              </Text>
            </Group>
          ))}
        </Group>
        {/* A silencer keeps the airflow it was added at when the system airflow changes later (a copied
            supply system given the exhaust's airflow); its pressure drop and flow noise are still those of its
            own airflow, and the total pressure drop's line counts it, so its card says so. */}
        <AirflowDiffersBadge airflow={entryAirflow(item)} systemAirflow={systemAirflow} />
        {afterTerminal && (
          // Dark enough for text on white (orange.9 is 4.3:1, below the 4.5:1 axe asks of normal text).
          <Text size="sm" c="red.9">
            {t('chain.afterTerminal')}
          </Text>
        )}
        {removed !== null && Number.isFinite(removed) && (
          <Text size="sm" c={removed >= 0 ? 'teal.9' : 'red.8'}>
            {removed >= 0
              ? t('chain.removes', { value: number(removed) })
              : t('chain.adds', { value: number(-removed) })}
          </Text>
        )}
        <CardLinks item={item} name={label} index={index} actions={actions} />
      </Stack>
    </Card>
  )
}

const unit = (value: string, label: string) => (value === MISSING_VALUE ? value : `${value} ${label}`)
