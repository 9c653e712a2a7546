import { MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
// The calendars' month and weekday names in each interface language (English is dayjs's own).
import 'dayjs/locale/da'
import 'dayjs/locale/et'
import 'dayjs/locale/fi'
import 'dayjs/locale/sv'
import { ApiError, ClientErrorCode } from './state/api/client.ts'
import { followSignInsOfOtherTabs, UserDataInvalidError } from './state/auth/sign-in-flow.ts'
import { SessionTakeovers } from './state/auth/session-takeover.ts'
import { notify } from './state/notifications.ts'
import { i18n } from './i18n/index.ts'
import { toLanguage } from './i18n/languages.ts'
import { cssVariablesResolver, theme } from './theme.ts'

/**
 * A 4xx answer, or an answer that cannot be used, will not change by asking again; a 5xx that named its wait
 * (503 with Retry-After) was already waited out and asked again by the API client up to its bound, or asked
 * for a longer wait than a retry here would keep (docs/product-rules.md, "Refusals and limits").
 */
const worthRetrying = (error: unknown): boolean => {
  if (error instanceof UserDataInvalidError) return false
  if (!(error instanceof ApiError)) return true
  return (
    error.code !== ClientErrorCode.INVALID_RESPONSE &&
    !(error.status >= 400 && error.status < 500) &&
    error.retryAfter === undefined
  )
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Network and server failures get two retries.
        retry: (failureCount, error) => failureCount < 2 && worthRetrying(error),
      },
    },
  })
}

/** Date pickers speak the interface language; weeks start on Monday in all five countries. */
function DatesInLanguage({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation()
  return (
    <DatesProvider settings={{ locale: toLanguage(current.language), firstDayOfWeek: 1 }}>
      {children}
    </DatesProvider>
  )
}

/** Theme, server-state cache and translations around the whole app (and around each test). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  const [takeovers, setTakeovers] = useState(0)
  // Another tab signing someone else in drops what this page holds of the last user, the screen's open forms
  // included; whoever is at this tab is told why they closed.
  useEffect(
    () =>
      followSignInsOfOtherTabs(client, () => {
        setTakeovers((count) => count + 1)
        notify('info', i18n.t('session.takenOver'))
      }),
    [client],
  )
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <SessionTakeovers.Provider value={takeovers}>
            <DatesInLanguage>{children}</DatesInLanguage>
          </SessionTakeovers.Provider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
