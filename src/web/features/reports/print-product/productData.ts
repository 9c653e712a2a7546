// The product page receives its data in a page variable set by the opener (docs/product-rules.md, "Report
// pages").

declare global {
  interface Window {
    /** JSON text or an object, set by the window that opens /printing/product. */
    productData?: unknown
  }
}

/** The page variable as an object, or undefined when it is missing or not readable JSON. */
export function readProductData(source: Window = window): Record<string, unknown> | undefined {
  let value = source.productData
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown
    } catch {
      return undefined
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}
