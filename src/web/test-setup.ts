// Vitest set-up for the web project: jest-dom matchers, the browser APIs Mantine needs that jsdom lacks, and
// the fake network (test-api.ts).
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { apiServer } from './test-api.ts'
import { clearNotices } from './state/notifications.ts'
import { i18n } from './i18n/index.ts'
import { languages } from './i18n/languages.ts'

// A screen's chunk is transformed on first use, which can take more than the default second on a busy machine;
// with two workers and other work on two cores, a lazy screen or a long list drawn in a transition took 4–6 s.
configure({ asyncUtilTimeout: 10_000 })

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

/** The size a chart's box has in a browser (SpectrumChart's default height, a card's width). */
const CHART_BOX = { width: 600, height: 300 }

/**
 * jsdom lays nothing out: every box measures 0 × 0 and has no ResizeObserver. A browser's observer reports
 * each box once as soon as it is observed; this one does so for the charts' boxes (recharts'
 * ResponsiveContainer inside Mantine's charts), with a chart's size, so that a chart is drawn as in a
 * browser instead of warning that it has no room. Other boxes (the virtual lists') are not reported, as
 * their tests lay out their rows themselves.
 */
class ResizeObserverStub implements ResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element): void {
    if (!target.classList.contains('recharts-responsive-container')) return
    const { width, height } = CHART_BOX
    const box = [{ inlineSize: width, blockSize: height }]
    const entry = {
      target,
      contentRect: { x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height },
      borderBoxSize: box,
      contentBoxSize: box,
      devicePixelContentBoxSize: box,
    } as unknown as ResizeObserverEntry
    this.callback([entry], this)
  }

  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub

window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {}
window.scrollTo = () => undefined

// Every language's texts at hand, as a visitor would have them after choosing one.
beforeAll(() => i18n.loadLanguages([...languages]))

// No request reaches the real network: a request no handler answers fails and is reported.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }))
afterAll(() => apiServer.close())

afterEach(async () => {
  cleanup()
  apiServer.resetHandlers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  if (i18n.language !== 'en') await i18n.changeLanguage('en')
  window.localStorage.clear()
  // The active project and system, and the short messages, belong to one test only.
  window.sessionStorage.clear()
  clearNotices()
})
