// The web tests' network: MSW answers every request the app makes, with the handlers a test installs
// (test-api.ts's stubApi, mostly). test-setup.ts starts it for each test file and resets it after each test.
import { setupServer } from 'msw/node'

export const apiServer = setupServer()

/**
 * fetch's keepalive never reaches the wire, so the request MSW hands a handler cannot tell it. The fetch
 * MSW calls through (installed beneath it by `noteKeepalive`) marks such a request with this header, which
 * `wasKeptAlive` reads and `withoutKeepaliveMark` drops again.
 */
const KEEPALIVE_MARK = 'x-test-keepalive'

/** Installs the marking fetch; call before MSW starts, so that MSW calls through it. Returns its undoing. */
export function noteKeepalive(): () => void {
  const networkFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init)
    if (request.keepalive) request.headers.set(KEEPALIVE_MARK, 'true')
    return networkFetch(request)
  }
  return () => {
    globalThis.fetch = networkFetch
  }
}

export const wasKeptAlive = (request: Request): boolean => request.headers.get(KEEPALIVE_MARK) === 'true'

export function withoutKeepaliveMark(headers: Headers): Headers {
  const copy = new Headers(headers)
  copy.delete(KEEPALIVE_MARK)
  return copy
}
