import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { NumberField } from '../../../ui/forms/NumberField.tsx'
import { Link } from 'react-router'
import { OUTLETS_MAX } from '#contract/api/systems.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import { paths } from '../../../domain/paths.ts'
import { complianceRow, levelText, roomTargetText, targetUnit } from '../../../domain/rooms/compliance.ts'
import { compareRooms, roomLabel } from '../../../domain/rooms/room-names.ts'
import { servedRoomOf, shareOf, validOutlets } from '../../../domain/rooms/served-room.ts'
import { chainDivides, outletsExcess } from '../../../domain/rooms/outlet-split.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { useAbstractProductsQuery } from '../../../state/catalogue/queries.ts'
import { useAssignSystem } from './rooms-queries.ts'
import { useRoomsQuery } from '../../../state/workspace/queries.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'
import { VerdictBadge } from '../../../ui/room/VerdictBadge.tsx'

const NO_ROOM = ''

/**
 * The room panel of a saved system's overview: the project room it serves and its outlets (saved with the
 * system), and, when it serves one, that room's level from every system against its target in place of the
 * single-path room panel (`fallback`), which stays for a system that serves no project room.
 */
export function SystemRoom({
  projectId,
  saved,
  flush,
  fallback,
}: {
  projectId: string
  saved: SystemDocument
  /** Saves the chain's pending changes first, so the assignment saves on top of them. */
  flush: () => Promise<void>
  fallback: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const queryClient = useQueryClient()
  const rooms = useRoomsQuery(projectId)
  const others = useAbstractProductsQuery().data
  const assign = useAssignSystem(projectId)
  const [roomId, setRoomId] = useState(saved.roomId ?? NO_ROOM)
  const [outlets, setOutlets] = useState<number | string>(saved.outlets)
  const list = rooms.data ?? []
  const room = servedRoomOf(saved.roomId, list)
  const changed = roomId !== (saved.roomId ?? NO_ROOM) || outlets !== saved.outlets

  const apply = async () => {
    await flush()
    // The latest saved document: the flush may have raised its version.
    const latest =
      queryClient.getQueryData<SystemDocument>(endpointKey(systemsApi.get, { params: { id: saved.id } })) ??
      saved
    assign.mutate({ system: latest, roomId: roomId === NO_ROOM ? null : roomId, outlets: Number(outlets) })
  }

  const row = room ? complianceRow(room) : null
  const share = room && shareOf(room, saved.id)
  const unit = room ? targetUnit(room.targetType, t('room.dbA')) : ''

  return (
    <Stack gap="md">
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
        <Title order={2} size="h4" mb="xs" id={titleId}>
          {t('rooms.systemRoom.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('rooms.systemRoom.intro')}
        </Text>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('rooms.systemRoom.room')}
            value={roomId}
            data={[
              { value: NO_ROOM, label: t('rooms.systemRoom.none') },
              ...list
                .toSorted(compareRooms)
                .map((candidate) => ({ value: candidate.id, label: roomLabel(candidate) })),
            ]}
            onChange={(event) => setRoomId(event.currentTarget.value)}
          />
          <NumberField
            label={t('rooms.systemRoom.outlets')}
            value={outlets}
            onChange={setOutlets}
            min={1}
            max={OUTLETS_MAX}
            allowDecimal={false}
            w={140}
            error={validOutlets(outlets) ? undefined : t('rooms.errors.outlets', { max: OUTLETS_MAX })}
          />
          <Button
            onClick={() => void apply()}
            disabled={!changed || !validOutlets(outlets)}
            loading={assign.isPending}
          >
            {t('rooms.systemRoom.apply')}
          </Button>
        </Group>
        {validOutlets(outlets) && outlets > 1 && others && !chainDivides(saved.items, others) && (
          <Text size="sm" mt="sm">
            {t('rooms.systemRoom.outletsShare', {
              outlets,
              excess: formatNumber(outletsExcess(outlets), i18n.language, { decimals: 1 }),
            })}
          </Text>
        )}
        {room && row && (
          <Stack gap={6} mt="md" aria-live="polite">
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('rooms.systemRoom.level')}
              </Text>
              <Text fw={700}>{levelText(room.assessment, room.targetType, i18n.language, t)}</Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('rooms.systemRoom.share')}
              </Text>
              <Text fw={600}>{levelText(share, room.targetType, i18n.language, t)}</Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('rooms.systemRoom.verdict', { target: roomTargetText(room, i18n.language, unit) })}
              </Text>
              <VerdictBadge verdict={row.verdict} status />
            </Group>
            <Anchor component={Link} to={paths.room(room.id)} size="sm">
              {t('rooms.systemRoom.open')}
            </Anchor>
          </Stack>
        )}
      </Paper>
      {!room && fallback}
    </Stack>
  )
}
