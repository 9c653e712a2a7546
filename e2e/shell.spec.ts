import { expect, test, type Request } from '@playwright/test'

const titles = [
  { language: 'Eesti', projects: 'Projektid', signIn: 'Logi sisse', lang: 'et' },
  { language: 'Suomi', projects: 'Projektit', signIn: 'Kirjaudu sisään', lang: 'fi' },
  { language: 'Svenska', projects: 'Projekt', signIn: 'Logga in', lang: 'sv' },
  { language: 'Dansk', projects: 'Projekter', signIn: 'Log ind', lang: 'da' },
  { language: 'English', projects: 'Projects', signIn: 'Sign in', lang: 'en' },
]

test('opens /app in English and switches through all five languages', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })

  await page.goto('/app')
  await expect(page).toHaveURL(/\/app\/projects$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('contentinfo')).toBeVisible()

  for (const t of titles) {
    await page
      .getByRole('combobox', { name: /^(Language|Keel|Kieli|Språk|Sprog)$/ })
      .selectOption({ label: t.language })
    await expect(page.getByRole('heading', { level: 1, name: t.projects, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: t.signIn, exact: true })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', t.lang)
  }

  // The choice is kept in browser storage across a reload.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Suomi' })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Projektit' })).toBeVisible()
  expect(errors).toEqual([])
})

// The silencer model's tables are the heaviest part of the engine (docs/operations.md, "Web app"): the first
// visit must not carry them, the screens that rank or configure silencers load them. A table key marks them.
const SILENCER_TABLES = '"mineralWool:100"'

test('the first visit to /app loads no silencer model; the silencer list brings it', async ({ page }) => {
  const scripts: Promise<{ url: string; code: string }>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const url = new URL(response.url()).pathname
    scripts.push(
      response.text().then(
        (code) => ({ url, code }),
        () => ({ url, code: '' }),
      ),
    )
  })
  const withTables = async () =>
    (await Promise.all(scripts)).filter(({ code }) => code.includes(SILENCER_TABLES)).map(({ url }) => url)
  await page.goto('/app')
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  expect(scripts.length).toBeGreaterThan(0)
  expect(await withTables()).toEqual([])

  await page.goto('/app/regular-silencers')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(async () => (await withTables()).length).toBeGreaterThan(0)
})

test('a first visit gets the page, its scripts and styles and the catalogue as br, smaller than they are', async ({
  page,
}) => {
  const answers: Promise<{ path: string; type: string; encoding?: string; wire: number; bytes: number }>[] =
    []
  const collect = (request: Request) => {
    answers.push(
      (async () => {
        const response = await request.response()
        const headers = (await response?.allHeaders()) ?? {}
        return {
          path: new URL(request.url()).pathname,
          type: request.resourceType(),
          encoding: headers['content-encoding'],
          wire: (await request.sizes()).responseBodySize,
          bytes: (await response?.body())?.length ?? 0,
        }
      })(),
    )
  }
  page.on('requestfinished', collect)
  await page.goto('/app/regular-silencers')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect
    .poll(async () => (await Promise.all(answers)).some((a) => a.path === '/api/silencers'))
    .toBe(true)
  // A request finishing after this point would read its body after the test ended, so the count stops here and
  // every answer counted is read in full.
  page.off('requestfinished', collect)
  const large = (await Promise.all(answers)).filter(
    (a) =>
      (['document', 'script', 'stylesheet'].includes(a.type) || a.path === '/api/silencers') &&
      a.bytes >= 1024,
  )
  expect(large.map((a) => a.type)).toEqual(
    expect.arrayContaining(['document', 'script', 'stylesheet', 'fetch']),
  )
  for (const answer of large) {
    expect(answer.encoding, answer.path).toBe('br')
    expect(answer.wire, answer.path).toBeLessThan(answer.bytes)
  }
  const sum = (pick: (a: (typeof large)[number]) => number) => large.reduce((total, a) => total + pick(a), 0)
  expect(sum((a) => a.wire)).toBeLessThan(sum((a) => a.bytes) / 3)
})

test('serves every client route from the real server and redirects unknown paths', async ({ page }) => {
  await page.goto('/modelling/regular-silencers')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/printing/system')
  await expect(page.getByText('No content')).toBeVisible()
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/app\/projects$/)
})

test('says the demo catalogue is modelled, with its model and version, in the app and the modelling area', async ({
  page,
}) => {
  const notice = page.getByRole('contentinfo').getByRole('note')
  for (const url of ['/app/projects', '/modelling/regular-silencers']) {
    await page.goto(url)
    await expect(notice, url).toBeVisible()
    await expect(notice, url).toContainText(
      /^Catalogue version 1: demo data modelled from published acoustic formulas \(\d+ modelled, 0 measured entries\)/,
    )
  }
  // Where the models are written down: a page a user can open, not the name of a file of the repository.
  const opened = page.waitForEvent('popup')
  await notice.getByRole('link', { name: 'How the modelled values are calculated (in English)' }).click()
  const methods = await opened
  await expect(
    methods.getByRole('heading', {
      level: 1,
      name: 'Acoustics of VentNoise: formulas, sources, data and decisions',
    }),
  ).toBeVisible()
  await expect(methods.getByRole('heading', { name: /Validation against published data/ })).toBeVisible()
  await methods
    .getByRole('navigation', { name: 'Calculation methods' })
    .getByRole('link', { name: 'Other products' })
    .click()
  await expect(methods.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(methods).toHaveURL(/\/app\/methods\/acoustics-elements\.html$/)
  await methods.close()
})

test('the API answers next to the app', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(await res.json()).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } })
})
