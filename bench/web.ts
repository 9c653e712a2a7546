// The web app's weight and first render: the JavaScript a first visit must load before anything shows, and the
// time from navigation to the projects heading in Chromium, served by the built server (dist/).
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium.ts'
import { startServer, type ExtraServer } from '../e2e/server.ts'
import { projectBody, systemBody } from './samples.ts'

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

// Minified ES modules: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{c}from"./x.js"`. A dynamic
// `import("./x.js")` has a parenthesis after the keyword and does not match: it loads later, on demand.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g

export interface InitialJavaScript {
  files: string[]
  bytes: number
  gzippedBytes: number
}

/** The entry chunk of dist/web/index.html and every chunk it imports statically, however deep. */
export function initialJavaScript(webRoot = 'dist/web'): InitialJavaScript {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*\ssrc="\/app\/([^"]+)"/.exec(html)?.[1]
  if (!entry) throw new Error(`no module script in ${webRoot}/index.html`)
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const code = readFileSync(path.join(webRoot, file), 'utf8')
    for (const [, target] of code.matchAll(STATIC_IMPORT))
      if (target) visit(path.posix.join(path.posix.dirname(file), target))
  }
  visit(entry)
  // Vite lists the same graph as modulepreload links; whatever it preloads is loaded at once as well.
  for (const [, href] of html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/app\/([^"]+)"/g))
    if (href) visit(href)
  const files = [...seen]
  let bytes = 0
  let gzippedBytes = 0
  for (const file of files) {
    const content = readFileSync(path.join(webRoot, file))
    bytes += content.length
    gzippedBytes += gzipSync(content).length
  }
  return { files, bytes, gzippedBytes }
}

export interface FirstRender {
  medianMs: number
  runs: number[]
}

/**
 * Sets `window.__shownAt` in the first frame in which a heading of `level` with the text `text` is visible.
 * A string, not a function: tsx would compile a function with helpers the page does not have (__name).
 */
const watchHeading = (level: number, text: string) => `
  const check = () => {
    const heading = [...document.querySelectorAll('h${level}')].find((h) => h.textContent.trim() === ${JSON.stringify(text)})
    if (heading && heading.checkVisibility()) window.__shownAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
`

declare global {
  interface Window {
    __shownAt?: number
  }
}

interface Tokens {
  accessToken: string
  idToken: string
  refreshToken: string
}

const launchChromium = () => chromium.launch(chromiumLaunchOptions)

/**
 * A first visit of `/app` in a fresh context (nothing cached), signed in with `tokens` when given, with the
 * script `watch` run in the page before the app's own.
 */
async function visitApp(
  browser: Browser,
  origin: string,
  watch: string,
  tokens?: Tokens,
  viewport?: { width: number; height: number },
  extraHTTPHeaders?: Record<string, string>,
  onPage?: (page: Page) => Promise<unknown> | void,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    locale: 'en-US',
    ...(viewport ? { viewport } : {}),
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  if (tokens)
    await context.addInitScript((t: Tokens) => {
      window.localStorage.setItem('accessToken', t.accessToken)
      window.localStorage.setItem('idToken', t.idToken)
      window.localStorage.setItem('refreshToken', t.refreshToken)
    }, tokens)
  const page = await context.newPage()
  await onPage?.(page)
  await page.addInitScript({ content: watch })
  await page.goto(`${origin}/app`)
  return { context, page }
}

/**
 * First visits of `/app` (a fresh browser context each run, nothing cached), signed in with `tokens` when
 * given: milliseconds from navigation start to the frame `watch` reports. One run warms the server's file
 * cache and is not counted.
 */
async function firstVisits(
  origin: string,
  runs: number,
  watch: string,
  tokens?: Tokens,
): Promise<FirstRender> {
  const browser = await launchChromium()
  try {
    const times: number[] = []
    for (let run = 0; run <= runs; run++) {
      const { context, page } = await visitApp(browser, origin, watch, tokens)
      const shown = await page.waitForFunction(() => window.__shownAt, undefined, { timeout: 60_000 })
      const ms = (await shown.jsonValue()) as number
      if (run > 0) times.push(ms)
      await context.close()
    }
    return { medianMs: median(times), runs: times }
  } finally {
    await browser.close()
  }
}

