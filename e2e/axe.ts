// axe-core as the browser tests run it: WCAG 2.1 AA, the serious and critical violations only.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The serious and critical violations on the page as it is now (or in the part `include` selects), one line
 * each (rule and where); [] when there are none.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Colours are read as painted: a dialog still fading in reads as near-white text on white (a contrast of 1.03
  // failed a CI run), so every finite animation or transition ends first; a spinner's endless one is left alone.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  )
  const builder = new AxeBuilder({ page })
  if (include !== undefined) builder.include(include)
  const { violations } = await builder
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
