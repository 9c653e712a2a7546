// Page objects of product selection: a signed-in user's project and system made through the API, the class
// selection, the products list and the regular silencers list (docs/selection.md).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import type { Account } from './workspace-pages.ts'

export const LEVELS = [80, 78, 75, 72, 70, 65, 60, 55]
const BAND_KEYS = [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => `octaveBand${hz}Hz`)
export const bands = (values: number[]) =>
  Object.fromEntries(BAND_KEYS.map((key, i) => [key, values[i] ?? 0]))

export const authHeaders = (account: Account) => ({
  Authorization: `Bearer ${account.accessToken}`,
  'X-Id-Token': account.idToken,
  'X-Refresh-Token': account.refreshToken,
})

export interface WorkingSystem {
  projectId: string
  systemId: string
}

/** A project with one system (noise generator LEVELS, no products) made through the API. */
export async function createSystem(request: APIRequestContext, account: Account): Promise<WorkingSystem> {
  const headers = authHeaders(account)
  const project = await request.post('/api/projects', {
    headers,
    data: { name: 'Concert hall', number: 'CH-1' },
  })
  expect(project.status()).toBe(201)
  const projectId = ((await project.json()) as { data: { id: string } }).data.id
  const system = await request.post(`/api/projects/${projectId}/systems`, {
    headers,
    data: { name: 'AHU-1', number: 'S1', inputSoundPowerLevel: bands(LEVELS) },
  })
  expect(system.status()).toBe(201)
  return { projectId, systemId: ((await system.json()) as { data: { id: string } }).data.id }
}

export interface StoredItem {
  productId: string
  productName: string
  productType: string
  productClass: string
  quantity: number
  inputAirflow?: number | null
  pressureDrop?: number | null
}

/** The system's chain as the server stored it. */
export async function storedItems(
  request: APIRequestContext,
  account: Account,
  systemId: string,
): Promise<StoredItem[]> {
  const res = await request.get(`/api/systems/${systemId}`, { headers: authHeaders(account) })
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { data: { items: StoredItem[] } }).data.items
}

/** Makes the project and system active in this page's session (as Details on their cards would). */
export async function activate(page: Page, working: WorkingSystem): Promise<void> {
  await page.addInitScript((ids) => {
    if (window.sessionStorage.getItem('e2e-activated')) return
    window.sessionStorage.setItem('e2e-activated', '1')
    window.sessionStorage.setItem(
      'workspace',
      JSON.stringify({
        activeProjectId: ids.projectId,
        activeSystemId: ids.systemId,
        quickCalculation: null,
        selectedClasses: [],
        insertionPosition: null,
      }),
    )
  }, working)
}

export class SelectionPages {
  constructor(readonly page: Page) {}

  /** Opens a screen and waits for its data (the catalogue loads once per visit; a busy machine is slow). */
  async open(path: string, ready: RegExp | string): Promise<void> {
    await this.page.goto(path)
    await expect(this.status(ready)).toBeVisible({ timeout: 20_000 })
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }

  classCard(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${name.replace('/', '\\/')} `) })
  }

  status(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text })
  }

  async search(label: string, text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: label }).fill(text)
  }

  /** Picks options of a multi-select filter, then closes it. */
  async pick(label: string, ...options: string[]): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click()
    for (const option of options) await this.page.getByRole('option', { name: option, exact: true }).click()
    await this.page.keyboard.press('Escape')
  }

  async sortBy(option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Sort by' }).click()
    await this.page.getByRole('option', { name: option }).click()
  }

  /** The dB(A) totals of the cards in view, top to bottom. */
  async totals(): Promise<number[]> {
    const texts = await this.page.getByTestId('room-total').allTextContents()
    return texts.map((text) => Number(text.replace(/[^\d-]/g, '')))
  }

  /** Presses a card's action and confirms it in its dialog. */
  async confirmAction(card: string, action: 'Update' | 'Replace' | 'Export', title: string): Promise<void> {
    await this.card(card).getByRole('button', { name: action }).click()
    const dialog = this.page.getByRole('dialog', { name: title })
    await dialog.getByRole('button', { name: action }).click()
    await expect(dialog).toBeHidden()
  }
}
