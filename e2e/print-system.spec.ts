// The system and product reports (docs/reports.md): each page with its texts and numbers, printed to A4 PDF and
// read back page by page with pdftotext (so the text stays text), one page rendered with pdftoppm; the stamp
// reproduced from the saved system, the options and the locale query; a product page from its overview button
// and from the page variable, a system from a browser object.
import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  aWeightedTotal,
  calculateSoundPower,
  meters,
  noiseCriterion,
  noiseRating,
  readBands,
  roomSoundPressureBands,
  squareMeters,
} from '../src/engine/index.ts'
import { activateSystem, signedInPage } from './pages/workspace-pages.ts'
import {
  NOISE,
  item,
  A4,
  today,
  seed,
  pkg,
  expectPdf,
  renderPage,
  shot,
  sheets,
  watchPrint,
  printed,
  reportHashOf,
} from './print-helpers.ts'

test('system report: summary, project info, inventory, product pages; numbers, dates, stamp, A4 PDF', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const items = [item(1), item(2, { quantity: 2, productName: 'Diffuser 2', productCode: 'DF-2' })]
  // The room saved with the system (docs/decisions/0003-system-overview.md): 3 m from an outlet at an edge of
  // a room of 20 m², NR 20 target.
  const room = {
    listenerDistance: 3,
    absorptionMode: 'area',
    absorptionArea: 20,
    volume: 50,
    reverberationTime: 0.8,
    directivity: 4,
    targetNr: 20,
    targetNc: null,
  }
  const { account, systemIds } = await seed(request, 'Concert hall', [{ name: 'AHU-1', items, room }])
  const page = await signedInPage(browser, account)
  await page.setViewportSize(A4)
  await watchPrint(page)
  await page.goto(`/printing/system?systemId=${systemIds[0]}&autoPrint=0`)

  // Summary, project info, one inventory page, one page per product.
  await expect(sheets(page)).toHaveCount(5)
  const first = sheets(page).nth(0)
  await expect(first.getByRole('heading', { name: 'System summary: AHU-1' })).toBeVisible()
  await expect(first.getByText('Page 1 / 5')).toBeVisible()
  await expect(first.getByText(`Date: ${today()}`)).toBeVisible()
  // The overview's chart: the generator, the level after each product, the room and the NR target.
  const chart = first.getByRole('figure', { name: 'Spectrum' })
  await expect(chart.locator('.recharts-surface').first()).toBeVisible()
  const legend = [
    'Noise generator Lw',
    'After product 1: Silencer 1',
    'After product 2: Diffuser 2',
    'Room Lp at the listener',
  ]
  for (const text of [...legend, 'NR 20 target'])
    await expect(chart.getByText(text, { exact: true })).toBeVisible()
  const version = pkg.version.replaceAll('.', '\\.')
  await expect(
    // The test server holds the modelled demo catalogue, and the stamp says so.
    first.getByText(new RegExp(`^Engine ${version} · catalogue 1 \\(modelled data\\) · inputs [0-9a-f]{8}$`)),
  ).toBeVisible()
  await expect(first.getByText(/Nordvent Acoustics Oy, export sales/)).toBeVisible()

  // The totals the engine gives for this chain (whole numbers on the summary, 2 decimals in the inventory).
  const expanded = [items[0], items[1], items[1]].map((p) => ({
    soundAttenuation: readBands(p?.soundAttenuation),
    soundPowerLevel: readBands(p?.soundPowerLevel),
  }))
  const result = calculateSoundPower({
    inputSoundPowerLevel: readBands(NOISE),
    attenuationConstant: 'T1',
    filterCorrectionType: 'AFilter',
    products: expanded,
  })
  const roomRow = first.getByRole('row', { name: /Sound power to the room Lw/ })
  await expect(roomRow).toContainText(String(Math.round(result.totalSoundPowerToRoomLw)))
  // The room's figures as the overview's room panel gives them, with the verdict against the target.
  const atListener = roomSoundPressureBands(result.soundPowerLevelToRoomLw, {
    distance: meters(3),
    directivity: 4,
    absorptionArea: squareMeters(20),
  })
  const nr = noiseRating(atListener)
  const nc = noiseCriterion(atListener)
  if (nr.kind !== 'inRange' || nc.kind !== 'inRange')
    throw new Error('the fixture should rate within the curves')
  const lpA = `${Math.round(aWeightedTotal(atListener))} dB(A)`
  const nrText = `${Math.round(nr.rating)} (target 20: ${nr.rating <= 20 ? 'Pass' : 'Fail'})`
  const ncText = `${Math.round(nc.rating)} (no target)`
  const roomFacts = first.getByRole('region', { name: 'Room' })
  for (const [term, value] of [
    ['Listener distance, m', '3'],
    ['Outlet position (directivity)', 'Q = 4, at an edge'],
    ['Equivalent absorption area, m²', '20'],
    ['Sound pressure level at the listener', lpA],
    ['NR rating', nrText],
    ['NC rating', ncText],
  ])
    await expect(roomFacts.getByRole('definition').filter({ hasText: value }).first(), term).toBeVisible()

  const projectPage = sheets(page).nth(1)
  await expect(projectPage.getByRole('heading', { name: 'Project information' })).toBeVisible()
  await expect(projectPage.getByText('City of Espoo')).toBeVisible()
  await expect(projectPage.getByText('Page 2 / 5')).toBeVisible()

  const inventory = sheets(page).nth(2)
  await expect(inventory.getByRole('heading', { name: 'Product inventory' })).toBeVisible()
  const row1 = inventory.getByRole('row', { name: /Silencer 1/ })
  await expect(row1).toContainText('NRFV-101')
  await expect(row1).toContainText('13.346') // pressure drop, 3 decimals
  await expect(row1).toContainText(result.noiseGeneratorTotalSoundPowerLwA.toFixed(2))
  const afterFirst = result.perProductCalculations[0]?.totalSoundPowerToRoomLwA ?? NaN
  await expect(row1).toContainText(afterFirst.toFixed(2))
  const row2 = inventory.getByRole('row', { name: /Diffuser 2 × 2/ })
  await expect(row2).toContainText(afterFirst.toFixed(2))
  await expect(row2).toContainText(result.totalSoundPowerToRoomLwA.toFixed(2))

  const product = sheets(page).nth(4)
  await expect(product.getByRole('heading', { name: 'Product: Diffuser 2' })).toBeVisible()
  for (const section of ['Sound power level', 'Attenuation', 'Calculation', 'Result'])
    await expect(product.getByText(section, { exact: true })).toBeVisible()
  await expect(product.getByRole('row', { name: /Filter correction/ })).toBeVisible()
  await expect(product.getByRole('row', { name: /LpA at 10 m² absorption/ })).toBeVisible()
  // The class picture is inline, not a link to storage.
  await expect(product.getByRole('img', { name: 'NRFV' })).toHaveAttribute('src', /^data:image\/svg\+xml/)

  await shot(page, 'print-system')
  const toRoom = String(Math.round(result.totalSoundPowerToRoomLw))
  const pdf = await expectPdf(page, [
    [
      'System summary: AHU-1',
      'Page 1 / 5',
      `Date: ${today()}`,
      `Engine ${pkg.version}`,
      toRoom,
      ...legend,
      'NR 20 target',
      `Sound pressure level at the listener ${lpA}`,
      `NR rating ${nrText}`,
      `NC rating ${ncText}`,
    ],
    ['Project information', 'City of Espoo', 'Main street 1', 'Page 2 / 5'],
    [
      'Product inventory',
      'Silencer 1',
      'NRFV-101',
      '13.346',
      result.noiseGeneratorTotalSoundPowerLwA.toFixed(2),
      afterFirst.toFixed(2),
      result.totalSoundPowerToRoomLwA.toFixed(2),
      'Page 3 / 5',
    ],
    ['Product: Silencer 1', 'Sound power level', 'Attenuation', 'Calculation', 'Result', 'Page 4 / 5'],
    ['Product: Diffuser 2', 'Filter correction', 'Page 5 / 5'],
  ])
  renderPage(pdf, 1, 'print-system')
  expect(await printed(page)).toBe(0)

  // The stamp's hash and the summary's figure come back from the saved system with scripts/report-hash.ts.
  const stampHash = (await first.getByText(/ · inputs [0-9a-f]{8}$/).textContent())?.slice(-8)
  const reproduced = await reportHashOf(request, account, `/api/systems/${systemIds[0]}`)
  expect(reproduced).toContain(`inputs ${stampHash}`)
  expect(reproduced).toContain(`sound power to the room Lw ${result.totalSoundPowerToRoomLw.toFixed(2)} dB`)

  // Without the filter and the constant, without the project page; in Swedish.
  await page.goto(
    `/printing/system?systemId=${systemIds[0]}&autoPrint=0&filter=0&constant=0&projectInfo=0&locale=sv`,
  )
  await expect(sheets(page)).toHaveCount(4)
  await expect(sheets(page).nth(0).getByText('Sida 1 / 4')).toBeVisible()
  const svProduct = sheets(page).nth(3)
  await expect(svProduct.getByRole('heading', { name: 'Produkt: Diffuser 2' })).toBeVisible()
  await expect(svProduct.getByRole('row', { name: /Vägningskorrektion/ })).toHaveCount(0)
  await expect(svProduct.getByRole('row', { name: /LpA vid 10 m²/ })).toHaveCount(0)
  // The report's language does not change the interface's.
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).not.toBe('sv')
})

