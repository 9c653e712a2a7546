import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PrintLocale } from '../../../ui/print/PrintLocale.tsx'
import { PrintPage } from '../../../ui/print/PrintPage.tsx'
import { footerLines, ReportSheets } from '../../../ui/print/ReportSheets.tsx'
import { readPrintObject } from '../../../state/print/print-object.ts'
import { systemSheets } from '../ReportParts.tsx'
import { useReportRooms } from '../ComplianceReport.tsx'
import { servedRoomOf } from '../../../domain/rooms/served-room.ts'
import {
  calculateSystem,
  readAutoPrint,
  stampInputs,
  toReportProject,
  toReportSystem,
} from '../report-model.ts'
import { inventoryPageHeight } from '../report-layout.ts'
import { useAutoPrint, useInlineImages, useStamp } from '../use-report.ts'
import { displayName, numberedName } from '../../../domain/display.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../../../state/api/client.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'

/**
 * /printing/system?systemId=|objectId=&autoPrint=&locale=: the system report (docs/product-rules.md, "Report
 * pages"). Optional parts: projectInfo=0, inventory=0, products=0, footer=0; product pages: filter=0,
 * constant=0.
 */
export function PrintSystemScreen() {
  const [query] = useSearchParams()
  return (
    <PrintLocale locale={query.get('locale')}>
      <SystemReport query={query} />
    </PrintLocale>
  )
}

const flag = (query: URLSearchParams, name: string) => readAutoPrint(query.get(name))

function SystemReport({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation()
  const airflow = useAirflowFormat()
  const systemId = query.get('systemId')
  const objectId = query.get('objectId')
  const kept = useMemo(() => (objectId ? readPrintObject(objectId) : null), [objectId])
  const loaded = useQuery({
    queryKey: ['print', 'system', systemId],
    queryFn: ({ signal }) => call(systemsApi.get, { params: { id: systemId ?? '' }, signal }),
    enabled: !objectId && Boolean(systemId),
    retry: false,
  })
  // A saved system that serves a project room prints that room in place of its stand-alone room; a report
  // whose rooms cannot be read prints the stand-alone room, as before rooms.
  const servedRoomId = objectId ? null : (loaded.data?.roomId ?? null)
  const rooms = useReportRooms(servedRoomId ? (loaded.data?.projectId ?? null) : null)
  const roomsSettled = !servedRoomId || rooms.data !== undefined || rooms.isError
  const servedRoom = servedRoomOf(servedRoomId, rooms.data)
  const report = useMemo(() => {
    const source = kept ?? (loaded.data ? { project: loaded.data.project, system: loaded.data } : null)
    if (!source) return null
    const project = toReportProject(source.project)
    const system = toReportSystem(source.system)
    return { project, system, result: calculateSystem(system) }
  }, [kept, loaded.data])
  const { images, ready: imagesReady } = useInlineImages(
    report?.system.items.map((item) => item.productImageURL) ?? [],
  )
  // A saved system prints its own catalogue version; a quick calculation's the one its chain was made
  // with, else the current one.
  const { catalogueVersion } = report?.system ?? { catalogueVersion: null }
  const { stamp, ready: stampReady } = useStamp(
    report ? stampInputs.system(report.system) : null,
    kept && catalogueVersion === null ? 'current' : [catalogueVersion],
  )
  useAutoPrint(flag(query, 'autoPrint'), report !== null && imagesReady && stampReady && roomsSettled)

  const title = t('printing.system.title')
  if (!report || !roomsSettled) {
    const pending = (!objectId && Boolean(systemId) && loaded.isPending) || !roomsSettled
    return pending ? null : <PrintPage title={title} hasContent={false} />
  }
  const sheets = systemSheets(t, {
    ...report,
    servedRoom,
    images,
    inventoryPageHeight: inventoryPageHeight(window.innerHeight),
    airflow,
    summary: 'whole',
    withProjectInfo: flag(query, 'projectInfo'),
    withInventory: flag(query, 'inventory'),
    withProducts: flag(query, 'products'),
    productOptions: { withFilter: flag(query, 'filter'), withConstant: flag(query, 'constant') },
    language: i18n.language,
    footer: footerLines(i18n.language, stamp, flag(query, 'footer')),
  })
  return (
    <PrintPage title={`${title}: ${displayName(report.system.name)}`} hasContent>
      <ReportSheets
        sheets={sheets}
        subject={report.project.name ? numberedName(report.project) : displayName(report.system.name)}
        stamp={stamp}
        withFooter={flag(query, 'footer')}
      />
    </PrintPage>
  )
}
