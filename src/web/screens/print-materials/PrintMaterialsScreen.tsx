import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PrintPage } from '../../components/print/PrintPage.tsx'

/** /printing/materials?projectId=: the bill of materials. TODO(#10): load, paginate, print after 1 s. */
export function PrintMaterialsScreen() {
  const { t } = useTranslation()
  const [query] = useSearchParams()
  return <PrintPage title={t('printing.materials.title')} hasContent={Boolean(query.get('projectId'))} />
}
