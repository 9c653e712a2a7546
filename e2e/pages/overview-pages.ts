// Page object of the system overview (docs/decisions/0003-system-overview.md): a system made through the API,
// opened in the browser.
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { activateSystem, signedInPage, signUpAccount, type Account } from './workspace-pages.ts'

const BANDS = [63, 125, 250, 500, 1000, 2000, 4000, 8000]
export const bands = (values: number[]): Record<string, number> =>
  Object.fromEntries(BANDS.map((hz, i) => [`octaveBand${hz}Hz`, values[i] ?? 0]))

export interface Item {
  productId: string
  productType: 'silencer' | 'diffuser' | 'abstract' | 'custom' | 'rectSilencer'
  productClass: string
  productName: string
  productCode: string
  quantity: number
  soundPowerLevel: Record<string, number>
  soundAttenuation: Record<string, number>
  defaultSoundAttenuation?: Record<string, number>
  defaultSoundPowerLevel?: Record<string, number>
  inputAirflow?: number
  pressureDrop?: number
}

/** A round silencer, a diffuser with flow noise, and a bend: three steps. */
export const chain: Item[] = [
  {
    productId: 'nrf-250',
    productType: 'silencer',
    productClass: 'NRF',
    productName: 'NRF-250',
    productCode: 'NRF-250-900',
    quantity: 1,
    soundPowerLevel: bands([]),
    soundAttenuation: bands([5, 8, 12, 18, 22, 20, 15, 10]),
    defaultSoundAttenuation: bands([5, 8, 12, 18, 22, 20, 15, 10]),
    defaultSoundPowerLevel: bands([]),
    inputAirflow: 120,
    pressureDrop: 35,
  },
  {
    productId: 'kso-160',
    productType: 'diffuser',
    productClass: 'KSO',
    productName: 'Diffuser KSO',
    productCode: 'KSO-160',
    quantity: 1,
    soundPowerLevel: bands([30, 32, 35, 33, 30, 25, 20, 15]),
    soundAttenuation: bands([10, 6, 3, 1, 0, 0, 0, 0]),
  },
  {
    productId: 'bend-90',
    productType: 'abstract',
    productClass: 'bend',
    productName: 'Bend 90°',
    productCode: 'B90',
    quantity: 1,
    soundPowerLevel: bands([]),
    soundAttenuation: bands([0, 1, 2, 3, 3, 3, 3, 3]),
  },
]

export const NOISE = bands([80, 78, 75, 72, 70, 65, 60, 55])

export interface Opened {
  account: Account
  projectId: string
  systemId: string
  page: Page
}

/**
 * A user with a project and a system holding `items` (and the system airflow `airflow`, l/s, when given), and
 * a page signed in with both active.
 */
export async function openSystem(
  browser: Browser,
  request: APIRequestContext,
  items: Item[] = chain,
  airflow?: number,
): Promise<Opened> {
  const account = await signUpAccount(request, 'Otto Overview')
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const project = await request.post('/api/projects', {
    headers,
    data: { name: 'opera house', number: 'OH-7', contactData: 'City of Helsinki', email: 'oh@example.com' },
  })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { data: { id: string } }).data.id
  const system = await request.post(`/api/projects/${projectId}/systems`, {
    headers,
    data: {
      name: 'supply ahu-3',
      number: 'S3',
      comment: 'Stage',
      inputSoundPowerLevel: NOISE,
      items,
      ...(airflow === undefined ? {} : { airflow }),
    },
  })
  expect(system.status()).toBe(201)
  const systemId = ((await system.json()) as { data: { id: string } }).data.id
  const page = await signedInPage(browser, account)
  await page.goto('/app/projects')
  await activateSystem(page, projectId, systemId)
  await page.goto('/app/project-overview')
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  return { account, projectId, systemId, page }
}

/** The value (dd) beside a term (dt) of a description list. */
const definitionOf = (within: Locator, term: string): Locator =>
  within
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')

export class OverviewPage {
  constructor(readonly page: Page) {}

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }

  async cardNames(): Promise<string[]> {
    return this.page.getByRole('list', { name: 'Selected products' }).getByRole('heading').allTextContents()
  }

  /** A number of the calculations panel, e.g. figure('Sound power to room', 'LwA'). */
  figure(group: string, label: string): Locator {
    const panel = this.page.getByRole('region', { name: 'Calculations' })
    return definitionOf(panel.getByRole('group', { name: group }), label)
  }

  /** A fact of the project or the system beside the products, e.g. fact('Total pressure drop'). */
  fact(term: string): Locator {
    return definitionOf(this.page.locator('body'), term)
  }

  quantity(name: string): Locator {
    return definitionOf(this.card(name), 'Quantity')
  }

  roomLevel(): Locator {
    return this.page.getByRole('status', { name: 'Sound pressure level at the listener' })
  }

  rating(scale: 'NR' | 'NC'): Locator {
    return this.page.getByRole('group', { name: `${scale} rating` })
  }

  field(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true })
  }

  /** Resolves when the next save of the system has been answered. */
  saved(systemId: string) {
    return this.page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/systems/${systemId}`),
    )
  }
}
