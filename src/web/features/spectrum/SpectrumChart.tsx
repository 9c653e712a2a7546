import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, BAND_KEYS, type OctaveBands } from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'

/** One line of the chart. */
export interface SpectrumSeries {
  /** Unique among the chart's series (a data key). */
  key: string
  label: string
  values: OctaveBands
  /** A Mantine colour, e.g. 'ductBlue.6'. */
  color: string
  dashed?: boolean
}

/**
 * Level axis in whole steps of 10 dB (20 dB on a wide range), enclosing every value: readers compare bands by
 * the grid lines, which an automatic scale would place at uneven levels.
 */
export function levelTicks(values: readonly number[]): number[] {
  const finite = values.filter((v) => Number.isFinite(v))
  if (finite.length === 0) return [0, 10]
  const low = Math.floor(Math.min(...finite) / 10) * 10
  const high = Math.max(Math.ceil(Math.max(...finite) / 10) * 10, low + 10)
  const step = high - low > 120 ? 20 : 10
  const ticks: number[] = []
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
    ticks.push(tick)
    if (tick >= high) break
  }
  return ticks
}

/**
 * Octave band spectra as lines over 63 … 8000 Hz, levels in dB; hovering (or moving the keyboard focus over)
 * a band shows every line's value there as a whole number. Used on the overview and in the system report.
 */
export function SpectrumChart({
  title,
  series,
  height = 300,
  animate = true,
}: {
  title: string
  series: readonly SpectrumSeries[]
  height?: number
  /** Off for print, where the lines must be drawn before the page prints. */
  animate?: boolean
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const data = BAND_CENTRES.map((frequency, index) => {
    const row: Record<string, number | string> = {
      band: formatNumber(frequency, i18n.language, { grouping: false }),
    }
    const key = BAND_KEYS[index] ?? 'octaveBand63Hz'
    for (const line of series) row[line.key] = line.values[key]
    return row
  })
  const ticks = levelTicks(series.flatMap((line) => BAND_KEYS.map((key) => line.values[key])))
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} id={titleId}>
        {title}
      </Text>
      <LineChart
        h={height}
        data={data}
        dataKey="band"
        curveType="linear"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        xAxisLabel={t('spectrum.frequency')}
        yAxisLabel={t('spectrum.level')}
        valueFormatter={(value) => `${formatNumber(value, i18n.language)} ${t('workspace.units.db')}`}
        lineProps={{ isAnimationActive: animate }}
        yAxisProps={{ domain: [ticks[0] ?? 0, ticks.at(-1) ?? 10], ticks, interval: 0 }}
        series={series.map((line) => ({
          name: line.key,
          label: line.label,
          color: line.color,
          ...(line.dashed ? { strokeDasharray: '6 4' } : {}),
        }))}
      />
    </Stack>
  )
}
