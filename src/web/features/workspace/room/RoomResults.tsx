import { Badge, Group, Stack, Text } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../../i18n/format.ts'
import type { RoomAnalysis } from '../../../domain/room/room-levels.ts'
import { ratingWords } from './rating-words.ts'

type Rating = RoomAnalysis['nr'] | RoomAnalysis['nc']

/** The room's sound pressure level, and its NR and NC ratings with pass or fail against the targets. */
export function RoomResults({
  analysis,
  fromReverberation,
}: {
  analysis: RoomAnalysis
  /** The absorption area was derived from volume and reverberation time: show it. */
  fromReverberation: boolean
}) {
  const { t, i18n } = useTranslation()
  const levelId = useId()
  const number = (value: number) => formatNumber(value, i18n.language)
  const rating = (result: Rating) => ratingWords(result, t, i18n.language)
  const rows = [
    { label: t('room.nr'), value: rating(analysis.nr), pass: analysis.nrPass },
    { label: t('room.nc'), value: rating(analysis.nc), pass: analysis.ncPass },
  ]
  return (
    <Stack gap="xs" aria-live="polite">
      <Group gap="xs" align="baseline">
        <Text size="sm" c="dimmed" id={levelId}>
          {t('room.soundPressure')}
        </Text>
        <Text fw={700} size="lg" aria-labelledby={levelId} role="status">
          {number(analysis.lpA)} {t('room.dbA')}
        </Text>
      </Group>
      {fromReverberation && (
        <Text size="xs" c="dimmed">
          {t('room.absorptionUsed', {
            area: formatNumber(analysis.absorptionArea, i18n.language, { decimals: 1 }),
          })}
        </Text>
      )}
      {rows.map(({ label, value, pass }) => (
        <Group key={label} gap="xs" role="group" aria-label={label}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
          {pass !== null && (
            <Badge color={pass ? 'teal' : 'red'} variant="light">
              {pass ? t('room.pass') : t('room.fail')}
            </Badge>
          )}
        </Group>
      ))}
    </Stack>
  )
}
