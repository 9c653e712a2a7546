// A diffuser's nominal size as its card shows it: the catalogue writes "200" for a round neck and "400x150" for
// a rectangular connection, both in millimetres (docs/catalogue.md, "File format").
import { formatNumber } from '../../i18n/format.ts'

/** "200 mm", "400 × 150 mm" in the language's number format; text the catalogue wrote otherwise, as it is. */
export function nominalSizeLabel(size: string, language: string): string {
  const parts = size.split(/\s*[x×]\s*/i)
  if (!parts.every((part) => /^\d+(?:[.,]\d+)?$/.test(part))) return size
  return `${parts.map((part) => formatNumber(Number(part.replace(',', '.')), language)).join(' × ')} mm`
}
