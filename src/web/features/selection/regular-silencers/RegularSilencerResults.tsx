import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useCallback, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { firstProductAction } from '../../../domain/chain/first-product.ts'
import { FlowSystemContext, flowProductIndex } from '../../../state/working-system/flow-system.ts'
import { LayoutToggle } from '../../../ui/product-cards/LayoutToggle.tsx'
import { VirtualList } from '../../../ui/product-cards/VirtualList.tsx'
import { SoundDataModal } from '../../../ui/sound-data/SoundDataModal.tsx'
import { cardRoom } from './card-sound.ts'
import { RegularSilencerCard } from './RegularSilencerCard.tsx'
import { SORTS, isSort, type RankedSilencer } from '../../../domain/selection/ranking.ts'
import { noFlowData, type RegularSilencersState } from './useRegularSilencers.ts'
import { useSilencerActions } from './useSilencerActions.ts'

/** The count line, the sort select, the layout toggle, the cards, and the action and sound data modals. */
export function RegularSilencerResults({
  state,
  onExport,
  exporting = false,
  onDownloadIfc,
}: {
  state: RegularSilencersState
  onExport?: (item: ChainItem) => unknown
  /** The flow's export is under way: the confirm button shows it and takes no second click. */
  exporting?: boolean
  /** "Download IFC" beside each card's action (modelling flow). */
  onDownloadIfc?: (item: ChainItem) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const actions = useSilencerActions(state, onExport)
  const items = state.chain.system?.items
  // The entry the card's action works on: the first, or the one the webshop flow's user chose.
  const target = flowProductIndex(useContext(FlowSystemContext), items?.length ?? 0)
  const input = state.parameters.inputSoundPowerLevel
  const { airflowOf, pressureDropOf, cardOf, meetsOf } = state
  const { openSoundData, request, itemOf } = actions
  const downloadIfc = useCallback(
    (ranked: RankedSilencer) => onDownloadIfc?.(itemOf(ranked)) ?? Promise.resolve(),
    [onDownloadIfc, itemOf],
  )
  const renderCard = useCallback(
    (ranked: RankedSilencer) => {
      const id = ranked.silencer.id
      const card = cardOf(ranked)
      return (
        <RegularSilencerCard
          ranked={ranked}
          attenuation={card.item.soundAttenuation}
          room={cardRoom(input, ranked, card)}
          layout={state.layout}
          airflow={airflowOf(id)}
          listAirflow={state.parameters.airflow}
          pressureDrop={pressureDropOf(ranked)}
          action={firstProductAction(items ?? [], id, target)}
          meetsTarget={meetsOf(ranked)}
          adjusted={card.adjusted}
          noFlowData={noFlowData(ranked)}
          onAirflow={state.setCardAirflow}
          onAirflowEditing={state.setCardEditing}
          onSoundData={openSoundData}
          onAction={request}
          {...(onDownloadIfc ? { onDownloadIfc: downloadIfc } : {})}
        />
      )
    },
    [
      input,
      state.layout,
      state.parameters.airflow,
      state.setCardAirflow,
      state.setCardEditing,
      airflowOf,
      pressureDropOf,
      cardOf,
      meetsOf,
      openSoundData,
      request,
      items,
      target,
      onDownloadIfc,
      downloadIfc,
    ],
  )
  const pending = actions.pending
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text role="status" aria-live="polite">
          {t('regularSilencers.count', { total: state.total, shown: state.shown.length, count: state.total })}
        </Text>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('regularSilencers.sort')}
            value={state.sort}
            allowDeselect={false}
            data={SORTS.map((sort) => ({ value: sort, label: t(`regularSilencers.sorts.${sort}`) }))}
            onChange={(value) => isSort(value) && state.setSort(value)}
            w={230}
          />
          <LayoutToggle value={state.layout} onChange={state.setLayout} />
        </Group>
      </Group>
      <VirtualList
        label={t('regularSilencers.listLabel')}
        items={state.shown}
        getKey={(ranked) => ranked.silencer.id}
        renderItem={renderCard}
        layout={state.layout}
        estimateRowHeight={state.layout === 'grid' ? 520 : 330}
      />
      <Modal
        opened={pending !== null}
        onClose={actions.cancel}
        title={pending ? t(`regularSilencers.confirm.${pending.action}Title`) : ''}
        closeButtonProps={{ 'aria-label': t('workspace.close') }}
      >
        {pending && (
          <Stack gap="md">
            <Text>
              {t(`regularSilencers.confirm.${pending.action}`, {
                name: pending.ranked.silencer.name,
                current: items?.[0]?.productName ?? '',
                system: state.chain.system?.name ?? '',
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={actions.cancel} disabled={actions.running || exporting}>
                {t('workspace.cancel')}
              </Button>
              <Button onClick={actions.confirm} loading={actions.running || exporting}>
                {t(`regularSilencers.actions.${pending.action}`)}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <SoundDataModal
        opened={actions.soundData !== null}
        productName={actions.soundData?.silencer.name ?? ''}
        data={
          actions.soundDataItem ?? {
            soundPowerLevel: input,
            soundAttenuation: input,
          }
        }
        onSave={actions.saveSoundData}
        onClose={actions.closeSoundData}
      />
    </Stack>
  )
}
