import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PrintPage } from '../../components/print/PrintPage.tsx'

/**
 * /printing/system?systemId=|objectId=&autoPrint=&locale=: the system report.
 * TODO(#10): load the system (or the temporary object), render its pages and print.
 */
export function PrintSystemScreen() {
  const { t } = useTranslation()
  const [query] = useSearchParams()
  const hasSource = Boolean(query.get('systemId') || query.get('objectId'))
  return <PrintPage title={t('printing.system.title')} hasContent={hasSource} />
}
