// The web tests' network: MSW answers every request the app makes. A test installs its routes with
// test-api.ts's stubApi; until it does, every request gets the API's 404 envelope, as an unknown route would.
// test-setup.ts starts the server for each test file and resets it after each test.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

const noSuchRoute = () =>
  HttpResponse.json(
    { success: false, error: { code: 'NOT_FOUND', message: 'No such route' } },
    { status: 404 },
  )

export const apiServer = setupServer(http.all('*', noSuchRoute))
