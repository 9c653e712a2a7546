import { describe, expect, it } from 'vitest'
import { fitLongTexts } from './long-texts.ts'
import {
  continuationLines,
  INVENTORY_TABLE_PX,
  fieldsSheetHeight,
  fieldValueWidth,
  SUMMARY,
  summaryHeights,
  type FieldRows,
  type SummaryText,
} from './report-layout.ts'
import { cutAtLines, lineStarts } from './text-wrap.ts'
import { footer, roomFields } from './test-summary.ts'

/** A comment of at most `length` characters (the contract allows 5,000), cut at a word's end. */
function comment(length: number, topic = 'supply duct'): string {
  const text = Array.from(
    { length: Math.ceil(length / 60) },
    (_, i) => `Note ${i + 1}: the ${topic} crosses the plant room above the sprinkler main.`,
  ).join(' ')
  return text.slice(0, text.lastIndexOf(' ', length))
}

/** The English summary of a system of one product with the comment given. */
const summary = (text: string): SummaryText => ({
  title: 'System summary: AHU-1',
  fields: [
    ['Project', 'Concert hall'],
    ['System', 'AHU-1'],
    ['System number', 'S1'],
    ['Date', ''],
    ['Weighting filter', 'A filter'],
    ['Attenuation constant', 'T1 (absorption area 10 m²)'],
    ['Products', '1'],
    ['System airflow (l/s)', '250'],
    ['Total pressure drop', '13 Pa'],
    ['Comment', text],
  ],
  roomFields,
  legends: [['Noise generator Lw', 'After product 1: Silencer 1'], ['Room Lp at the listener']],
  footer,
})

const page = SUMMARY.pageHeightPx
const next = continuationLines('Comment (continued): AHU-1', footer)
const summaryText = (text: string) => ({
  text,
  widthPx: fieldValueWidth(summary(text).fields),
  continuationLines: next,
})
const withoutCharts = ([text = '']: readonly string[]) => summaryHeights(summary(text)).withoutCharts
const words = (text: string) => text.split(/\s+/).filter(Boolean)

describe('long texts on their sheets', () => {
  it('leaves a text whole while its sheet fits, as it printed before', () => {
    const text = comment(1500)
    expect(withoutCharts([text])).toBeLessThanOrEqual(page)
    expect(fitLongTexts([summaryText(text)], withoutCharts, page)).toEqual([[text]])
  })

  it('keeps on the summary as much of a 5,000 character comment as fits, and the rest on sheets that fit', () => {
    const text = comment(5000)
    expect(text.length).toBeGreaterThan(4950)
    // The summary with the whole comment, even without its charts, runs past the page.
    expect(withoutCharts([text])).toBeGreaterThan(page)
    const [pieces = []] = fitLongTexts([summaryText(text)], withoutCharts, page)
    const [kept = '', ...continued] = pieces
    expect(withoutCharts([kept])).toBeLessThanOrEqual(page)
    // Not a line less than fits: one more would take the summary past the page.
    const lines = lineStarts(kept, summaryText(text).widthPx, 11).length
    const [longer] = cutAtLines(text, summaryText(text).widthPx, 11, lines + 1)
    expect(withoutCharts([longer])).toBeGreaterThan(page)
    expect(continued.length).toBeGreaterThanOrEqual(1)
    for (const piece of continued)
      expect(lineStarts(piece, INVENTORY_TABLE_PX, 11).length).toBeLessThanOrEqual(next)
    // Every word, none cut, in order.
    expect(pieces.flatMap(words)).toEqual(words(text))
  })

  it('fills a continuation sheet to its page with the text on its whole width', () => {
    // Its heading, foot and gaps take about 120 px of the 1030: 53 lines of 17.1 px.
    expect(next).toBeGreaterThanOrEqual(50)
    expect(next * SUMMARY.fieldLinePx).toBeLessThanOrEqual(page - 23 - 26.2 - 24 - 5 - 3 * 14)
  })

  it('gives the first of two long texts the room its sheet has left, the second its first line', () => {
    const rows = (project: string, system: string): FieldRows => [
      ['Project', 'Opera house'],
      ['Comment', project],
      ['System comment', system],
    ]
    const heightOf = ([project = '', system = '']: readonly string[]) =>
      fieldsSheetHeight('Project information', rows(project, system), footer)
    const texts = [comment(5000), comment(5000, 'return duct')].map((text) => ({
      text,
      widthPx: fieldValueWidth(rows('', '')),
      continuationLines: next,
    }))
    const [first = [], second = []] = fitLongTexts(texts, heightOf, page)
    expect(heightOf([first[0] ?? '', second[0] ?? ''])).toBeLessThanOrEqual(page)
    expect(lineStarts(first[0] ?? '', texts[0]?.widthPx ?? 0, 11).length).toBeGreaterThan(40)
    expect(lineStarts(second[0] ?? '', texts[1]?.widthPx ?? 0, 11)).toHaveLength(1)
    expect(first.flatMap(words)).toEqual(words(texts[0]?.text ?? ''))
    expect(second.flatMap(words)).toEqual(words(texts[1]?.text ?? ''))
  })
})
