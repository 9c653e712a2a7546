import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PrintPage } from '../../components/print/PrintPage.tsx'

/** /printing/project?projectId=: the project report. TODO(#10): load, render, print after 1 s. */
export function PrintProjectScreen() {
  const { t } = useTranslation()
  const [query] = useSearchParams()
  return <PrintPage title={t('printing.project.title')} hasContent={Boolean(query.get('projectId'))} />
}