test('product page from its overview button and from the page variable; a system from a browser object', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  // The overview's print button on a product opens /printing/product in its popup and hands it the product
  // with the level arriving at it; the page prints by itself (autoPrint defaults to 1).
  const items = [item(1), item(7)]
  const { account, projectId, systemIds } = await seed(request, 'Concert hall', [{ name: 'AHU-1', items }])
  const app = await signedInPage(browser, account)
  await watchPrint(app.context())
  await app.goto('/app/projects')
  await activateSystem(app, projectId, systemIds[0] ?? '')
  await app.goto('/app/project-overview')
  const opened = app.waitForEvent('popup')
  await app.getByRole('button', { name: 'Print the report of Silencer 7' }).click()
  const popup = await opened
  expect(new URL(popup.url()).pathname).toBe('/printing/product')
  await popup.setViewportSize(A4)
  await expect(sheets(popup)).toHaveCount(1)
  await expect(popup.getByRole('heading', { name: 'Product: Silencer 7' })).toBeVisible()
  await expect(popup.getByText('Page 1 / 1')).toBeVisible()
  await expect.poll(() => printed(popup), { timeout: 3000 }).toBe(1)
  // The page's result is the chain's after the second product, not the product alone after the generator.
  const chainResult = calculateSoundPower({
    inputSoundPowerLevel: readBands(NOISE),
    attenuationConstant: 'T1',
    filterCorrectionType: 'AFilter',
    products: items.map((p) => ({
      soundAttenuation: readBands(p.soundAttenuation),
      soundPowerLevel: readBands(p.soundPowerLevel),
    })),
  })
  const fromOverview = await expectPdf(popup, [
    [
      'Product: Silencer 7',
      'Concert hall',
      'NRFV-107',
      '19.346',
      String(Math.round(chainResult.totalSoundPowerToRoomLw)),
      'Page 1 / 1',
    ],
  ])
  renderPage(fromOverview, 1, 'print-product-from-overview')

  const page = await browser.newPage()
  await page.setViewportSize(A4)
  await watchPrint(page)
  await page.addInitScript(
    (data) => {
      ;(window as unknown as { productData: string }).productData = JSON.stringify(data)
    },
    { ...item(7), projectName: 'Quick', inputSoundPowerLevel: NOISE },
  )
  await page.goto('/printing/product?autoPrint=0&locale=et')
  await expect(sheets(page)).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Toode: Silencer 7' })).toBeVisible()
  await expect(page.getByText('Lehekülg 1 / 1')).toBeVisible()
  await expect(page.getByText('19,346')).toBeVisible()
  await shot(page, 'print-product')
  await expectPdf(page, [['Toode: Silencer 7', '19,346', 'Lehekülg 1 / 1']])

  // A configured rectangular silencer is kept without a picture: its page shows its class drawing.
  const rect = item(9, {
    productType: 'rectSilencer',
    productClass: 'MSK',
    productName: 'MSK-800x400-1200',
    productCode: 'MSK-800x400-1200',
    productImageURL: '',
  })
  const objectId = randomUUID()
  await page.addInitScript(
    ([id, data]) => window.localStorage.setItem(`printObject:${id}`, JSON.stringify(data)),
    [
      objectId,
      {
        project: { name: 'Quick project' },
        system: { name: 'Quick system', inputSoundPowerLevel: NOISE, items: [item(1), rect] },
      },
    ] as const,
  )
  await page.goto(`/printing/system?objectId=${objectId}&autoPrint=0&locale=da`)
  await expect(sheets(page)).toHaveCount(5)
  await expect(page.getByRole('heading', { name: 'Systemoversigt: Quick system' })).toBeVisible()
  await expect(page.getByText('Side 5 / 5')).toBeVisible()
  await expect(sheets(page).nth(4).getByRole('img', { name: 'MSK' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  )
  await shot(page, 'print-rect')
  await expectPdf(page, [
    ['Systemoversigt: Quick system', 'Side 1 / 5'],
    ['Side 2 / 5'],
    ['Silencer 1', 'NRFV-101', 'MSK-800x400-1200', 'Side 3 / 5'],
    ['Silencer 1', 'Side 4 / 5'],
    ['MSK-800x400-1200', 'Side 5 / 5'],
  ])
})
