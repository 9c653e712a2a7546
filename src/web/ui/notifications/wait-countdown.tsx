// The countdown of a wait the server asked for (429, or 503 with Retry-After), in the notice stack while the
// API client sleeps through it, and of a 429 inline on the forms that show their refusals themselves
// (docs/product-rules.md, "Refusals and limits").
import { Text } from '@mantine/core'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { ApiError } from '../../state/api/client.ts'
import { currentWait, subscribeWaits, type WaitCause } from '../../state/api/server-wait.ts'
import { dismissNotice, notify } from '../../state/notifications.ts'

const secondsUntil = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000))

/** Whole seconds until `until`, counted down on screen; 0 when none or past. */
export function useSecondsLeft(until: number | null): number {
  const [shown, setShown] = useState(() => ({ until, seconds: secondsUntil(until) }))
  // A new wait is counted from now, in the same render (React's pattern for state that follows a prop).
  if (shown.until !== until) setShown({ until, seconds: secondsUntil(until) })
  useEffect(() => {
    if (until === null) return
    // Twice a second, so that the number on screen is never a whole second behind.
    const timer = setInterval(() => {
      const seconds = secondsUntil(until)
      setShown({ until, seconds })
      if (seconds === 0) clearInterval(timer)
    }, 500)
    return () => clearInterval(timer)
  }, [until])
  return shown.until === until ? shown.seconds : secondsUntil(until)
}

/** What the notice says the wait is for. */
const waitTitles = {
  rateLimited: 'limits.tooManyRequests',
  unavailable: 'limits.serverUnavailable',
} as const satisfies Record<WaitCause, string>

function WaitNotice({ until, cause }: { until: number; cause: WaitCause }) {
  const { t } = useTranslation()
  const seconds = useSecondsLeft(until)
  return (
    <Text size="sm">
      {t(waitTitles[cause])} {t('limits.retryingIn', { count: Math.max(1, seconds) })}
    </Text>
  )
}

/**
 * While the API client waits out a refusal, a notice says so and counts down; it goes when the request is
 * sent again. Kept in the notice stack, so it shows wherever notices do.
 */
export function useWaitNotice(): void {
  const { t } = useTranslation()
  const wait = useSyncExternalStore(subscribeWaits, currentWait)
  useEffect(() => {
    if (wait === null) return
    const { until, cause } = wait
    const id = notify(
      'info',
      t(waitTitles[cause]),
      until - Date.now() + 1000,
      <WaitNotice until={until} cause={cause} />,
    )
    return () => dismissNotice(id)
  }, [wait, t])
}

/**
 * The wait a form was refused with (429), for its inline message and its submit button: `text` counts it
 * down, then says the form may be sent again; null when the refusal named no wait.
 */
export function useRefusalWait() {
  const [until, setUntil] = useState<number | null>(null)
  const seconds = useSecondsLeft(until)
  return {
    /** Called with each failure of the form's request: a 429 that names its wait starts the countdown. */
    refused(error: unknown): void {
      const wait = error instanceof ApiError && error.status === 429 ? error.retryAfter : undefined
      setUntil(wait === undefined ? null : Date.now() + wait * 1000)
    },
    waiting: seconds > 0,
    text(t: TFunction): string | null {
      if (until === null) return null
      return seconds > 0 ? t('limits.tryAgainIn', { count: seconds }) : t('limits.tryAgainNow')
    },
  }
}
