// A diffuser's nominal size as its card shows it: the catalogue writes "200" for a round neck and "400x150" for
// a rectangular connection, both in millimetres (docs/catalogue.md, "File format").
import { formatNumber } from '../../i18n/format.ts'

/** "200 mm", "400 × 150 mm" in the language's number format; text the catalogue wrote otherwise, as it is. */
export function nominalSizeLabel(size: string, language: string): string {
  const parts = size.split(/\s*[x×]\s*/i)
  if (!parts.every((part) => /^\d+(?:[.,]\d+)?$/.test(part))) return size
  return `${parts.map((part) => formatNumber(Number(part.replace(',', '.')), language)).join(' × ')} mm`
}

const squashed = (text: string): string =>
  text
    .toLowerCase()
    .replace(/mm/g, '')
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/×/g, 'x')

/**
 * Whether a search typed into the nominal-size filter finds a size: by its label ("300 × 100 mm") or as the
 * catalogue writes it ("300x100"), spaces, "mm" and the kind of times sign aside.
 */
export function nominalSizeMatches(size: string, label: string, search: string): boolean {
  const wanted = squashed(search)
  return squashed(label).includes(wanted) || squashed(size).includes(wanted)
}
