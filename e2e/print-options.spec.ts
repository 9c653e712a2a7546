// The print reports, continued (docs/reports.md): report options and the popup, autoPrint of the project and
// material reports, the no-content views, a hostile project name that must print as text, and the catalogue
// stamp.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import {
  activateSystem,
  signedInPage,
  signUpAccount,
  WorkspacePages,
  type Account,
} from './pages/workspace-pages.ts'
import { catalogueCommand, startServer, type ExtraServer } from './server.ts'

import { NOISE, item, A4, seed, pkg, expectPdf, shot, sheets, watchPrint, printed } from './print-helpers.ts'

test('report options beside the PDF buttons leave parts out; reports open in a 595×842 popup', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const { account, projectId, systemIds } = await seed(request, 'Options hall', [
    { name: 'AHU-9', items: [item(1)] },
  ])
  const app = await signedInPage(browser, account)
  await watchPrint(app.context())
  await app.goto('/app/projects')
  await activateSystem(app, projectId, systemIds[0] ?? '')
  await app.goto('/app/project-overview')

  await app.getByRole('button', { name: 'Report options' }).click()
  const options = app.getByRole('group', { name: 'Report options' })
  for (const part of [
    'Project information page',
    'Weighting filter on product pages',
    'Attenuation constant on product pages',
  ])
    await options.getByRole('checkbox', { name: part }).uncheck()
  await app.keyboard.press('Escape')
  const opened = app.waitForEvent('popup')
  await app.getByRole('button', { name: 'Print PDF' }).click()
  const popup = await opened
  expect(new URL(popup.url()).search).toBe(`?systemId=${systemIds[0]}&projectInfo=0&filter=0&constant=0`)
  // The popup's size (docs/product-rules.md, "Report pages").
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([595, 842])
  // Summary, inventory and the product's page, without the filter's and the constant's rows.
  await expect(sheets(popup)).toHaveCount(3)
  await expect(sheets(popup).nth(2).getByRole('heading', { name: 'Product: Silencer 1' })).toBeVisible()
  await expect(
    sheets(popup)
      .nth(2)
      .getByRole('row', { name: /Filter correction/ }),
  ).toHaveCount(0)
  await expect(
    sheets(popup)
      .nth(2)
      .getByRole('row', { name: /LpA at 10 m² absorption/ }),
  ).toHaveCount(0)
  // The system report prints by itself (autoPrint defaults to 1).
  await expect.poll(() => printed(popup), { timeout: 5000 }).toBe(1)
  await popup.close()

  // The systems page uses the same choice, and offers the same control.
  const workspace = new WorkspacePages(app)
  await app.goto('/app/systems')
  await expect(app.getByRole('button', { name: 'Report options' })).toBeVisible()
  const fromCard = app.waitForEvent('popup')
  await workspace.systemMenu('AHU-9', 'Print PDF')
  expect(new URL((await fromCard).url()).search).toBe(
    `?systemId=${systemIds[0]}&projectInfo=0&filter=0&constant=0`,
  )
  const fromMaterials = app.waitForEvent('popup')
  await app.getByRole('button', { name: 'Bill of materials' }).click()
  const materials = await fromMaterials
  expect(new URL(materials.url()).search).toBe(`?projectId=${projectId}&filter=0&constant=0`)
  expect(await materials.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([595, 842])
})

test('project and material reports print by themselves after 1 s', async ({ browser, request }) => {
  test.setTimeout(60_000)
  const { account, projectId } = await seed(request, 'Printing hall', [{ name: 'AHU-5', items: [item(1)] }])
  const page = await signedInPage(browser, account)
  await watchPrint(page)
  for (const report of ['project', 'materials']) {
    const start = Date.now()
    await page.goto(`/printing/${report}?projectId=${projectId}`)
    await expect(sheets(page).first()).toBeVisible()
    // Shown first, printed a second later.
    expect(await printed(page), report).toBe(0)
    await expect.poll(() => printed(page), { timeout: 5000 }).toBe(1)
    expect(Date.now() - start, report).toBeGreaterThanOrEqual(1000)
  }
})

test('no-content views', async ({ browser, request }) => {
  const account = await signUpAccount(request, 'Nora Nothing')
  const page = await signedInPage(browser, account)
  const cases = [
    '/printing/system?autoPrint=0',
    `/printing/system?systemId=${randomUUID()}&autoPrint=0`,
    `/printing/system?objectId=${randomUUID()}&autoPrint=0`,
    '/printing/project?autoPrint=0',
    `/printing/project?projectId=${randomUUID()}&autoPrint=0`,
    '/printing/materials?projectId=not-an-id&autoPrint=0',
    '/printing/product?autoPrint=0',
  ]
  for (const url of cases) {
    await page.goto(url)
    await expect(page.getByText('No content', { exact: true }), url).toBeVisible()
    await expect(sheets(page)).toHaveCount(0)
  }
  await page.addInitScript(() => {
    ;(window as unknown as { productData: string }).productData = '{not json'
  })
  await page.goto('/printing/product?autoPrint=0&locale=fi')
  await expect(page.getByText('Ei sisältöä', { exact: true })).toBeVisible()
})

