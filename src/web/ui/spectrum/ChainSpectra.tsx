import { Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SpectrumChart, type SpectrumSeries } from './SpectrumChart.tsx'

/**
 * The chain's spectra as one figure of two charts: sound power along the chain (Lw, dB re 1 pW) and sound
 * pressure at the listener with the NR target (Lp, dB re 20 µPa). They are different quantities; on one
 * level axis the room's line would read as one more step of the chain.
 */
export function ChainSpectra({
  title,
  series,
  height = 260,
  animate = true,
  compact = false,
}: {
  title: string
  series: readonly SpectrumSeries[]
  height?: number
  animate?: boolean
  compact?: boolean
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const power = series.filter((line) => line.quantity !== 'pressure')
  const pressure = series.filter((line) => line.quantity === 'pressure')
  return (
    <Stack component="figure" gap="md" m={0} aria-labelledby={titleId}>
      <Text component="figcaption" fw={600} size={compact ? 'xs' : 'md'} id={titleId}>
        {title}
      </Text>
      <SpectrumChart
        title={t('spectrum.powerTitle')}
        levelLabel={t('spectrum.powerAxis')}
        series={power}
        height={height}
        animate={animate}
        compact={compact}
      />
      {pressure.length > 0 && (
        <SpectrumChart
          title={t('spectrum.pressureTitle')}
          levelLabel={t('spectrum.pressureAxis')}
          series={pressure}
          height={height}
          animate={animate}
          compact={compact}
        />
      )}
    </Stack>
  )
}
