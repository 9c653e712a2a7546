// How names read on cards and headers.
import { MISSING_VALUE } from '../i18n/format.ts'

/**
 * The name with its first letter capitalised, or '-' when empty (docs/product-rules.md, "Names and missing
 * values").
 */
export function displayName(name: string): string {
  const trimmed = name.trim()
  if (trimmed === '') return MISSING_VALUE
  return trimmed.charAt(0).toLocaleUpperCase() + trimmed.slice(1)
}

/**
 * A system or a project as drawings and room schedules name it: its number first ('TK01 Supply AHU-1',
 * 'P-2391 Office building'), its name alone without one, its number alone without a name; '-' with neither.
 */
export function numberedName(system: { number: string; name: string }): string {
  const number = system.number.trim()
  if (!system.name.trim()) return number || MISSING_VALUE
  return number ? `${number} ${displayName(system.name)}` : displayName(system.name)
}

/** Any other text field, or '-' when empty. */
export const orMissing = (text: string): string => (text.trim() === '' ? MISSING_VALUE : text)

/** A system's label, or "Unnamed system" in the interface language where it has neither name nor number. */
export const orUnnamed = (label: string, t: (key: 'rooms.unnamedSystem') => string): string =>
  label === MISSING_VALUE ? t('rooms.unnamedSystem') : label
