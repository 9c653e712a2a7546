// A new screen takes the focus when the path changes, so a keyboard user is not sent back to the header.
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useRef } from 'react'
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../providers.tsx'
import { ScreenOutlet } from './ScreenOutlet.tsx'

function ListScreen() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate('/app/details')}>
      Open details
    </button>
  )
}

function SearchScreen() {
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  return <input ref={field} aria-label="Search" />
}

/** Tabs that stay on screen while the path under them changes. */
function TabbedScreen() {
  return (
    <>
      <Link to="/app/tabs/one">One</Link>
      <Link to="/app/tabs/two">Two</Link>
      <Outlet />
    </>
  )
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/app',
        element: (
          <>
            <Link to="/app/list">Header link</Link>
            <ScreenOutlet />
          </>
        ),
        children: [
          { path: 'list', element: <ListScreen /> },
          { path: 'details', element: <p>Details</p> },
          { path: 'search', element: <SearchScreen /> },
          {
            path: 'tabs',
            element: <TabbedScreen />,
            children: [
              { path: 'one', element: <p>First tab</p> },
              { path: 'two', element: <p>Second tab</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: ['/app/list'] },
  )
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  return { router, user: userEvent.setup() }
}

describe('focus on a screen change', () => {
  it('leaves the first load alone, and moves to the new screen when the control that led there is gone', async () => {
    const { user } = renderApp()
    expect(document.activeElement).toBe(document.body)
    await user.click(screen.getByRole('button', { name: 'Open details' }))
    await screen.findByText('Details')
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })

  it('moves from a header link to the screen it opened', async () => {
    const { router, user } = renderApp()
    await router.navigate('/app/details')
    await user.click(screen.getByRole('link', { name: 'Header link' }))
    await screen.findByRole('button', { name: 'Open details' })
    expect(document.activeElement).toBe(screen.getByRole('main'))
  })

  it('keeps a control the new screen focused itself, and a tab that stays on screen', async () => {
    const { router, user } = renderApp()
    await router.navigate('/app/search')
    const search = await screen.findByRole('textbox', { name: 'Search' })
    // The screen's own focus comes with its effects, which a navigation's transition may run after the input is
    // in the page (CI found it there, not yet focused); the layout's runs in the same flush, after it.
    await waitFor(() => expect(document.activeElement).toBe(search))
    await router.navigate('/app/tabs/one')
    await user.click(await screen.findByRole('link', { name: 'Two' }))
    await screen.findByText('Second tab')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Two' }))
  })
})
