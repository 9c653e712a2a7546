// What an auth form says when its request failed for a reason other than what was typed
// (docs/product-rules.md, "Refusals and limits"): the same reasons as the workspace's failures.
import { isTransient } from '../../state/workspace/errors.ts'
import { failureText } from '../../state/workspace/failure-text.ts'

/**
 * `what` ("The account has not been created.") with why and what to do when the network or the server failed
 * (status 0, 408, 5xx), saying the form still holds what was typed; else the form's own `otherwise` sentence,
 * since nothing more useful is known. A 429 never reaches here: the forms count its wait down inline.
 */
export function formFailureText(error: unknown, what: string, otherwise: string): string {
  return isTransient(error) ? failureText(what, error, { kept: true }) : otherwise
}
