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
  type ComplianceRow,
  targetUnit,
  marginText,
  predictedText,
} from '../../domain/rooms/compliance.ts'
import { compliancePages, markerOf, type CompliancePage } from '../../domain/rooms/compliance-pages.ts'
import { basisFull, presetName, type TargetBasis } from '../../domain/rooms/target-basis.ts'
import { roomsApi } from '#contract/api/rooms.ts'
import { call } from '../../state/api/client.ts'
import {
  COMPLIANCE_COLUMNS,
  complianceColumnWidths,
  complianceRowLines,
  type ComplianceCells,
  type ComplianceColumn,
  type ComplianceWidths,
} from './compliance-layout.ts'
import { columnShare } from './printed-table.ts'

/** The rooms of a report's project, read once (print pages do not retry). */
export function useReportRooms(projectId: string | null) {
  return useQuery({
    queryKey: ['print', 'rooms', projectId],
    queryFn: ({ signal }) => call(roomsApi.list, { params: { projectId: projectId ?? '' }, signal }),
    enabled: Boolean(projectId),
    retry: false,
  })
}

/** A row's texts as the table prints them; `marker` is its basis's on its page. */
function printedCells(t: TFunction, language: string, row: ComplianceRow, marker: string): ComplianceCells {
  const inUnit = (value: number | null) => formatInUnit(value, row.targetType, language)
  const unit = targetUnit(row.targetType, t('room.dbA'))
  return {
    number: row.number || '-',
    name: row.name,
    target: targetLabel(row.targetType, inUnit(row.targetValue), unit),
    basis: marker,
    predicted: predictedText(row, language, t),
    margin: marginText(row, language),
    verdict: t(`rooms.verdicts.${row.verdict}`),
    worstBand:
      row.worstBand === null
        ? '-'
        : formatNumber(bandFrequency(row.worstBand), language, { grouping: false }),
    loudestSystem: row.loudestSystem ?? '-',
  }
}

const headingsOf = (t: TFunction): ComplianceCells => ({
  number: t('rooms.columns.number'),
  name: t('rooms.columns.name'),
  target: t('rooms.columns.target'),
  basis: t('rooms.columns.basis'),
  predicted: t('rooms.columns.predicted'),
  margin: t('rooms.columns.margin'),
  verdict: t('rooms.columns.verdict'),
  worstBand: t('rooms.columns.worstBand'),
  loudestSystem: t('rooms.loudestSystem'),
})

/** Levels, margins and bands line up on the right. */
const NUMERIC: ReadonlySet<ComplianceColumn> = new Set(['predicted', 'margin', 'worstBand'])

/**
 * One page of the compliance table: failing rooms first, each with its number and name, target, the basis of
 * the target as a marker, prediction, margin, verdict, worst band; under it, what each of the page's markers
 * stands for. The columns have the widths its pagination counted the rows' lines at (compliance-layout.ts).
 */
function ComplianceTable({ page, widths }: { page: CompliancePage; widths: ComplianceWidths }) {
  const { t, i18n } = useTranslation()
  const legendId = useId()
  if (page.rows.length === 0) return <p>{t('rooms.print.none')}</p>
  const headings = headingsOf(t)
  const numeric = (column: ComplianceColumn) => (NUMERIC.has(column) ? classes.num : undefined)
  return (
    <>
      <table className={`${classes.table} ${classes.fixedTable}`} aria-label={t('rooms.tableLabel')}>
        <colgroup>
          {COMPLIANCE_COLUMNS.map((column) => (
            <col key={column} style={{ width: columnShare(widths, column) }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COMPLIANCE_COLUMNS.map((column) => (
              <th key={column} className={numeric(column)}>
                {headings[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => {
            const cells = printedCells(t, i18n.language, row, markerOf(page, row))
            return (
              <tr key={row.id}>
                {COMPLIANCE_COLUMNS.map((column) => (
                  <td key={column} className={numeric(column)}>
                    {cells[column]}
                  </td>
                ))}
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

/**
 * The compliance table as report pages, as many rooms each as fit with the page's legend, each row counted at
 * the lines it takes at the columns' widths.
 */
export function complianceSheets(
  t: TFunction,
  language: string,
  rooms: readonly RoomDocument[],
): ReportSheet[] {
  const rows = sortRows(rooms.map(complianceRow))
  // A marker is at most as wide as the widest a report of this many rooms can number.
  const marker = `[${rows.length}]`
  const cells = new Map(rows.map((row) => [row.id, printedCells(t, language, row, marker)]))
  const widths = complianceColumnWidths(headingsOf(t), [...cells.values()])
  const pages = compliancePages(rows, legendText(t, language), (row) =>
    complianceRowLines(widths, cells.get(row.id) ?? printedCells(t, language, row, marker)),
  )
  return pages.map((page, index) => ({
    key: `rooms-${index}`,
    title: t('rooms.print.title'),
    body: <ComplianceTable page={page} widths={widths} />,
  }))
}
