// What an auth form's alert says when its request was refused or failed for a reason other than what was
// typed (docs/product-rules.md, "Refusals and limits"): the same reasons as the workspace's failures.
import type { TFunction } from 'i18next'
import { isTransient } from '../../state/workspace/errors.ts'
import { failureText } from '../../state/workspace/failure-text.ts'

interface FormFailure {
  /** The form's sentence for a request that did not go through ("The account has not been created."). */
  notDone: string
  /** The form's 429 countdown (useRefusalWait). */
  wait: { text(t: TFunction): string | null }
  /** What the request failed with. */
  failure: unknown
}

/**
 * The alert's text for the form's `problem`, else the form's own sentence for it (`own`): a refusal's wait
 * counted down (the forms count a 429 down inline, never in the notice stack); a network or server failure
 * (status 0, 408, 5xx) as `notDone` with why and what to do, saying the form still holds what was typed.
 */
export function formProblemText(
  t: TFunction,
  problem: string,
  own: string,
  { notDone, wait, failure }: FormFailure,
): string {
  if (problem === 'rateLimited') return wait.text(t) ?? own
  if (problem === 'failed' && isTransient(failure)) return failureText(notDone, failure, { kept: true })
  return own
}
