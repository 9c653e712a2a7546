// Creates made safe to send again (docs/security.md, "Idempotent creates"): with an Idempotency-Key, the first
// create of a request stores its answer with the key in its own transaction, and the same request sent again
// by the same user within the key's lifetime gets that answer instead of a second copy. A refused create
// rolls its key back with everything else, so sending it again tries again.
import type { FastifyRequest } from 'fastify'
import { IDEMPOTENCY_KEY_TTL_HOURS } from '#contract/http.ts'
import type { Tx } from '../db/transaction.ts'
import { AppError } from '../http/app-error.ts'
import { hashOfJson } from '../http/canonical-json.ts'
import { claimKey, findKey, storeAnswer, sweepExpired } from './idempotency.repo.ts'

/** A create's key and what identifies its request. */
export interface IdempotentRequest {
  key: string
  requestHash: string
}

/**
 * The key the client sent with its request, and the request it stands for (method, address and body as
 * validated, so the same content in another key order is the same request); undefined without a key.
 */
export function idempotentRequest(
  request: FastifyRequest,
  headers: { 'idempotency-key'?: string | undefined },
  body: unknown,
): IdempotentRequest | undefined {
  const key = headers['idempotency-key']
  if (key === undefined) return undefined
  return { key, requestHash: hashOfJson({ method: request.method, url: request.url, body }) }
}

const keyReused = () =>
  new AppError(
    422,
    'VALIDATION_ERROR',
    'This Idempotency-Key was already used with a different request; send a new key with a new request',
    [{ field: 'headers.idempotency-key', message: 'IDEMPOTENCY_KEY_REUSED' }],
  )

/**
 * Runs `create` in `tx` once per key: the first request claims the user's key and stores its answer
 * beside what it created; the same request again answers that answer (a create answers only once it has
 * succeeded, so the status is the same too); another request with the key is refused (422), writing
 * nothing. Without a key, `create` runs as it is.
 */
export async function idempotent<T>(
  tx: Tx,
  userId: string,
  request: IdempotentRequest | undefined,
  create: () => Promise<T>,
): Promise<T> {
  if (!request) return create()
  await sweepExpired(tx, IDEMPOTENCY_KEY_TTL_HOURS)
  const { key, requestHash } = request
  // Twice at most: a key whose lifetime ends between the claim and the read is swept, and then claimed.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await claimKey(tx, { userId, key, requestHash }, IDEMPOTENCY_KEY_TTL_HOURS)) {
      const answer = await create()
      await storeAnswer(tx, userId, key, answer)
      return answer
    }
    const first = await findKey(tx, userId, key)
    if (!first) continue
    if (first.requestHash !== requestHash) throw keyReused()
    if (first.response === null) throw new Error('IDEMPOTENCY_KEY_WITHOUT_ANSWER')
    return first.response as T
  }
  throw new Error('IDEMPOTENCY_KEY_NOT_CLAIMED')
}
