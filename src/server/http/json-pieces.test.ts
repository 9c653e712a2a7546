import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { jsonAnswer, jsonPieces, STREAMED_ABOVE_CHARS } from './json-pieces.ts'

describe('an answer written in pieces', () => {
  it('is the same text as JSON.stringify for any JSON value, however deep', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value))
      }),
      { numRuns: 500 },
    )
  })

  it('writes what JSON.stringify writes for undefined, functions, dates, NaN and toJSON at every level', () => {
    const at = new Date('2026-11-29T08:00:00.000Z')
    const value = {
      success: true,
      skipped: undefined,
      call: () => 1,
      data: {
        createdAt: at,
        nan: Number.NaN,
        list: [undefined, () => 2, at, { deep: [undefined, Infinity, { at }] }],
        own: { toJSON: (key: string) => `json of ${key}` },
      },
    }
    expect([...jsonPieces(value)].join('')).toBe(JSON.stringify(value))
  })

  it('streams the text in chunks, the whole of it', async () => {
    // 2,000 systems of 100 steps: several chunks of 64 k characters.
    const systems = Array.from({ length: 2_000 }, (_, s) => ({
      id: `s${s}`,
      steps: Array.from({ length: 100 }, (_, i) => ({ name: `step ${i}`, level: i / 3 })),
    }))
    const answer = { success: true, data: systems }
    const stream = jsonAnswer(answer)
    expect(stream).toBeInstanceOf(Readable)
    const chunks: string[] = []
    for await (const chunk of stream as Readable) chunks.push(String(chunk))
    expect(chunks.length).toBeGreaterThan(10)
    expect(chunks.join('')).toBe(JSON.stringify(answer))
    expect(jsonAnswer([])).toBe('[]')
  })

  it('answers one string under a megabyte, and a stream from there on', async () => {
    const small = { success: true, data: { name: 'x'.repeat(1000) } }
    expect(jsonAnswer(small)).toBe(JSON.stringify(small))
    const large = {
      success: true,
      data: Array.from({ length: 40 }, () => 'y'.repeat(STREAMED_ABOVE_CHARS / 20)),
    }
    const answer = jsonAnswer(large)
    expect(answer).toBeInstanceOf(Readable)
    let all = ''
    for await (const chunk of answer as Readable) all += String(chunk)
    expect(all).toBe(JSON.stringify(large))
  })
})
