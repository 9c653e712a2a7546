import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useParams } from 'react-router'
import { useSignedIn } from '../../../state/auth/useSignedIn.ts'
import { PageLoader } from '../../../ui/PageLoader.tsx'
import { Placeholder } from '../../../ui/Placeholder.tsx'
import { ScreenContainer } from '../../../ui/ScreenContainer.tsx'
import { ScreenTitle } from '../../../ui/ScreenTitle.tsx'
import {
  complianceRow,
  formatInUnit,
  marginText,
  noPredictionKey,
  predictedText,
  targetLabel,
  targetUnit,
} from '../../../domain/rooms/compliance.ts'
import { roomAcousticsFields } from '../../../domain/rooms/room-acoustics-fields.ts'
import { roomBandRows } from '../../../domain/rooms/room-bands.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { BandTable } from '../../../ui/product-cards/BandTable.tsx'
import { RoomContributionsChart } from '../../../ui/room/RoomContributionsChart.tsx'
import { RoomFacts } from '../../../ui/room/RoomFacts.tsx'
import { RoomModal } from '../rooms/RoomModal.tsx'
import { RoomSystems } from '../rooms/RoomSystems.tsx'
import { useRoomsQuery, useSystemsQuery } from '../../../state/workspace/queries.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { paths } from '../../../domain/paths.ts'
import { printUrls, usePrintPopup } from '../../../ui/print/print-popup.ts'
import { VerdictBadge } from '../../../ui/room/VerdictBadge.tsx'

/**
 * A room of the active project (docs/acoustics.md section 11a): its verdict against the target, the level per
 * band from the systems that make it with the target curve, as a chart and as the room sheet's band table, and
 * the systems serving it with their outlets.
 */
export function RoomScreen() {
  const { activeProjectId } = useWorkspace()
  const signedIn = useSignedIn()
  if (!activeProjectId || !signedIn) return <Navigate to={paths.projects} replace />
  return <ProjectRoom projectId={activeProjectId} />
}

function ProjectRoom({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation()
  const { roomId } = useParams()
  const rooms = useRoomsQuery(projectId)
  const systems = useSystemsQuery(projectId)
  const [editing, setEditing] = useState(false)
  const print = usePrintPopup()
  const room = rooms.data?.find((candidate) => candidate.id === roomId)

  const back = (
    <Anchor component={Link} to={`${paths.systems}?tab=rooms`} size="sm">
      {t('rooms.backToRooms')}
    </Anchor>
  )
  if (rooms.isPending || systems.isPending) return <PageLoader />
  if (!room)
    return (
      <ScreenContainer>
        {back}
        <Placeholder title={t('rooms.notFound')} hint={t('rooms.notFoundHint')} />
      </ScreenContainer>
    )
  const row = complianceRow(room)
  const unit = targetUnit(room.targetType, t('room.dbA'))
  const value = (v: number | null) => formatInUnit(v, room.targetType, i18n.language)
  const facts = [
    {
      label: t('rooms.columns.target'),
      text: targetLabel(room.targetType, value(room.targetValue), unit),
    },
    {
      label: t('rooms.columns.predicted'),
      text: row.predicted === null ? t(noPredictionKey(row)) : predictedText(row, i18n.language, t),
    },
    { label: t('rooms.columns.margin'), text: marginText(row, i18n.language) },
  ]
  // What the level follows from, in sight beside it: a designer states these with the result.
  const assumptions = roomAcousticsFields(t, i18n.language, room)
  return (
    <ScreenContainer>
      {back}
      <ScreenTitle>{roomLabel(room)}</ScreenTitle>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start">
            <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="lg">
              {facts.map((fact) => (
                <Stack key={fact.label} gap={2}>
                  <Text size="xs" c="dimmed">
                    {fact.label}
                  </Text>
                  <Text fw={600}>{fact.text}</Text>
                </Stack>
              ))}
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {t('rooms.columns.verdict')}
                </Text>
                <VerdictBadge verdict={row.verdict} size="lg" status />
              </Stack>
            </SimpleGrid>
            <Group gap="xs">
              <Button variant="default" onClick={() => print.open(printUrls.room(projectId, room.id))}>
                {t('rooms.sheet.print')}
              </Button>
              <Button variant="default" onClick={() => setEditing(true)}>
                {t('rooms.editRoom', { name: roomLabel(room) })}
              </Button>
            </Group>
          </Group>
          <RoomFacts facts={assumptions} mt="sm" />
        </Paper>
        {room.assessment.contributions.length > 0 && (
          <Paper withBorder radius="md" p="md">
            <RoomContributionsChart room={room} />
          </Paper>
        )}
        <Paper withBorder radius="md" p="md">
          <RoomBands room={room} />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <RoomSystems
            projectId={projectId}
            room={room}
            rooms={rooms.data ?? []}
            systems={systems.data ?? []}
          />
        </Paper>
      </Stack>
      <RoomModal opened={editing} projectId={projectId} room={room} onClose={() => setEditing(false)} />
    </ScreenContainer>
  )
}

/**
 * The numbers behind the chart: the room data sheet's band table from the same rows, so that the page and the
 * sheet cannot disagree (docs/reports.md, "The room data sheet").
 */
function RoomBands({ room }: { room: RoomDocument }) {
  const { t, i18n } = useTranslation()
  const { systems, closing } = roomBandRows(t, i18n.language, room)
  return (
    <BandTable
      layout="page"
      caption={t('rooms.sheet.bandsCaption')}
      totalHeading={t('printing.field.total')}
      rows={[...systems, ...closing].map(({ values, total, ...row }) => ({
        ...row,
        bands: values,
        total: { value: total },
      }))}
    />
  )
}
