// The system overview against the real server (docs/decisions/0003-system-overview.md): the chain, the
// calculations, the room.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { bands, chain, NOISE, openSystem, OverviewPage, type Item } from './pages/overview-pages.ts'
import { pasteInto } from './pages/workspace-pages.ts'

interface Result {
  noiseGeneratorTotalSoundPowerLw: number
  noiseGeneratorFilteredTotal: number
  totalSoundPowerToRoomLw: number
  filteredTotalSoundPowerToRoom: number
  totalLpA10m2: number
  soundPowerLevelToRoomLw: Record<string, number>
  calculationSteps: { name: string }[]
}

/**
 * The API's answer for a chain, each entry repeated once per quantity (docs/product-rules.md, "Adding and
 * removing products").
 */
async function apiAnswer(request: APIRequestContext, items: Item[]): Promise<Result> {
  const res = await request.post('/api/calculations/sound-power', {
    data: {
      inputSoundPowerLevel: NOISE,
      attenuationConstant: 'T1',
      filterCorrectionType: 'AFilter',
      products: items.flatMap((item) =>
        Array.from({ length: item.quantity }, () => ({
          id: item.productId,
          name: item.productName,
          class: item.productClass,
          soundAttenuation: item.soundAttenuation,
          soundPowerLevel: item.soundPowerLevel,
        })),
      ),
    },
  })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { data: Result }).data
}

const db = (value: number) => `${Math.round(value)} dB`
const dbA = (value: number) => `${Math.round(value)} dB(A)`

// Several saves and server round trips each, on machines that run other suites at the same time.
test.describe.configure({ timeout: 90_000 })

async function expectPanel(o: OverviewPage, answer: Result) {
  await expect(o.figure('Noise generator', 'Lw')).toHaveText(db(answer.noiseGeneratorTotalSoundPowerLw))
  await expect(o.figure('Noise generator', 'LwA')).toHaveText(dbA(answer.noiseGeneratorFilteredTotal))
  await expect(o.figure('Sound power to room', 'Lw')).toHaveText(db(answer.totalSoundPowerToRoomLw))
  await expect(o.figure('Sound power to room', 'LwA')).toHaveText(dbA(answer.filteredTotalSoundPowerToRoom))
  await expect(o.figure('Reference room (10 m²)', 'LpA10m2')).toHaveText(dbA(answer.totalLpA10m2))
}

test('shows the system with numbers equal to the API, and the detailed table per step', async ({
  browser,
  request,
}) => {
  const { page, systemId } = await openSystem(browser, request)
  const o = new OverviewPage(page)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: 'Opera house' })).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'Supply ahu-3' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to product selection' })).toHaveAttribute(
    'href',
    '/app/products-list',
  )
  await expect(page.getByText('City of Helsinki')).toBeVisible()
  await expect(page.getByText('Stage')).toBeVisible()
  expect(await o.cardNames()).toEqual(['NRF-250', 'Diffuser KSO', 'Bend 90°'])
  await expect(o.card('NRF-250').getByText('120 l/s')).toBeVisible()

  const answer = await apiAnswer(request, chain)
  await expectPanel(o, answer)

  await page.getByRole('tab', { name: 'Detailed calculations' }).click()
  const table = page.getByRole('table', { name: 'Detailed calculations per octave band' })
  await expect(table.getByRole('columnheader', { name: 'D', exact: true })).toHaveCount(3)
  await expect(table.getByRole('columnheader', { name: 'Lw', exact: true })).toHaveCount(3)
  await expect(table.getByRole('columnheader', { name: 'Step 3: Bend 90°' })).toBeVisible()
  const row1k = table.getByRole('row', { name: /^1000 / })
  await expect(row1k.getByRole('cell').nth(6)).toHaveText(
    (answer.soundPowerLevelToRoomLw.octaveBand1000Hz ?? 0).toFixed(1),
  )
  await expect(page.getByText('D is attenuation, Lw is sound power level', { exact: false })).toBeVisible()

  // The spectra: sound power along the chain and sound pressure at the listener are two charts, each with
  // its own level axis; hovering a band shows every line's value there, in whole dB.
  const figure = page.getByRole('figure', { name: 'Spectrum' })
  const power = figure.getByRole('figure', { name: 'Sound power along the chain' })
  const pressure = figure.getByRole('figure', { name: 'Sound pressure at the listener' })
  for (const line of [
    'Noise generator Lw',
    'After product 1: NRF-250',
    'After product 2: Diffuser KSO',
    'After product 3: Bend 90°',
  ])
    await expect(power.getByText(line, { exact: true })).toBeVisible()
  await expect(power.getByText('Lw, dB re 1 pW')).toBeVisible()
  await expect(pressure.getByText('Room Lp at the listener', { exact: true })).toBeVisible()
  await expect(pressure.getByText('NR 30 target', { exact: true })).toBeVisible()
  await expect(pressure.getByText('Lp, dB re 20 µPa')).toBeVisible()
  const hover = async (chart: typeof power) => {
    const tick = chart.locator('.recharts-cartesian-axis-tick-value').filter({ hasText: /^1000$/ })
    const plot = chart.locator('.recharts-cartesian-grid')
    // To the middle of the window, as a person would: the summary stays in view at the foot of the window and
    // covers what only just scrolled into view.
    await plot.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    const [at, area] = [await tick.boundingBox(), await plot.boundingBox()]
    if (!at || !area) throw new Error('the chart is not laid out')
    await page.mouse.move(at.x + at.width / 2, area.y + area.height / 2)
    const tooltip = chart.locator('.mantine-ChartTooltip-tooltip')
    await expect(tooltip).toBeVisible()
    await expect(tooltip.locator('.mantine-ChartTooltip-tooltipLabel')).toHaveText('1000')
    return (name: string) => tooltip.locator('.mantine-ChartTooltip-tooltipItem').filter({ hasText: name })
  }
  const powerItem = await hover(power)
  await expect(powerItem('Noise generator Lw')).toContainText('70 dB')
  await expect(powerItem('After product 3: Bend 90°')).toContainText(
    `${Math.round(answer.soundPowerLevelToRoomLw.octaveBand1000Hz ?? 0)} dB`,
  )
  const pressureItem = await hover(pressure)
  await expect(pressureItem('NR 30 target')).toContainText('30 dB')

  // Next opens the system's report in its popup.
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Next' }).click()
  expect((await popup).url()).toContain(`/printing/system?systemId=${systemId}`)
  expect(errors).toEqual([])
})

