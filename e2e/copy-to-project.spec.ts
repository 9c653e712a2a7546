// Copying a system into another project in the browser against the real server (docs/product-rules.md,
// "Copying a system"): a standard branch is copied with its products and found in the target project.
import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { chain, NOISE, OverviewPage } from './pages/overview-pages.ts'
import { signedInPage, creatorAs, signUpAccount, WorkspacePages } from './pages/workspace-pages.ts'

test('copies a standard branch into another project, where it is found with its products', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  const engineer = await signUpAccount(request, 'Erik Engineer')
  const stranger = await signUpAccount(request, 'Olli Other')
  const asEngineer = creatorAs(request, engineer)
  const standard = await asEngineer('/api/projects', {
    name: 'Standard details',
    number: 'SD-1',
  })
  await asEngineer(`/api/projects/${standard}/systems`, {
    name: 'Supply branch',
    number: 'AHU-1',
    inputSoundPowerLevel: NOISE,
    items: chain,
  })
  await asEngineer('/api/projects', { name: 'Harbour offices', number: 'HO-2' })
  await creatorAs(request, stranger)('/api/projects', { name: 'Not yours', number: 'NY-3' })

  const w = new WorkspacePages(await signedInPage(browser, engineer))
  const errors: string[] = []
  w.page.on('pageerror', (e) => errors.push(e.message))
  await w.openProjects()
  await w.card('Standard details').getByRole('button', { name: 'Details' }).click()
  await expect(w.page.getByRole('heading', { level: 2, name: 'Standard details' })).toBeVisible()

  await w.systemMenu('Supply branch', 'Copy to project…')
  const dialog = w.dialog('Copy to another project')
  await expect(dialog.getByRole('textbox', { name: 'Name of the copy' })).toHaveValue('Supply branch (copy)')
  const target = dialog.getByRole('combobox', { name: 'Target project' })
  // The dialog starts in the project field, and axe finds nothing serious in it (WCAG 2.1 AA).
  await expect(target).toBeFocused()
  expect(await seriousViolations(w.page, '[role="dialog"]')).toEqual([])
  await target.click()
  // Only the engineer's other project: never the one the system is in, never another user's.
  const options = w.page.getByRole('listbox').getByRole('option')
  await expect(options).toHaveText(['Harbour offices – HO-2'])
  await target.fill('harb')
  await options.filter({ hasText: 'Harbour offices' }).click()
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click()

  const notice = w.page
    .getByRole('status')
    .filter({ hasText: '“Supply branch (copy)” has been copied to the project “Harbour offices”.' })
  await expect(notice).toBeVisible()
  await expect(dialog).toBeHidden()
  // The source project keeps its one system.
  expect(await w.cardNames()).toEqual(['Supply branch'])

  await notice.getByRole('button', { name: 'Open project' }).click()
  await expect(w.page).toHaveURL(/\/app\/systems$/)
  await expect(w.page.getByRole('heading', { level: 2, name: 'Harbour offices' })).toBeVisible()
  expect(await w.cardNames()).toEqual(['Supply branch (copy)'])
  await expect(w.card('Supply branch (copy)').getByText('AHU-1', { exact: true })).toBeVisible()

  await w.card('Supply branch (copy)').getByRole('button', { name: 'Details' }).click()
  await expect(w.page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()
  const overview = new OverviewPage(w.page)
  await expect.poll(() => overview.cardNames()).toEqual(['NRF-250', 'Diffuser KSO', 'Bend 90°'])
  expect(errors).toEqual([])
})
