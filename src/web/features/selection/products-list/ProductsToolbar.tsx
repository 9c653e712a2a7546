import { Accordion, Anchor, Button, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../domain/paths.ts'
import { SilencerFilterBar } from '../filters/SilencerFilterBar.tsx'
import { AirflowField } from '../../../ui/product-cards/AirflowField.tsx'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { ClassGrids } from '../silencer-classes/ClassGrids.tsx'
import { isListSort, LIST_SORTS } from '../../../domain/selection/silencer-order.ts'
import { PRESSURE_DROP_HIDE_PA } from '../../../domain/selection/ranking.ts'
import { InsertionNoticeBar } from './InsertionNoticeBar.tsx'
import type { ProductsListState } from './useProductsList.ts'

const SILENCER_KEYS = ['shapes', 'materials', 'nominalSizes', 'lengths', 'openable'] as const

/** Class selection, the silencer filters, the switches for the other lists and the count. */
export function ProductsToolbar({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const airflow = useAirflowFormat()
  const { selection, filters, shown, setShown } = state
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Accordion variant="contained" chevronPosition="left">
          <Accordion.Item value="classes">
            <Accordion.Control>
              {t('productsList.classes', {
                selected: selection.selected.length,
                total: selection.total,
                count: selection.selected.length,
              })}
            </Accordion.Control>
            <Accordion.Panel>
              <ClassGrids
                round={selection.grids.round}
                rect={selection.grids.rect}
                selected={selection.selected}
                onToggle={selection.toggle}
                compact
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        {/* The airflow, the search and the order share a row: at 1280×720 each on its own row left no product in
            sight above the summary bar. */}
        <SilencerFilterBar
          leading={
            <AirflowField
              key={String(state.systemAirflow)}
              label={t('productsList.systemAirflow', { unit: airflow.symbol })}
              description={t('productsList.systemAirflowHint')}
              initial={state.systemAirflow}
              onCommit={state.setSystemAirflow}
              size="sm"
              width={260}
            />
          }
          trailing={<SilencerOrderControls state={state} />}
          searchLabel={t('productsList.search')}
          search={filters.search}
          onSearch={filters.setSearch}
          values={filters.values}
          options={filters.options}
          onChange={filters.setValues}
          keys={SILENCER_KEYS}
        />
        <OffAirflowNotice state={state} />
        <InsertionNoticeBar state={state} />
        <Group justify="space-between" align="center">
          <Group gap="lg">
            <Switch
              label={t('productsList.showDiffusers')}
              checked={shown.diffusers}
              onChange={(event) => setShown({ ...shown, diffusers: event.currentTarget.checked })}
            />
            <Switch
              label={t('productsList.showOther')}
              checked={shown.other}
              onChange={(event) => setShown({ ...shown, other: event.currentTarget.checked })}
            />
            <Switch
              label={t('productsList.showCustom')}
              checked={shown.custom}
              onChange={(event) => setShown({ ...shown, custom: event.currentTarget.checked })}
            />
          </Group>
          <Text role="status" aria-live="polite">
            {t('productsList.count', { shown: state.count, total: state.total, count: state.total })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  )
}

/**
 * The chain's silencers that work at an airflow of their own after the system airflow changed (they keep the
 * one they were added at: docs/product-rules.md, "System airflow"), and the one action that brings the round
 * ones to the system's; a rectangular one's airflow is part of its configuration.
 */
function OffAirflowNotice({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const airflow = useAirflowFormat()
  const { round, rect } = state.offAirflow
  if (state.systemAirflow === null || round + rect === 0) return null
  const values = { airflow: airflow.format(state.systemAirflow), unit: airflow.symbol }
  return (
    <Stack gap={4} role="status">
      {round > 0 && (
        <Group gap="sm">
          <Text size="sm">{t('productsList.offAirflow.round', { ...values, count: round })}</Text>
          <Button size="xs" variant="light" onClick={state.bringToSystemAirflow}>
            {t('productsList.offAirflow.apply', values)}
          </Button>
        </Group>
      )}
      {rect > 0 && <Text size="sm">{t('productsList.offAirflow.rect', { ...values, count: rect })}</Text>}
    </Stack>
  )
}

/**
 * The round silencers' order: by size as the catalogue lists them, or by the pressure drop each card shows,
 * and hiding those above 100 Pa (a silencer too small for its airflow).
 */
function SilencerOrderControls({ state }: { state: ProductsListState }) {
  const { t } = useTranslation()
  const order = state.silencerOrder
  return (
    <Group gap="md" align="flex-end">
      <Select
        label={t('productsList.order.sort')}
        value={order.sort}
        allowDeselect={false}
        data={LIST_SORTS.map((sort) => ({ value: sort, label: t(`productsList.order.sorts.${sort}`) }))}
        onChange={(value) => isListSort(value) && state.setSilencerOrder({ ...order, sort: value })}
        w={220}
        // On one line over the field, as wide as the row leaves it (Finnish wrapped it to three).
        styles={{ label: { whiteSpace: 'nowrap' } }}
      />
      <Switch
        label={t('productsList.order.hideAbove', { limit: PRESSURE_DROP_HIDE_PA })}
        checked={order.hideAbove}
        onChange={(event) => state.setSilencerOrder({ ...order, hideAbove: event.currentTarget.checked })}
        mb={6}
      />
    </Group>
  )
}

/** The other ways to a silencer, beside the list's title: comparing round ones at an airflow, or one's own geometry. */
export function OtherSilencerPages() {
  const { t } = useTranslation()
  return (
    <Group gap="md">
      <Anchor component={Link} to={paths.regularSilencers} size="sm">
        {t('productsList.compareSilencers')}
      </Anchor>
      <Anchor component={Link} to={paths.silencerGeometry} size="sm">
        {t('productsList.ownGeometry')}
      </Anchor>
    </Group>
  )
}
