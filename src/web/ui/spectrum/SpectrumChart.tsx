import '@mantine/charts/styles.css'
import { LineChart } from '@mantine/charts'
import { getThemeColor, Stack, Text, useMantineTheme } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, BAND_KEYS, type OctaveBands } from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import classes from './spectrum.module.css'

/** The dash of a dashed line's legend swatch (its line in the plot dashes 6 4 over a longer run). */
const LEGEND_DASH = '5 3'

/** One line of the chart. */
export interface SpectrumSeries {
  /** Unique among the chart's series (a data key). */
  key: string
  label: string
  values: OctaveBands
  /** A Mantine colour, e.g. 'ductBlue.6'. */
  color: string
  dashed?: boolean
  /** Sound power along the chain (dB re 1 pW) or sound pressure in the room (dB re 20 µPa). */
  quantity?: 'power' | 'pressure'
}

/**
 * The lowest level drawn, dB (the API's lowest band value). Without any sound power entered, the chain's
 * levels are 0 dB less each attenuation and fall to −220 dB and below: a number for "nothing", not a level,
 * so such points are left out rather than drawn.
 */
export const LOWEST_DRAWN_LEVEL = -100

const drawable = (value: number): boolean => Number.isFinite(value) && value >= LOWEST_DRAWN_LEVEL

/**
 * Level axis in whole steps of 10 dB (20 dB on a wide range), enclosing every value: readers compare bands by
 * the grid lines, which an automatic scale would place at uneven levels. A small chart takes wider steps of
 * 10 dB multiples until at most `maxTicks` labels share its height, which they would otherwise overprint.
 */
export function levelTicks(values: readonly number[], maxTicks = Infinity): number[] {
  const finite = values.filter((v) => Number.isFinite(v))
  if (finite.length === 0) return [0, 10]
  const low = Math.floor(Math.min(...finite) / 10) * 10
  const high = Math.max(Math.ceil(Math.max(...finite) / 10) * 10, low + 10)
  const ticksAt = (step: number) => {
    const ticks: number[] = []
    for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
      ticks.push(tick)
      if (tick >= high) break
    }
    return ticks
  }
  let step = high - low > 120 ? 20 : 10
  while (ticksAt(step).length > Math.max(2, maxTicks)) step += 10
  return ticksAt(step)
}

/** The most level labels a compact (report) chart's plot holds without overprinting them. */
const COMPACT_MAX_TICKS = 5

/**
 * Octave band spectra as lines over 63 … 8000 Hz, levels in dB; hovering (or moving the keyboard focus over)
 * a band shows every line's value there as a whole number. Used on the overview and in the system report.
 * The legend is a list under the chart rather than the chart's own: a chain of many products would
 * otherwise take the plot's height for its names.
 */
export function SpectrumChart({
  title,
  series,
  height = 300,
  animate = true,
  compact = false,
  levelLabel,
}: {
  title: string
  series: readonly SpectrumSeries[]
  /** Of the plot, without the legend. */
  height?: number
  /** Off for print, where the lines must be drawn before the page prints. */
  animate?: boolean
  /** Small title and legend, for the A4 report. */
  compact?: boolean
  /** The level axis' label; "Level, dB" unless given. */
  levelLabel?: string
}) {
  const { t, i18n } = useTranslation()
  const theme = useMantineTheme()
  const titleId = useId()
  const data = BAND_CENTRES.map((frequency, index) => {
    const row: Record<string, number | string | null> = {
      band: formatNumber(frequency, i18n.language, { grouping: false }),
    }
    const key = BAND_KEYS[index] ?? 'octaveBand63Hz'
    for (const line of series) row[line.key] = drawable(line.values[key]) ? line.values[key] : null
    return row
  })
  const ticks = levelTicks(
    series.flatMap((line) => BAND_KEYS.map((key) => line.values[key])).filter(drawable),
    compact ? COMPACT_MAX_TICKS : Infinity,
  )
  const levelAxis = levelLabel ?? t('spectrum.level')
  return (
    <Stack component="figure" gap="xs" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} size={compact ? 'xs' : 'md'} id={titleId}>
        {/* A report's chart is too low for its axes' titles (the level's, turned, ran into the heading above):
            the caption names the axes there. */}
        {compact ? `${title}: ${levelAxis}; ${t('spectrum.frequency')}` : title}
      </Text>
      <LineChart
        h={height}
        data={data}
        dataKey="band"
        curveType="linear"
        xAxisLabel={compact ? undefined : t('spectrum.frequency')}
        yAxisLabel={compact ? undefined : levelAxis}
        valueFormatter={(value) => `${formatNumber(value, i18n.language)} ${t('workspace.units.db')}`}
        lineProps={{ isAnimationActive: animate }}
        // Wide enough for "−80 dB" with the minus sign some languages use, so no label wraps.
        yAxisProps={{ domain: [ticks[0] ?? 0, ticks.at(-1) ?? 10], ticks, interval: 0, width: 68 }}
        series={series.map((line) => ({
          name: line.key,
          label: line.label,
          color: line.color,
          ...(line.dashed ? { strokeDasharray: '6 4' } : {}),
        }))}
      />
      <ul className={compact ? `${classes.legend} ${classes.compact}` : classes.legend}>
        {series.map((line) => (
          <li key={line.key}>
            <svg width="20" height="8" aria-hidden="true" className={classes.swatch}>
              <line
                x1="0"
                y1="4"
                x2="20"
                y2="4"
                stroke={getThemeColor(line.color, theme)}
                strokeWidth="2.5"
                {...(line.dashed ? { strokeDasharray: LEGEND_DASH } : {})}
              />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
    </Stack>
  )
}
