// What the browser benchmarks share: a user with many projects made through the API, and a first visit of the
// app in a fresh browser context, signed in or not, with a script watching the page from its start.
import { randomUUID } from 'node:crypto'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumLaunchOptions } from '../e2e/chromium.ts'
import type { ExtraServer } from '../e2e/server.ts'
import { projectBody, systemBody } from './samples.ts'

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

export interface Tokens {
  accessToken: string
  idToken: string
  refreshToken: string
}

export const launchChromium = () => chromium.launch(chromiumLaunchOptions)

/**
 * A first visit of `/app` in a fresh context (nothing cached), signed in with `tokens` when given, with the
 * script `watch` run in the page before the app's own.
 */
export async function visitApp(
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
 * A user with `projects` projects of `systems` systems each, made through the API of `server`, `parallel`
 * projects at a time. Project p is named `Project p`, zero-padded to `pad` digits.
 */
export async function userWithProjects(
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

export const projectName = (p: number, pad = 0) => `Project ${String(p).padStart(pad, '0')}`
