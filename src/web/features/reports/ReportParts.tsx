// The system and project report pages (docs/product-rules.md, "Report pages"): summary, project information,
// inventory; the tables are in ReportTables.tsx, the inventory's in InventoryTable.tsx, a product's page in
// ProductReport.tsx, the bill of materials in MaterialsSheets.tsx.
// Every value is rendered as React text, so names typed by users print as text, never as markup. Names
// print as the app shows them (docs/product-rules.md, "Report pages"): projects and systems capitalised, a
// product without a name by its code or type.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { type SoundPowerResult } from '#engine/index.ts'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { ChainSpectra } from '../../ui/spectrum/ChainSpectra.tsx'
import { displayName } from '../../domain/display.ts'
import { productSheets, type ProductSheetsInput } from './ProductReport.tsx'
import { BandTable, Fields, type BandRow } from './ReportTables.tsx'
import { InventoryBody, inventoryRowText } from './InventoryTable.tsx'
import { inventoryRows, type InventoryRow, type ReportProject, type ReportSystem } from './report-model.ts'
import { paginateByHeight } from '../../domain/pagination.ts'
import {
  continuationLines,
  fieldsSheetHeight,
  fieldValueWidth,
  inventoryRowHeight,
  SUMMARY,
  summaryChartsFit,
  summaryHeights,
} from './report-layout.ts'
import { fitLongTexts } from './long-texts.ts'
import { continuationSheets, continuationTitle } from './LongTextSheets.tsx'
import { useAirflowFormat, type AirflowFormat } from '../../ui/units/airflow-format.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import {
  projectFields,
  summaryFields,
  summaryRoomPart,
  summarySeries,
  summaryText,
} from './summary-fields.ts'

export function SummaryBody({
  project,
  system,
  result,
  servedRoom,
  withChart = true,
  withProject = true,
}: {
  project: ReportProject
  system: ReportSystem
  result: SoundPowerResult
  /** The project room the system serves, printed in place of the stand-alone room. */
  servedRoom?: RoomDocument | undefined
  withChart?: boolean
  /** Off where the page already lists the project's own fields. */
  withProject?: boolean
}) {
  const { t, i18n } = useTranslation()
  const airflow = useAirflowFormat()
  const rows: BandRow[] = [
    {
      label: t('printing.row.generator'),
      values: system.inputSoundPowerLevel,
      total: result.noiseGeneratorTotalSoundPowerLw,
    },
    {
      label: t('printing.row.toRoom'),
      values: result.soundPowerLevelToRoomLw,
      total: result.totalSoundPowerToRoomLw,
    },
  ]
  if (result.filteredSoundPowerToRoom)
    rows.push({
      label: t('printing.row.filtered'),
      values: result.filteredSoundPowerToRoom,
      total: result.filteredTotalSoundPowerToRoom,
    })
  if (result.lpA10m2)
    rows.push({ label: t('printing.row.lpA10m2'), values: result.lpA10m2, total: result.totalLpA10m2 })
  return (
    <>
      <Fields rows={summaryFields(t, i18n.language, project, system, airflow, withProject)} />
      <BandTable rows={rows} />
      <RoomSummary system={system} result={result} servedRoom={servedRoom} />
      {withChart && <SummaryCharts system={system} result={result} servedRoom={servedRoom} />}
    </>
  )
}

/** What a part of the summary prints from: the system, its calculation and the project room it serves. */
interface SummaryPartProps {
  system: ReportSystem
  result: SoundPowerResult
  servedRoom: RoomDocument | undefined
}

/** The chain's spectra: on the summary, or on a page of their own after it where they do not fit. */
function SummaryCharts({ system, result, servedRoom }: SummaryPartProps) {
  const { t } = useTranslation()
  return (
    <ChainSpectra
      title={t('spectrum.title')}
      height={110}
      animate={false}
      compact
      series={summarySeries(t, system, result, servedRoom)}
    />
  )
}

/**
 * The room panel's figures (docs/decisions/0003-system-overview.md) on the summary: where the listener is,
 * the room's absorption, the A-weighted level at the listener, and the NR and NC ratings with pass or fail
 * against the targets; for a system that serves a project room, that room's level and verdict instead.
 */
function RoomSummary({ system, result, servedRoom }: SummaryPartProps) {
  const { t, i18n } = useTranslation()
  const { caption, rows } = summaryRoomPart(t, i18n.language, system, result, servedRoom)
  return (
    <section aria-label={caption}>
      <p className={classes.caption}>{caption}</p>
      <Fields rows={rows} />
    </section>
  )
}

function ProjectInfoBody({ project }: { project: ReportProject }) {
  const { t } = useTranslation()
  return <Fields rows={projectFields(t, project)} />
}

/**
 * The project information sheet, and the continuation sheets of a comment too long for it (docs/reports.md,
 * "Long texts").
 */
function projectInfoSheets(t: TFunction, project: ReportProject, footer: readonly string[]): ReportSheet[] {
  const key = `project-${project.id}`
  const title = t('printing.projectInfo')
  const field = t('printing.field.comment')
  const owner = displayName(project.name)
  const [pieces = [project.comment]] = fitLongTexts(
    [
      {
        text: project.comment,
        widthPx: fieldValueWidth(projectFields(t, project)),
        continuationLines: continuationLines(continuationTitle(t, field, owner), footer),
      },
    ],
    ([comment = '']) => fieldsSheetHeight(title, projectFields(t, { ...project, comment }), footer),
    SUMMARY.pageHeightPx,
  )
  return [
    { key, title, body: <ProjectInfoBody project={{ ...project, comment: pieces[0] ?? '' }} /> },
    ...continuationSheets(t, { key, field, owner, pieces }),
  ]
}

