import { describe, expect, it } from 'vitest'
import { wrappedLines } from './report-layout.ts'
import { cutAtLines, lineStarts, splitAtLines } from './text-wrap.ts'

/** A comment of `length` characters at most, of numbered sentences, cut at a word's end. */
function longComment(length: number): string {
  const sentences = Array.from(
    { length: Math.ceil(length / 60) },
    (_, i) => `Note ${i + 1}: the supply duct crosses the plant room above the sprinkler main.`,
  ).join(' ')
  return sentences.slice(0, sentences.lastIndexOf(' ', length))
}

const words = (text: string) => text.split(/\s+/).filter(Boolean)

describe('where the lines of a text start', () => {
  it('counts the lines wrappedLines counts, a line break starting a line of its own', () => {
    for (const text of ['', 'NRF-250-600', longComment(700), 'N'.repeat(60), `a ${'N'.repeat(60)} b`])
      expect(lineStarts(text, 200, 10)).toHaveLength(wrappedLines(text, 200, 10))
    // Three paragraphs, the second empty: three lines where each fits one.
    expect(lineStarts('first\n\nthird', 200, 10)).toEqual([0, 6, 7])
  })
})

describe('a long text cut by its estimated lines', () => {
  const text = longComment(5000)
  const width = 450

  it('keeps whole a text of no more lines than asked', () => {
    expect(cutAtLines('A short comment.', width, 11, 3)).toEqual(['A short comment.', ''])
    expect(splitAtLines('A short comment.', width, 11, 3)).toEqual(['A short comment.'])
  })

  it('cuts after the asked lines, between two words, and loses nothing', () => {
    const [head, rest] = cutAtLines(text, width, 11, 7)
    expect(lineStarts(head, width, 11)).toHaveLength(7)
    // The head is the text's first words, the rest the others: no word is cut.
    expect([...words(head), ...words(rest)]).toEqual(words(text))
    expect(text.startsWith(head)).toBe(true)
    expect(text.endsWith(rest)).toBe(true)
    expect(`${head} ${rest}`).toBe(text)
  })

  it('splits into pieces of at most so many lines, in order, each but the last full', () => {
    const pieces = splitAtLines(text, 700, 11, 20)
    expect(pieces.length).toBeGreaterThan(2)
    pieces.forEach((piece, index) => {
      const lines = lineStarts(piece, 700, 11).length
      if (index < pieces.length - 1) expect(lines).toBe(20)
      else expect(lines).toBeLessThanOrEqual(20)
    })
    expect(pieces.join(' ')).toBe(text)
  })

  it('cuts a word only when it is longer than a line, and then where the line ends', () => {
    // 200 capitals at 8.8 px: 1760 px, of which a line of 450 px holds 51.
    const word = 'N'.repeat(200)
    const pieces = splitAtLines(`Before ${word} after`, width, 11, 2)
    expect(pieces).toEqual([`Before ${'N'.repeat(51)}`, 'N'.repeat(102), `${'N'.repeat(47)} after`])
    expect(pieces.join('')).toBe(`Before ${word} after`)
  })

  it('keeps the lines the user broke, and starts no piece with an empty line', () => {
    const typed = 'Line one\n\nLine three\nLine four'
    expect(cutAtLines(typed, width, 11, 1)).toEqual(['Line one', 'Line three\nLine four'])
    expect(cutAtLines(typed, width, 11, 2)).toEqual(['Line one', 'Line three\nLine four'])
    expect(cutAtLines(typed, width, 11, 3)).toEqual(['Line one\n\nLine three', 'Line four'])
  })
})
