import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { installLoginRedirect } from './state/auth/login-redirect.ts'
import { AppProviders } from './providers.tsx'
import { routes } from './routes.tsx'

// No basename: Vite's base '/app/' only places the assets; the routes span /app, /modelling, /printing and more.
const router = createBrowserRouter(routes)
// A 401 (or a 400 from the authentication service) anywhere sends the user to sign in once
// (docs/product-rules.md, "Login redirect").
installLoginRedirect({ navigate: (to) => void router.navigate(to) })

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