/** From navigation start to the projects heading, signed out, on the built server with throw-away data. */
export async function firstRender(runs: number): Promise<FirstRender> {
  const server = await startServer({})
  try {
    return await firstVisits(server.origin, runs, watchHeading(1, 'Projects'))
  } finally {
    await server.stop()
  }
}

/**
 * A user with `projects` projects of `systems` systems each, made through the API of `server`, `parallel`
 * projects at a time. Project p is named `Project p`, zero-padded to `pad` digits.
 */
async function userWithProjects(
  server: ExtraServer,
  projects: number,
  systems: number,
  { parallel = 1, pad = 0 }: { parallel?: number; pad?: number } = {},
): Promise<Tokens> {
  const call = async <T>(url: string, body: object, tokens?: Tokens): Promise<T> => {
    const init = {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // A create sent again with its key answers the first answer (a kept connection may be reset).
        'idempotency-key': randomUUID(),
        ...(tokens ? { authorization: `Bearer ${tokens.accessToken}`, 'x-id-token': tokens.idToken } : {}),
      },
      body: JSON.stringify(body),
    }
    const res = await fetch(server.origin + url, init).catch(() => fetch(server.origin + url, init))
    if (res.status !== 201) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
    return ((await res.json()) as { data: T }).data
  }
  const tokens = await call<Tokens>('/api/auth/sign-up', {
    fullName: 'Render Bench',
    email: 'render-bench@example.test',
    password: 'quiet lined duct 42',
  })
  let next = 0
  const worker = async () => {
    // With one worker (the default) the order of creation, newest first in the list, follows p; with more, roughly.
    for (let p = next++; p < projects; p = next++) {
      const project = await call<{ id: string }>('/api/projects', projectBody(projectName(p, pad)), tokens)
      await Promise.all(
        Array.from({ length: systems }, (_, s) =>
          call(`/api/projects/${project.id}/systems`, systemBody(`AHU-${p}-${s}`), tokens),
        ),
      )
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker))
  return tokens
}

const projectName = (p: number, pad = 0) => `Project ${String(p).padStart(pad, '0')}`

/**
 * The same for a signed-in user with `projects` projects of `systems` systems each: from navigation start
 * to the first frame in which the newest project's card shows, a fresh browser context each run.
 */
export async function firstRenderSignedIn(
  runs: number,
  projects: number,
  systems: number,
): Promise<FirstRender> {
  const server = await startServer({})
  try {
    const tokens = await userWithProjects(server, projects, systems)
    // The newest project's card (the list is newest first), by its heading: the user's own work shows.
    return await firstVisits(server.origin, runs, watchHeading(2, `Project ${projects - 1}`), tokens)
  } finally {
    await server.stop()
  }
}

/**
 * In the page from its start: `window.__cardAt`, the first frame in which a project card's heading is visible;
 * `window.__changedAt`, the frame after the latest change to the page's elements (so once the list is in and
 * nothing changes any more, the frame in which the screen was complete); `window.__idleAt`, the latest moment
 * the page had nothing to do; and for each keystroke in the search box, `window.__keystrokes` with the time
 * from its keydown to the frame after React has handled its input (`window.__keydownAt`: the latest keydown).
 */
const watchProjectsScreen = `
  window.__keystrokes = []
  const firstCard = () => {
    const heading = document.querySelector('article h2')
    if (heading && heading.checkVisibility()) window.__cardAt = performance.now()
    else requestAnimationFrame(firstCard)
  }
  requestAnimationFrame(firstCard)
  new MutationObserver(() => requestAnimationFrame(() => { window.__changedAt = performance.now() }))
    .observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
  // A whole idle period (50 ms) means no work is queued: a render in slices (React's transitions) leaves none.
  const idle = (deadline) => {
    if (deadline.timeRemaining() > 45) window.__idleAt = performance.now()
    requestIdleCallback(idle)
  }
  requestIdleCallback(idle)
  let keydownAt = 0
  document.addEventListener('keydown', (event) => { keydownAt = window.__keydownAt = event.timeStamp }, true)
  document.addEventListener('input', () => {
    const at = keydownAt
    requestAnimationFrame(() => window.__keystrokes.push(performance.now() - at))
  }, true)
`

/** Sets `window.__searchedAt` in the first frame in which the only card listed is the one named `name`. */
const watchSearchResult = (name: string) => `
  const check = () => {
    const cards = document.querySelectorAll('article')
    if (cards.length === 1 && cards[0].querySelector('h2')?.textContent.trim() === ${JSON.stringify(name)})
      window.__searchedAt = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
`

