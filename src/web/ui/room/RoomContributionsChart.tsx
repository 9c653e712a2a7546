import '@mantine/charts/styles.css'
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts'
import { Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, BAND_KEYS, roomTargetCurve } from '#engine/index.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber } from '../../i18n/format.ts'
import { PRODUCT_COLOURS } from '../spectrum/spectrum-series.ts'
import { contributionShares } from '../../domain/rooms/contribution-shares.ts'

/**
 * The room's level per band as stacked bars, each system's part of the bar in proportion to the sound energy
 * it brings (so the bar's top is the total level), with the NR or NC target curve as a dashed line.
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
  const shares = contributionShares(room.assessment)
  const curve = roomTargetCurve(room.targetType, room.targetValue)
  const data = BAND_CENTRES.map((frequency, band) => {
    const key = BAND_KEYS[band] ?? 'octaveBand63Hz'
    const row: Record<string, number | string> = {
      band: formatNumber(frequency, i18n.language, { grouping: false }),
    }
    contributions.forEach((contribution, i) => (row[contribution.systemId] = shares[i]?.[key] ?? 0))
    if (curve) row.target = curve[key]
    return row
  })
  const series: CompositeChartSeries[] = [
    ...contributions.map((contribution, i) => ({
      name: contribution.systemId,
      label: contribution.name || t('rooms.unnamedSystem'),
      color: PRODUCT_COLOURS[i % PRODUCT_COLOURS.length] ?? 'ductBlue.5',
      type: 'bar' as const,
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
        withDots={false}
        unit=" dB"
        xAxisLabel={t('rooms.chartBands')}
        yAxisLabel={t('rooms.chartLevel')}
        barProps={{ stackId: 'levels', isAnimationActive: animate }}
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
