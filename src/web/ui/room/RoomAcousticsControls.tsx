// The two choices a room's acoustics share wherever a room is edited: the system's room panel and the
// project's room form (docs/acoustics.md section 11).
import { NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoomSettings } from '#contract/api/systems.ts'
import { directivityKeys } from '../../domain/room/room-form.ts'
import { DIRECTIVITIES } from '../../domain/room/room-levels.ts'

type Directivity = RoomSettings['directivity']
type AbsorptionMode = RoomSettings['absorptionMode']

/** Directivity Q of the outlet, 1, 2, 4 or 8, each named by where it sits. */
export function DirectivitySelect({
  value,
  onChange,
}: {
  value: Directivity
  onChange: (directivity: Directivity) => void
}) {
  const { t } = useTranslation()
  return (
    <NativeSelect
      label={t('room.directivity')}
      value={String(value)}
      data={DIRECTIVITIES.map((q) => ({ value: String(q), label: t(directivityKeys[q], { q }) }))}
      onChange={(event) => onChange(Number(event.currentTarget.value) as Directivity)}
    />
  )
}

/** How the room's absorption is given: as an area, or by volume and reverberation time. */
export function AbsorptionModeControl({
  value,
  onChange,
}: {
  value: AbsorptionMode
  onChange: (mode: AbsorptionMode) => void
}) {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('room.absorption')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        data={[
          { value: 'area', label: t('room.modes.area') },
          { value: 'reverberation', label: t('room.modes.reverberation') },
        ]}
        onChange={(mode) => onChange(mode === 'reverberation' ? 'reverberation' : 'area')}
      />
    </Stack>
  )
}
