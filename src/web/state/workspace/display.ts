// How names read on cards and headers.
import { MISSING_VALUE } from '../../i18n/format.ts'

/**
 * The name with its first letter capitalised, or '-' when empty (docs/product-rules.md, "Names and missing
 * values").
 */
export function displayName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') return MISSING_VALUE
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1)
}

/** Any other text field, or '-' when empty. */
export const orMissing = (text: string): string => (text.trim() === '' ? MISSING_VALUE : text)
