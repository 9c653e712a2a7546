// Long free texts on the printed sheets (docs/reports.md, "Long texts"): what of each stays on its sheet so
// that the sheet's estimated height fits its page, and the pieces its continuation sheets take. Pure.
import { INVENTORY_TABLE_PX, SUMMARY } from './report-layout.ts'
import { cutAtLines, lineStarts, splitAtLines } from './text-wrap.ts'

/** A free text a sheet prints as a field's value. */
export interface LongText {
  text: string
  /** The width its value wraps at on the sheet, px (report-layout.ts fieldValueWidth). */
  widthPx: number
  /** The lines one of its continuation sheets holds (report-layout.ts continuationLines). */
  continuationLines: number
}

const FONT_PX = SUMMARY.fieldFontPx

/**
 * Each text in pieces: the first prints on the sheet, the others on continuation sheets of their own. While
 * the sheet with every text whole fits `pageHeight` (`heightOf` estimates it from the texts it prints), each
 * text is one piece, printed as before. Else the texts, in the order the sheet prints them, keep as many of
 * their lines as still fit, each at least its first line, and the rest of each continues on sheets of the
 * whole page's width.
 */
export function fitLongTexts(
  texts: readonly LongText[],
  heightOf: (printed: readonly string[]) => number,
  pageHeight: number,
): string[][] {
  const whole = texts.map(({ text }) => text)
  if (heightOf(whole) <= pageHeight) return whole.map((text) => [text])
  const head = (index: number, lines: number): string => {
    const { text, widthPx } = texts[index] ?? { text: '', widthPx: 1 }
    return cutAtLines(text, widthPx, FONT_PX, lines)[0]
  }
  const kept = texts.map(() => 1)
  texts.forEach(({ text, widthPx }, index) => {
    const printed = (lines: number) => kept.map((k, i) => head(i, i === index ? lines : k))
    // The most lines that fit, found by halving: the sheet grows with each line the text keeps.
    let low = 1
    let high = lineStarts(text, widthPx, FONT_PX).length
    while (low < high) {
      const lines = Math.ceil((low + high) / 2)
      if (heightOf(printed(lines)) <= pageHeight) low = lines
      else high = lines - 1
    }
    kept[index] = low
  })
  return texts.map(({ text, widthPx, continuationLines }, index) => {
    const [first, rest] = cutAtLines(text, widthPx, FONT_PX, kept[index] ?? 1)
    return rest === ''
      ? [first]
      : // A continuation sheet prints the text on the page's whole width.
        [first, ...splitAtLines(rest, INVENTORY_TABLE_PX, FONT_PX, continuationLines)]
  })
}
