// The bulk calculation of the regular silencers list, in time slices (time-slices.ts): each product is
// validated against the contract, calculated and serialised a few at a time, so a request of 10,000
// products never holds the event loop for more than a slice. The route's own validator checks everything
// but the products (bulkEnvelope); the products are checked here, with the contract's schema and the same
// 422 details (`body.products.<i>.<field>`). The answer is written piece by piece as well: joined into one
// string, the 6 MB answer of 10,000 products held the loop for 20 ms to join and 50–80 ms more to write.
import { Readable } from 'node:stream'
import { z } from 'zod'
import { bulkProduct, bulkRequest, bulkResultItem } from '#contract/api/calculations.ts'
import type { ErrorDetail } from '#contract/http.ts'
import { calculateEachAfterGenerator } from '#engine/index.ts'
import { validation } from '../http/app-error.ts'
import { runInSlices } from './time-slices.ts'

/** The bulk request with its products left unchecked: they are checked product by product, in slices. */
export const bulkEnvelope = bulkRequest.extend({
  products: z.array(z.unknown()).max(10_000),
})

/** Products per step: small enough for a step to stay far under a slice, large enough to spread overheads. */
const STEP = 16
/** A request with this many invalid fields has said enough: the answer names them and stops. */
const MAX_DETAILS = 50

/** `{"success":true,"data":[…]}` from the pieces of the data array, one piece at a time. */
function* answerPieces(parts: readonly string[]): Generator<string> {
  yield '{"success":true,"data":['
  let first = true
  for (const part of parts) {
    if (part === '') continue
    yield first ? part : `,${part}`
    first = false
  }
  yield ']}'
}

/**
 * The answer's JSON, `{"success":true,"data":[…]}`, built slice by slice and read as a stream of its
 * pieces; throws the 422 of the contract when a product is invalid. `checkAnswers` validates each result
 * against the contract as the serialiser does when responses are checked (tests).
 */
export async function soundPowerBulkJson(
  body: z.output<typeof bulkEnvelope>,
  checkAnswers: boolean,
): Promise<Readable> {
  const { products, ...chain } = body
  const parts: string[] = []
  const details: ErrorDetail[] = []
  let next = 0
  await runInSlices((deadline) => {
    while (next < products.length && performance.now() < deadline) {
      const end = Math.min(next + STEP, products.length)
      const valid: z.output<typeof bulkProduct>[] = []
      for (let i = next; i < end; i++) {
        const parsed = bulkProduct.safeParse(products[i])
        if (parsed.success) valid.push(parsed.data)
        else
          for (const issue of parsed.error.issues)
            details.push({ field: ['body', 'products', i, ...issue.path].join('.'), message: issue.message })
      }
      next = end
      if (details.length > 0) {
        // Invalid input: nothing more to calculate; the remaining products are checked without it.
        if (details.length >= MAX_DETAILS) return true
        continue
      }
      const results = calculateEachAfterGenerator({
        ...chain,
        inputAirflow: chain.inputAirflow ?? 0,
        products: valid,
      }).map((result, i) => ({ ...result, id: valid[i]?.id ?? result.id ?? '' }))
      if (checkAnswers) for (const item of results) bulkResultItem.parse(item)
      parts.push(JSON.stringify(results).slice(1, -1))
    }
    return next >= products.length
  })
  if (details.length > 0) throw validation(details.slice(0, MAX_DETAILS))
  return Readable.from(answerPieces(parts), { objectMode: false })
}
