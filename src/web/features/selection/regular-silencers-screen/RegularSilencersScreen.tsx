import { Alert, Anchor, Group, Loader, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { EnergySettingsPanel } from '../../../ui/energy/EnergySettingsPanel.tsx'
import { SilencerFilterBar } from '../filters/SilencerFilterBar.tsx'
import { SILENCER_FILTER_KEYS } from '../filters/silencer-filters.ts'
import { NeededAttenuationPanel } from '../needed-attenuation/NeededAttenuationPanel.tsx'
import { CalculationParametersPanel } from '../regular-silencers/CalculationParametersPanel.tsx'
import { RegularSilencerResults } from '../regular-silencers/RegularSilencerResults.tsx'
import { useRegularSilencers } from '../regular-silencers/useRegularSilencers.ts'
import type { SelectionFlow } from '../../../domain/selection/class-selection.ts'
import { paths } from '../../../domain/paths.ts'
import { useAirflowUnit } from '../../../state/units/airflow-unit.ts'

/**
 * The round silencer list (docs/product-rules.md, "Regular silencer cards") of the main application, the
 * modelling area and the product-export flow. The card action makes a silencer the first product of the
 * working system; the flows pass `onExport` to send it on (webshop, CAD program).
 */
export function RegularSilencersScreen({
  flow = 'main',
  onExport,
  exporting = false,
  onDownloadIfc,
}: {
  flow?: SelectionFlow
  /** The flow's export; a promise keeps the confirmation open, its button pending, until it settles. */
  onExport?: (item: ChainItem) => unknown
  /** The flow's export is under way (the webshop's status, or the insertion into the CAD program). */
  exporting?: boolean
  /** "Download IFC" beside each card's action (modelling flow). */
  onDownloadIfc?: (item: ChainItem) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const state = useRegularSilencers(flow)
  // The parameters panel holds the airflow as typed: another unit starts it again in that unit.
  const airflowUnit = useAirflowUnit()
  const back =
    flow === 'main' ? { to: paths.silencers } : { to: '../silencer-classes', relative: 'path' as const }
  return (
    <ScreenContainer>
      <Group gap="lg">
        <Anchor component={Link} {...back} size="sm">
          {t('regularSilencers.backToClasses')}
        </Anchor>
        {/* A silencer made the first product is seen in the chain: one click to it, not back through the lists. */}
        {flow === 'main' && state.chain.status !== 'missing' && (
          <>
            <Anchor component={Link} to={paths.productsList} size="sm">
              {t('regularSilencers.toProductsList')}
            </Anchor>
            <Anchor component={Link} to={paths.projectOverview} size="sm">
              {t('regularSilencers.toOverview')}
            </Anchor>
          </>
        )}
      </Group>
      <ScreenTitle>{t('regularSilencers.title')}</ScreenTitle>
      <SilencerFilterBar
        searchLabel={t('regularSilencers.search')}
        search={state.filters.search}
        onSearch={state.filters.setSearch}
        values={state.filters.values}
        options={state.filters.options}
        onChange={state.filters.setValues}
        keys={SILENCER_FILTER_KEYS}
      />
      {state.parametersReady ? (
        <CalculationParametersPanel
          key={`${state.parametersKey}|${airflowUnit}`}
          parameters={state.parameters}
          onChange={state.setParameters}
        />
      ) : (
        <Loader role="status" size="sm" aria-label={t('regularSilencers.parameters')} />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NeededAttenuationPanel
          arriving={state.arriving}
          arrivingKind="withoutFirst"
          {...state.targetChoice}
        />
        <EnergySettingsPanel />
      </SimpleGrid>
      {flow === 'main' && state.chain.status === 'missing' && (
        <Alert color="yellow">{t('productsList.noSystem')}</Alert>
      )}
      {state.silencersQuery.isPending && <Loader role="status" aria-label={t('common.loading')} />}
      {state.silencersQuery.isError && <Alert color="red">{t('regularSilencers.loadFailed')}</Alert>}
      <RegularSilencerResults
        state={state}
        exporting={exporting}
        {...(onExport ? { onExport } : {})}
        {...(onDownloadIfc ? { onDownloadIfc } : {})}
      />
    </ScreenContainer>
  )
}