test('flags every card whose airflow is not the system’s, which the total and the fan cost count', async ({
  browser,
  request,
}) => {
  // A system given 400 l/s after its products were added: the round silencer keeps its 120 l/s and the
  // rectangular one the 900 l/s it was configured at; a second round one is at the system's.
  const rect: Item = {
    productId: 'rect-1',
    productType: 'rectSilencer',
    productClass: 'MSK',
    productName: 'MSK-600x300-1200',
    productCode: 'MSK-600x300-1200',
    quantity: 1,
    soundPowerLevel: bands([]),
    soundAttenuation: bands([4, 7, 14, 22, 28, 26, 20, 14]),
    inputAirflow: 900,
    pressureDrop: 24,
  }
  const [nrf] = chain
  if (!nrf) throw new Error('the chain starts with a round silencer')
  const same: Item = { ...nrf, productId: 'nrf-400', productName: 'NRF-400', inputAirflow: 400 }
  const { page } = await openSystem(browser, request, [...chain, rect, same], 400)
  const o = new OverviewPage(page)
  const differs = "Airflow differs from the system's 400 l/s"
  await expect(o.card('NRF-250').getByText(differs)).toBeVisible()
  await expect(o.card('MSK-600x300-1200').getByText(differs)).toBeVisible()
  await expect(o.card('MSK-600x300-1200').getByText('900 l/s')).toBeVisible()
  await expect(o.card('NRF-400').getByText(differs)).toHaveCount(0)
  await expect(o.card('Diffuser KSO').getByText(differs)).toHaveCount(0)
  await expect(o.fact('Total pressure drop')).toContainText(
    "Products whose pressure drop is taken at an airflow other than the system's 400 l/s: 2",
  )
  await expect(o.fact('Fan energy cost at the system airflow')).toContainText(
    "Calculated from the total pressure drop, which includes 2 products at an airflow other than the system's",
  )
})

