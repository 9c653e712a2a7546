import { Paper } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import type { ChainItem } from '../chain/chain.ts'
import type { ItemEffect } from '../chain/chain-calculation.ts'
import { SpectrumChart } from '../spectrum/SpectrumChart.tsx'
import { spectrumSeries } from '../spectrum/spectrum-series.ts'

/**
 * The spectrum of the chain: the noise generator, the level after each product, the sound pressure level
 * in the room, and the NR target curve (the same lines as the system report's chart).
 */
export function OverviewSpectrum({
  input,
  items,
  effects,
  roomLevels,
  targetNr,
}: {
  input: OctaveBands
  items: readonly ChainItem[]
  effects: readonly ItemEffect[]
  /** Sound pressure level at the listener per band; null without a room result. */
  roomLevels: OctaveBands | null
  targetNr: number | null
}) {
  const { t } = useTranslation()
  const series = spectrumSeries(t, {
    input,
    items,
    after: effects.map((effect) => effect.after),
    roomLevels,
    targetNr,
  })
  return (
    <Paper withBorder radius="md" p="md">
      <SpectrumChart title={t('spectrum.title')} series={series} />
    </Paper>
  )
}
