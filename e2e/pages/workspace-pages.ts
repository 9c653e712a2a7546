// Page objects of the workspace: projects, systems and their modals (docs/product-rules.md, "Projects and
// systems").
import { randomUUID } from 'node:crypto'
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'

export interface Account {
  fullName: string
  email: string
  accessToken: string
  idToken: string
  refreshToken: string
}

/** Creates a user through the API (the test servers run without the sign-up rate limits, e2e/serve.mjs). */
export async function signUpAccount(request: APIRequestContext, fullName: string): Promise<Account> {
  const email = `${fullName.split(' ')[0]?.toLowerCase() ?? 'user'}-${randomUUID()}@example.com`
  const res = await request.post('/api/auth/sign-up', {
    data: { fullName, email, password: 'correct horse battery' },
  })
  expect(res.status()).toBe(201)
  const { data } = (await res.json()) as { data: Omit<Account, 'fullName' | 'email'> }
  return { fullName, email, ...data }
}

/** Posts as `account` through the API and answers the created document's id (201 expected). */
export function creatorAs(request: APIRequestContext, account: Account) {
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  return async (url: string, data: object): Promise<string> => {
    const res = await request.post(url, { headers, data })
    expect(res.status(), url).toBe(201)
    return ((await res.json()) as { data: { id: string } }).data.id
  }
}

/**
 * A room's acoustics as most room tests post them: an office of 10 m² absorption, its listener 2 m from an
 * outlet in a wall or ceiling, its target an LpA (each test gives the value and the name).
 */
export const officeRoom = {
  targetType: 'LpA' as const,
  absorptionMode: 'area' as const,
  absorptionArea: 10,
  listenerDistance: 2,
  directivity: 2,
}

/**
 * Makes a project and a system active in this tab's session, as Details on their cards would; the page must
 * be on the app's origin. The next navigation opens them.
 */
export async function activateSystem(page: Page, projectId: string, systemId: string): Promise<void> {
  await page.evaluate(
    ([p, s]) =>
      window.sessionStorage.setItem(
        'workspace',
        JSON.stringify({
          activeProjectId: p,
          activeSystemId: s,
          quickCalculation: null,
          selectedClasses: [],
        }),
      ),
    [projectId, systemId],
  )
}

/**
 * A browser context whose pages start signed in as `account` (the tokens under the app's storage keys); on
 * the test server unless `baseURL` names another.
 */
export async function signedInPage(
  browser: Browser,
  account: Account,
  options: { baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext(options)
  await context.addInitScript((tokens) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return
    window.sessionStorage.setItem('e2e-signed-in', '1')
    window.localStorage.setItem('accessToken', tokens.accessToken)
    window.localStorage.setItem('idToken', tokens.idToken)
    window.localStorage.setItem('refreshToken', tokens.refreshToken)
  }, account)
  return context.newPage()
}

/** Pastes text into an input the way a browser does (a paste event carrying the clipboard's text). */
export async function pasteInto(input: Locator, text: string): Promise<void> {
  await input.evaluate((element, pasted) => {
    const data = new DataTransfer()
    data.setData('text/plain', pasted)
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, text)
}

export class WorkspacePages {
  constructor(readonly page: Page) {}

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name })
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true })
  }

  cards(): Locator {
    return this.page.getByRole('article')
  }

  band(hz: number, within: Locator | Page = this.page): Locator {
    return within.getByRole('textbox', { name: `${hz} Hz octave band` })
  }

  async openProjects(): Promise<void> {
    await this.page.goto('/app/projects')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible()
  }

  async createProject(fields: { name: string; number: string; customer: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Create new project' }).click()
    const dialog = this.dialog('New project')
    await dialog.getByRole('textbox', { name: 'Project name' }).fill(fields.name)
    await dialog.getByRole('textbox', { name: 'Project number' }).fill(fields.number)
    await dialog.getByRole('textbox', { name: 'Customer' }).fill(fields.customer)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(this.page).toHaveURL(/\/app\/systems$/)
    await expect(this.page.getByRole('heading', { level: 2, name: fields.name })).toBeVisible()
  }

  /** Fills the system modal; pasting a row of eight levels into 63 Hz fills every band. */
  async createSystem(opener: string, fields: { name: string; number: string; bands: string }): Promise<void> {
    await this.page.getByRole('button', { name: opener }).click()
    const dialog = this.dialog('New system')
    await dialog.getByRole('textbox', { name: 'System name' }).fill(fields.name)
    await dialog.getByRole('textbox', { name: 'System number' }).fill(fields.number)
    await pasteInto(this.band(63, dialog), fields.bands)
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(this.page).toHaveURL(/\/app\/silencers$/)
  }

  async systemMenu(system: string, item: string): Promise<void> {
    await this.openMenu(this.card(system).getByRole('button', { name: 'System actions' }), item)
  }

  async projectMenu(item: string): Promise<void> {
    await this.openMenu(this.page.getByRole('button', { name: 'Project actions' }), item)
  }

  /**
   * A menu closes with a short transition: the last one must be gone before the next opens. The item is named
   * exactly: "Copy" is not "Copy to project…".
   */
  private async openMenu(target: Locator, item: string): Promise<void> {
    await expect(this.page.getByRole('menu')).toHaveCount(0)
    await target.click()
    await this.page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
  }

  async cardNames(): Promise<string[]> {
    return this.cards().getByRole('heading').allTextContents()
  }
}
