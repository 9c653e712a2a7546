import { Button, Group, SegmentedControl, Tabs } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Placeholder } from '../../../ui/Placeholder.tsx'
import type { ItemEffect } from '../../../domain/chain/chain-calculation.ts'
import type { InsertionPosition } from '../../../domain/chain/insertion.ts'
import type { SystemChain } from '../../../state/working-system/useSystemChain.ts'
import type { WorkingSystem } from '../../../state/working-system/working-system.ts'
import { DetailedCalculations } from '../overview/DetailedCalculations.tsx'
import { rectWizardEditHref } from '../../../state/rect-wizard-address.ts'
import { SelectedProductList, type ProductLayout } from '../selected-products/SelectedProductList.tsx'
import { RemovalUndo, type RemovedEntry } from '../selected-products/RemovalUndo.tsx'
import { restoreEntry, type ChainItem } from '../../../domain/chain/chain.ts'
import { setInsertionPosition } from '../../../state/workspace/workspace-store.ts'
import { paths } from '../../../domain/paths.ts'

type Tab = 'products' | 'detailed'

/**
 * The products tab (the selected product list, linear or grid) and the detailed calculations tab, shown only
 * when calculation steps exist (docs/product-rules.md, "Overview").
 */
export function OverviewTabs({
  chain,
  system,
  effects,
  onPrintProduct,
}: {
  chain: SystemChain
  system: WorkingSystem
  effects: readonly ItemEffect[]
  onPrintProduct: (index: number) => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [tab, setTab] = useState<Tab>('products')
  const [layout, setLayout] = useState<ProductLayout>('linear')
  // The entry the last edit took out of the chain; any other edit of the chain withdraws the offer.
  const [removed, setRemoved] = useState<RemovedEntry | null>(null)
  const edit = (change: (items: ChainItem[]) => ChainItem[]) => {
    setRemoved(null)
    chain.apply(change)
  }
  // Where an undone removal put its entry back: the focus goes to that card, as Undo goes with the offer.
  const panel = useRef<HTMLDivElement>(null)
  const restoredAt = useRef<number | null>(null)
  const undoRemoval = () => {
    if (!removed) return
    setRemoved(null)
    chain.apply((items) => restoreEntry(items, removed.index, removed.entry))
    restoredAt.current = removed.index
  }
  useEffect(() => {
    if (restoredAt.current === null) return
    const card = panel.current?.querySelectorAll('article')[restoredAt.current]
    card?.querySelector<HTMLElement>('button, [href], input')?.focus()
    restoredAt.current = null
  }, [system.items])
  const steps = chain.result?.calculationSteps.length ?? 0
  const current = steps > 0 ? tab : 'products'

  const selectProducts = (position: InsertionPosition | null) => {
    setInsertionPosition(position)
    void navigate(paths.productsList)
  }

  return (
    <Tabs value={current} onChange={(value) => setTab(value === 'detailed' ? 'detailed' : 'products')}>
      <Group justify="space-between" align="flex-end">
        <Tabs.List>
          <Tabs.Tab value="products">{t('overview.productsTab')}</Tabs.Tab>
          {steps > 0 && <Tabs.Tab value="detailed">{t('overview.detailedTab')}</Tabs.Tab>}
        </Tabs.List>
        {current === 'products' && system.items.length > 0 && (
          <SegmentedControl
            size="xs"
            aria-label={t('overview.layout')}
            value={layout}
            onChange={(value) => setLayout(value === 'grid' ? 'grid' : 'linear')}
            data={[
              { value: 'linear', label: t('overview.linear') },
              { value: 'grid', label: t('overview.grid') },
            ]}
          />
        )}
      </Group>
      <Tabs.Panel value="products" pt="md" ref={panel}>
        {removed && <RemovalUndo removed={removed} onUndo={undoRemoval} onDismiss={() => setRemoved(null)} />}
        {system.items.length === 0 ? (
          <Placeholder title={t('overview.emptyTitle')} hint={t('overview.emptyHint')}>
            <Button mt="sm" onClick={() => selectProducts(null)}>
              {t('overview.selectProducts')}
            </Button>
          </Placeholder>
        ) : (
          <SelectedProductList
            items={system.items}
            effects={effects}
            layout={layout}
            onEdit={edit}
            onInsert={selectProducts}
            onEditRect={(productId) => void navigate(rectWizardEditHref(productId))}
            onPrint={onPrintProduct}
            systemAirflow={system.airflow}
            onEntryRemoved={(entry, index) => setRemoved({ entry, index })}
          />
        )}
      </Tabs.Panel>
      {steps > 0 && chain.result && (
        <Tabs.Panel value="detailed" pt="md">
          <DetailedCalculations input={system.inputSoundPowerLevel} result={chain.result} />
        </Tabs.Panel>
      )}
    </Tabs>
  )
}
