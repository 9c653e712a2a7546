import { Paper } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { nrCurve, type OctaveBands } from '#engine/index.ts'
import type { ChainItem } from '../chain/chain.ts'
import type { ItemEffect } from '../chain/chain-calculation.ts'
import { SpectrumChart, type SpectrumSeries } from '../spectrum/SpectrumChart.tsx'

const PRODUCT_COLOURS = [
  'ductBlue.5',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.7',
  'lime.7',
  'pink.6',
  'indigo.5',
]

/**
 * The spectrum of the chain: the noise generator, the level after each product, the sound pressure level
 * in the room, and the NR target curve.
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
  const series: SpectrumSeries[] = [
    { key: 'generator', label: t('spectrum.noiseGenerator'), values: input, color: 'gray.7' },
    ...effects.map((effect, index) => ({
      key: `product${index}`,
      label: t('spectrum.after', {
        number: index + 1,
        name: items[index]?.productName || items[index]?.productCode || '',
      }),
      values: effect.after,
      color: PRODUCT_COLOURS[index % PRODUCT_COLOURS.length] ?? 'blue.6',
    })),
    ...(roomLevels ? [{ key: 'room', label: t('spectrum.room'), values: roomLevels, color: 'red.7' }] : []),
    ...(targetNr === null
      ? []
      : [
          {
            key: 'target',
            label: t('spectrum.target', { target: targetNr }),
            values: nrCurve(targetNr),
            color: 'dark.3',
            dashed: true,
          },
        ]),
  ]
  return (
    <Paper withBorder radius="md" p="md">
      <SpectrumChart title={t('spectrum.title')} series={series} />
    </Paper>
  )
}
