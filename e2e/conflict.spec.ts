// Two users on one shared system (docs/product-rules.md, "Recalculation and saving"): one removes a product and
// saves; the other, on an overview that has not seen it, changes the chain. That change is refused (409): the
// screen reloads the stored system and the room it serves, and says the change was not saved.
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { chain, NOISE, OverviewPage } from './pages/overview-pages.ts'
import {
  activateSystem,
  creatorAs,
  officeRoom,
  signedInPage,
  signUpAccount,
  type Account,
} from './pages/workspace-pages.ts'

// Two browsers, several saves and server round trips, on machines that run other suites at the same time.
test.describe.configure({ timeout: 90_000 })

const headersOf = (account: Account) => ({
  Authorization: `Bearer ${account.accessToken}`,
  'X-Id-Token': account.idToken,
})

/** The room's level as the room panel shows it against a dB(A) target: to 0.1 dB, rounded up. */
const shownLevel = (lpA: number) => `${(Math.ceil(lpA * 10) / 10).toFixed(1)} dB(A)`

/** The room panel's figures reading `text` (its level, and this system's part, alike with one system). */
const figureOf = (o: OverviewPage, text: string) =>
  o.page.getByRole('region', { name: 'Project room' }).getByText(text, { exact: true }).first()

/** The room's predicted LpA as the server assesses it now. */
async function roomLpA(request: APIRequestContext, account: Account, projectId: string): Promise<number> {
  const res = await request.get(`/api/projects/${projectId}/rooms`, { headers: headersOf(account) })
  expect(res.status()).toBe(200)
  const [room] = ((await res.json()) as { data: { assessment: { lpA: number } }[] }).data
  return room?.assessment.lpA ?? NaN
}

/**
 * A shared system with a served room, open on the author's overview, whose colleague has since removed the
 * diffuser and saved: the author's next change is made on the version that save replaced.
 */
async function staleForAuthor(browser: Browser, request: APIRequestContext) {
  const author = await signUpAccount(request, 'Anna Author')
  const colleague = await signUpAccount(request, 'Bert Colleague')
  const post = creatorAs(request, author)
  const projectId = await post('/api/projects', { name: 'Harbour offices' })
  const roomId = await post(`/api/projects/${projectId}/rooms`, {
    ...officeRoom,
    number: 'A2.14',
    name: 'Office',
    targetValue: 30,
  })
  const systemId = await post(`/api/projects/${projectId}/systems`, {
    name: 'Supply AHU-1',
    inputSoundPowerLevel: NOISE,
    items: chain,
    roomId,
    outlets: 2,
  })
  const me = await request.get('/api/auth/user', { headers: headersOf(colleague) })
  const colleagueId = ((await me.json()) as { data: { id: string } }).data.id
  const invited = await request.post(`/api/projects/${projectId}/users`, {
    headers: headersOf(author),
    data: { invitedUserId: colleagueId },
  })
  expect(invited.status()).toBe(201)

  const open = async (account: Account) => {
    const page = await signedInPage(browser, account)
    await page.goto('/app/projects')
    await activateSystem(page, projectId, systemId)
    await page.goto('/app/project-overview')
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
    return new OverviewPage(page)
  }
  const a = await open(author)
  const before = await roomLpA(request, author, projectId)
  await expect(figureOf(a, shownLevel(before))).toBeVisible()
  await expect(a.page.getByText('All changes saved')).toBeVisible()

  // The colleague removes the diffuser and saves; the author's overview has not seen it.
  const b = await open(colleague)
  const theirSave = b.saved(systemId)
  await b.card('Diffuser KSO').getByRole('button', { name: 'Remove one Diffuser KSO' }).click()
  expect((await theirSave).status()).toBe(200)
  const after = await roomLpA(request, author, projectId)
  expect(shownLevel(after)).not.toBe(shownLevel(before))
  return { a, author, projectId, systemId, before, after }
}

const CONFLICT_NOTICE =
  'Someone else saved this system meanwhile, so your last changes were not saved and the system has been reloaded as they left it. You can put your changes back over theirs; their version stays in the version history.'

test("a change made over someone else's save is not saved, says so, and the room shows the stored system's level", async ({
  browser,
  request,
}) => {
  const { a, author, projectId, systemId, before, after } = await staleForAuthor(browser, request)

  // "+" on the round silencer, made on the version the colleague replaced.
  const refused = a.saved(systemId)
  await a.card('NRF-250').getByRole('button', { name: 'One more NRF-250' }).click()
  expect((await refused).status()).toBe(409)
  await expect(a.page.getByText(CONFLICT_NOTICE)).toBeVisible()
  await expect.poll(() => a.cardNames()).toEqual(['NRF-250', 'Bend 90°'])
  await expect(a.quantity('NRF-250')).toHaveText('1')
  // The room's figures are the stored system's at once, without reloading the page.
  await expect(figureOf(a, shownLevel(after))).toBeVisible()
  await expect(figureOf(a, shownLevel(before))).toHaveCount(0)
  await expect(a.page.getByText('Last change not saved')).toBeVisible()
  await expect(a.page.getByText('All changes saved')).toHaveCount(0)

  // Made again, the change is saved over the colleague's, and the status says so.
  const saved = a.saved(systemId)
  await a.card('NRF-250').getByRole('button', { name: 'One more NRF-250' }).click()
  expect((await saved).status()).toBe(200)
  await expect(a.page.getByText('All changes saved')).toBeVisible()
  await expect(figureOf(a, shownLevel(await roomLpA(request, author, projectId)))).toBeVisible()
})

test('the changes a conflict dropped are put back over the other save when asked, the other save kept in the history', async ({
  browser,
  request,
}) => {
  const { a, author, projectId, systemId } = await staleForAuthor(browser, request)
  const refused = a.saved(systemId)
  await a.card('NRF-250').getByRole('button', { name: 'One more NRF-250' }).click()
  expect((await refused).status()).toBe(409)
  const notice = a.page.getByRole('alert').filter({ hasText: CONFLICT_NOTICE })
  await expect.poll(() => a.cardNames()).toEqual(['NRF-250', 'Bend 90°'])

  // Put back: the author's chain, the silencer twice and the diffuser, saved over the colleague's version.
  const saved = a.saved(systemId)
  await notice.getByRole('button', { name: 'Put my changes back' }).click()
  expect((await saved).status()).toBe(200)
  await expect(a.page.getByText('All changes saved')).toBeVisible()
  await expect.poll(() => a.cardNames()).toEqual(['NRF-250', 'Diffuser KSO', 'Bend 90°'])
  await expect(a.quantity('NRF-250')).toHaveText('2')
  const stored = await a.page.request.get(`/api/systems/${systemId}`, { headers: headersOf(author) })
  const items = ((await stored.json()) as { data: { items: { quantity: number }[] } }).data.items
  expect(items.map((item) => item.quantity)).toEqual([2, 1, 1])
  // The colleague's save, without the diffuser, is the version the put-back replaced.
  const versions = await a.page.request.get(`/api/projects/${projectId}/systems/${systemId}/versions`, {
    headers: headersOf(author),
  })
  const [latest] = ((await versions.json()) as { data: { productCount: number }[] }).data
  expect(latest?.productCount).toBe(2)
})
