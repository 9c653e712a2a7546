import '@mantine/charts/styles.css'
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts'
import { Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { roomTargetCurve } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber } from '../../i18n/format.ts'
import { PRODUCT_COLOURS } from '../spectrum/spectrum-series.ts'
import { roomChartRows } from '../../domain/rooms/room-chart.ts'
import { orUnnamed, numberedName } from '../../domain/display.ts'

/**
 * The room's level per band from every system as bars, each system's own level at the listener as a line of
 * its colour, and the NR or NC target curve as a dashed line: every value reads against the dB axis. (Bars
 * stacked by each system's share of the energy had the right total but segments 20 dB off their own level.)
 */
export function RoomContributionsChart({
  room,
  animate = true,
  height = 300,
}: {
  room: RoomDocument
  animate?: boolean
  /** px; less on a printed sheet, which holds the room's facts above it. */
  height?: number
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const { contributions } = room.assessment
  const curve = roomTargetCurve(room.targetType, room.targetValue)
  const data = roomChartRows(room, i18n.language)
  const series: CompositeChartSeries[] = [
    { name: 'total', label: t('rooms.sheet.total'), color: 'gray.4', type: 'bar' as const },
    ...contributions.map((contribution, i) => ({
      name: contribution.systemId,
      label: orUnnamed(numberedName(contribution), t),
      color: PRODUCT_COLOURS[i % PRODUCT_COLOURS.length] ?? 'ductBlue.5',
      type: 'line' as const,
    })),
    ...(curve
      ? [
          {
            name: 'target',
            label: t('rooms.targetCurve', { target: `${room.targetType} ${room.targetValue}` }),
            color: 'red.7',
            type: 'line' as const,
            strokeDasharray: '6 4',
          },
        ]
      : []),
  ]
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} id={titleId}>
        {t('rooms.chartTitle')}
      </Text>
      <CompositeChart
        h={height}
        data={data}
        dataKey="band"
        series={series}
        withLegend
        withDots
        unit=" dB"
        xAxisLabel={t('rooms.chartBands')}
        yAxisLabel={t('rooms.chartLevel')}
        barProps={{ isAnimationActive: animate }}
        lineProps={{ isAnimationActive: animate }}
        valueFormatter={(value) => formatNumber(value, i18n.language)}
      />
      {!curve && (
        <Text size="xs" c="dimmed">
          {t('rooms.noCurve', { value: formatNumber(room.targetValue, i18n.language, { decimals: 1 }) })}
        </Text>
      )}
    </Stack>
  )
}