test('adds, removes and reorders products; each change recalculates at once and is saved', async ({
  browser,
  request,
}) => {
  const { page, systemId, account } = await openSystem(browser, request)
  const o = new OverviewPage(page)

  const save = o.saved(systemId)
  await o.card('NRF-250').getByRole('button', { name: 'One more NRF-250' }).click()
  await expect(o.quantity('NRF-250')).toHaveText('2')
  const twice = [{ ...chain[0], quantity: 2 } as Item, chain[1] as Item, chain[2] as Item]
  await expectPanel(o, await apiAnswer(request, twice))
  expect((await save).status()).toBe(200)

  await o.card('Diffuser KSO').getByRole('button', { name: 'Remove one Diffuser KSO' }).click()
  await expect(o.card('Diffuser KSO')).toHaveCount(0)
  // One click took it out; it can be put back where it was, with its data, and is taken out again.
  await expect(page.getByText('Diffuser KSO was removed from the system.')).toBeVisible()
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect.poll(() => o.cardNames()).toEqual(['NRF-250', 'Diffuser KSO', 'Bend 90°'])
  await expectPanel(o, await apiAnswer(request, twice))
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0)
  await o.card('Diffuser KSO').getByRole('button', { name: 'Remove one Diffuser KSO' }).click()
  await expect(o.card('Diffuser KSO')).toHaveCount(0)
  await o.card('Bend 90°').getByRole('button', { name: 'Move Bend 90° up' }).click()
  expect(await o.cardNames()).toEqual(['Bend 90°', 'NRF-250'])
  await expectPanel(o, await apiAnswer(request, [chain[2] as Item, twice[0] as Item]))
  // The server's copy follows, with its own calculation equal to the screen's.
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const stored = async () => {
    const res = await request.get(`/api/systems/${systemId}`, { headers })
    return (
      (await res.json()) as {
        data: { projectId: string; version: number; items: Item[]; calculationResults: Result }
      }
    ).data
  }
  await expect
    .poll(async () => (await stored()).items.map((i) => `${i.productId}×${i.quantity}`))
    .toEqual(['bend-90×1', 'nrf-250×2'])
  const saved = await stored()
  await expect(o.figure('Sound power to room', 'Lw')).toHaveText(
    db(saved.calculationResults.totalSoundPowerToRoomLw),
  )
  await expect(o.figure('Reference room (10 m²)', 'LpA10m2')).toHaveText(
    dbA(saved.calculationResults.totalLpA10m2),
  )

  // Still so after a reload; the detailed table has one column pair per step (quantity counts).
  await page.reload()
  await expect(o.card('NRF-250')).toBeVisible()
  expect(await o.cardNames()).toEqual(['Bend 90°', 'NRF-250'])
  await page.getByRole('tab', { name: 'Detailed calculations' }).click()
  await expect(page.getByRole('columnheader', { name: 'D', exact: true })).toHaveCount(3)

  // Insert after a product: the products list opens with the insertion position kept.
  await page.getByRole('tab', { name: 'Products' }).click()
  await o.card('Bend 90°').getByRole('button', { name: 'Insert after Bend 90°' }).click()
  await expect(page).toHaveURL(/\/app\/products-list$/)
  const kept = await page.evaluate(() => window.sessionStorage.getItem('workspace') ?? '')
  expect(JSON.parse(kept)).toMatchObject({
    insertionPosition: { index: 0, placement: 'after', productId: null },
  })

  // Someone else saves meanwhile: the next change is refused, reloaded and explained.
  await page.goto('/app/project-overview')
  await expect(o.quantity('NRF-250')).toHaveText('2')
  const data = await stored()
  const other = await request.put(`/api/projects/${data.projectId}/systems/${systemId}`, {
    headers,
    data: { name: 'supply ahu-3', version: data.version, inputSoundPowerLevel: NOISE, items: chain },
  })
  expect(other.status()).toBe(200)
  await o.card('NRF-250').getByRole('button', { name: 'Remove one NRF-250' }).click()
  await expect(
    page.getByText(
      'Someone else saved this system meanwhile, so your last changes were not saved and the system has been reloaded as they left it. You can put your changes back over theirs; their version stays in the version history.',
    ),
  ).toBeVisible()
  await expect.poll(() => o.cardNames()).toEqual(['NRF-250', 'Diffuser KSO', 'Bend 90°'])
})

