import { Alert, Button, Group, Loader, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import { StickyBottom } from '../../../ui/StickyBottom.tsx'
import { useSilencersQuery } from '../../../state/catalogue/queries.ts'
import { openRectWizard } from '../../../state/rect-wizard-address.ts'
import { SelectionBreadcrumbs } from '../SelectionBreadcrumbs.tsx'
import { useWorkingNames } from '../useWorkingNames.ts'
import { ClassGrids } from '../silencer-classes/ClassGrids.tsx'
import { nextTarget, type SelectionFlow } from '../../../domain/selection/class-selection.ts'
import { useClassSelection } from '../silencer-classes/useClassSelection.ts'
import { paths } from '../../../domain/paths.ts'

/**
 * Silencer class selection (docs/product-rules.md, "Silencer class selection"), shared by the main
 * application (/app/silencers), the modelling area and the product-export flow; `flow` decides the classes on
 * offer and where Next leads.
 */
export function SilencerClassesScreen({ flow = 'main' }: { flow?: SelectionFlow }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const selection = useClassSelection(flow)
  const silencers = useSilencersQuery()
  const names = useWorkingNames()
  const silencersExist = (silencers.data?.length ?? 0) > 0

  const next = () => {
    const diameter = searchParams.get('diameter')
    const target = nextTarget(flow, selection.rectClass, diameter)
    switch (target.kind) {
      case 'rectWizard':
        return openRectWizard(navigate, { presetClass: target.presetClass })
      case 'productsList':
        return void navigate(diameter ? `${paths.productsList}?diameter=${diameter}` : paths.productsList)
      case 'rectRoute':
        return void navigate(`../rect-silencer?class=${encodeURIComponent(target.presetClass)}`, {
          relative: 'path',
        })
      case 'regularSilencers':
        return void navigate(
          target.diameter ? `../regular-silencers?diameter=${target.diameter}` : '../regular-silencers',
          { relative: 'path' },
        )
    }
  }

  return (
    <ScreenContainer>
      {flow === 'main' && <SelectionBreadcrumbs projectName={names.project} systemName={names.system} />}
      <Group justify="space-between" align="flex-end">
        <ScreenTitle>{t('silencerClasses.title')}</ScreenTitle>
        <Text role="status" c="dimmed">
          {t('silencerClasses.counter', {
            selected: selection.selected.length,
            total: selection.total,
            count: selection.selected.length,
          })}
        </Text>
      </Group>
      {selection.classesQuery.isPending && <Loader role="status" aria-label={t('common.loading')} />}
      {selection.classesQuery.isError && <Alert color="red">{t('silencerClasses.loadFailed')}</Alert>}
      <ClassGrids
        round={selection.grids.round}
        rect={selection.grids.rect}
        selected={selection.selected}
        onToggle={selection.toggle}
      />
      {/* Nine round and fifteen rectangular cards are taller than a laptop's window: Next stays in reach. */}
      <StickyBottom>
        <Group justify="flex-end">
          <Button onClick={next} disabled={!silencersExist}>
            {t('common.next')}
          </Button>
        </Group>
      </StickyBottom>
    </ScreenContainer>
  )
}
