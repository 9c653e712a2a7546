// One Idempotency-Key per create (docs/security.md, "Idempotent creates"): a create sent again, after a
// failure or because the user pressed again, carries the key it was first sent with, so that a create whose
// answer was lost is answered again instead of stored twice; a create of other content, or one after the
// last succeeded, is a new create with a new key.
import { useState } from 'react'
import { IDEMPOTENCY_KEY_HEADER, type Endpoint } from '#contract/http.ts'
import { canonicalJson } from '../../domain/canonical-json.ts'

export interface CreateAttempts {
  /** The headers of sending `input` to `endpoint`: the same key as the last time it was sent, else a new one. */
  headersFor: (endpoint: Endpoint, input: { params?: unknown; body?: unknown }) => Record<string, string>
  /** The create succeeded: sending the same content again is a new create. */
  done: () => void
}

/** 128 random bits; getRandomValues, unlike randomUUID, also works on a page served over plain http. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function createAttempts(newKey: () => string = randomKey): CreateAttempts {
  let last: { request: string; key: string } | null = null
  return {
    headersFor: (endpoint, { params, body }) => {
      const request = canonicalJson({ method: endpoint.method, path: endpoint.path, params, body })
      if (last?.request !== request) last = { request, key: newKey() }
      // A structured-field string, as the IETF draft writes the header.
      return { [IDEMPOTENCY_KEY_HEADER]: `"${last.key}"` }
    },
    done: () => {
      last = null
    },
  }
}

/** The create attempts of one form or screen, for as long as it is shown. */
export function useCreateAttempts(): CreateAttempts {
  const [attempts] = useState(() => createAttempts())
  return attempts
}