declare global {
  interface Window {
    __cardAt?: number
    __changedAt?: number
    __idleAt?: number
    __keystrokes: number[]
    __keydownAt?: number
    __searchedAt?: number
  }
}

export interface ProjectsScreenRun {
  /** Bytes on the wire of the list answer (`GET /api/projects?withSystems=true`), as the browser received it. */
  listWireBytes: number
  /** Bytes on the wire of the app's own files this first visit loaded (page, scripts, styles, images). */
  filesWireBytes: number
  /** The same files' bytes as they are (decoded). */
  filesBytes: number
  /** How many of the app's files the first visit loaded. */
  files: number
  /** Navigation start to the first frame showing a project card. */
  firstCardMs: number
  /** Navigation start to the frame after the page's last change: the list as complete as the screen makes it. */
  listDrawnMs: number
  /** Elements in the document once the list is drawn. */
  domNodes: number
  /** Cards (`article`) in the document once the list is drawn. */
  cards: number
  /** Each keystroke of the search text: keydown to the frame after its input was handled. */
  keystrokeMs: number[]
  /** The search's last keydown to the first frame listing only the project searched for (400 ms debounce included). */
  searchMs: number
}

export interface ProjectsScreenFigures {
  projects: number
  /** Bytes of the list answer (`GET /api/projects?withSystems=true`, uncompressed). */
  listBytes: number
  /** First visits as Chromium makes them (Accept-Encoding: gzip, deflate, br, zstd): compressed answers. */
  runs: ProjectsScreenRun[]
  /**
   * First visits asking for no encoding (Accept-Encoding: identity): every answer as it is, as the server
   * sent them to every client before it compressed (docs/operations.md, "The projects screen at scale").
   */
  uncompressedRuns: ProjectsScreenRun[]
  /** Navigation start to the list drawn over an emulated link (NETWORK), as it is and compressed, ms. */
  overNetwork: { uncompressed: number[]; compressed: number[] }
}

/**
 * A link of an office or home connection, emulated by Chromium (DevTools' throttling of the bytes received):
 * 20 Mbit/s down, 5 Mbit/s up, 40 ms round trip. On loopback a 3 MB answer costs no time to move, so what
 * compression saves shows only over a link like this.
 */
const NETWORK = { offline: false, latency: 40, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 }

/** What a first visit loaded: the list answer's and the app files' bytes on the wire, and the files decoded. */
function countBytes(page: Page) {
  const counted: Promise<{ list: number; file?: { wire: number; bytes: number } }>[] = []
  page.on('requestfinished', (request) => {
    const pathname = new URL(request.url()).pathname
    const isList = pathname === '/api/projects'
    const isFile = pathname.startsWith('/app/') && request.resourceType() !== 'fetch'
    if (!isList && !isFile) return
    counted.push(
      (async () => {
        const { responseBodySize } = await request.sizes()
        if (isList) return { list: responseBodySize }
        const body = await (await request.response())?.body()
        return { list: 0, file: { wire: responseBodySize, bytes: body?.length ?? 0 } }
      })(),
    )
  })
  return async () => {
    const all = await Promise.all(counted)
    const files = all.flatMap((c) => (c.file ? [c.file] : []))
    return {
      listWireBytes: all.reduce((sum, c) => sum + c.list, 0),
      filesWireBytes: files.reduce((sum, f) => sum + f.wire, 0),
      filesBytes: files.reduce((sum, f) => sum + f.bytes, 0),
      files: files.length,
    }
  }
}

/** Milliseconds without any change to the page, and with nothing left to do, after which the list counts as drawn. */
const QUIET_MS = 2000

/** Navigation start to the first card, and to the list drawn (the page unchanged and idle for QUIET_MS). */
async function listDrawn(page: Page): Promise<{ firstCardMs: number; listDrawnMs: number }> {
  const firstCardMs = (await (
    await page.waitForFunction(() => window.__cardAt, undefined, { timeout: 120_000 })
  ).jsonValue()) as number
  await page.waitForFunction(
    (quiet) =>
      window.__changedAt !== undefined &&
      window.__idleAt !== undefined &&
      performance.now() - window.__changedAt > quiet &&
      performance.now() - window.__idleAt < 500,
    QUIET_MS,
    { timeout: 300_000, polling: 250 },
  )
  return { firstCardMs, listDrawnMs: await page.evaluate(() => window.__changedAt ?? NaN) }
}

