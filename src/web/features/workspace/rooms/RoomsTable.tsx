import { ActionIcon, Anchor, Group, Table, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../ui/Icon.tsx'
import { formatNumber } from '../../../i18n/format.ts'
import {
  bandFrequency,
  CHECK_COLUMNS,
  formatInUnit,
  noPredictionKey,
  targetLabel,
  sortRows,
  type ComplianceRow,
  type SortDirection,
  type SortKey,
  targetUnit,
  marginText,
  predictedText,
} from '../../../domain/rooms/compliance.ts'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { basisShort, presetName } from '../../../domain/rooms/target-basis.ts'
import { displayName } from '../../../domain/display.ts'
import { VerdictBadge } from '../../../ui/room/VerdictBadge.tsx'

// The number comes first, as a room schedule lists rooms. The room type follows the name and the target's
// basis follows the target: the client's reviewer checks where a target comes from before the prediction.
// The loudest system (the one to treat first) ends the check, as on the printed table and in the CSV. None of
// these three sorts; they are words, not a measure.
type Column = SortKey | 'roomType' | 'basis' | 'loudestSystem'
const COLUMNS: readonly Column[] = ['number', 'name', 'roomType', ...CHECK_COLUMNS, 'loudestSystem']
const isSortKey = (key: Column): key is SortKey =>
  key !== 'roomType' && key !== 'basis' && key !== 'loudestSystem'

/**
 * The project's rooms as a compliance table: number and name, room type, target and its basis, prediction,
 * margin, verdict, worst band and the loudest system. Sorted by verdict at first (failing rooms first, the worst margin first); a
 * column heading sorts by that column, a second press reverses it.
 */
// A level and its unit, and a verdict, read as one: '35.0 dB(A)' never breaks before its unit.
const NO_WRAP = { whiteSpace: 'nowrap' } as const

export function RoomsTable({
  rows,
  onOpen,
  onEdit,
  onDelete,
}: {
  rows: readonly ComplianceRow[]
  onOpen: (id: string) => void
  onEdit: (id: string) => void
  onDelete: (id: string) => void
}) {
  const { t, i18n } = useTranslation()
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection }>({
    key: 'verdict',
    direction: 'ascending',
  })
  const sorted = sortRows(rows, sort.key, sort.direction)
  const sortBy = (key: SortKey) =>
    setSort((current) => ({
      key,
      direction: current.key === key && current.direction === 'ascending' ? 'descending' : 'ascending',
    }))
  const unit = (row: ComplianceRow) => targetUnit(row.targetType, t('room.dbA'))
  const inUnit = (value: number | null, row: ComplianceRow) =>
    formatInUnit(value, row.targetType, i18n.language)

  return (
    // Wide enough for its columns at their shortest, so the actions stay in sight in the app's 1,108 px column
    // (at 1,180 they were scrolled out of it in every language) and text wraps within its cells instead.
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label={t('rooms.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((key) =>
              isSortKey(key) ? (
                <Table.Th key={key} aria-sort={sort.key === key ? sort.direction : 'none'}>
                  <UnstyledButton
                    onClick={() => sortBy(key)}
                    fw={600}
                    fz="sm"
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    {t(`rooms.columns.${key}`)}
                    {sort.key === key && (
                      <Icon name={sort.direction === 'ascending' ? 'arrowUp' : 'arrowDown'} size={14} />
                    )}
                  </UnstyledButton>
                </Table.Th>
              ) : (
                <Table.Th key={key}>
                  <Text fw={600} fz="sm">
                    {key === 'loudestSystem' ? t('rooms.loudestSystem') : t(`rooms.columns.${key}`)}
                  </Text>
                </Table.Th>
              ),
            )}
            <Table.Th>
              <Text fw={600} fz="sm">
                {t('rooms.columns.actions')}
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.id} data-verdict={row.verdict}>
              <Table.Td>{row.number || '-'}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(row.id)}>
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.basis.preset ? presetName(row.basis.preset, t) : '-'}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {targetLabel(row.targetType, inUnit(row.targetValue, row), unit(row))}
              </Table.Td>
              <Table.Td>{basisShort(row.basis, t, i18n.language)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                {row.predicted === null ? t(noPredictionKey(row)) : predictedText(row, i18n.language, t)}
              </Table.Td>
              <Table.Td style={NO_WRAP}>{marginText(row, i18n.language)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <VerdictBadge verdict={row.verdict} />
              </Table.Td>
              <Table.Td>
                {row.worstBand === null
                  ? '-'
                  : formatNumber(bandFrequency(row.worstBand), i18n.language, { grouping: false })}
              </Table.Td>
              <Table.Td>{row.loudestSystem === null ? '-' : displayName(row.loudestSystem) || '-'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('rooms.editRoom', { name: roomLabel(row) })}
                    onClick={() => onEdit(row.id)}
                  >
                    <Icon name="edit" />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('rooms.deleteRoom', { name: roomLabel(row) })}
                    onClick={() => onDelete(row.id)}
                  >
                    <Icon name="trash" />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
