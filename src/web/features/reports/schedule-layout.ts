// The printed sound schedule's cells and columns (docs/reports.md, "Sound schedule in the project report"):
// each row's texts as the table prints them, fixed column widths worked out from them and the headings, and
// each row counted at the lines its tallest cell wraps to (printed-table.ts, as the compliance table), so that
// the table prints the lines its pagination counts (domain/schedule/schedule-pages.ts).
import type { TFunction } from 'i18next'
import { formatNumber } from '../../i18n/format.ts'
import { roomCheckText } from '../../domain/rooms/compliance.ts'
import type { PrintedScheduleRow } from '../../domain/schedule/schedule-pages.ts'
import { displayName } from '../../domain/display.ts'
import type { AirflowFormat } from '../../ui/units/airflow-format.ts'
import { pressureDropFigure } from '../../ui/calculations/pressure-drop-text.ts'
import {
  columnWidths,
  printedRowLines,
  type ColumnTexts,
  type ColumnWidths,
  type PrintedCell,
  type PrintedTable,
} from './printed-table.ts'

export const SCHEDULE_COLUMNS = [
  'system',
  'room',
  'airflow',
  'pressureDrop',
  'lwA',
  'lpA10m2',
  'check',
] as const
export type ScheduleColumn = (typeof SCHEDULE_COLUMNS)[number]
export type ScheduleWidths = ColumnWidths<ScheduleColumn>
export type ScheduleCell = PrintedCell<ScheduleColumn>

/**
 * The system's name and number (a name up to 200 characters), the room's number and name (up to 100 and 200)
 * and the room target check (the target, a verdict and the margin in words) wrap within what the figures
 * leave them; the figures are as wide as their values on one line.
 */
const SCHEDULE_TABLE: PrintedTable<ScheduleColumn> = {
  columns: SCHEDULE_COLUMNS,
  free: { system: 4, room: 4, check: 3 },
}

/** Figures line up on the right and never wrap. */
export const SCHEDULE_NUMERIC: ReadonlySet<ScheduleColumn> = new Set([
  'airflow',
  'pressureDrop',
  'lwA',
  'lpA10m2',
])

/** A row counts at least one line. */
const LEAST_LINES = 1

export const scheduleHeadings = (t: TFunction, airflow: AirflowFormat): ColumnTexts<ScheduleColumn> => ({
  system: t('soundSchedule.columns.system'),
  room: t('soundSchedule.columns.room'),
  airflow: t('soundSchedule.print.airflow', { unit: airflow.symbol }),
  pressureDrop: t('soundSchedule.print.pressureDrop'),
  lwA: t('soundSchedule.print.lwA'),
  lpA10m2: t('soundSchedule.print.lpA10m2'),
  check: t('soundSchedule.print.roomTarget'),
})

/** The system as the table names it: "AHU-1 (TK01)" with a number. */
const systemLabel = ({ number, row }: PrintedScheduleRow) =>
  number ? `${displayName(row.name)} (${number})` : displayName(row.name)

/** The served room's check, as the room compliance table prints its target, verdict and margin. */
function checkText(t: TFunction, language: string, { room }: PrintedScheduleRow): string {
  if (!room) return '-'
  return roomCheckText(room, language, {
    check: (parts) => t('soundSchedule.print.check', parts),
    verdict: t(`rooms.verdicts.${room.verdict}`),
    unit: t('room.dbA'),
  })
}

/**
 * A row's cells in the table's order. A system that cannot be calculated prints "Not calculated:" and the
 * CSV's reason in one cell across the two sound columns, never a zero: a figure without a generator or a
 * product's data would be wrong.
 */
export function scheduleCells(
  t: TFunction,
  language: string,
  airflow: AirflowFormat,
  printed: PrintedScheduleRow,
): ScheduleCell[] {
  const { row } = printed
  const cell = (column: ScheduleColumn, text: string): ScheduleCell => ({ text, columns: [column] })
  const db = (value: number | null) => formatNumber(value, language, { decimals: 1 })
  const reason = row.gaps.map((gap) => t(`soundSchedule.gaps.${gap}`)).join('; ')
  return [
    // An estimate says so after its system's name, in the cell whose lines the pagination counts.
    cell(
      'system',
      row.generatorEstimate === null
        ? systemLabel(printed)
        : `${systemLabel(printed)} – ${t('soundSchedule.print.estimated', { method: row.generatorEstimate.method })}`,
    ),
    cell('room', row.room || '-'),
    cell('airflow', airflow.format(row.airflow)),
    cell('pressureDrop', pressureDropFigure(row.pressureDrop, row.pressureDropCaveats, language)),
    ...(row.sound
      ? [cell('lwA', db(row.sound.lwA)), cell('lpA10m2', db(row.sound.lpA10m2))]
      : [
          {
            text: t('soundSchedule.print.notCalculated', { reason }),
            columns: ['lwA', 'lpA10m2'] as const,
          },
        ]),
    cell('check', checkText(t, language, printed)),
  ]
}

/** The texts of a row's cells of one column each, by column: a spanning cell's width is not its columns'. */
function singleColumnTexts(cells: readonly ScheduleCell[]): Partial<ColumnTexts<ScheduleColumn>> {
  const texts: Partial<ColumnTexts<ScheduleColumn>> = {}
  for (const { text, columns } of cells) if (columns.length === 1 && columns[0]) texts[columns[0]] = text
  return texts
}

/** Each column's width in px of the printed table, from its headings and every row's cells. */
export const scheduleColumnWidths = (
  headings: ColumnTexts<ScheduleColumn>,
  rows: readonly (readonly ScheduleCell[])[],
): ScheduleWidths => columnWidths(SCHEDULE_TABLE, headings, rows.map(singleColumnTexts))

/** A row's lines: its tallest cell's at these widths, the reason's at its two columns' together. */
export const scheduleRowLines = (widths: ScheduleWidths, cells: readonly ScheduleCell[]): number =>
  printedRowLines(widths, cells, LEAST_LINES)
