import { Navigate, useLocation } from 'react-router'

/**
 * The host page's own address. Without product data the flow starts at class selection (document 2).
 * TODO(#11): fetch the resource first and go to regular-silencers or rect-silencer by its type.
 */
export function ProductExportStart() {
  const { search } = useLocation()
  return <Navigate to={{ pathname: 'silencer-classes', search }} replace />
}
