import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PrintPage } from '../../components/print/PrintPage.tsx'
import { readProductData } from './productData.ts'

/** /printing/product?autoPrint=&locale=: one product page. TODO(#10): render the product and print after 1 s. */
export function PrintProductScreen() {
  const { t } = useTranslation()
  const [product] = useState(readProductData)
  return <PrintPage title={t('printing.product.title')} hasContent={product !== undefined} />
}
