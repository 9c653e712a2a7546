import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ROOM_ACOUSTICS_MAX, ROOM_LIMITS, TARGET_LIMITS } from '#contract/api/rooms.ts'
import { acousticRange } from '../../../domain/room/room-form.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { notifyError } from '../../../state/notifications.ts'
import { presetName, presetSource } from '../../../domain/rooms/target-basis.ts'
import { cautionText } from '../../../domain/room/room-cautions.ts'
import { AbsorptionModeControl, DirectivitySelect } from '../../../ui/room/RoomAcousticsControls.tsx'
import { isConflict, logFailure } from '../../../state/workspace/errors.ts'
import {
  applyPreset,
  newRoomForm,
  roomFormValues,
  roomCautions,
  roomInput,
  type RoomFormField,
  type RoomFormValues,
} from './room-form.ts'
import { useRoomPresetsQuery } from './rooms-queries.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { call } from '../../../state/api/client.ts'
import { failureText } from '../../../state/workspace/failure-text.ts'
import { useCreateAttempts } from '../../../state/api/create-attempts.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'

const NO_PRESET = ''

/** Create or edit a room: number and name, a preset that fills the target (still editable), the target and acoustics. */
export function RoomModal({
  opened,
  projectId,
  room,
  onClose,
}: {
  opened: boolean
  projectId: string
  /** The room to edit; without it the modal creates one. */
  room?: RoomDocument | undefined
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={room ? t('rooms.editTitle') : t('rooms.createTitle')}
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {opened && <RoomForm projectId={projectId} room={room} onDone={onClose} />}
    </Modal>
  )
}

function RoomForm({
  projectId,
  room,
  onDone,
}: {
  projectId: string
  room: RoomDocument | undefined
  onDone: () => void
}) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const presets = useRoomPresetsQuery().data ?? []
  const form = useForm<RoomFormValues>({
    initialValues: room ? roomFormValues(room, i18n.language) : newRoomForm(i18n.language),
  })
  const { values } = form
  // The contract's check (roomInput) is shown from the first attempt on, then follows every change; a
  // field's message depends on other fields (the target's limits on its type), so it is worked out here.
  const [attempted, setAttempted] = useState(false)
  const { body, errors } = roomInput(values, i18n.language)

  const attempts = useCreateAttempts()
  const save = useMutation({
    mutationFn: () => {
      if (!body) throw new Error('INVALID_ROOM')
      const input = { params: { projectId }, body }
      return room
        ? call(roomsApi.update, {
            params: { projectId, roomId: room.id },
            body: { ...body, version: room.version },
          })
        : call(roomsApi.create, { ...input, headers: attempts.headersFor(roomsApi.create, input) })
    },
    onSuccess: async () => {
      attempts.done()
      await queryClient.invalidateQueries({ queryKey: endpointKey(roomsApi.list, { params: { projectId } }) })
      onDone()
    },
    onError: async (error) => {
      logFailure('save room', error)
      notifyError(
        isConflict(error)
          ? t('rooms.errors.conflict')
          : failureText(t('rooms.errors.save'), error, { kept: true }),
      )
      if (isConflict(error)) {
        await queryClient.invalidateQueries({
          queryKey: endpointKey(roomsApi.list, { params: { projectId } }),
        })
        onDone()
      }
    },
  })

  const errorOf = (field: RoomFormField) => {
    if (!attempted || !errors.includes(field)) return undefined
    if (field === 'name') return t('rooms.errors.name')
    if (field === 'number') return t('rooms.errors.number', { count: ROOM_LIMITS.number })
    if (field in ROOM_ACOUSTICS_MAX)
      return t('room.errors.range', acousticRange(field as keyof typeof ROOM_ACOUSTICS_MAX, i18n.language))
    if (field !== 'targetValue') return t('rooms.errors.value')
    const [min, max] = TARGET_LIMITS[values.targetType]
    return t(values.targetType === 'LpA' ? 'rooms.errors.targetLpA' : 'rooms.errors.targetCurve', {
      min,
      max,
    })
  }
  const cautions = roomCautions(values, i18n.language)
  const cautionOf = (field: RoomFormField) => {
    const caution = errorOf(field) ? undefined : cautions[field]
    return caution && cautionText(caution, t, i18n.language, values.targetType)
  }
  const chosen = presets.find((preset) => preset.id === values.roomType)
  const field = (
    name: Exclude<RoomFormField, 'roomType' | 'targetType' | 'absorptionMode' | 'directivity'>,
  ) => (
    <TextInput
      label={t(`rooms.fields.${name}`)}
      {...form.getInputProps(name)}
      {...(name === 'number' || name === 'name'
        ? { inputMode: 'text', maxLength: ROOM_LIMITS[name] }
        : { inputMode: 'decimal' })}
      autoComplete="off"
      // The dialog opens on its first field, the number, so that typing starts there and not on Close.
      data-autofocus={name === 'number' || undefined}
      error={errorOf(name)}
      description={cautionOf(name)}
    />
  )

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(() => {
        setAttempted(true)
        if (body) save.mutate()
      })}
    >
      <Stack gap="sm">
        {/* The number first, as the drawings and every room schedule name a room. */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('number')}
          {field('name')}
        </SimpleGrid>
        <NativeSelect
          label={t('rooms.fields.roomType')}
          value={values.roomType ?? NO_PRESET}
          data={[
            { value: NO_PRESET, label: t('rooms.noPreset') },
            ...presets.map((preset) => ({ value: preset.id, label: presetName(preset, t) })),
          ]}
          onChange={(event) =>
            form.setValues(
              applyPreset(
                form.getValues(),
                presets.find((preset) => preset.id === event.currentTarget.value) ?? null,
              ),
            )
          }
        />
        {chosen && (
          <Text size="xs" c="dimmed">
            {t('rooms.presetSource', { standard: presetSource(chosen, t) })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('rooms.fields.targetType')}
            value={values.targetType}
            data={(['LpA', 'NR', 'NC'] as const).map((type) => ({
              value: type,
              label: type,
            }))}
            onChange={(event) =>
              form.setFieldValue('targetType', event.currentTarget.value as RoomFormValues['targetType'])
            }
          />
          {field('targetValue')}
        </SimpleGrid>
        <AbsorptionModeControl
          value={values.absorptionMode}
          onChange={(mode) => form.setFieldValue('absorptionMode', mode)}
        />
        {values.absorptionMode === 'area' ? (
          field('absorptionArea')
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {field('volume')}
            {field('reverberationTime')}
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('listenerDistance')}
          <DirectivitySelect
            value={values.directivity}
            onChange={(directivity) => form.setFieldValue('directivity', directivity)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            {t('rooms.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('rooms.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
