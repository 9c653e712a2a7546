import { useEffect, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PageLoader } from '../../../ui/PageLoader.tsx'
import { PrintLocale } from '../../../ui/print/PrintLocale.tsx'
import { PrintPage } from '../../../ui/print/PrintPage.tsx'
import { ReportSheets } from '../../../ui/print/ReportSheets.tsx'
import { productSheets } from '../ProductReport.tsx'
import {
  calculateSystem,
  PRINT_DELAY_MS,
  readAutoPrint,
  stampInputs,
  toReportItem,
  toReportSystem,
} from '../report-model.ts'
import { useAutoPrint, useInlineImages, useStamp } from '../use-report.ts'
import { displayName } from '../../../domain/display.ts'
import { productDisplayName } from '../../../domain/chain/item-name.ts'
import { readProductData } from './productData.ts'

/**
 * /printing/product?autoPrint=&locale=&filter=&constant=: one product page from window.productData
 * (docs/product-rules.md, "Report pages"), read once the page's start delay (PRINT_DELAY_MS) has passed. The
 * data is the product's (a system item's fields) with, optionally, the chain it sits in: inputSoundPowerLevel
 * (the level arriving at the product), filterCorrectionType, attenuationConstantType, systemName,
 * projectName, and catalogueVersion (the catalogue the product was copied from; the stamp says the current
 * one without it). Without a chain the product's own levels are its result.
 */
export function PrintProductScreen() {
  const [query] = useSearchParams()
  return (
    <PrintLocale locale={query.get('locale')}>
      <ProductReport query={query} />
    </PrintLocale>
  )
}

function ProductReport({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation()
  // The opener sets the variable on the popup after opening it, so it may not be there yet at mount.
  const [data, setData] = useState<Record<string, unknown> | undefined | 'waiting'>('waiting')
  useEffect(() => {
    const timer = setTimeout(() => setData(readProductData()), PRINT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])
  const report = useMemo(() => {
    if (!data || data === 'waiting') return null
    const item = toReportItem(data)
    const system = toReportSystem({
      name: data.systemName,
      inputSoundPowerLevel: data.inputSoundPowerLevel,
      filterCorrectionType: data.filterCorrectionType,
      attenuationConstantType: data.attenuationConstantType,
      catalogueVersion: data.catalogueVersion,
    })
    system.items = [item]
    const projectName = typeof data.projectName === 'string' ? data.projectName : ''
    return { item, system, projectName, result: calculateSystem(system) }
  }, [data])
  const { images, ready } = useInlineImages(report ? [report.item.productImageURL] : [])
  // The product's catalogue version when the page was given one (a saved system's), else the current.
  const version = report?.system.catalogueVersion ?? null
  const { stamp, ready: stampReady } = useStamp(
    report ? stampInputs.system(report.system) : null,
    version === null ? 'current' : [version],
  )
  useAutoPrint(readAutoPrint(query.get('autoPrint')), report !== null && ready && stampReady, 0)

  const title = t('printing.product.title')
  if (data === 'waiting') return <PageLoader fullHeight />
  if (!report) return <PrintPage title={title} hasContent={false} />
  const sheets = productSheets(t, {
    system: report.system,
    result: report.result,
    images,
    productOptions: {
      withFilter: readAutoPrint(query.get('filter')),
      withConstant: readAutoPrint(query.get('constant')),
    },
  })
  return (
    <PrintPage title={`${title}: ${productDisplayName(t, report.item)}`} hasContent>
      <ReportSheets
        sheets={sheets}
        subject={report.projectName ? displayName(report.projectName) : productDisplayName(t, report.item)}
        stamp={stamp}
        withFooter={readAutoPrint(query.get('footer'))}
      />
    </PrintPage>
  )
}
