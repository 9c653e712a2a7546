import { SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export type ListLayout = 'linear' | 'grid'

/**
 * Linear (default) or grid layout of a product list (docs/product-rules.md, "Layout of product lists": only
 * these two values).
 */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ListLayout
  onChange: (layout: ListLayout) => void
}) {
  const { t } = useTranslation()
  return (
    <SegmentedControl
      aria-label={t('productCards.layout')}
      value={value}
      onChange={(layout) => onChange(layout === 'grid' ? 'grid' : 'linear')}
      data={[
        { value: 'linear', label: t('productCards.linear') },
        { value: 'grid', label: t('productCards.grid') },
      ]}
    />
  )
}
