// The projects screen of one user with many projects (docs/operations.md, "The projects screen at scale"): the
// first card and the whole list drawn, the bytes the list took, and each keystroke of a search, in Chromium on
// a throttled network, served by the built server (dist/).
import type { Page } from '@playwright/test'
import { startServer } from '../e2e/server.ts'
import { launchChromium, projectName, userWithProjects, visitApp } from './visits.ts'

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
  /** Bytes on the wire of the list answer (`GET /api/projects?withSystems=false`, as the projects screen asks), as the browser received it. */
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
  /** Bytes of the list answer (`GET /api/projects?withSystems=false`, uncompressed). */
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
    const list = await fetch(`${server.origin}/api/projects?withSystems=false`, {
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
