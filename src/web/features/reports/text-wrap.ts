// How the printed reports' text wraps, as their estimate counts it (report-layout.ts): a character's width,
// where each line of a text starts, and a long text cut into pieces of so many lines for its pages
// (docs/reports.md, "Long texts"). Pure.

/**
 * A character's width at 1 px of font, a little over its width in DejaVu Sans, the widest of the sans-serif
 * fonts a browser prints the report with, so that an estimate of a text's lines never falls short.
 */
function charEm(char: string): number {
  if (/[\s.,:;'!|ilIjtfr()[\]-]/.test(char)) return 0.45
  if (/[mwMWÆŒæœ@%×#&+=<>~]/.test(char)) return 1
  if (/\p{Lu}/u.test(char)) return 0.8
  // Letters and signs of scripts set wider than Latin (CJK, symbols) take a whole em.
  return (char.codePointAt(0) ?? 0) >= 0x2000 ? 1 : 0.65
}

export const textWidth = (text: string, fontPx: number): number =>
  [...text].reduce((width, char) => width + charEm(char) * fontPx, 0)

/**
 * Where each line of a text starts (offsets into it) in a column `widthPx` wide, wrapped as the report's
 * cells wrap it (`white-space: pre-wrap`, `overflow-wrap: anywhere`): a new line at each \n, else at a space,
 * and a word wider than the column anywhere within it. An empty line still takes a line.
 */
export function lineStarts(text: string, widthPx: number, fontPx: number): number[] {
  const space = textWidth(' ', fontPx)
  const starts: number[] = []
  let offset = 0
  for (const paragraph of text.split('\n')) {
    starts.push(offset)
    let used = 0
    for (const match of paragraph.matchAll(/\S+/g)) {
      const word = match[0]
      const width = textWidth(word, fontPx)
      if (used > 0 && used + space + width <= widthPx) {
        used += space + width
        continue
      }
      let at = offset + match.index
      if (used > 0) starts.push(at)
      used = 0
      for (const char of word) {
        const charWidth = textWidth(char, fontPx)
        if (used > 0 && used + charWidth > widthPx) {
          starts.push(at)
          used = 0
        }
        used += charWidth
        at += char.length
      }
    }
    offset += paragraph.length + 1
  }
  return starts
}

/**
 * A text cut after its first `lines` lines in a column `widthPx` wide: the head and the rest. The cut falls
 * where a line starts, between words (a word longer than a line is the only one cut within); the white space
 * at the cut belongs to neither part. A text of no more lines is whole in the head.
 */
export function cutAtLines(text: string, widthPx: number, fontPx: number, lines: number): [string, string] {
  const cut = lineStarts(text, widthPx, fontPx)[Math.max(1, lines)]
  if (cut === undefined) return [text, '']
  return [text.slice(0, cut).trimEnd(), text.slice(cut).replace(/^\n+/, '')]
}

/** A text in pieces of at most `lines` lines each (at least one) in a column `widthPx` wide, cut as cutAtLines cuts. */
export function splitAtLines(text: string, widthPx: number, fontPx: number, lines: number): string[] {
  const pieces: string[] = []
  let rest = text
  do {
    const [head, tail] = cutAtLines(rest, widthPx, fontPx, lines)
    pieces.push(head)
    rest = tail
  } while (rest !== '')
  return pieces
}
