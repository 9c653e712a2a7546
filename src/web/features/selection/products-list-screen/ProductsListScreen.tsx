import type { ReactNode } from 'react'
import { Alert, Group, SimpleGrid } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { SkipLink } from '../../../ui/SkipLink.tsx'
import { StickyBottom } from '../../../ui/StickyBottom.tsx'
import { CalculationsPanel } from '../../../ui/calculations/CalculationsPanel.tsx'
import { EnergySettingsPanel } from '../../../ui/energy/EnergySettingsPanel.tsx'
import { NeededAttenuationPanel } from '../needed-attenuation/NeededAttenuationPanel.tsx'
import { LayoutToggle } from '../../../ui/product-cards/LayoutToggle.tsx'
import { AbstractSection } from '../products-list/AbstractSection.tsx'
import { CustomSection } from '../products-list/CustomSection.tsx'
import { DiffuserSection } from '../products-list/DiffuserSection.tsx'
import { OtherSilencerPages, ProductsToolbar } from '../products-list/ProductsToolbar.tsx'
import { RectSection } from '../products-list/RectSection.tsx'
import { SilencerSection } from '../products-list/SilencerSection.tsx'
import { useProductsList } from '../products-list/useProductsList.ts'
import { SelectionBreadcrumbs } from '../SelectionBreadcrumbs.tsx'
import { useWorkingNames } from '../useWorkingNames.ts'
import { paths } from '../../../domain/paths.ts'

const CALCULATIONS_ID = 'products-list-calculations'

/**
 * Product selection for the working system (docs/product-rules.md, "Products list"): every card adds to or
 * removes from the chain; the calculations panel follows each change at once (the summary is calculated on
 * opening). Beyond the specification, the needed attenuation of the chain for a room target and the energy
 * cost settings. The rectangular configurator opens as a modal over the list (`rectWizard`, given by the app
 * shell (lazy-screens.ts) so that selection does not import the configurator).
 */
export function ProductsListScreen({ rectWizard }: { rectWizard?: ReactNode }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const state = useProductsList()
  const names = useWorkingNames()
  const { chain } = state.products
  return (
    <ScreenContainer>
      <SelectionBreadcrumbs
        projectName={names.project}
        systemName={names.system}
        current={t('productsList.breadcrumb')}
      />
      <Group justify="space-between" align="flex-end">
        <ScreenTitle>{t('productsList.title')}</ScreenTitle>
        <Group gap="lg" align="center">
          <OtherSilencerPages />
          <LayoutToggle value={state.layout} onChange={state.setLayout} />
        </Group>
      </Group>
      {chain.status === 'missing' && <Alert color="yellow">{t('productsList.noSystem')}</Alert>}
      {chain.status === 'error' && <Alert color="red">{t('productsList.systemFailed')}</Alert>}
      {rectWizard}
      <ProductsToolbar state={state} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {state.toRoomNow && (
          <NeededAttenuationPanel arriving={state.toRoomNow} arrivingKind="chain" {...state.targetChoice} />
        )}
        <EnergySettingsPanel />
      </SimpleGrid>
      {/* Hundreds of cards lie between here and Next; the keyboard need not walk through them. */}
      {chain.system && <SkipLink targetId={CALCULATIONS_ID}>{t('productsList.skipLists')}</SkipLink>}
      {state.shown.diffusers && <DiffuserSection state={state} />}
      {state.shown.other && <AbstractSection state={state} />}
      {state.shown.custom && <CustomSection state={state} />}
      <RectSection state={state} />
      <SilencerSection state={state} />
      {chain.system && (
        <StickyBottom id={CALCULATIONS_ID}>
          <CalculationsPanel
            inputSoundPowerLevel={chain.system.inputSoundPowerLevel}
            filterCorrectionType={chain.system.filterCorrectionType}
            attenuationConstantType={chain.system.attenuationConstantType}
            result={chain.result}
            onNext={() => void navigate(paths.projectOverview)}
          />
        </StickyBottom>
      )}
    </ScreenContainer>
  )
}
