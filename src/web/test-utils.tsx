// Renders the real route table in a memory router with the real providers, for tests by role and label.
import { QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppProviders } from './providers.tsx'
import { routes } from './routes.tsx'

export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup()
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, user, ...view }
}

/** The current path and search of a test router. */
export const locationOf = (router: ReturnType<typeof createMemoryRouter>): string =>
  router.state.location.pathname + router.state.location.search

/** A locale text with the airflow unit filled in as the app shows it by default (l/s). */
export const inLitresPerSecond = (text: string): string => text.replaceAll('{{unit}}', 'l/s')
