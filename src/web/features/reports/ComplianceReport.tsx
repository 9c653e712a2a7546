// The compliance table in print: the project report's rooms section and the rooms report (docs/reports.md,
// "The room compliance table").
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { RoomDocument } from '#contract/api/rooms.ts'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { formatNumber } from '../../i18n/format.ts'
import {
  bandFrequency,
  complianceRow,
  formatInUnit,
  sortRows,
  targetLabel,
} from '../../domain/rooms/compliance.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { call } from '../../state/api/client.ts'

/** Rooms per printed page: an A4 page holds the header and about this many two-line rows. */
export const ROOMS_PER_PAGE = 18

/** The rooms of a report's project, read once (print pages do not retry). */
export function useReportRooms(projectId: string | null) {
  return useQuery({
    queryKey: ['print', 'rooms', projectId],
    queryFn: ({ signal }) => call(roomsApi.list, { params: { projectId: projectId ?? '' }, signal }),
    enabled: Boolean(projectId),
    retry: false,
  })
}

/** The compliance table: failing rooms first, each with target, prediction, margin, verdict, worst band. */
export function ComplianceTable({ rooms }: { rooms: readonly RoomDocument[] }) {
  const { t, i18n } = useTranslation()
  const rows = sortRows(rooms.map(complianceRow))
  const unit = (type: RoomDocument['targetType']) => (type === 'LpA' ? t('room.dbA') : '')
  if (rows.length === 0) return <p>{t('rooms.print.none')}</p>
  return (
    <table className={classes.table} aria-label={t('rooms.tableLabel')}>
      <thead>
        <tr>
          <th>{t('rooms.columns.name')}</th>
          <th>{t('rooms.columns.target')}</th>
          <th className={classes.num}>{t('rooms.columns.predicted')}</th>
          <th className={classes.num}>{t('rooms.columns.margin')}</th>
          <th>{t('rooms.columns.verdict')}</th>
          <th className={classes.num}>{t('rooms.columns.worstBand')}</th>
          <th>{t('rooms.loudestSystem')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const inUnit = (value: number | null) => formatInUnit(value, row.targetType, i18n.language)
          return (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{targetLabel(row.targetType, inUnit(row.targetValue), unit(row.targetType))}</td>
              <td className={classes.num}>
                {row.predicted === null
                  ? '-'
                  : targetLabel(row.targetType, inUnit(row.predicted), unit(row.targetType))}
              </td>
              <td className={classes.num}>{inUnit(row.margin)}</td>
              <td>{t(`rooms.verdicts.${row.verdict}`)}</td>
              <td className={classes.num}>
                {row.worstBand === null
                  ? '-'
                  : formatNumber(bandFrequency(row.worstBand), i18n.language, { grouping: false })}
              </td>
              <td>{row.loudestSystem ?? '-'}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** The compliance table as report pages, ROOMS_PER_PAGE rooms each (failing rooms on the first). */
export function complianceSheets(t: TFunction, rooms: readonly RoomDocument[]): ReportSheet[] {
  const sorted = sortRows(rooms.map(complianceRow)).map((row) => rooms.find((room) => room.id === row.id))
  const ordered = sorted.filter((room): room is RoomDocument => room !== undefined)
  const pages: RoomDocument[][] = []
  for (let i = 0; i < ordered.length; i += ROOMS_PER_PAGE) pages.push(ordered.slice(i, i + ROOMS_PER_PAGE))
  if (pages.length === 0) pages.push([])
  return pages.map((page, index) => ({
    key: `rooms-${index}`,
    title: t('rooms.print.title'),
    body: <ComplianceTable rooms={page} />,
  }))
}
