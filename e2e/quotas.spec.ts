// Storage quotas in the browser (docs/product-rules.md, "Storage quotas"): a create past a quota is refused
// where it happens, in the user's language, and the form keeps what the user typed. A server of its own with
// quotas of one, so that reaching them takes one create.
import { expect, request as playwrightRequest, test, type Browser } from '@playwright/test'
import { startServer, type ExtraServer } from './server.ts'
import { activateSystem, signedInPage, signUpAccount, type Account } from './pages/workspace-pages.ts'

let server: ExtraServer
test.beforeAll(async () => {
  test.setTimeout(150_000)
  server = await startServer({ PROJECTS_PER_USER: '1', SYSTEMS_PER_PROJECT: '1', ROOMS_PER_PROJECT: '1' })
})
test.afterAll(() => server.stop())

/**
 * An account on the quota server that owns one project with one system: every quota is reached. `file` is that
 * project as a project file.
 */
async function fullAccount(): Promise<{
  account: Account
  projectId: string
  systemId: string
  file: { systems: { id: string; name: string }[] }
}> {
  const api = await playwrightRequest.newContext({ baseURL: server.origin })
  const account = await signUpAccount(api, 'Kaisa Quota')
  const headers = { authorization: `Bearer ${account.accessToken}` }
  const post = async (url: string, data: object) => {
    const res = await api.post(url, { headers, data })
    expect(res.status()).toBe(201)
    return ((await res.json()) as { data: { id: string } }).data.id
  }
  const projectId = await post('/api/projects', { name: 'Harbour office', number: 'P-1' })
  const systemId = await post(`/api/projects/${projectId}/systems`, { name: 'AHU-1' })
  const file = (await (await api.get(`/api/projects/${projectId}/file`, { headers })).json()) as {
    systems: { id: string; name: string }[]
  }
  await api.dispose()
  return { account, projectId, systemId, file }
}

/** Imports `file` in the projects screen's dialog as `account`; the dialog. */
async function importFile(browser: Browser, account: Account, file: object) {
  const page = await signedInPage(browser, account, { baseURL: server.origin })
  await page.goto('/app/projects')
  await page.getByRole('button', { name: 'Import project file' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import project file' })
  await dialog.getByLabel('Project file').setInputFiles({
    name: 'harbour-office.ventnoise.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  })
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  return dialog
}

test('a new project past the quota is refused in the dialog, which keeps what was typed', async ({
  browser,
}) => {
  const { account } = await fullAccount()
  const page = await signedInPage(browser, account, { baseURL: server.origin })
  await page.goto('/app/projects')
  await page.getByRole('button', { name: 'Create new project' }).click()
  const dialog = page.getByRole('dialog', { name: 'New project' })
  await dialog.getByRole('textbox', { name: 'Project name' }).fill('Second office')
  await dialog.getByRole('textbox', { name: 'Project number' }).fill('P-2')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'You already have as many projects as this installation allows.' }),
  ).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Project name' })).toHaveValue('Second office')
  await expect(dialog.getByRole('textbox', { name: 'Project number' })).toHaveValue('P-2')
})

test('a new system past the quota is refused in Finnish, and the dialog keeps the name', async ({
  browser,
}) => {
  const { account, projectId, systemId } = await fullAccount()
  const page = await signedInPage(browser, account, { baseURL: server.origin })
  await page.goto('/app/projects')
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Suomi' })
  // The Finnish texts load first; the choice is kept once they show.
  await expect(page.getByRole('heading', { level: 1, name: 'Projektit' })).toBeVisible()
  await activateSystem(page, projectId, systemId)
  await page.goto('/app/systems')
  await page.getByRole('button', { name: 'Lisää järjestelmä' }).click()
  const dialog = page.getByRole('dialog', { name: 'Uusi järjestelmä' })
  await dialog.getByRole('textbox', { name: 'Järjestelmän nimi' }).fill('AHU-2')
  await dialog.getByRole('button', { name: 'Seuraava' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Tässä projektissa on jo niin monta järjestelmää kuin tämä palvelu sallii.' }),
  ).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Järjestelmän nimi' })).toHaveValue('AHU-2')
})

test('an import past a quota names the numbers: the projects the account has, or the file’s systems', async ({
  browser,
}) => {
  const { account, file } = await fullAccount()
  // The account's one project is all it may have.
  await expect((await importFile(browser, account, file)).getByRole('alert')).toContainText(
    'You have 1 project, counting those you deleted recently until they are removed for good; this installation allows 1 per account.',
  )

  // A new account has room for the project, but not for a second system in it.
  const api = await playwrightRequest.newContext({ baseURL: server.origin })
  const newcomer = await signUpAccount(api, 'Niko Newcomer')
  await api.dispose()
  const [system] = file.systems
  if (!system) throw new Error('the file has no system')
  const twoSystems = { ...file, systems: [system, { ...system, id: 'system-2', name: 'AHU-2' }] }
  const dialog = await importFile(browser, newcomer, twoSystems)
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file holds 2 systems; this installation allows 1 per project. Ask your administrator to raise the limit.',
  )
})
