import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { AppProviders } from './providers.tsx'
import { routes } from './routes.tsx'

// No basename: Vite's base '/app/' only places the assets; the routes span /app, /modelling, /printing and more.
const router = createBrowserRouter(routes)

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
