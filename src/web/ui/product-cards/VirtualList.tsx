import { Box, SimpleGrid } from '@mantine/core'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Fragment, useRef, type ReactNode } from 'react'

/**
 * A long list of cards in its own scrolling box, rendering only the rows in view (a thousand silencers render
 * as a dozen cards). Linear: one card per row; grid: `columns` cards per row. Rows measure themselves.
 */
export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  layout,
  columns = 2,
  estimateRowHeight,
  label,
}: {
  items: readonly T[]
  getKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  layout: 'linear' | 'grid'
  columns?: number
  estimateRowHeight: number
  label: string
}) {
  const parentRef = useRef<HTMLDivElement>(null)
  const perRow = layout === 'grid' ? columns : 1
  const rowCount = Math.ceil(items.length / perRow)
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions change as it scrolls; this component is meant to re-render with them
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => parentRef.current,
    estimateSize: () => estimateRowHeight,
    overscan: 2,
    // New rows take their estimate and get their real size from the ResizeObserver before the frame is
    // painted, instead of each forcing a layout of its own (offsetHeight) while the list renders.
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize[0]
      if (box) return Math.round(box.blockSize)
      const index = instance.indexFromElement(element)
      return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimateRowHeight
    },
    initialRect: { width: 1000, height: estimateRowHeight * 3 },
    getItemKey: (index) => {
      const first = items[index * perRow]
      return first === undefined ? index : `${getKey(first)}|${perRow}`
    },
  })
  return (
    <Box ref={parentRef} role="list" aria-label={label} style={{ maxHeight: '80vh', overflowY: 'auto' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            role="listitem"
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
              paddingBottom: 12,
            }}
          >
            {perRow === 1 ? (
              items
                .slice(row.index, row.index + 1)
                .map((item) => <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>)
            ) : (
              <SimpleGrid cols={perRow} spacing="md">
                {items.slice(row.index * perRow, row.index * perRow + perRow).map((item) => (
                  <div key={getKey(item)}>{renderItem(item)}</div>
                ))}
              </SimpleGrid>
            )}
          </div>
        ))}
      </div>
    </Box>
  )
}
