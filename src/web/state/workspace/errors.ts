// What a failed call means to the workspace screens.
import { ApiError } from '../api/client.ts'

/** Someone else saved first (409); the answer's current document is reloaded by the caller. */
export const isConflict = (error: unknown): boolean => error instanceof ApiError && error.status === 409

/** A failure logged for developers; the user gets a short notification from the caller. */
export function logFailure(what: string, error: unknown): void {
  console.warn(what, error)
}
