import {
  Alert,
  Group,
  Loader,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OctaveBands } from '#engine/index.ts'
import { RoomFacts } from '../../../ui/room/RoomFacts.tsx'
import { BandTable } from '../../../ui/product-cards/BandTable.tsx'
import { levelText, roomTargetText } from '../../../domain/rooms/compliance.ts'
import { roomAcousticsFields } from '../../../domain/rooms/room-acoustics-fields.ts'
import { uncountedOthers, type RoomBudget, type SystemInRoom } from '../../../domain/rooms/room-budget.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { numberedName } from '../../../domain/display.ts'
import {
  allowedSoundPower,
  attenuationToReach,
  neededAttenuation,
  roomTargetOf,
} from './needed-attenuation.ts'
import type { TargetChoice } from './useNeededAttenuation.ts'

/** What the levels arriving are: through the chain as it is, or without its first product. */
export type ArrivingKind = 'chain' | 'withoutFirst'

const ARRIVING = {
  typed: { chain: 'neededAttenuation.chainToRoom', withoutFirst: 'neededAttenuation.withoutFirst' },
  room: {
    chain: 'neededAttenuation.chainPerOutlet',
    withoutFirst: 'neededAttenuation.withoutFirstPerOutlet',
  },
} as const

/**
 * The needed-attenuation view (beyond the specification): the target, the served project room's by default or
 * one typed as LpA or NR and judged at 10 m², and per band how much the level arriving must still come down; the
 * list marks the silencers that meet the target (docs/selection.md, "Needed attenuation").
 */
export const NeededAttenuationPanel = memo(function NeededAttenuationPanel({
  arriving,
  arrivingKind,
  typed,
  onTypedChange,
  servedRoom,
  source,
  onSourceChange,
  budget,
}: TargetChoice & { arriving: OctaveBands; arrivingKind: ArrivingKind }) {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const served = servedRoom.status === 'ready' ? servedRoom.served : null
  const roomName = served ? roomLabel(served.room) : ''
  const roomTarget = served ? roomTargetText(served.room, i18n.language, t('room.dbA')) : ''
  const target = roomTargetOf(typed.kind, typed.text)
  const invalid = typed.text.trim() !== '' && target === null
  return (
    // Beside the energy settings in the screens' two columns; the room's facts and its table of long row names
    // take the whole row.
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      style={source === 'room' ? { gridColumn: '1 / -1' } : undefined}
    >
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('neededAttenuation.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {source === 'room' ? t('neededAttenuation.introRoom') : t('neededAttenuation.intro')}
        </Text>
        {served && (
          <Radio.Group
            label={t('neededAttenuation.source')}
            value={source}
            onChange={(value) => onSourceChange(value === 'typed' ? 'typed' : 'room')}
          >
            <Stack gap={6} mt={4}>
              <Radio
                value="room"
                label={t('neededAttenuation.fromRoom', { room: roomName, target: roomTarget })}
              />
              <Radio value="typed" label={t('neededAttenuation.fromTyped')} />
            </Stack>
          </Radio.Group>
        )}
        {servedRoom.status === 'failed' && (
          <Text size="sm" c="dimmed">
            {t('neededAttenuation.roomFailed')}
          </Text>
        )}
        {source === 'room' && servedRoom.status === 'loading' && (
          <Loader role="status" size="sm" aria-label={t('neededAttenuation.readingRoom')} />
        )}
        {source === 'room' && served && budget && (
          <RoomFigures
            served={served}
            budget={budget}
            arriving={arriving}
            arrivingLabel={t(ARRIVING.room[arrivingKind])}
            roomName={roomName}
            roomTarget={roomTarget}
          />
        )}
        {source === 'typed' && (
          <>
            <Group align="flex-end" gap="md">
              <SegmentedControl
                aria-label={t('neededAttenuation.kind')}
                value={typed.kind}
                onChange={(kind) => onTypedChange({ ...typed, kind: kind === 'nr' ? 'nr' : 'lpa' })}
                data={[
                  { value: 'lpa', label: t('neededAttenuation.lpa') },
                  { value: 'nr', label: t('neededAttenuation.nr') },
                ]}
              />
              <TextInput
                label={
                  typed.kind === 'nr' ? t('neededAttenuation.nrTarget') : t('neededAttenuation.lpaTarget')
                }
                inputMode="decimal"
                autoComplete="off"
                value={typed.text}
                error={invalid ? t('neededAttenuation.invalid') : undefined}
                onChange={(event) => onTypedChange({ ...typed, text: event.currentTarget.value })}
                w={160}
              />
            </Group>
            {target && (
              <BandTable
                caption={t('neededAttenuation.table')}
                rows={[
                  { label: t(ARRIVING.typed[arrivingKind]), bands: arriving },
                  { label: t('neededAttenuation.allowed'), bands: allowedSoundPower(target) },
                  { label: t('neededAttenuation.needed'), bands: neededAttenuation(arriving, target) },
                ]}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
})

/**
 * The served room's part of the panel: what the level follows from (the room's acoustics, this system's outlets,
 * the other systems at the listener), then per band what arrives per outlet, what the room allows each outlet and
 * the attenuation needed; or why there is no allowance.
 */
function RoomFigures({
  served,
  budget,
  arriving,
  arrivingLabel,
  roomName,
  roomTarget,
}: {
  served: SystemInRoom
  budget: RoomBudget
  arriving: OctaveBands
  arrivingLabel: string
  roomName: string
  roomTarget: string
}) {
  const { t, i18n } = useTranslation()
  const { room } = served
  if (budget.kind === 'unassessable')
    return (
      <Alert color="yellow" variant="light">
        {t('neededAttenuation.unassessable', { room: roomName })}
      </Alert>
    )
  const others = budget.others
  const facts: [string, string][] = [
    ...roomAcousticsFields(t, i18n.language, room),
    [t('neededAttenuation.outlets'), String(served.outlets)],
    [
      t('neededAttenuation.others'),
      others ? levelText(others, room.targetType, i18n.language, t) : t('neededAttenuation.noOthers'),
    ],
  ]
  const uncounted = uncountedOthers(served)
  return (
    <>
      <RoomFacts facts={facts} />
      {uncounted.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('neededAttenuation.uncounted', { systems: uncounted.map(numberedName).join(', ') })}
        </Text>
      )}
      {budget.kind === 'spent' ? (
        <Alert color="red" variant="light" role="alert">
          {t('neededAttenuation.spent', {
            room: roomName,
            level: levelText(budget.others, room.targetType, i18n.language, t),
            target: roomTarget,
          })}
        </Alert>
      ) : (
        <BandTable
          caption={t('neededAttenuation.tableRoom', { room: roomName, target: roomTarget })}
          rows={[
            { label: arrivingLabel, bands: arriving },
            {
              label: t('neededAttenuation.allowedRoom', { room: roomName, target: roomTarget }),
              bands: budget.perOutlet,
            },
            { label: t('neededAttenuation.needed'), bands: attenuationToReach(arriving, budget.perOutlet) },
          ]}
        />
      )}
    </>
  )
}
