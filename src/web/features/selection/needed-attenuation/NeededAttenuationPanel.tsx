import { Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { BandTable } from '../../../ui/product-cards/BandTable.tsx'
import { allowedSoundPower, neededAttenuation, roomTargetOf, type RoomTarget } from './needed-attenuation.ts'

export interface TargetInput {
  kind: RoomTarget['kind']
  text: string
}

/**
 * The needed-attenuation view (beyond the specification): a room target as LpA or NR, and per band how much
 * the level arriving must still come down; the list marks the silencers that meet the target.
 */
export const NeededAttenuationPanel = memo(function NeededAttenuationPanel({
  arriving,
  arrivingLabel,
  value,
  onChange,
}: {
  arriving: OctaveBands
  arrivingLabel: string
  value: TargetInput
  onChange: (value: TargetInput) => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  const target = roomTargetOf(value.kind, value.text)
  const invalid = value.text.trim() !== '' && target === null
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('neededAttenuation.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('neededAttenuation.intro')}
        </Text>
        <Group align="flex-end" gap="md">
          <SegmentedControl
            aria-label={t('neededAttenuation.kind')}
            value={value.kind}
            onChange={(kind) => onChange({ ...value, kind: kind === 'nr' ? 'nr' : 'lpa' })}
            data={[
              { value: 'lpa', label: t('neededAttenuation.lpa') },
              { value: 'nr', label: t('neededAttenuation.nr') },
            ]}
          />
          <TextInput
            label={value.kind === 'nr' ? t('neededAttenuation.nrTarget') : t('neededAttenuation.lpaTarget')}
            inputMode="decimal"
            autoComplete="off"
            value={value.text}
            error={invalid ? t('neededAttenuation.invalid') : undefined}
            onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
            w={160}
          />
        </Group>
        {target && (
          <BandTable
            caption={t('neededAttenuation.table')}
            rows={[
              { label: arrivingLabel, bands: arriving },
              { label: t('neededAttenuation.allowed'), bands: allowedSoundPower(target) },
              { label: t('neededAttenuation.needed'), bands: neededAttenuation(arriving, target) },
            ]}
          />
        )}
      </Stack>
    </Paper>
  )
})
