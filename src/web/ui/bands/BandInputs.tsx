import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import type { ClipboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES } from '#engine/index.ts'
import {
  BAND_UNLIKELY_ABOVE,
  bandOutOfRange,
  bandUnlikely,
  isBandText,
  pasteIntoBands,
} from '../../state/workspace/system-form.ts'

/**
 * Eight octave band inputs, 63 Hz to 8000 Hz. Only numbers are taken; pasting a row of numbers fills the
 * band pasted into and the ones after it (docs/product-rules.md, "Band inputs and pasting").
 */
export function BandInputs({
  legend,
  values,
  onChange,
  readOnly = false,
  focusFirst = false,
  soundPower = false,
}: {
  legend: string
  values: readonly string[]
  onChange: (values: string[]) => void
  /** Shows the values without letting them change (a product's fixed attenuation). */
  readOnly?: boolean
  /** The 63 Hz input takes the focus when its modal opens (Mantine's data-autofocus). */
  focusFirst?: boolean
  /** A source's sound power: a band above what any ventilation source gives is questioned. */
  soundPower?: boolean
}) {
  const { t, i18n } = useTranslation()
  const setBand = (index: number, text: string) => {
    if (readOnly || !isBandText(text)) return
    onChange(values.map((v, i) => (i === index ? text : v)))
  }
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    if (readOnly) return
    const filled = pasteIntoBands(values, index, event.clipboardData.getData('text'), i18n.language)
    if (filled) onChange(filled)
  }
  return (
    <Stack gap={4} role="group" aria-label={legend}>
      <Text size="sm" fw={500}>
        {legend}
      </Text>
      <SimpleGrid cols={{ base: 4, sm: 8 }} spacing="xs">
        {BAND_CENTRES.map((frequency, index) => (
          <TextInput
            key={frequency}
            label={String(frequency)}
            aria-label={t('systemModal.band', { frequency })}
            inputMode="decimal"
            autoComplete="off"
            data-autofocus={(focusFirst && index === 0) || undefined}
            value={values[index] ?? ''}
            readOnly={readOnly}
            error={bandOutOfRange(values[index] ?? '') ? t('systemModal.bandRange') : undefined}
            onChange={(event) => setBand(index, event.currentTarget.value)}
            onPaste={(event) => paste(index, event)}
            // Typed over whole, as a spreadsheet's cell is: a band starts at 0, and 78 typed after it read 078.
            onFocus={(event) => {
              if (!readOnly) event.currentTarget.select()
            }}
          />
        ))}
      </SimpleGrid>
      {soundPower && !readOnly && values.some(bandUnlikely) && (
        <Text size="sm" c="red.9" role="note">
          {t('systemModal.bandUnlikely', { limit: BAND_UNLIKELY_ABOVE })}
        </Text>
      )}
      {!readOnly && (
        <Text size="xs" c="dimmed">
          {t('systemModal.pasteHint')}
        </Text>
      )}
    </Stack>
  )
}
