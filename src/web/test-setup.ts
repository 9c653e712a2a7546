// Vitest set-up for the web project: jest-dom matchers and the browser APIs Mantine needs that jsdom lacks.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, vi } from 'vitest'
import { clearNotices } from './features/notifications/notifications.ts'
import { i18n } from './i18n/index.ts'
import { languages } from './i18n/languages.ts'

// A screen's chunk is transformed on first use, which can take more than the default second on a busy machine.
configure({ asyncUtilTimeout: 4000 })

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {}
window.scrollTo = () => undefined

// Every language's texts at hand, as a visitor would have them after choosing one.
beforeAll(() => i18n.loadLanguages([...languages]))

afterEach(async () => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  if (i18n.language !== 'en') await i18n.changeLanguage('en')
  window.localStorage.clear()
  // The active project and system, and the short messages, belong to one test only.
  window.sessionStorage.clear()
  clearNotices()
})
