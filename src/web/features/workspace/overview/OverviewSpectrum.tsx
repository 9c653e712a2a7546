import { Paper } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import type { ItemEffect } from '../../../domain/chain/chain-calculation.ts'
import { ChainSpectra } from '../../../ui/spectrum/ChainSpectra.tsx'
import { spectrumSeries } from '../../../ui/spectrum/spectrum-series.ts'

/**
 * The spectrum of the chain: the noise generator and the level after each product (sound power), then the
 * sound pressure level in the room and the NR target curve (the same charts as the system report's).
 */
export function OverviewSpectrum({
  input,
  items,
  effects,
  roomLevels,
  roomLabel,
  targetNr,
}: {
  input: OctaveBands
  items: readonly ChainItem[]
  effects: readonly ItemEffect[]
  /** Sound pressure level at the listener per band; null without a room result. */
  roomLevels: OctaveBands | null
  /** The room line's name when it is a served project room's. */
  roomLabel?: string
  targetNr: number | null
}) {
  const { t } = useTranslation()
  const series = spectrumSeries(t, {
    input,
    items,
    after: effects.map((effect) => effect.after),
    roomLevels,
    roomLabel,
    targetNr,
  })
  return (
    <Paper withBorder radius="md" p="md">
      <ChainSpectra title={t('spectrum.title')} series={series} />
    </Paper>
  )
}