/**
 * The summary's sheets: the summary, its charts on it while they fit, else on a sheet of their own after it;
 * a comment too long for the summary without them continues on sheets of its own between the two.
 */
function summarySheets(t: TFunction, input: SystemSheetsInput): ReportSheet[] {
  const { project, system, result, servedRoom } = input
  const key = `summary-${system.id}`
  const title = `${t('printing.summary')}: ${displayName(system.name)}`
  const summary = summaryText(t, input, title)
  const chartsFit = summaryChartsFit(summary)
  const field = t('printing.field.comment')
  const owner = displayName(system.name)
  const [pieces = [system.comment]] = chartsFit
    ? [[system.comment]]
    : fitLongTexts(
        [
          {
            text: system.comment,
            widthPx: fieldValueWidth(summary.fields),
            continuationLines: continuationLines(continuationTitle(t, field, owner), input.footer),
          },
        ],
        ([comment = '']) =>
          summaryHeights(summaryText(t, { ...input, system: { ...system, comment } }, title)).withoutCharts,
        SUMMARY.pageHeightPx,
      )
  const printed = { ...system, comment: pieces[0] ?? '' }
  const sheets: ReportSheet[] = [
    {
      key,
      title,
      body: (
        <SummaryBody
          project={project}
          system={printed}
          result={result}
          servedRoom={servedRoom}
          withChart={chartsFit}
        />
      ),
    },
    ...continuationSheets(t, { key, field, owner, pieces }),
  ]
  if (!chartsFit) sheets.push(spectraSheet(t, input))
  return sheets
}

/** The chain's spectra on a sheet of their own, "Spectrum: AHU-1". */
function spectraSheet(
  t: TFunction,
  { system, result, servedRoom }: Pick<SystemSheetsInput, 'system' | 'result' | 'servedRoom'>,
): ReportSheet {
  return {
    key: `spectra-${system.id}`,
    title: `${t('spectrum.title')}: ${displayName(system.name)}`,
    body: <SummaryCharts system={system} result={result} servedRoom={servedRoom} />,
  }
}

export interface SystemSheetsInput extends ProductSheetsInput {
  project: ReportProject
  /** The project room the system serves, when the report has the project's rooms. */
  servedRoom?: RoomDocument | undefined
  /** The height the inventory's rows may take on a page, px (report-layout.ts inventoryPageHeight). */
  inventoryPageHeight: number
  /** The user's airflow unit, in which the inventory prints (and wraps) its flags. */
  airflow: AirflowFormat
  /**
   * What of the summary these sheets print: all of it, or only its charts where another page of the report
   * prints the rest (the project report's first page, which prints its first system's summary without them),
   * or its charts over the first inventory page where no other system's section follows (a project of one
   * system), so they do not print alone on a mostly empty page; none where that page holds them too.
   */
  summary: 'whole' | 'charts' | 'chartsWithInventory' | 'none'
  withProjectInfo: boolean
  withInventory: boolean
  withProducts: boolean
  /** The report's language, in which the summary's fields print (and wrap). */
  language: string
  /** The lines under each page (ReportSheets.tsx footerLines), which the summary's page must leave room for. */
  footer: readonly string[]
}

/** The pages of a system report: summary, project info, inventory, then one page per product. */
export function systemSheets(t: TFunction, input: SystemSheetsInput): ReportSheet[] {
  const { project, system, result } = input
  const sheets = input.summary === 'whole' ? summarySheets(t, input) : []
  // Each row counts as tall as its text makes it: a long name or a flag under it takes more lines than the
  // 58 px a row the specification counts, and a page of such rows would run over its printed A4 page.
  const heightOf = (row: InventoryRow) =>
    inventoryRowHeight(inventoryRowText(t, input.language, input.airflow, row, system.airflow))
  const rows = input.withInventory ? inventoryRows(system, result) : []
  // The charts lead the first inventory page when at least its first row fits under them.
  const chartsPx =
    input.summary === 'chartsWithInventory'
      ? summaryHeights(summaryText(t, input, t('printing.summary'))).charts
      : 0
  const [firstRow] = rows
  const chartsOnInventory =
    input.summary === 'chartsWithInventory' &&
    firstRow !== undefined &&
    chartsPx + heightOf(firstRow) <= input.inventoryPageHeight
  if (input.summary === 'charts' || (input.summary === 'chartsWithInventory' && !chartsOnInventory))
    sheets.push(spectraSheet(t, input))
  if (input.withProjectInfo) sheets.push(...projectInfoSheets(t, project, input.footer))
  if (rows.length > 0) {
    const pages = paginateByHeight(
      rows,
      heightOf,
      input.inventoryPageHeight,
      chartsOnInventory ? input.inventoryPageHeight - chartsPx : input.inventoryPageHeight,
    )
    // Named after the system: a project report prints one inventory per system, and the first page of a project
    // of one system carries its charts too.
    const name = displayName(system.name)
    pages.forEach((pageRows, index) =>
      sheets.push({
        key: `inventory-${system.id}-${index}`,
        title:
          index === 0 && chartsOnInventory
            ? `${t('printing.spectrumAndInventory')}: ${name}`
            : `${t('printing.inventory')}: ${name}`,
        body:
          index === 0 && chartsOnInventory ? (
            <>
              <SummaryCharts system={system} result={result} servedRoom={input.servedRoom} />
              <InventoryBody rows={pageRows} systemAirflow={system.airflow} />
            </>
          ) : (
            <InventoryBody rows={pageRows} systemAirflow={system.airflow} />
          ),
      }),
    )
  }
  if (input.withProducts) sheets.push(...productSheets(t, input))
  return sheets
}
