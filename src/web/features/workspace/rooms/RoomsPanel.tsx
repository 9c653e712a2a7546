import { Button, Group, Stack, Text } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { RESTORABLE_DAYS } from '#contract/api/recently-deleted.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { ConfirmModal } from '../../../ui/ConfirmModal.tsx'
import { LoadFailure } from '../../../ui/LoadFailure.tsx'
import { PageLoader } from '../../../ui/PageLoader.tsx'
import { Placeholder } from '../../../ui/Placeholder.tsx'
import { paths } from '../../../domain/paths.ts'
import { notifyError, notifySuccess } from '../../../state/notifications.ts'
import { printUrls, usePrintPopup } from '../../../ui/print/print-popup.ts'
import { logFailure } from '../../../state/workspace/errors.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { csvFileName } from '../../../domain/csv/csv.ts'
import { displayName } from '../../../domain/display.ts'
import { toPickerDay } from '../../../domain/date-rules.ts'
import { complianceRow, sortRows } from '../../../domain/rooms/compliance.ts'
import { complianceCsv, type CsvTexts } from '../../../domain/rooms/compliance-csv.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { basisFull, presetName } from '../../../domain/rooms/target-basis.ts'
import { downloadText } from '../download.ts'
import { RecentlyDeletedRooms } from '../recently-deleted/RecentlyDeletedRooms.tsx'
import { SearchField } from '../search/SearchField.tsx'
import { matchesRoomSearch, ROOM_SEARCH_MIN_LENGTH, useAppliedSearch } from '../search/search.ts'
import { RoomModal } from './RoomModal.tsx'
import { RoomsTable } from './RoomsTable.tsx'
import { useRoomsQuery } from '../../../state/workspace/queries.ts'
import { projectsApi } from '#contract/api/projects.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../../../state/api/client.ts'
import { endpointKey } from '../../../state/endpoint-query.ts'

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; room: RoomDocument }

/** The words of the compliance CSV in the interface language. */
export function useCsvTexts(): CsvTexts {
  const { t, i18n } = useTranslation()
  return {
    headers: {
      number: t('rooms.columns.number'),
      room: t('rooms.columns.name'),
      roomType: t('rooms.columns.roomType'),
      targetType: t('rooms.fields.targetType'),
      target: t('rooms.columns.target'),
      basis: t('rooms.columns.basis'),
      predicted: t('rooms.columns.predicted'),
      margin: t('rooms.columns.margin'),
      verdict: t('rooms.columns.verdict'),
      worstBand: t('rooms.csvWorstBand'),
      loudestSystem: t('rooms.loudestSystem'),
      lpA: `${t('calculations.lpA')}, ${t('room.dbA')}`,
      nr: t('calculations.nr'),
      nc: t('calculations.nc'),
      band: (frequency) => `Lp ${formatNumber(frequency, i18n.language, { grouping: false })} Hz, dB`,
      absorptionArea: t('rooms.fields.absorptionArea'),
      volume: t('rooms.fields.volume'),
      reverberationTime: t('rooms.fields.reverberationTime'),
      listenerDistance: t('rooms.fields.listenerDistance'),
      directivity: t('rooms.csvDirectivity'),
      systems: t('rooms.csvSystems'),
    },
    verdicts: {
      pass: t('rooms.verdicts.pass'),
      fail: t('rooms.verdicts.fail'),
      none: t('rooms.verdicts.none'),
      unassessable: t('rooms.verdicts.unassessable'),
      incomplete: t('rooms.verdicts.incomplete'),
    },
    roomType: (basis) => (basis.preset ? presetName(basis.preset, t) : ''),
    basis: (basis) => basisFull(basis, t, i18n.language),
  }
}

/**
 * The project's Rooms tab: the compliance table with a search by number or name, new/edit/delete, the recently
 * deleted rooms to restore, the CSV and the printed table (both of every room, whatever the search).
 */
