import { PageLoader } from '../../ui/PageLoader.tsx'

/** The host page's own address: the host sends the flow on by the product's type once it has loaded. */
export function ProductExportStart() {
  return <PageLoader />
}
