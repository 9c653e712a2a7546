import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { roomLabel } from '../../../domain/rooms/room-names.ts'
import { PrintLocale } from '../../../ui/print/PrintLocale.tsx'
import { PrintPage } from '../../../ui/print/PrintPage.tsx'
import { ReportSheets } from '../../../ui/print/ReportSheets.tsx'
import { useReportRooms } from '../ComplianceReport.tsx'
import { readAutoPrint } from '../report-model.ts'
import { roomSheets } from '../RoomSheet.tsx'
import { useAutoPrint, useProjectReport, useProjectStamp } from '../use-report.ts'
import { numberedName } from '../../../domain/display.ts'

/**
 * /printing/room?projectId=&roomId=&locale=: one room's data sheet (docs/reports.md, "The room data sheet").
 * Prints after 1 s like the other reports; autoPrint=0 only for looking, footer=0 without the company.
 */
export function PrintRoomScreen() {
  const [query] = useSearchParams()
  return (
    <PrintLocale locale={query.get('locale')}>
      <RoomReport query={query} />
    </PrintLocale>
  )
}

function RoomReport({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation()
  const projectId = query.get('projectId')
  const roomId = query.get('roomId')
  const { report, pending } = useProjectReport(projectId)
  const rooms = useReportRooms(projectId)
  const room = rooms.data?.find((candidate) => candidate.id === roomId)
  // The stamp covers what the room's levels come from: the project's systems.
  const { stamp, ready: stampReady } = useProjectStamp(report)
  useAutoPrint(readAutoPrint(query.get('autoPrint')), report !== null && room !== undefined && stampReady)
  const title = t('rooms.sheet.reportTitle')
  if (!report || !room)
    return pending || (Boolean(projectId) && rooms.isPending) ? null : (
      <PrintPage title={title} hasContent={false} />
    )
  return (
    <PrintPage title={`${title}: ${roomLabel(room)}`} hasContent>
      <ReportSheets
        sheets={roomSheets(t, i18n.language, room)}
        subject={numberedName(report.project)}
        stamp={stamp}
        withFooter={readAutoPrint(query.get('footer'))}
      />
    </PrintPage>
  )
}
