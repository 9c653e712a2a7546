// How long a refused request asks the client to wait (docs/product-rules.md, "Refusals and limits"): the
// Retry-After header in seconds or as a date, else the seconds the error's message names ("Wait 12
// seconds"), since a proxy may drop the header but never rewrites our body.

/** The longest wait read from an answer; anything longer is a fault of the answer, not a real limit. */
export const LONGEST_WAIT_SECONDS = 3600

const secondsInMessage = /(\d{1,5})\s*(?:s\b|sec|second)/i

function fromHeader(value: string | null, now: number): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text)
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}

/** Whole seconds to wait, at least 1; undefined when neither the header nor the message says. */
export function retryAfterSeconds(
  header: string | null,
  message: string,
  now = Date.now(),
): number | undefined {
  const seconds = fromHeader(header, now) ?? Number(secondsInMessage.exec(message)?.[1] ?? Number.NaN)
  if (!Number.isFinite(seconds)) return undefined
  return Math.min(LONGEST_WAIT_SECONDS, Math.max(1, Math.round(seconds)))
}
