// The own-geometry page against the real server (docs/selection.md, "A silencer of your own geometry"):
// reached from the products list, a rectangular splitter with an airflow, then a round silencer; every number
// on the page is the API's.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

const BANDS = [63, 125, 250, 500, 1000, 2000, 4000, 8000] as const
const KEYS = BANDS.map((f) => `octaveBand${f}Hz`)

interface Answer {
  attenuation: Record<string, number>
  attenuationCap: number
  flow: null | {
    pressureDrop: number
    gapVelocity: number
    baffleCount: number | null
    flowNoise: Record<string, number>
  }
}

async function askApi(request: APIRequestContext, body: object): Promise<Answer> {
  const res = await request.post('/api/calculations/silencer-attenuation', { data: body })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: Answer }).data
}

const oneDecimal = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** The cells of one band's row, found by its row header. */
const bandCells = (page: Page, table: Locator, band: number) =>
  table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: String(band), exact: true }) })
    .getByRole('cell')

async function expectTable(page: Page, table: Locator, answer: Answer) {
  for (const [index, band] of BANDS.entries()) {
    const key = KEYS[index] ?? ''
    const expected = [oneDecimal(answer.attenuation[key] ?? NaN)]
    if (answer.flow) expected.push(oneDecimal(answer.flow.flowNoise[key] ?? NaN))
    await expect(bandCells(page, table, band)).toHaveText(expected)
  }
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value)
}

test('own geometry: from the products list, a rectangular splitter with an airflow, then round', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/app/products-list')
  await page.getByRole('link', { name: 'Calculate a silencer of your own geometry' }).click()
  await expect(page).toHaveURL(/\/app\/silencer-geometry$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Silencer of your own geometry' })).toBeVisible()

  // A size out of range is named in the interface language and asks nothing of the server.
  await fill(page, { 'Airway width, mm': '5' })
  await expect(page.getByText('Enter a value from 20 to 1,000 mm.')).toBeVisible()

  await fill(page, {
    'Airway width, mm': '125',
    'Baffle thickness, mm': '250',
    'Length, mm': '1500',
    'Airflow, l/s': '2000',
    'Face width, mm': '1500',
    'Face height, mm': '1000',
  })
  await page.getByLabel('Lining material').selectOption('polyester')
  const rectangular = await askApi(request, {
    shape: 'rectangular',
    airwayWidth: 125,
    baffleThickness: 250,
    length: 1500,
    material: 'polyester',
    inputAirflow: 2000,
    width: 1500,
    height: 1000,
  })
  const withFlow = page.getByRole('table', { name: 'Insertion loss and flow noise per octave band' })
  await expectTable(page, withFlow, rectangular)
  await expect(page.getByTestId('flow-pressureDrop')).toHaveText(
    oneDecimal(rectangular.flow?.pressureDrop ?? NaN),
  )
  await expect(page.getByTestId('flow-gapVelocity')).toHaveText(
    oneDecimal(rectangular.flow?.gapVelocity ?? NaN),
  )
  // 1500 mm at a pitch of 375 mm: four baffles.
  await expect(page.getByTestId('flow-baffleCount')).toHaveText('4')
  await expect(page.getByText(`Laboratory ceiling ${rectangular.attenuationCap} dB`)).toBeVisible()
  await expect(page.getByRole('figure', { name: 'Insertion loss per octave band' })).toBeVisible()

  // Round: the airflow stays; the face is the bore.
  await page.getByRole('radio', { name: 'Round' }).check()
  await expect(page.getByLabel('Airway width, mm')).toHaveCount(0)
  await fill(page, {
    'Bore diameter, mm': '500',
    'Lining thickness, mm': '100',
    'Pod diameter, mm': '250',
    'Length, mm': '1200',
  })
  const round = await askApi(request, {
    shape: 'round',
    diameter: 500,
    liningThickness: 100,
    podDiameter: 250,
    length: 1200,
    material: 'polyester',
    inputAirflow: 2000,
  })
  await expectTable(page, withFlow, round)
  await expect(page.getByTestId('flow-pressureDrop')).toHaveText(oneDecimal(round.flow?.pressureDrop ?? NaN))
  await expect(page.getByTestId('flow-baffleCount')).toHaveCount(0)

  // Without the airflow, only the insertion loss.
  await fill(page, { 'Airflow, l/s': '' })
  const bare = await askApi(request, {
    shape: 'round',
    diameter: 500,
    liningThickness: 100,
    podDiameter: 250,
    length: 1200,
    material: 'polyester',
  })
  await expectTable(page, page.getByRole('table', { name: 'Insertion loss per octave band' }), bare)
  expect(errors).toEqual([])
})
