// An answer's JSON written piece by piece rather than as one string. A project of 500 systems whose chains
// hold 100 products is gigabytes of JSON (each product's calculation repeats the steps up to it,
// docs/product-rules.md, "Calculation answer"): as one string it could not be made at all ("Invalid string length", a 500 after the write had
// committed), and smaller ones held the event loop for seconds while JSON.stringify ran (a data-safety review,
// 2026-11-29). Here the two outer levels of objects and arrays are walked and everything below them (a system
// of a project's list, a field of a system) is stringified whole; the text is the same as JSON.stringify's,
// sent in chunks, with a turn of the event loop after each slice of work.
import { Readable } from 'node:stream'
import { nextTurn, SLICE_MS } from '../calculations/time-slices.ts'

/** Levels walked piece by piece; below them a value is one JSON.stringify. */
const SPLIT_DEPTH = 3
/** Text gathered before it is passed on as a chunk. */
const CHUNK_CHARS = 64 * 1024

/** What JSON.stringify writes in place of a value: its toJSON's answer if it has one. */
function jsonValueOf(value: unknown, key: string): unknown {
  if (value !== null && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function')
    return (value.toJSON as (key: string) => unknown)(key)
  return value
}

/** JSON.stringify leaves these out of an object and writes null for them in an array. */
const isSkipped = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol'

/** The JSON text of `value`, the same as JSON.stringify(value), in pieces. */
export function* jsonPieces(value: unknown, depth = 0, key = ''): Generator<string> {
  const v = jsonValueOf(value, key)
  if (depth >= SPLIT_DEPTH || v === null || typeof v !== 'object') {
    yield JSON.stringify(v) ?? 'null'
    return
  }
  if (Array.isArray(v)) {
    yield '['
    for (let i = 0; i < v.length; i++) {
      if (i > 0) yield ','
      const element: unknown = v[i]
      if (isSkipped(jsonValueOf(element, String(i)))) yield 'null'
      else yield* jsonPieces(element, depth + 1, String(i))
    }
    yield ']'
    return
  }
  yield '{'
  let first = true
  for (const [name, child] of Object.entries(v)) {
    if (isSkipped(jsonValueOf(child, name))) continue
    yield `${first ? '' : ','}${JSON.stringify(name)}:`
    first = false
    yield* jsonPieces(child, depth + 1, name)
  }
  yield '}'
}

/** Answers shorter than this are sent as one string, with their length, as every other answer is. */
export const STREAMED_ABOVE_CHARS = 1024 * 1024

/**
 * The JSON text of `value`: one string when it is shorter than STREAMED_ABOVE_CHARS, else a stream of its
 * chunks that began with the text already made.
 */
export function jsonAnswer(value: unknown): string | Readable {
  const pieces = jsonPieces(value)
  let head = ''
  while (head.length < STREAMED_ABOVE_CHARS) {
    const next = pieces.next()
    if (next.done) return head
    head += next.value
  }
  return streamOf(head, pieces)
}

/** `head`, then the text of the remaining pieces, as a stream of chunks, the event loop free between slices. */
function streamOf(head: string, pieces: Iterator<string>): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield head
    let chunk = ''
    let sliceEnd = performance.now() + SLICE_MS
    for (let next = pieces.next(); !next.done; next = pieces.next()) {
      const piece = next.value
      chunk += piece
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk
        chunk = ''
      }
      if (performance.now() >= sliceEnd) {
        await nextTurn()
        sliceEnd = performance.now() + SLICE_MS
      }
    }
    if (chunk !== '') yield chunk
  }
  return Readable.from(chunks(), { objectMode: false })
}
