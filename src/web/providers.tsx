import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { ApiError, ClientErrorCode } from './api/client.ts'
import { UserDataInvalidError } from './auth/sign-in-flow.ts'
import { i18n } from './i18n/index.ts'
import { cssVariablesResolver, theme } from './theme.ts'

/** A 4xx answer, or an answer that cannot be used, will not change by asking again. */
const worthRetrying = (error: unknown): boolean => {
  if (error instanceof UserDataInvalidError) return false
  if (!(error instanceof ApiError)) return true
  return error.code !== ClientErrorCode.INVALID_RESPONSE && !(error.status >= 400 && error.status < 500)
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

/** Theme, server-state cache and translations around the whole app (and around each test). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient())
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
