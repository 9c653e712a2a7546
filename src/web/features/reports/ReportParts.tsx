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
import { formatNumber, formatReportDate } from '../../i18n/format.ts'
import { itemEffects } from '../../domain/chain/chain-calculation.ts'
import { chainPressureDrop, pressureDropsAtOtherAirflow } from '../../domain/chain/pressure-drop.ts'
import { pressureDropText } from '../../ui/calculations/pressure-drop-text.ts'
import { directivityKeys } from '../../domain/room/room-form.ts'
import { analyseRoom, DEFAULT_ROOM, type RoomAnalysis } from '../../domain/room/room-levels.ts'
import { ChainSpectra } from '../../ui/spectrum/ChainSpectra.tsx'
import { spectrumSeries } from '../../ui/spectrum/spectrum-series.ts'
import { displayName } from '../../state/workspace/display.ts'
import { productSheets, type ProductSheetsInput } from './ProductReport.tsx'
import { BandTable, Fields, type BandRow } from './ReportTables.tsx'
import { InventoryBody, inventoryRowText } from './InventoryTable.tsx'
import type { RoomSettings } from '#contract/api/systems.ts'
import { inventoryRows, type InventoryRow, type ReportProject, type ReportSystem } from './report-model.ts'
import { inventoryRowHeight, paginateByHeight, summaryChartsFit, type SummaryText } from './report-layout.ts'
import { useAirflowFormat, type AirflowFormat } from '../../ui/units/airflow-format.ts'

const filterKeys = {
  NoFilter: 'printing.filters.noFilter',
  AFilter: 'printing.filters.aFilter',
  BFilter: 'printing.filters.bFilter',
  CFilter: 'printing.filters.cFilter',
} as const
const constantKeys = { NoConstant: 'printing.constants.noConstant', T1: 'printing.constants.t1' } as const

function projectFields(t: TFunction, project: ReportProject): [string, string][] {
  return [
    [t('printing.field.project'), displayName(project.name)],
    [t('printing.field.projectNumber'), project.number],
    [t('printing.field.customer'), project.contactData],
    [t('printing.field.address'), project.address],
    [t('printing.field.email'), project.email],
    [t('printing.field.phone'), project.phone],
    [t('printing.date'), project.date ? formatReportDate(project.date) : ''],
    [t('printing.field.comment'), project.comment],
  ]
}

function systemFields(
  t: TFunction,
  language: string,
  system: ReportSystem,
  airflow: AirflowFormat,
): [string, string][] {
  return [
    [t('printing.field.system'), displayName(system.name)],
    [t('printing.field.systemNumber'), system.number],
    [t('printing.date'), system.date ? formatReportDate(system.date) : ''],
    [t('printing.field.filter'), t(filterKeys[system.filterCorrectionType])],
    [t('printing.field.constant'), t(constantKeys[system.attenuationConstantType])],
    [t('printing.field.products'), String(system.items.reduce((sum, item) => sum + item.quantity, 0))],
    [t('productsList.systemAirflow', { unit: airflow.symbol }), airflow.format(system.airflow)],
    [
      t('pressureDrop.total'),
      pressureDropText(
        t,
        language,
        chainPressureDrop(system.items),
        pressureDropsAtOtherAirflow(system.items, system.airflow),
        airflow,
      ),
    ],
    [t('printing.field.comment'), system.comment],
  ]
}

/** The overview's room (the saved one, or its default until the user set one) and its figures. */
function summaryRoom(system: ReportSystem, result: SoundPowerResult) {
  const room = system.room ?? DEFAULT_ROOM
  return { room, analysis: analyseRoom(result.soundPowerLevelToRoomLw, room) }
}

/** The summary's chart lines: the same the page draws and its pagination counts the legends of. */
function summarySeries(t: TFunction, system: ReportSystem, result: SoundPowerResult) {
  const { room, analysis } = summaryRoom(system, result)
  return spectrumSeries(t, {
    input: system.inputSoundPowerLevel,
    items: system.items,
    after: itemEffects(system, result).map((effect) => effect.after),
    roomLevels: analysis.levels,
    targetNr: room.targetNr,
  })
}

function SummaryBody({
  project,
  system,
  result,
  withChart = true,
  withProject = true,
}: {
  project: ReportProject
  system: ReportSystem
  result: SoundPowerResult
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
      <RoomSummary system={system} result={result} />
      {withChart && <SummaryCharts system={system} result={result} />}
    </>
  )
}

/** The summary's fields: the project's name (unless the page lists the project already), then the system's. */
function summaryFields(
  t: TFunction,
  language: string,
  project: ReportProject,
  system: ReportSystem,
  airflow: AirflowFormat,
  withProject: boolean,
): [string, string][] {
  return [
    ...(withProject ? [[t('printing.field.project'), displayName(project.name)] as [string, string]] : []),
    ...systemFields(t, language, system, airflow),
  ]
}

/** The chain's spectra: on the summary, or on a page of their own after it where they do not fit. */
function SummaryCharts({ system, result }: { system: ReportSystem; result: SoundPowerResult }) {
  const { t } = useTranslation()
  return (
    <ChainSpectra
      title={t('spectrum.title')}
      height={110}
      animate={false}
      compact
      series={summarySeries(t, system, result)}
    />
  )
}

/** Up to three decimals, as the user typed the input (2, 1.5, 0.25). */
const inputDecimals = (value: number): number => Math.min(3, String(value).split('.')[1]?.length ?? 0)

/**
 * The room panel's figures (docs/decisions/0003-system-overview.md) on the summary: where the listener is,
 * the room's absorption, the A-weighted level at the listener, and the NR and NC ratings with pass or fail
 * against the targets.
 */
