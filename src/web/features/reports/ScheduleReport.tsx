// The sound schedule in the project report (docs/reports.md, "Sound schedule in the project report"): the
// CSV's rows as a table, one row per system, with the check of the room it serves as the room compliance
// table reports it; the header repeats on every page.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { printedScheduleRows, schedulePages } from '../../domain/schedule/schedule-pages.ts'
import type { AirflowFormat } from '../../ui/units/airflow-format.ts'
import { columnShare } from './printed-table.ts'
import {
  SCHEDULE_COLUMNS,
  SCHEDULE_NUMERIC,
  scheduleCells,
  scheduleColumnWidths,
  scheduleHeadings,
  scheduleRowLines,
  type ScheduleCell,
  type ScheduleWidths,
} from './schedule-layout.ts'

/** A cell of one figure lines up on the right; a spanning reason does not. */
const numeric = ({ columns }: ScheduleCell) =>
  columns.length === 1 && columns[0] && SCHEDULE_NUMERIC.has(columns[0]) ? classes.num : undefined

/**
 * One page of the schedule at the fixed widths its pagination counted the rows' lines at (schedule-layout.ts):
 * the colgroup gives each column its width, and each cell spans the columns it was counted across.
 */
function ScheduleTable({
  rows,
  widths,
  airflow,
}: {
  rows: readonly (readonly ScheduleCell[])[]
  widths: ScheduleWidths
  airflow: AirflowFormat
}) {
  const { t } = useTranslation()
  const headings = scheduleHeadings(t, airflow)
  return (
    <table className={`${classes.table} ${classes.fixedTable}`} aria-label={t('soundSchedule.print.title')}>
      <colgroup>
        {SCHEDULE_COLUMNS.map((column) => (
          <col key={column} style={{ width: columnShare(widths, column) }} />
        ))}
      </colgroup>
      <thead>
        <tr>
          {SCHEDULE_COLUMNS.map((column) => (
            <th key={column} className={SCHEDULE_NUMERIC.has(column) ? classes.num : undefined}>
              {headings[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, index) => (
          <tr key={index}>
            {cells.map((cell) => (
              <td key={cell.columns.join()} colSpan={cell.columns.length} className={numeric(cell)}>
                {cell.text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The schedule as report pages, its systems in the report's order, as many rows a page as fit, each row
 * counted at the lines it takes at the columns' widths.
 */
export function scheduleSheets(
  t: TFunction,
  language: string,
  systems: readonly SystemDocument[],
  rooms: readonly RoomDocument[],
  airflow: AirflowFormat,
): ReportSheet[] {
  const rows = printedScheduleRows(systems, rooms).map((printed) =>
    scheduleCells(t, language, airflow, printed),
  )
  const widths = scheduleColumnWidths(scheduleHeadings(t, airflow), rows)
  const pages = schedulePages(rows, (cells) => scheduleRowLines(widths, cells))
  return pages.map((page, index) => ({
    key: `schedule-${index}`,
    title: t('soundSchedule.print.title'),
    body: <ScheduleTable rows={page} widths={widths} airflow={airflow} />,
  }))
}
