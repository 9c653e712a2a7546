// The sound schedule in the project report (docs/reports.md, "Sound schedule in the project report"): the
// CSV's rows as a table, one row per system, with the check of the room it serves as the room compliance
// table reports it; the header repeats on every page.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { RoomDocument } from '#contract/api/rooms.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { formatNumber } from '../../i18n/format.ts'
import { formatInUnit, targetLabel } from '../../domain/rooms/compliance.ts'
import {
  printedScheduleRows,
  schedulePages,
  scheduleRowLines,
  type PrintedScheduleRow,
} from '../../domain/schedule/schedule-pages.ts'
import { displayName } from '../../state/workspace/display.ts'
import type { AirflowFormat } from '../../ui/units/airflow-format.ts'

/** The system as the table names it: "AHU-1 (TK01)" with a number. */
const systemLabel = ({ number, row }: PrintedScheduleRow) =>
  number ? `${displayName(row.name)} (${number})` : displayName(row.name)

/** Why the row has no sound figures, in the CSV's words. */
const reasonOf = (t: TFunction, { row }: PrintedScheduleRow) =>
  row.gaps.map((gap) => t(`soundSchedule.gaps.${gap}`)).join('; ')

function ScheduleTable({ rows, airflow }: { rows: readonly PrintedScheduleRow[]; airflow: AirflowFormat }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const db = (value: number | null | undefined) => formatNumber(value, language, { decimals: 1 })
  return (
    <table className={classes.table} aria-label={t('soundSchedule.print.title')}>
      <thead>
        <tr>
          <th>{t('soundSchedule.columns.system')}</th>
          <th>{t('soundSchedule.columns.room')}</th>
          <th className={classes.num}>{t('soundSchedule.print.airflow', { unit: airflow.symbol })}</th>
          <th className={classes.num}>{t('soundSchedule.print.pressureDrop')}</th>
          <th className={classes.num}>{t('soundSchedule.print.lwA')}</th>
          <th className={classes.num}>{t('soundSchedule.print.lpA10m2')}</th>
          <th>{t('soundSchedule.print.roomTarget')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((printed, index) => {
          const { row, room } = printed
          const reason = reasonOf(t, printed)
          const inUnit = (value: number | null) =>
            room ? formatInUnit(value, room.targetType, language) : ''
          const unit = room?.targetType === 'LpA' ? t('room.dbA') : ''
          return (
            <tr key={index}>
              <td>{systemLabel(printed)}</td>
              <td>{row.room || '-'}</td>
              <td className={classes.num}>{airflow.format(row.airflow)}</td>
              <td className={classes.num}>{formatNumber(row.pressureDrop, language)}</td>
              {row.sound ? (
                <>
                  <td className={classes.num}>{db(row.sound.lwA)}</td>
                  <td className={classes.num}>{db(row.sound.lpA10m2)}</td>
                </>
              ) : (
                // Never a zero: a figure without a generator or a product's data would be wrong.
                <td colSpan={2}>{t('soundSchedule.print.notCalculated', { reason })}</td>
              )}
              <td>
                {room
                  ? t('soundSchedule.print.check', {
                      target: targetLabel(room.targetType, inUnit(room.targetValue), unit),
                      margin: inUnit(room.margin),
                      verdict: t(`rooms.verdicts.${room.verdict}`),
                    })
                  : '-'}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** The schedule as report pages, its systems in the report's order, as many rows a page as fit. */
export function scheduleSheets(
  t: TFunction,
  systems: readonly SystemDocument[],
  rooms: readonly RoomDocument[],
  airflow: AirflowFormat,
): ReportSheet[] {
  const rows = printedScheduleRows(systems, rooms)
  const pages = schedulePages(rows, (printed) =>
    scheduleRowLines(systemLabel(printed), printed.row.room, reasonOf(t, printed)),
  )
  return pages.map((page, index) => ({
    key: `schedule-${index}`,
    title: t('soundSchedule.print.title'),
    body: <ScheduleTable rows={page} airflow={airflow} />,
  }))
}
