// Half-typed input survives a reload of the page (docs/product-rules.md, "System fields" and "Rectangular
// configurator"): the new system dialog opened again and the rectangular configurator reopened from its
// address bring back what was typed, and say so.
import { expect, test } from '@playwright/test'
import { openSystem } from './pages/overview-pages.ts'

test('a new system and a new rectangular silencer come back after a reload', async ({ browser, request }) => {
  test.setTimeout(90_000)
  const { page } = await openSystem(browser, request)
  const restored = 'What you typed here earlier has been restored. It is not saved yet.'

  await page.goto('/app/systems')
  await page.getByRole('button', { name: 'Add system' }).click()
  let dialog = page.getByRole('dialog', { name: 'New system' })
  await dialog.getByLabel('System name', { exact: true }).fill('Exhaust ahu-9')
  await dialog.getByLabel('63 Hz octave band', { exact: true }).fill('84')
  await dialog.getByLabel('System airflow (l/s)', { exact: true }).fill('1200')
  await page.reload()
  await page.getByRole('button', { name: 'Add system' }).click()
  dialog = page.getByRole('dialog', { name: 'New system' })
  await expect(dialog.getByText(restored)).toBeVisible()
  await expect(dialog.getByLabel('System name', { exact: true })).toHaveValue('Exhaust ahu-9')
  await expect(dialog.getByLabel('63 Hz octave band', { exact: true })).toHaveValue('84')
  await expect(dialog.getByLabel('System airflow (l/s)', { exact: true })).toHaveValue('1200')
  await dialog.getByRole('button', { name: 'Start over' }).click()
  await expect(dialog.getByLabel('System name', { exact: true })).toHaveValue('')
  await expect(dialog.getByText(restored)).toHaveCount(0)

  await page.goto('/app/products-list?rect=new')
  let wizard = page.getByRole('dialog', { name: 'Configure a rectangular silencer' })
  await wizard.getByLabel('Width', { exact: true }).fill('1200')
  await wizard.getByLabel('Height', { exact: true }).fill('600')
  await wizard.getByLabel('Height', { exact: true }).blur()
  await expect(wizard.getByTestId('rect-code')).toContainText('1200x600')
  await page.reload()
  wizard = page.getByRole('dialog', { name: 'Configure a rectangular silencer' })
  await expect(
    wizard.getByText('The sizes and choices you made here earlier have been restored.'),
  ).toBeVisible()
  await expect(wizard.getByLabel('Width', { exact: true })).toHaveValue('1200 mm')
  await expect(wizard.getByLabel('Height', { exact: true })).toHaveValue('600 mm')
  await page.context().close()
})
