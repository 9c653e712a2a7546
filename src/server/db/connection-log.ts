// How a connection the pool gave up is logged (docs/operations.md, "Logs"): one line per connection, saying
// whether the database stopped answering, the database or the network ended it, or our own code did, and
// nothing of the statements it carried (their text and values can hold users' data).
import type { Logger } from 'pino'
import type { ConnectionLoss } from './answer-bound-pool.ts'
import { databaseReason } from './readiness.ts'

export const CONNECTION_LOSS_MESSAGE = 'database connection given up'

/** The line's fields: the cause, the reason in words, the database's code when it gave one, and whose it was. */
export function connectionLossFields(loss: ConnectionLoss): Record<string, unknown> {
  const { cause, inUse, backendPid } = loss
  switch (loss.cause) {
    case 'no answer':
      return {
        cause,
        reason: `the database did not answer within ${loss.boundSeconds} s (DATABASE_ANSWER_TIMEOUT); the connection was closed`,
        inUse,
        backendPid,
      }
    case 'error': {
      const code = (loss.error as { code?: unknown }).code
      return {
        cause,
        reason: databaseReason(loss.error),
        ...(typeof code === 'string' ? { code } : {}),
        inUse,
        backendPid,
      }
    }
    case 'ended':
      return {
        cause,
        reason: 'the connection was closed while a request held it, by neither the database nor the network',
        inUse,
        backendPid,
      }
  }
}

/**
 * The pool's `onConnectionLoss` for `log`: a warning when the database or the network is to blame, an error
 * when only the server itself can have closed the connection.
 */
export const logConnectionLoss =
  (log: Pick<Logger, 'warn' | 'error'>) =>
  (loss: ConnectionLoss): void => {
    const fields = connectionLossFields(loss)
    if (loss.cause === 'ended') log.error(fields, CONNECTION_LOSS_MESSAGE)
    else log.warn(fields, CONNECTION_LOSS_MESSAGE)
  }
