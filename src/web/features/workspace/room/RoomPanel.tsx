import { Paper, SimpleGrid, Text, Title } from '@mantine/core'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoomSettings } from '#contract/api/systems.ts'
import { RoomInputs } from './RoomInputs.tsx'
import { RoomResults } from './RoomResults.tsx'
import type { RoomAnalysis } from '../../../domain/room/room-levels.ts'

/**
 * The room the chain serves (beyond the specification): the sound pressure level at a listener and the NR
 * and NC ratings against the user's targets. The inputs are saved with the system.
 */
export function RoomPanel({
  room,
  analysis,
  onChange,
}: {
  room: RoomSettings
  /** Null while there is nothing to rate (no calculation yet). */
  analysis: RoomAnalysis | null
  onChange: (room: RoomSettings) => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Title order={2} size="h4" mb="xs" id={titleId}>
        {t('room.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('room.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <RoomInputs room={room} onChange={onChange} />
        {analysis && (
          <RoomResults analysis={analysis} fromReverberation={room.absorptionMode === 'reverberation'} />
        )}
      </SimpleGrid>
    </Paper>
  )
}
