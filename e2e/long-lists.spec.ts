// A long project list in Chromium (docs/product-rules.md, "Long lists"): a page of cards, Show more by keyboard,
// the cards' tooltips made when pointed at, and no serious axe violation with the paging controls on screen.
import { seriousViolations } from './axe.ts'
import { expect, test } from '@playwright/test'
import { signedInPage, signUpAccount } from './pages/workspace-pages.ts'

/** Cards a page holds, as docs/product-rules.md ("Long lists") says to the user. */
const PAGE_CARDS = 60

test('a page of project cards; Show more by keyboard goes on at the next card; tooltips on hover; axe passes', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const account = await signUpAccount(request, 'Lena Longlist')
  const count = PAGE_CARDS + 1
  const auth = { authorization: `Bearer ${account.accessToken}`, 'x-id-token': account.idToken }
  // One after another, so that the order of creation is the order of the names.
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/projects', {
      headers: auth,
      data: { name: `hall ${String(i).padStart(2, '0')}`, number: `H-${i}` },
    })
    expect(res.status()).toBe(201)
  }
  const page = await signedInPage(browser, account)
  await page.goto('/app/projects')
  const cards = page.getByRole('region', { name: 'Project list' }).getByRole('article')
  await expect(cards).toHaveCount(PAGE_CARDS)
  await expect(page.getByRole('status')).toHaveText(`Showing ${PAGE_CARDS} of ${count} projects`)

  // A card's icon names itself in a tooltip while the pointer rests on it.
  const newest = page.getByRole('article', { name: `Hall ${count - 1}` })
  await newest.getByRole('button', { name: 'Share' }).hover()
  await expect(page.getByRole('tooltip')).toHaveText('Share')
  await page.mouse.move(0, 0)
  await expect(page.getByRole('tooltip')).toHaveCount(0)

  expect(await seriousViolations(page)).toEqual([])

  // From the page's last card, Tab reaches Show more; Enter draws the rest and the focus goes on there.
  await page.getByRole('article', { name: 'Hall 01' }).getByRole('button', { name: 'Delete' }).focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Show 1 more project' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cards).toHaveCount(count)
  await expect(page.getByRole('article', { name: 'Hall 00' })).toBeFocused()
  // Where the focus went shows, as on any control.
  await expect(page.getByRole('article', { name: 'Hall 00' })).toHaveCSS('outline-style', 'solid')
  await page.keyboard.press('Tab')
  await expect(
    page.getByRole('article', { name: 'Hall 00' }).getByRole('button', { name: 'Details' }),
  ).toBeFocused()
  await expect(page.getByRole('status')).toHaveText(`Showing ${count} of ${count} projects`)
})
