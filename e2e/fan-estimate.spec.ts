// The noise generator estimated from fan data in the browser (docs/product-rules.md, "Fan sound power
// estimate"): the dialog opened from the bands, a fan typed, its values used, the bands and totals changed.
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { WorkspacePages } from './pages/workspace-pages.ts'

test('a fan typed into "Estimate from fan data" fills the noise generator and changes its totals', async ({
  page,
}) => {
  const w = new WorkspacePages(page)
  await w.openProjects()
  await page.getByRole('button', { name: 'Quick calculation' }).click()
  const quick = w.dialog('Quick calculation')
  await quick.getByRole('textbox', { name: 'System name' }).fill('Fan room')
  const totals = quick.getByRole('group', { name: 'Totals' })
  // Eight bands of 0 dB are a noise generator not entered yet: no totals.
  await expect(totals.getByText('-', { exact: true })).toHaveCount(2)

  await quick.getByRole('button', { name: 'Estimate from fan data' }).click()
  const fan = w.dialog('Estimate the noise generator from fan data')
  await expect(fan.getByRole('combobox', { name: 'Fan type' })).toBeFocused()
  await fan
    .getByRole('combobox', { name: 'Fan type' })
    .selectOption({ label: 'Centrifugal fan in a spiral casing (RG), outlet side' })
  await fan.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('1000')
  await fan.getByRole('textbox', { name: 'Total pressure rise (Pa)' }).fill('1000')
  await fan.getByRole('textbox', { name: 'Speed (rpm)' }).fill('1500')
  // The hand calculation of src/engine/fan-noise.test.ts: 89.0 … 60.5 dB, LwA 83.9 dB.
  const estimate = fan.getByRole('table', { name: 'Estimated sound power level, dB' })
  await expect(estimate.getByRole('cell')).toHaveText([
    '89.0',
    '87.7',
    '85.4',
    '82.2',
    '78.2',
    '73.2',
    '67.3',
    '60.5',
    '83.9',
  ])
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  await fan.getByRole('button', { name: 'Use these values' }).click()
  await expect(fan).toHaveCount(0)
  await expect(w.band(63, quick)).toHaveValue('89')
  await expect(w.band(8000, quick)).toHaveValue('60.5')
  // Lw of the bands is the fan's total 93 dB; the A-weighted total is the estimate's 83.9 dB(A).
  await expect(totals.getByText('93 dB', { exact: true })).toBeVisible()
  await expect(totals.getByText('84 dB(A)', { exact: true })).toBeVisible()
  // The bands say what they are: an estimate, with the fan's duty.
  const mark = quick.getByText(
    'Estimated from fan data by VDI 2081-1:2019: Centrifugal fan in a spiral casing (RG), outlet side, ' +
      '1,000 l/s, 1,000 Pa, 1,500 rpm',
  )
  await expect(mark).toBeVisible()

  // Cancel leaves the bands as they are.
  await quick.getByRole('button', { name: 'Estimate from fan data' }).click()
  await fan.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('50')
  await fan.getByRole('button', { name: 'Cancel' }).click()
  await expect(fan).toHaveCount(0)
  await expect(w.band(63, quick)).toHaveValue('89')
  await expect(mark).toBeVisible()

  // The quick calculation keeps the estimated bands with their mark.
  await quick.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/app\/silencers$/)
  const kept = await page.evaluate(() => window.sessionStorage.getItem('workspace'))
  expect(kept).toContain('60.5')
  expect(kept).toContain('"method":"VDI 2081-1:2019"')
})

test('a band typed over an estimate takes its mark away', async ({ page }) => {
  const w = new WorkspacePages(page)
  await w.openProjects()
  await page.getByRole('button', { name: 'Quick calculation' }).click()
  const quick = w.dialog('Quick calculation')
  await quick.getByRole('button', { name: 'Estimate from fan data' }).click()
  const fan = w.dialog('Estimate the noise generator from fan data')
  await fan.getByRole('textbox', { name: 'Airflow (l/s)' }).fill('500')
  await fan.getByRole('textbox', { name: 'Total pressure rise (Pa)' }).fill('600')
  await fan.getByRole('textbox', { name: 'Speed (rpm)' }).fill('1800')
  await fan.getByRole('button', { name: 'Use these values' }).click()
  const mark = quick.getByText(/^Estimated from fan data by VDI 2081-1:2019: /)
  await expect(mark).toBeVisible()
  await w.band(1000, quick).fill('75')
  await expect(mark).toHaveCount(0)
})
