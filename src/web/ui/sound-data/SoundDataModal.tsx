import { Button, Group, Modal, Stack, Tabs } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { BandEditor } from '../band-modal/BandEditor.tsx'
import { bandTexts, bandTextsValid, textBands } from '../band-modal/band-texts.ts'

/** A product's sound data as the modal shows it. */
export interface SoundData {
  soundPowerLevel: OctaveBands
  soundAttenuation: OctaveBands
  defaultSoundPowerLevel?: OctaveBands | undefined
  defaultSoundAttenuation?: OctaveBands | undefined
}

export interface SoundDataModalProps {
  opened: boolean
  /** The product's name, in the title. */
  productName: string
  data: SoundData
  /**
   * Stores both band sets when Next leaves the attenuation tab. Without it the modal only shows the data.
   * The attenuation stays as it was when the product has no default attenuation.
   */
  onSave?: ((data: { soundPowerLevel: OctaveBands; soundAttenuation: OctaveBands }) => void) | undefined
  onClose: () => void
}

type Tab = 'power' | 'attenuation'

/**
 * The sound data of a silencer, abstract or custom product (docs/product-rules.md, "Adjusting sound data"):
 * tabs Sound power and Attenuation; Next goes from power to attenuation, then closes; Close closes. The
 * attenuation tab is read-only when the product has no default attenuation set.
 */
export function SoundDataModal({ opened, productName, onClose, ...form }: SoundDataModalProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('soundData.title', { name: productName })}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {opened && <SoundDataForm {...form} onClose={onClose} />}
    </Modal>
  )
}

function SoundDataForm({ data, onSave, onClose }: Omit<SoundDataModalProps, 'opened' | 'productName'>) {
  const { t, i18n } = useTranslation()
  const [tab, setTab] = useState<Tab>('power')
  const [power, setPower] = useState(() => bandTexts(data.soundPowerLevel, i18n.language))
  const [attenuation, setAttenuation] = useState(() => bandTexts(data.soundAttenuation, i18n.language))
  const powerReadOnly = !onSave
  const attenuationReadOnly = !onSave || data.defaultSoundAttenuation === undefined
  const valid = bandTextsValid(power) && bandTextsValid(attenuation)
  const next = () => {
    if (tab === 'power') return setTab('attenuation')
    if (onSave && valid)
      onSave({
        soundPowerLevel: textBands(power, i18n.language, data.soundPowerLevel, data.defaultSoundPowerLevel),
        soundAttenuation: attenuationReadOnly
          ? data.soundAttenuation
          : textBands(attenuation, i18n.language, data.soundAttenuation, data.defaultSoundAttenuation),
      })
    onClose()
  }
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => setTab(value === 'attenuation' ? 'attenuation' : 'power')}>
        <Tabs.List>
          <Tabs.Tab value="power">{t('soundData.soundPower')}</Tabs.Tab>
          <Tabs.Tab value="attenuation">{t('soundData.attenuation')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="power" pt="md">
          <BandEditor
            legend={t('soundData.soundPowerLegend')}
            texts={power}
            defaults={data.defaultSoundPowerLevel ?? null}
            readOnly={powerReadOnly}
            onChange={setPower}
          />
        </Tabs.Panel>
        <Tabs.Panel value="attenuation" pt="md">
          <BandEditor
            legend={t('soundData.attenuationLegend')}
            texts={attenuation}
            defaults={data.defaultSoundAttenuation ?? null}
            readOnly={attenuationReadOnly}
            onChange={setAttenuation}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('workspace.close')}
        </Button>
        <Button onClick={next} disabled={tab === 'attenuation' && !valid}>
          {t('workspace.next')}
        </Button>
      </Group>
    </Stack>
  )
}
