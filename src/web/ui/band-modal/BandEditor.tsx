import { Button, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { BandInputs } from '../bands/BandInputs.tsx'
import { bandTexts } from './band-texts.ts'

/**
 * Eight band inputs of a product's sound power or attenuation, pasting fills consecutive bands, Reset to
 * default puts the product's defaults back; the note says the change stays within this project.
 */
export function BandEditor({
  legend,
  texts,
  defaults,
  readOnly,
  onChange,
}: {
  legend: string
  texts: readonly string[]
  /** The product's default bands; without them Reset to default is not offered. */
  defaults: OctaveBands | null
  readOnly: boolean
  onChange: (texts: string[]) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <Stack gap="sm">
      {/* Opened to change the values: the first band, not the modal's Close, takes the focus. */}
      <BandInputs
        legend={legend}
        values={texts}
        onChange={onChange}
        readOnly={readOnly}
        focusFirst={!readOnly}
      />
      {readOnly ? (
        <Text size="sm" c="dimmed">
          {t('bandModal.readOnly')}
        </Text>
      ) : (
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed">
            {t('bandModal.projectOnly')}
          </Text>
          <Button
            variant="subtle"
            size="xs"
            disabled={defaults === null}
            onClick={() => defaults && onChange(bandTexts(defaults, i18n.language))}
          >
            {t('bandModal.reset')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