test("editing a product's sound power changes the room; the rating follows the target", async ({
  browser,
  request,
}) => {
  const { page, systemId, account } = await openSystem(browser, request)
  const o = new OverviewPage(page)
  await expect(o.roomLevel()).toHaveText(/^\d+ dB\(A\)$/)
  const before = await o.roomLevel().textContent()

  await o.card('Diffuser KSO').getByRole('button', { name: 'Adjust sound power of Diffuser KSO' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sound power level: Diffuser KSO' })
  await expect(dialog.getByText('Changes apply to this product within this project only.')).toBeVisible()
  await pasteInto(dialog.getByRole('textbox', { name: '63 Hz octave band' }), '70 72 75 73 70 65 60 55')
  await expect(dialog.getByRole('textbox', { name: '8000 Hz octave band' })).toHaveValue('55')
  const save = o.saved(systemId)
  await dialog.getByRole('button', { name: 'Set', exact: true }).click()
  await expect(o.roomLevel()).not.toHaveText(before ?? '')
  await expect(o.card('Diffuser KSO').getByText(/^Adds \d+ dB\(A\) to this source$/)).toBeVisible()
  expect((await save).status()).toBe(200)
  const louder = { ...chain[1], soundPowerLevel: bands([70, 72, 75, 73, 70, 65, 60, 55]) } as Item
  await expectPanel(o, await apiAnswer(request, [chain[0] as Item, louder, chain[2] as Item]))

  // The NR rating against a target: fails below the rating, passes at it.
  const nr = o.rating('NR')
  const rating = Number((await nr.textContent())?.match(/rating(\d+)/)?.[1])
  expect(rating).toBeGreaterThan(0)
  await o.field('Target NR').fill(String(rating - 1))
  await expect(nr.getByText('Fail')).toBeVisible()
  await o.field('Target NR').fill(String(rating))
  await expect(nr.getByText('Pass')).toBeVisible()

  // A farther listener in a more absorbent room hears less; the inputs are saved with the system.
  const near = await o.roomLevel().textContent()
  const roomSaved = o.saved(systemId)
  await o.field('Listener distance, m').fill('4')
  await page.getByText('Volume and reverberation time', { exact: true }).click()
  await o.field('Room volume, m³').fill('200')
  await o.field('Reverberation time, s').fill('0.5')
  await expect(o.roomLevel()).not.toHaveText(near ?? '')
  await expect(page.getByText('Absorption area by Sabine', { exact: false })).toBeVisible()
  await roomSaved
  await expect
    .poll(async () => {
      const res = await request.get(`/api/systems/${systemId}`, {
        headers: { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken },
      })
      return ((await res.json()) as { data: { room: unknown } }).data.room
    })
    .toMatchObject({
      listenerDistance: 4,
      absorptionMode: 'reverberation',
      volume: 200,
      reverberationTime: 0.5,
      targetNr: rating,
    })
  await page.reload()
  await expect(o.field('Listener distance, m')).toHaveValue('4')
})

test('an anonymous quick calculation keeps its chain in the browser through a reload', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (r) => {
    if (/\/api\/(projects|systems)/.test(r.url())) sent.push(r.url())
  })
  await page.goto('/app/projects')
  await page.evaluate(
    ([items, noise]) =>
      window.sessionStorage.setItem(
        'workspace',
        JSON.stringify({
          activeProjectId: null,
          activeSystemId: null,
          selectedClasses: [],
          quickCalculation: {
            project: {
              name: 'quick hall',
              number: '',
              address: '',
              email: '',
              phone: '',
              contactData: '',
              comment: '',
            },
            system: {
              name: 'fan room',
              number: '',
              comment: '',
              date: null,
              attenuationConstantType: 'T1',
              filterCorrectionType: 'AFilter',
              inputSoundPowerLevel: noise,
              items,
            },
          },
        }),
      ),
    [chain, NOISE] as const,
  )
  await page.goto('/app/project-overview')
  const o = new OverviewPage(page)
  await o.card('Bend 90°').getByRole('button', { name: 'Remove one Bend 90°' }).click()
  await o.card('Diffuser KSO').getByRole('button', { name: 'Move Diffuser KSO up' }).click()
  await page.reload()
  await expect(o.card('NRF-250')).toBeVisible()
  expect(await o.cardNames()).toEqual(['Diffuser KSO', 'NRF-250'])
  await expect(page.getByRole('button', { name: 'System actions' })).toHaveCount(0)
  expect(sent).toEqual([])
})

test('the system menu edits and deletes the system; deleting goes back to the systems', async ({
  browser,
  request,
}) => {
  const { page, systemId, account, projectId } = await openSystem(browser, request)
  await expect(page.getByRole('button', { name: 'Create new system' })).toBeVisible()

  await page.getByRole('button', { name: 'System actions' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit system' })
  await expect(edit.getByRole('textbox', { name: 'System name' })).toHaveValue('supply ahu-3')
  await edit.getByRole('textbox', { name: 'System name' }).fill('supply ahu-4')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 2, name: 'Supply ahu-4' })).toBeVisible()

  await expect(page.getByRole('menu')).toHaveCount(0)
  await page.getByRole('button', { name: 'System actions' }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete system' })
    .getByRole('button', { name: 'Delete system' })
    .click()
  await expect(page).toHaveURL(/\/app\/systems$/)
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  expect((await request.get(`/api/systems/${systemId}`, { headers })).status()).toBe(404)
  const left = await request.get(`/api/projects/${projectId}/systems`, { headers })
  expect(((await left.json()) as { data: unknown[] }).data).toEqual([])
})
