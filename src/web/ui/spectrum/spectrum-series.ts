// The lines of the chain's spectrum chart, one function for the overview and the system report
// (docs/reports.md: the same chart goes into the print reports).
import type { TFunction } from 'i18next'
import { nrCurve, type OctaveBands } from '#engine/index.ts'
import type { SpectrumSeries } from './SpectrumChart.tsx'

/** One colour per product in chain order, repeating after eight. */
export const PRODUCT_COLOURS = [
  'ductBlue.5',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.7',
  'lime.7',
  'pink.6',
  'indigo.5',
] as const

export interface ChainSpectrum {
  /** The noise generator's sound power per band. */
  input: OctaveBands
  /** The chain's entries in order: what names each line. */
  items: readonly { productName: string; productCode: string }[]
  /** The level per band after each entry (all its units), in the same order. */
  after: readonly OctaveBands[]
  /** Sound pressure level at the room's listener per band; null without a room result. */
  roomLevels: OctaveBands | null
  /** The room line's name, when it is not the stand-alone room's listener (a served project room). */
  roomLabel?: string
  /** The NR target curve to draw; null without a target. */
  targetNr: number | null
}

/**
 * The noise generator, the level after each product (sound power), the sound pressure level in the room and
 * the NR target curve (dashed; sound pressure), in that order.
 */
export function spectrumSeries(t: TFunction, chain: ChainSpectrum): SpectrumSeries[] {
  const { input, items, after, roomLevels, roomLabel, targetNr } = chain
  return [
    {
      key: 'generator',
      label: t('spectrum.noiseGenerator'),
      values: input,
      color: 'gray.7',
      quantity: 'power',
    },
    ...after.map((values, index) => ({
      key: `product${index}`,
      label: t('spectrum.after', {
        number: index + 1,
        name: items[index]?.productName || items[index]?.productCode || '',
      }),
      values,
      color: PRODUCT_COLOURS[index % PRODUCT_COLOURS.length] ?? 'blue.6',
      quantity: 'power' as const,
    })),
    ...(roomLevels
      ? [
          {
            key: 'room',
            label: roomLabel ?? t('spectrum.room'),
            values: roomLevels,
            color: 'red.7',
            quantity: 'pressure' as const,
          },
        ]
      : []),
    ...(targetNr === null
      ? []
      : [
          {
            key: 'target',
            label: t('spectrum.target', { target: targetNr }),
            values: nrCurve(targetNr),
            color: 'dark.3',
            dashed: true,
            quantity: 'pressure' as const,
          },
        ]),
  ]
}
