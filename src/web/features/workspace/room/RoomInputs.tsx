import { SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { RoomSettings } from '#contract/api/systems.ts'
import {
  acousticRange,
  roomErrors,
  roomFromTexts,
  roomTexts,
  sameRoom,
  TARGET_RANGES,
  type RoomTexts,
} from '../../../domain/room/room-form.ts'
import { acousticsCautions, cautionText, targetCaution } from '../../../domain/room/room-cautions.ts'
import { AbsorptionModeControl, DirectivitySelect } from '../../../ui/room/RoomAcousticsControls.tsx'

/**
 * The room's inputs: listener distance, absorption area or volume and reverberation time, directivity Q,
 * and the NR and NC targets. Every valid change is handed on (and saved with the system); a refused input
 * says why and changes nothing. The fields follow the room when it changes from outside.
 */
export function RoomInputs({
  room,
  onChange,
}: {
  room: RoomSettings
  onChange: (room: RoomSettings) => void
}) {
  const { t, i18n } = useTranslation()
  const [texts, setTexts] = useState<RoomTexts>(() => roomTexts(room, i18n.language))
  // A room that changes from outside (a conflicting save reloaded the stored system, another system was
  // opened) refills the fields; the room the user's own typing produced leaves them as typed ("2.50").
  const [basis, setBasis] = useState<RoomSettings>(room)
  if (!sameRoom(room, basis)) {
    setBasis(room)
    const typed = roomFromTexts(texts, room, i18n.language)
    if (!typed || !sameRoom(typed, room)) setTexts(roomTexts(room, i18n.language))
  }
  const errors = roomErrors(texts, room.absorptionMode, i18n.language)
  // What the fields hold now; while one is refused, the others' cautions speak of the room as saved.
  const typed = roomFromTexts(texts, room, i18n.language) ?? room
  const cautions = {
    ...acousticsCautions(typed),
    targetNr: targetCaution('NR', typed.targetNr),
    targetNc: targetCaution('NC', typed.targetNc),
  }

  const setText = (field: keyof RoomTexts, text: string) => {
    const next = { ...texts, [field]: text }
    setTexts(next)
    const changed = roomFromTexts(next, room, i18n.language)
    if (changed) onChange(changed)
  }
  const setRoom = (change: Partial<RoomSettings>) => {
    const changed = roomFromTexts(texts, { ...room, ...change }, i18n.language)
    onChange(changed ?? { ...room, ...change })
  }
  const errorText = (name: keyof RoomTexts): string | undefined => {
    if (!errors[name]) return undefined
    if (name !== 'targetNr' && name !== 'targetNc')
      return t('room.errors.range', acousticRange(name, i18n.language))
    const [min, max] = TARGET_RANGES[name]
    return t('room.errors.target', { min, max })
  }
  const cautionOf = (name: keyof RoomTexts): string | undefined => {
    const caution = errors[name] ? undefined : cautions[name]
    if (!caution) return undefined
    return cautionText(caution, t, i18n.language, name === 'targetNc' ? 'NC' : 'NR')
  }
  const field = (name: keyof RoomTexts, label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={texts[name]}
      error={errorText(name)}
      description={cautionOf(name)}
      onChange={(event) => setText(name, event.currentTarget.value)}
    />
  )

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('listenerDistance', t('room.listenerDistance'))}
        <DirectivitySelect value={room.directivity} onChange={(directivity) => setRoom({ directivity })} />
      </SimpleGrid>
      <AbsorptionModeControl
        value={room.absorptionMode}
        onChange={(absorptionMode) => setRoom({ absorptionMode })}
      />
      {room.absorptionMode === 'area' ? (
        field('absorptionArea', t('room.absorptionArea'))
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('volume', t('room.volume'))}
          {field('reverberationTime', t('room.reverberationTime'))}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('targetNr', t('room.targetNr'))}
        {field('targetNc', t('room.targetNc'))}
      </SimpleGrid>
    </Stack>
  )
}
