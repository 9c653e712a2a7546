import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PrintLocale } from '../../../ui/print/PrintLocale.tsx'
import { PrintPage } from '../../../ui/print/PrintPage.tsx'
import { ReportSheets, type ReportSheet } from '../../../ui/print/ReportSheets.tsx'
import { billOfMaterials } from '../bill-of-materials.ts'
import { productSheets } from '../ProductReport.tsx'
import { materialsSheets } from '../MaterialsSheets.tsx'
import { readAutoPrint } from '../report-model.ts'
import { inventoryPageHeight } from '../report-layout.ts'
import { useAutoPrint, useProjectStamp, useInlineImages, useProjectReport } from '../use-report.ts'
import { displayName, numberedName } from '../../../domain/display.ts'

/**
 * /printing/materials?projectId=&locale=: every product of every system in one table, identical products on
 * one line with their summed quantity (docs/product-rules.md, "Report pagination"), paginated by each line's
 * wrapped height (40 px the least) below a 50 px header, then one page per product (docs/product-rules.md, "Report
 * pages").
 */
export function PrintMaterialsScreen() {
  const [query] = useSearchParams()
  return (
    <PrintLocale locale={query.get('locale')}>
      <MaterialsReport query={query} />
    </PrintLocale>
  )
}

function MaterialsReport({ query }: { query: URLSearchParams }) {
  const { t, i18n } = useTranslation()
  const projectId = query.get('projectId')
  const { report, pending } = useProjectReport(projectId)
  const { images, ready: imagesReady } = useInlineImages(
    report?.systems.flatMap(({ system }) => system.items.map((item) => item.productImageURL)) ?? [],
  )
  const { stamp, ready: stampReady } = useProjectStamp(report)
  useAutoPrint(readAutoPrint(query.get('autoPrint')), report !== null && imagesReady && stampReady)

  const title = t('printing.materials.title')
  if (!report) return pending ? null : <PrintPage title={title} hasContent={false} />
  const lines = billOfMaterials(report.systems.map(({ system }) => system))
  const sheets: ReportSheet[] = [
    ...materialsSheets(t, i18n.language, lines, inventoryPageHeight(window.innerHeight)),
    ...report.systems.flatMap(({ system, result }) =>
      productSheets(t, {
        system,
        result,
        images,
        productOptions: {
          withFilter: readAutoPrint(query.get('filter')),
          withConstant: readAutoPrint(query.get('constant')),
        },
      }),
    ),
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
