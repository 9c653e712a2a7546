// Projects as files (docs/product-rules.md, "Project files"): one engineer downloads a project, another with
// their own account imports it and sees the same numbers.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { chain, NOISE, openSystem, OverviewPage } from './pages/overview-pages.ts'
import { activateSystem, signedInPage, signUpAccount } from './pages/workspace-pages.ts'

const dbA = (value: number) => `${Math.round(value)} dB(A)`

test.describe.configure({ timeout: 90_000 })

test('downloads a project file and imports it as another user, with the same LwA and LpA', async ({
  browser,
  request,
}) => {
  const { page, account, systemId } = await openSystem(browser, request, chain)
  const headers = { Authorization: `Bearer ${account.accessToken}`, 'X-Id-Token': account.idToken }
  const { calculationResults: original, projectId } = (
    (await (await request.get(`/api/systems/${systemId}`, { headers })).json()) as {
      data: {
        projectId: string
        calculationResults: { filteredTotalSoundPowerToRoom: number; totalLpA10m2: number }
      }
    }
  ).data
  const o = new OverviewPage(page)
  await expect(o.figure('Sound power to room', 'LwA')).toHaveText(dbA(original.filteredTotalSoundPowerToRoom))

  await page.goto('/app/projects')
  const card = page.getByRole('article', { name: 'Opera house' })
  const downloading = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Download project file' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('opera-house.ventnoise.json')
  const saved = await download.path()
  const file = JSON.parse(readFileSync(saved, 'utf8')) as {
    format: string
    exportedAt: string
    systems: { inputSoundPowerLevel: unknown }[]
  }
  expect(file.format).toBe('ventnoise-project')
  expect(file.systems[0]?.inputSoundPowerLevel).toEqual(NOISE)
  // Outside the browser (curl -OJ) the API's answer is the same file itself, not in the answer envelope.
  const answer = await request.get(`/api/projects/${projectId}/file`, { headers })
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/json; charset=utf-8')
  expect(answer.headers()['content-disposition']).toBe('attachment; filename="opera-house.ventnoise.json"')
  expect({ ...((await answer.json()) as object), exportedAt: file.exportedAt }).toEqual(file)

  const colleague = await signUpAccount(request, 'Cecilia Colleague')
  const theirs = await signedInPage(browser, colleague)
  await theirs.goto('/app/projects')
  await theirs.getByRole('button', { name: 'Import project file' }).click()
  const dialog = theirs.getByRole('dialog', { name: 'Import project file' })
  await dialog.getByLabel('Project file').setInputFiles(saved)
  await expect(dialog.getByText('Creates the project “Opera house”. You will be its author.')).toBeVisible()
  await expect(dialog.getByText('Systems: 1 · Rooms: 0')).toBeVisible()
  await dialog.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(theirs).toHaveURL(/\/app\/systems$/)
  await expect(theirs.getByRole('heading', { level: 2, name: 'Opera house' })).toBeVisible()
  await expect(theirs.getByRole('article', { name: 'Supply ahu-3' })).toBeVisible()

  // The colleague's own copy: their project, and the overview shows the numbers the author saw.
  const theirHeaders = { Authorization: `Bearer ${colleague.accessToken}`, 'X-Id-Token': colleague.idToken }
  const [project] = (
    (await (await request.get('/api/projects?withSystems=true', { headers: theirHeaders })).json()) as {
      data: { id: string; author: string; systems: { id: string }[] }[]
    }
  ).data
  if (!project?.systems[0]) throw new Error('the imported project has no system')
  await activateSystem(theirs, project.id, project.systems[0].id)
  await theirs.goto('/app/project-overview')
  const theirOverview = new OverviewPage(theirs)
  await expect(theirOverview.figure('Sound power to room', 'LwA')).toHaveText(
    dbA(original.filteredTotalSoundPowerToRoom),
  )
  await expect(theirOverview.figure('Reference room (10 m²)', 'LpA10m2')).toHaveText(
    dbA(original.totalLpA10m2),
  )
})
