// The web app's weight and first render: the JavaScript a first visit must load before anything shows, and the
// time from navigation to the projects heading in Chromium, served by the built server (dist/).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { startServer } from '../e2e/server.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

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

// A string, not a function: tsx would compile a function with helpers the page does not have (__name).
const WATCH_PROJECTS_HEADING = `
  const check = () => {
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent.trim() === 'Projects')
    if (heading && heading.checkVisibility()) window.__projectsHeadingShown = performance.now()
    else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
`

declare global {
  interface Window {
    __projectsHeadingShown?: number
  }
}

/**
 * From navigation start to the first frame in which the projects heading is visible, for a first visit
 * (a fresh browser context each run, nothing cached), on the built server with its own throw-away data.
 * One run warms the server's file cache and is not counted.
 */
export async function firstRender(runs: number): Promise<FirstRender> {
  const server = await startServer({})
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const times: number[] = []
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ locale: 'en-US' })
      const page = await context.newPage()
      await page.addInitScript({ content: WATCH_PROJECTS_HEADING })
      await page.goto(`${server.origin}/app`)
      const shown = await page.waitForFunction(() => window.__projectsHeadingShown, undefined, {
        timeout: 30_000,
      })
      const ms = (await shown.jsonValue()) as number
      if (run > 0) times.push(ms)
      await context.close()
    }
    return { medianMs: median(times), runs: times }
  } finally {
    await browser.close()
    await server.stop()
  }
}
