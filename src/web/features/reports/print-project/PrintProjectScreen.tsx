import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PrintLocale } from '../../../ui/print/PrintLocale.tsx'
import { PrintPage } from '../../../ui/print/PrintPage.tsx'
import { footerLines, ReportSheets, type ReportSheet } from '../../../ui/print/ReportSheets.tsx'
import { systemSheets, type SystemSheetsInput } from '../ReportParts.tsx'
import { projectSummarySheets } from '../ProjectSummary.tsx'
import { readAutoPrint } from '../report-model.ts'
import { inventoryPageHeight } from '../report-layout.ts'
import { useAutoPrint, useProjectStamp, useProjectReport } from '../use-report.ts'
import { displayName, numberedName } from '../../../domain/display.ts'
import { complianceSheets, useReportRooms } from '../ComplianceReport.tsx'
import { roomSheets } from '../RoomSheet.tsx'
import { complianceRow, sortRows } from '../../../domain/rooms/compliance.ts'
import { servedRoomOf } from '../../../domain/rooms/served-room.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { scheduleSheets } from '../ScheduleReport.tsx'

/**
 * The sound schedule is printed only when asked for (`schedule=1`): the specification fixes the project
 * report's pages, so without the choice it prints as it always has (docs/reports.md).
 */
const readAdded = (value: string | null) => value === '1' || value === 'true'

/**
 * What of a system's summary its own section prints. The first system's summary is on the report's first
 * page, and its charts too when they fit there; otherwise they lead its section, and in a project of one
 * system they go over its inventory, so they never print alone on a mostly empty page.
 */
function summaryOf(
  index: number,
  chartsOnFirstPage: boolean,
  systemCount: number,
): SystemSheetsInput['summary'] {
  if (index > 0) return 'whole'
  if (chartsOnFirstPage) return 'none'
  return systemCount === 1 ? 'chartsWithInventory' : 'charts'
}

/**
 * /printing/project?projectId=&locale=: a summary page with the first system, then a breakdown per system
 * (docs/product-rules.md, "Report pages"; docs/reports.md), every system's summary and comment printed once.
 * Prints after 1 s; autoPrint=0 only for looking.
 */
export function PrintProjectScreen() {
  const [query] = useSearchParams()
  return (
    <PrintLocale locale={query.get('locale')}>
      <ProjectReport query={query} />
    </PrintLocale>
  )
}

function ProjectReport({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation()
  const airflow = useAirflowFormat()
  const projectId = query.get('projectId')
  const { report, pending } = useProjectReport(projectId)
  const rooms = useReportRooms(projectId)
  const { stamp, ready: stampReady } = useProjectStamp(report)
  // The rooms section waits for the rooms; a project whose rooms cannot be read prints without it.
  const roomsSettled = !projectId || rooms.data !== undefined || rooms.isError
  useAutoPrint(readAutoPrint(query.get('autoPrint')), report !== null && stampReady && roomsSettled)

  const title = t('printing.project.title')
  if (!report || !roomsSettled)
    return pending || !roomsSettled ? null : <PrintPage title={title} hasContent={false} />
  const pageHeight = inventoryPageHeight(window.innerHeight)
  // Each system with the project room it serves, which its summary prints in place of its stand-alone room.
  const systems = report.systems.map((entry, index) => ({
    ...entry,
    servedRoom: servedRoomOf(report.documents[index]?.roomId, rooms.data),
  }))
  const footer = footerLines(i18n.language, stamp, readAutoPrint(query.get('footer')))
  const firstPage = projectSummarySheets(t, {
    project: report.project,
    first: systems[0],
    systemCount: systems.length,
    language: i18n.language,
    airflow,
    footer,
  })
  const sheets: ReportSheet[] = [
    ...firstPage.sheets,
    // Then per system what the first page has not printed: the first system's charts (its summary is on the
    // first page, printed once), every other system's summary; each system's inventory.
    ...systems.flatMap(({ system, result, servedRoom }, index) =>
      systemSheets(t, {
        project: report.project,
        system,
        result,
        servedRoom,
        images: {},
        inventoryPageHeight: pageHeight,
        airflow,
        summary: summaryOf(index, firstPage.withCharts, systems.length),
        withProjectInfo: false,
        withInventory: true,
        withProducts: false,
        productOptions: { withFilter: true, withConstant: true },
        language: i18n.language,
        footer,
      }),
    ),
    // The room compliance table, when the project has rooms (docs/reports.md, "The room compliance table").
    ...(rooms.data && rooms.data.length > 0 ? complianceSheets(t, i18n.language, rooms.data) : []),
    // Each room's data sheet after the table, in the table's order, when chosen (docs/reports.md, "The room data
    // sheet").
    ...(readAdded(query.get('roomSheets')) && rooms.data
      ? sortRows(rooms.data.map((room) => ({ ...complianceRow(room), room }))).flatMap(({ room }) =>
          roomSheets(t, i18n.language, room),
        )
      : []),
    // The sound schedule after everything the specification lists, so its report is unchanged before it.
    ...(readAdded(query.get('schedule'))
      ? scheduleSheets(t, i18n.language, report.documents, rooms.data ?? [], airflow)
      : []),
  ]
  return (
    <PrintPage title={`${title}: ${displayName(report.project.name)}`} hasContent>
      <ReportSheets
        sheets={sheets}
        subject={numberedName(report.project)}
        stamp={stamp}
        withFooter={readAutoPrint(query.get('footer'))}
      />
    </PrintPage>
  )
}
