import { ActionIcon, Anchor, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { NumberField } from '../../../ui/forms/NumberField.tsx'
import { OUTLETS_MAX } from '#contract/api/systems.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { Icon } from '../../../ui/Icon.tsx'
import { levelText } from '../../../domain/rooms/compliance.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { numberedName } from '../../../domain/display.ts'
import { setActiveSystem } from '../../../state/workspace/workspace-store.ts'
import { paths } from '../../../domain/paths.ts'
import {
  servedRoomOf,
  servingInTreatmentOrder,
  shareOf,
  validOutlets,
} from '../../../domain/rooms/served-room.ts'
import { useAssignSystem } from './rooms-queries.ts'

/**
 * The systems serving the room, the one to treat first first (the one without which the room would be rated
 * lowest, docs/acoustics.md section 11a), each with its outlets (changed on leaving the field) and its level in dB(A)
 * with its own rating beside it for an NR or NC target, its name opening its overview (the first is the one to
 * mend); and a system of the project to add
 * with its outlets. A system serves one room: adding one that
 * serves another room moves it here.
 */
export function RoomSystems({
  projectId,
  room,
  rooms,
  systems,
}: {
  projectId: string
  room: RoomDocument
  rooms: readonly RoomDocument[]
  systems: readonly SystemDocument[]
}) {
  const { t, i18n } = useTranslation()
  const assign = useAssignSystem(projectId)
  const navigate = useNavigate()
  const openSystem = (system: SystemDocument) => {
    setActiveSystem(system.id)
    void navigate(paths.projectOverview)
  }
  const others = systems.filter((system) => system.roomId !== room.id)
  const serving = servingInTreatmentOrder(room, systems)
  const uncounted = new Set(room.assessment.uncounted?.map((system) => system.systemId))
  const [chosen, setChosen] = useState('')
  const [outlets, setOutlets] = useState<number | string>(1)
  const optionLabel = (system: SystemDocument) => {
    const served = servedRoomOf(system.roomId, rooms)
    const current = served ? roomLabel(served) : null
    const name = numberedName(system)
    return current ? t('rooms.servesOther', { name, room: current }) : name
  }
  const add = () => {
    const system = others.find((candidate) => candidate.id === chosen)
    if (!system || !validOutlets(outlets)) return
    assign.mutate({ system, roomId: room.id, outlets }, { onSuccess: () => setChosen('') })
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('rooms.servingTitle')}
      </Title>
      {serving.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rooms.noSystemsHint')}
        </Text>
      ) : (
        <Table aria-label={t('rooms.servingTitle')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rooms.systemColumn')}</Table.Th>
              <Table.Th>{t('rooms.outlets')}</Table.Th>
              <Table.Th>{t('rooms.contribution')}</Table.Th>
              <Table.Th>{t('rooms.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {serving.map((system) => (
              <Table.Tr key={system.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => openSystem(system)}>
                    {numberedName(system)}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <NumberField
                    aria-label={t('rooms.outletsOf', { name: numberedName(system) })}
                    defaultValue={system.outlets}
                    key={`${system.id}-${system.outlets}`}
                    min={1}
                    max={OUTLETS_MAX}
                    allowDecimal={false}
                    w={100}
                    onBlur={(event) => {
                      const value = Number(event.currentTarget.value)
                      if (validOutlets(value) && value !== system.outlets)
                        assign.mutate({ system, roomId: room.id, outlets: value })
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  {uncounted.has(system.id)
                    ? t('rooms.noSoundData')
                    : levelText(shareOf(room, system.id), room.targetType, i18n.language, t)}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('rooms.removeSystem', { name: numberedName(system) })}
                    disabled={assign.isPending}
                    onClick={() => assign.mutate({ system, roomId: null, outlets: system.outlets })}
                  >
                    <Icon name="x" />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {uncounted.size > 0 && (
        <Text size="sm" c="dimmed">
          {t('rooms.uncountedNote')}
        </Text>
      )}
      {others.length > 0 && (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={t('rooms.addSystem')}
            value={chosen}
            data={[
              { value: '', label: t('rooms.chooseSystem') },
              ...others.map((system) => ({ value: system.id, label: optionLabel(system) })),
            ]}
            onChange={(event) => setChosen(event.currentTarget.value)}
          />
          <NumberField
            label={t('rooms.outlets')}
            value={outlets}
            onChange={setOutlets}
            min={1}
            max={OUTLETS_MAX}
            allowDecimal={false}
            w={110}
            error={validOutlets(outlets) ? undefined : t('rooms.errors.outlets', { max: OUTLETS_MAX })}
          />
          <Button onClick={add} disabled={chosen === '' || !validOutlets(outlets)} loading={assign.isPending}>
            {t('rooms.assign')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
