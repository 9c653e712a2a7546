// The web app's weight and first render: the JavaScript a first visit must load before anything shows, and the
// time from navigation to the projects heading in Chromium, served by the built server (dist/).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { startServer } from '../e2e/server.ts'
import { launchChromium, median, userWithProjects, visitApp, type Tokens } from './visits.ts'

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