function RoomSummary({ system, result }: { system: ReportSystem; result: SoundPowerResult }) {
  const { t, i18n } = useTranslation()
  const { room, analysis } = summaryRoom(system, result)
  return (
    <section aria-label={t('room.title')}>
      <p className={classes.caption}>{t('room.title')}</p>
      <Fields rows={roomFields(t, i18n.language, room, analysis)} />
    </section>
  )
}

/** The room's fields as the summary prints them and its pagination counts them. */
function roomFields(
  t: TFunction,
  language: string,
  room: RoomSettings,
  analysis: RoomAnalysis,
): [string, string][] {
  const n = (value: number, decimals = inputDecimals(value)) => formatNumber(value, language, { decimals })
  const rated = (
    result: RoomAnalysis['nr'] | RoomAnalysis['nc'],
    target: number | null,
    pass: boolean | null,
  ) => {
    const rating =
      result.kind === 'below'
        ? t('room.below', { limit: result.limit })
        : result.kind === 'above'
          ? t('room.above', { limit: result.limit })
          : n(result.rating, 0)
    if (target === null || pass === null) return t('printing.roomNoTarget', { rating })
    return t('printing.roomRating', { rating, target, verdict: t(pass ? 'room.pass' : 'room.fail') })
  }
  const absorption: [string, string][] =
    room.absorptionMode === 'area'
      ? [[t('room.absorptionArea'), n(room.absorptionArea)]]
      : [
          [t('room.volume'), n(room.volume)],
          [t('room.reverberationTime'), n(room.reverberationTime)],
          [t('room.absorptionArea'), t('printing.roomSabine', { area: n(analysis.absorptionArea, 1) })],
        ]
  return [
    [t('room.listenerDistance'), n(room.listenerDistance)],
    [t('room.directivity'), t(directivityKeys[room.directivity], { q: room.directivity })],
    ...absorption,
    [t('room.soundPressure'), `${n(analysis.lpA, 0)} ${t('room.dbA')}`],
    [t('room.nr'), rated(analysis.nr, room.targetNr, analysis.nrPass)],
    [t('room.nc'), rated(analysis.nc, room.targetNc, analysis.ncPass)],
  ]
}

/**
 * What the summary sheet prints that wraps or varies (report-layout.ts SummaryText), from the same functions
 * its parts print with.
 */
function summaryText(t: TFunction, input: SystemSheetsInput, title: string): SummaryText {
  const { project, system, result, language } = input
  const { room, analysis } = summaryRoom(system, result)
  const series = summarySeries(t, system, result)
  const labels = (pressure: boolean) =>
    series.filter((line) => (line.quantity === 'pressure') === pressure).map((line) => line.label)
  return {
    title,
    fields: summaryFields(t, language, project, system, input.airflow, true),
    roomFields: roomFields(t, language, room, analysis),
    legends: [labels(false), labels(true)].filter((legend) => legend.length > 0),
    footer: input.footer,
  }
}

export function ProjectInfoBody({ project }: { project: ReportProject }) {
  const { t } = useTranslation()
  return <Fields rows={projectFields(t, project)} />
}

export interface SystemSheetsInput extends ProductSheetsInput {
  project: ReportProject
  /** The height the inventory's rows may take on a page, px (report-layout.ts inventoryPageHeight). */
  inventoryPageHeight: number
  /** The user's airflow unit, in which the inventory prints (and wraps) its flags. */
  airflow: AirflowFormat
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
  const title = `${t('printing.summary')}: ${displayName(system.name)}`
  const chartsFit = summaryChartsFit(summaryText(t, input, title))
  const sheets: ReportSheet[] = [
    {
      key: `summary-${system.id}`,
      title,
      body: <SummaryBody project={project} system={system} result={result} withChart={chartsFit} />,
    },
  ]
  if (!chartsFit)
    sheets.push({
      key: `spectra-${system.id}`,
      title: `${t('spectrum.title')}: ${displayName(system.name)}`,
      body: <SummaryCharts system={system} result={result} />,
    })
  if (input.withProjectInfo)
    sheets.push({
      key: `project-${project.id}`,
      title: t('printing.projectInfo'),
      body: <ProjectInfoBody project={project} />,
    })
  if (input.withInventory && system.items.length > 0) {
    // Each row counts as tall as its text makes it: a long name or a flag under it takes more lines than the
    // 58 px a row the specification counts, and a page of such rows would run over its printed A4 page.
    const heightOf = (row: InventoryRow) =>
      inventoryRowHeight(inventoryRowText(t, input.airflow, row, system.airflow))
    paginateByHeight(inventoryRows(system, result), heightOf, input.inventoryPageHeight).forEach(
      (rows, index) =>
        sheets.push({
          key: `inventory-${system.id}-${index}`,
          title: t('printing.inventory'),
          body: <InventoryBody rows={rows} systemAirflow={system.airflow} />,
        }),
    )
  }
  if (input.withProducts) sheets.push(...productSheets(t, input))
  return sheets
}

/** The project report's first page: the project's information and its first system's. */
export function ProjectSummaryBody({
  project,
  first,
  systemCount,
}: {
  project: ReportProject
  first: { system: ReportSystem; result: SoundPowerResult } | undefined
  systemCount: number
}) {
  const { t } = useTranslation()
  return (
    <>
      <Fields rows={[...projectFields(t, project), [t('printing.field.systems'), String(systemCount)]]} />
      {first ? (
        <SummaryBody
          project={project}
          system={first.system}
          result={first.result}
          withChart={false}
          withProject={false}
        />
      ) : (
        <p>{t('printing.noSystems')}</p>
      )}
    </>
  )
}