export function RoomsPanel({ projectId, projectName }: { projectId: string; projectName: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const rooms = useRoomsQuery(projectId)
  const print = usePrintPopup()
  const csvTexts = useCsvTexts()
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [search, setSearch] = useState('')
  const query = useAppliedSearch(search, ROOM_SEARCH_MIN_LENGTH)
  const list = rooms.data ?? []
  const rows = list.map(complianceRow)
  const shown = rows.filter((row) => matchesRoomSearch(row, query))
  const byId = (id: string) => list.find((room) => room.id === id)
  const withRoom = (kind: 'edit' | 'delete') => (id: string) => {
    const room = byId(id)
    if (room) setDialog({ kind, room })
  }
  const remove = useMutation({
    mutationFn: (room: RoomDocument) => call(roomsApi.remove, { params: { projectId, roomId: room.id } }),
    onSuccess: () => {
      // The notice says where it can be restored (docs/product-rules.md, "Recently deleted").
      notifySuccess(t('rooms.deleted', { days: RESTORABLE_DAYS, count: RESTORABLE_DAYS }))
    },
    onError: (error) => {
      logFailure('delete room', error)
      notifyError(t('rooms.errors.delete'))
    },
    onSettled: async () => {
      setDialog(null)
      // Its systems now serve no room, at new versions: the project's answers and theirs are read again.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: endpointKey(projectsApi.get, { params: { id: projectId } }),
        }),
        queryClient.invalidateQueries({ queryKey: endpointKey(systemsApi.get) }),
      ])
    },
  })
  // Named as the sound schedule is: the project, what the file holds and the day it was made.
  const downloadCsv = () => {
    const name = t('rooms.csvFileName', {
      project: displayName(projectName) || projectId,
      date: toPickerDay(new Date()),
    })
    downloadText(csvFileName(name, 'room-compliance'), complianceCsv(sortRows(rows), csvTexts, i18n.language))
  }

  if (rooms.isPending) return <PageLoader />
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" maw={640}>
          {t('rooms.intro')}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={rows.length === 0} onClick={downloadCsv}>
            {t('rooms.downloadCsv')}
          </Button>
          <Button
            variant="default"
            disabled={rows.length === 0}
            onClick={() => print.open(printUrls.rooms(projectId))}
          >
            {t('rooms.printTable')}
          </Button>
          <RecentlyDeletedRooms projectId={projectId} />
          <Button onClick={() => setDialog({ kind: 'create' })}>{t('rooms.createRoom')}</Button>
        </Group>
      </Group>
      {rooms.isError && rooms.data === undefined ? (
        <LoadFailure
          title={t('rooms.errors.load')}
          onRetry={() => void rooms.refetch()}
          retrying={rooms.isFetching}
        />
      ) : rows.length === 0 ? (
        <Placeholder title={t('rooms.emptyTitle')} hint={t('rooms.emptyHint')} />
      ) : (
        <>
          <SearchField
            label={t('rooms.search')}
            hint={t('rooms.searchHint')}
            value={search}
            onChange={setSearch}
          />
          {shown.length === 0 ? (
            <Text c="dimmed">{t('workspace.noMatches', { query })}</Text>
          ) : (
            <RoomsTable
              rows={shown}
              onOpen={(id) => void navigate(paths.room(id))}
              onEdit={withRoom('edit')}
              onDelete={withRoom('delete')}
            />
          )}
        </>
      )}
      <RoomModal opened={dialog?.kind === 'create'} projectId={projectId} onClose={() => setDialog(null)} />
      <RoomModal
        opened={dialog?.kind === 'edit'}
        projectId={projectId}
        room={dialog?.kind === 'edit' ? dialog.room : undefined}
        onClose={() => setDialog(null)}
      />
      <ConfirmModal
        opened={dialog?.kind === 'delete'}
        title={t('rooms.deleteTitle')}
        message={t('rooms.deleteQuestion', {
          name: dialog?.kind === 'delete' ? roomLabel(dialog.room) : '',
          days: RESTORABLE_DAYS,
          count: RESTORABLE_DAYS,
        })}
        confirmLabel={t('rooms.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.room)}
        onCancel={() => setDialog(null)}
      />
    </Stack>
  )
}
