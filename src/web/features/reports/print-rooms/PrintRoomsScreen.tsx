import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PrintLocale } from '../../../ui/print/PrintLocale.tsx'
import { PrintPage } from '../../../ui/print/PrintPage.tsx'
import { ReportSheets } from '../../../ui/print/ReportSheets.tsx'
import { readAutoPrint } from '../report-model.ts'
import { useAutoPrint, useProjectStamp, useProjectReport } from '../use-report.ts'
import { complianceSheets, useReportRooms } from '../ComplianceReport.tsx'
import { numberedName } from '../../../domain/display.ts'

/**
 * /printing/rooms?projectId=&locale=: the project's room compliance table (docs/reports.md, "The room
 * compliance table"), failing rooms first. Prints after 1 s like the project report; autoPrint=0 only for
 * looking.
 */
export function PrintRoomsScreen() {
  const [query] = useSearchParams()
  return (
    <PrintLocale locale={query.get('locale')}>
      <RoomsReport query={query} />
    </PrintLocale>
  )
}

function RoomsReport({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation()
  const projectId = query.get('projectId')
  const { report, pending } = useProjectReport(projectId)
  const rooms = useReportRooms(projectId)
  // The stamp covers what the rooms' levels come from: the project's systems.
  const { stamp, ready: stampReady } = useProjectStamp(report)
  useAutoPrint(
    readAutoPrint(query.get('autoPrint')),
    report !== null && rooms.data !== undefined && stampReady,
  )
  const title = t('rooms.print.title')
  if (!report || !rooms.data)
    return pending || (Boolean(projectId) && rooms.isPending) ? null : (
      <PrintPage title={title} hasContent={false} />
    )
  return (
    <PrintPage title={`${title}: ${report.project.name}`} hasContent>
      <ReportSheets
        sheets={complianceSheets(t, i18n.language, rooms.data)}
        subject={numberedName(report.project)}
        stamp={stamp}
        withFooter={readAutoPrint(query.get('footer'))}
      />
    </PrintPage>
  )
}