test('a hostile project name prints as text', async ({ browser, request }) => {
  const hostile = '<script>alert(1)</script>'
  const { account, projectId } = await seed(request, hostile, [
    { name: '<img src=x onerror=alert(2)>', items: [item(1)] },
  ])
  const page = await signedInPage(browser, account)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0`)
  await expect(sheets(page).first().getByText(hostile, { exact: true })).toBeVisible()
  await shot(page, 'print-hostile')
  // The system's summary is on the first page, its name as text; its charts lead its inventory's page.
  await expect(
    sheets(page).first().getByText('<img src=x onerror=alert(2)>', { exact: true }).first(),
  ).toBeVisible()
  await expect(page.locator('main script')).toHaveCount(0)
  await expect(page.locator('main img[src="x"]')).toHaveCount(0)
  await expectPdf(page, [
    [hostile, '<img src=x onerror=alert(2)>', 'Page 1 / 2'],
    ['Spectrum', 'Page 2 / 2'],
  ])
  expect(dialogs).toEqual([])
})

test.describe('the stamp names the catalogue a system was saved with', () => {
  // A server of its own: a system saved on the modelled demo catalogue (version 1), then the manufacturer's
  // measured data imported with the catalogue command (version 2), and a system saved on those.
  let server: ExtraServer
  let dataDir: string
  let account: Account
  let projectId: string
  const systemIds: string[] = []

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(300_000)
    dataDir = mkdtempSync(path.join(tmpdir(), 'ventnoise-e2e-catalogue-'))
    server = await startServer({}, { dataDir })
    const createSystem = async (name: string) => {
      const api = await playwright.request.newContext({ baseURL: server.origin })
      const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
      const res = await api.post(`/api/projects/${projectId}/systems`, {
        headers,
        data: { name, inputSoundPowerLevel: NOISE, items: [item(1)] },
      })
      expect(res.status()).toBe(201)
      const { data } = (await res.json()) as { data: { id: string; catalogueVersion: number } }
      await api.dispose()
      systemIds.push(data.id)
      return data.catalogueVersion
    }
    const api = await playwright.request.newContext({ baseURL: server.origin })
    account = await signUpAccount(api, 'Vera Version')
    const project = await api.post('/api/projects', {
      headers: { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken },
      data: { name: 'Versions hall' },
    })
    projectId = ((await project.json()) as { data: { id: string } }).data.id
    await api.dispose()
    expect(await createSystem('On demo data')).toBe(1)
    await server.stop()

    const file = path.join(dataDir, 'catalogue.json')
    catalogueCommand(dataDir, ['export', file])
    const exported = JSON.parse(readFileSync(file, 'utf8')) as { rows: Record<string, unknown>[] }
    for (const row of exported.rows) if ('dataSource' in row) row.dataSource = 'measured'
    writeFileSync(file, JSON.stringify(exported))
    catalogueCommand(dataDir, ['import', file, '--description', 'Measured data'])

    server = await startServer({}, { dataDir })
    expect(await createSystem('On measured data')).toBe(2)
  })
  test.afterAll(async () => {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  const stampOf = (catalogue: string) =>
    new RegExp(`^Engine ${pkg.version.replaceAll('.', '\\.')} · catalogue ${catalogue} · inputs [0-9a-f]{8}$`)

  test('system, project and quick calculation reports', async ({ browser }) => {
    test.setTimeout(90_000)
    const page = await signedInPage(browser, account, { baseURL: server.origin })
    await page.setViewportSize(A4)

    // Saved before the import: its own version, marked modelled, though the current catalogue is measured.
    await page.goto(`/printing/system?systemId=${systemIds[0]}&autoPrint=0`)
    await expect(sheets(page).first().getByText(stampOf('1 \\(modelled data\\)'))).toBeVisible()
    await expectPdf(page, [
      ['System summary: On demo data', 'catalogue 1 (modelled data)'],
      ['Project information', 'catalogue 1 (modelled data)'],
      ['Product inventory', 'catalogue 1 (modelled data)'],
      ['Product: Silencer 1', 'catalogue 1 (modelled data)'],
    ])
    await page.goto(`/printing/system?systemId=${systemIds[1]}&autoPrint=0`)
    await expect(sheets(page).first().getByText(stampOf('2'))).toBeVisible()

    // A project report names every version its systems were saved with.
    await page.goto(`/printing/project?projectId=${projectId}&autoPrint=0&locale=fi`)
    await expect(
      sheets(page)
        .first()
        .getByText(/tuoteluettelo 1 \(mallinnetut tiedot\), 2 · syötteet/),
    ).toBeVisible()

    // A quick calculation whose chain says nothing of its catalogue prints the current one.
    const objectId = randomUUID()
    await page.evaluate(
      ([id, data]) => window.localStorage.setItem(`printObject:${id}`, JSON.stringify(data)),
      [
        objectId,
        {
          project: { name: 'Quick' },
          system: { name: 'Quick', inputSoundPowerLevel: NOISE, items: [item(1)] },
        },
      ] as const,
    )
    await page.goto(`/printing/system?objectId=${objectId}&autoPrint=0`)
    await expect(sheets(page).first().getByText(stampOf('2'))).toBeVisible()
  })
})
