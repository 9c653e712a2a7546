import { Button, Group, Modal, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { BandEditor } from './BandEditor.tsx'
import { bandTexts, bandTextsValid, textBands } from './band-texts.ts'

export interface OctaveBandModalProps {
  opened: boolean
  title: string
  /** Names the band inputs' group, e.g. "Sound power level, dB". */
  legend: string
  values: OctaveBands
  defaults: OctaveBands | null
  /** Only Close: the values cannot change (docs/product-rules.md, "Adjusting sound data"). */
  readOnly: boolean
  onSet: (values: OctaveBands) => void
  onClose: () => void
}

/**
 * The octave band adjustment of a product's sound power or attenuation: eight inputs, Reset to default and
 * Set; in read-only mode only Close.
 */
export function OctaveBandModal({ opened, title, onClose, ...form }: OctaveBandModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {opened && <OctaveBandForm {...form} onClose={onClose} />}
    </Modal>
  )
}

function OctaveBandForm({
  legend,
  values,
  defaults,
  readOnly,
  onSet,
  onClose,
}: Omit<OctaveBandModalProps, 'opened' | 'title'>) {
  const { t, i18n } = useTranslation()
  const [texts, setTexts] = useState(() => bandTexts(values, i18n.language))
  const valid = bandTextsValid(texts)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (readOnly || !valid) return
        onSet(textBands(texts, i18n.language, values, defaults))
        onClose()
      }}
    >
      <Stack gap="md">
        <BandEditor
          legend={legend}
          texts={texts}
          defaults={defaults}
          readOnly={readOnly}
          onChange={setTexts}
        />
        <Group justify="flex-end">
          {readOnly ? (
            <Button onClick={onClose}>{t('workspace.close')}</Button>
          ) : (
            <Button type="submit" disabled={!valid}>
              {t('bandModal.set')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
