// The compliance table in print: the project report's rooms section and the rooms report (docs/reports.md,
// "The room compliance table").
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useId } from 'react'
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
import { compliancePages, markerOf, type CompliancePage } from '../../domain/rooms/compliance-pages.ts'
import { basisFull, presetName, type TargetBasis } from '../../domain/rooms/target-basis.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { call } from '../../state/api/client.ts'

/** The rooms of a report's project, read once (print pages do not retry). */
export function useReportRooms(projectId: string | null) {
  return useQuery({
    queryKey: ['print', 'rooms', projectId],
    queryFn: ({ signal }) => call(roomsApi.list, { params: { projectId: projectId ?? '' }, signal }),
    enabled: Boolean(projectId),
    retry: false,
  })
}

/**
 * One page of the compliance table: failing rooms first, each with its number and name, target, the basis of the target as a
 * marker, prediction, margin, verdict, worst band; under it, what each of the page's markers stands for.
 */
export function ComplianceTable({ page }: { page: CompliancePage }) {
  const { t, i18n } = useTranslation()
  const legendId = useId()
  const unit = (type: RoomDocument['targetType']) => (type === 'LpA' ? t('room.dbA') : '')
  if (page.rows.length === 0) return <p>{t('rooms.print.none')}</p>
  return (
    <>
      <table className={classes.table} aria-label={t('rooms.tableLabel')}>
        <thead>
          <tr>
            <th>{t('rooms.columns.number')}</th>
            <th>{t('rooms.columns.name')}</th>
            <th>{t('rooms.columns.target')}</th>
            <th>{t('rooms.columns.basis')}</th>
            <th className={classes.num}>{t('rooms.columns.predicted')}</th>
            <th className={classes.num}>{t('rooms.columns.margin')}</th>
            <th>{t('rooms.columns.verdict')}</th>
            <th className={classes.num}>{t('rooms.columns.worstBand')}</th>
            <th>{t('rooms.loudestSystem')}</th>
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => {
            const inUnit = (value: number | null) => formatInUnit(value, row.targetType, i18n.language)
            return (
              <tr key={row.id}>
                <td>{row.number || '-'}</td>
                <td>{row.name}</td>
                <td>{targetLabel(row.targetType, inUnit(row.targetValue), unit(row.targetType))}</td>
                <td>{markerOf(page, row)}</td>
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
      <div>
        <p className={classes.caption} id={legendId}>
          {t('rooms.columns.basis')}
        </p>
        <ul className={classes.legend} aria-labelledby={legendId}>
          {page.notes.map((note) => (
            <li key={note.marker}>
              {note.marker} {note.text}
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

/** A legend's line: the room type's name and where its target comes from, in full. */
const legendText =
  (t: TFunction, language: string) =>
  (basis: TargetBasis): string =>
    basis.preset
      ? `${presetName(basis.preset, t)} — ${basisFull(basis, t, language)}`
      : basisFull(basis, t, language)

/** The compliance table as report pages, as many rooms each as fit with the page's legend. */
export function complianceSheets(
  t: TFunction,
  language: string,
  rooms: readonly RoomDocument[],
): ReportSheet[] {
  const pages = compliancePages(sortRows(rooms.map(complianceRow)), legendText(t, language))
  return pages.map((page, index) => ({
    key: `rooms-${index}`,
    title: t('rooms.print.title'),
    body: <ComplianceTable page={page} />,
  }))
}