/**
 * The projects screen of a signed-in user with `projects` projects (no systems), on the built server in
 * Chromium, a first visit each run: how soon the list shows and is complete, how many elements it takes, how
 * quickly the search box echoes a keystroke, and how soon a search for the first project made (at the list's end)
 * lists it alone; and the bytes on the wire of the list and of the app's files, each run once asking for no
 * encoding and once as Chromium asks. One run warms the server's file cache and is not counted.
 */
export async function projectsScreen(runs: number, projects: number): Promise<ProjectsScreenFigures> {
  // The write limit (1,500 a minute) would stop the seeding; the quota allows 5,000 projects a user.
  const server = await startServer({ WRITES_PER_MINUTE: '0' })
  const browser = await launchChromium()
  try {
    const pad = String(projects - 1).length
    const seedStart = performance.now()
    const tokens = await userWithProjects(server, projects, 0, { parallel: 4, pad })
    console.log(`seeded ${projects} projects in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)
    const list = await fetch(`${server.origin}/api/projects?withSystems=true`, {
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-id-token': tokens.idToken },
    })
    const listBytes = (await list.arrayBuffer()).byteLength
    const firstMade = projectName(0, pad)
    const visit = (plain: boolean, network: boolean) => {
      let bytesOf: ReturnType<typeof countBytes> | undefined
      return visitApp(
        browser,
        server.origin,
        watchProjectsScreen,
        tokens,
        { width: 1280, height: 800 },
        plain ? { 'accept-encoding': 'identity' } : undefined,
        async (opened) => {
          bytesOf = countBytes(opened)
          if (network)
            await (
              await opened.context().newCDPSession(opened)
            ).send('Network.emulateNetworkConditions', NETWORK)
        },
      ).then(({ context, page }) => ({ context, page, bytes: () => bytesOf?.() }))
    }
    const measured: ProjectsScreenRun[] = []
    const uncompressed: ProjectsScreenRun[] = []
    // Each run twice, asking for no encoding and then as Chromium asks, so that both see the same machine.
    for (let turn = 0; turn <= 2 * runs + 1; turn++) {
      const run = Math.floor(turn / 2)
      const plain = turn % 2 === 0
      const { context, page, bytes: bytesOf } = await visit(plain, false)
      const { firstCardMs, listDrawnMs } = await listDrawn(page)
      const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length)
      const cards = await page.evaluate(() => document.getElementsByTagName('article').length)
      const search = page.getByRole('searchbox', { name: 'Search projects' })
      await search.click({ timeout: 60_000 })
      await page.evaluate(() => (window.__keystrokes = []))
      // Typed as a quick typist types: a keystroke every 80 ms, the last one timed to the list's update.
      await search.pressSequentially(firstMade.slice(0, -1), { delay: 80, timeout: 300_000 })
      await page.evaluate(watchSearchResult(firstMade))
      await search.press(firstMade.slice(-1), { timeout: 60_000 })
      await page.waitForFunction(() => window.__searchedAt, undefined, { timeout: 120_000 })
      const searchMs = await page.evaluate(() => (window.__searchedAt ?? NaN) - (window.__keydownAt ?? NaN))
      const keystrokeMs = await page.evaluate(() => window.__keystrokes)
      const bytes = await bytesOf()
      if (!bytes) throw new Error('no bytes counted')
      const figures = { ...bytes, firstCardMs, listDrawnMs, domNodes, cards, keystrokeMs, searchMs }
      if (run > 0) (plain ? uncompressed : measured).push(figures)
      await context.close()
    }
    const overNetwork = { uncompressed: [] as number[], compressed: [] as number[] }
    for (let turn = 0; turn < 2 * Math.min(runs, 3); turn++) {
      const plain = turn % 2 === 0
      const { context, page } = await visit(plain, true)
      ;(plain ? overNetwork.uncompressed : overNetwork.compressed).push((await listDrawn(page)).listDrawnMs)
      await context.close()
    }
    return { projects, listBytes, runs: measured, uncompressedRuns: uncompressed, overNetwork }
  } finally {
    await browser.close()
    await server.stop()
  }
}
