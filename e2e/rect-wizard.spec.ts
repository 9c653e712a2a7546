// The rectangular silencer wizard against the real server (docs/selection.md, "The rectangular
// configurator"): the rules live, the options, add, edit.
import { expect, test, type Locator } from '@playwright/test'
import { openSystem } from './pages/overview-pages.ts'

const field = (dialog: Locator, label: string) => dialog.getByLabel(label, { exact: true })

/** The values offered by a native select. */
const offered = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))

test('make a bend, follow the openable rules, choose an option, add it, edit it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  // A user with a project and a system (made through the API), signed in with both active.
  const { page } = await openSystem(browser, request)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/app/products-list?rect=new')
  const dialog = page.getByRole('dialog', { name: 'Configure a rectangular silencer' })
  await expect(dialog).toBeVisible()
  await expect(field(dialog, 'Orientation')).toBeDisabled()

  // A bend: the length is derived (600 + 150 + 150), dimensionX is capped to 2500 − width.
  await field(dialog, 'Shape').selectOption('bend')
  await expect(field(dialog, 'Orientation')).toBeEnabled()
  await expect(field(dialog, 'Length')).toHaveValue('900 mm')
  // The text stays as typed while the field has focus; leaving it shows the capped value.
  await field(dialog, 'Inlet leg x').fill('2400')
  await expect(field(dialog, 'Inlet leg x')).toHaveValue('2400')
  await expect(field(dialog, 'Length')).toHaveValue('2650 mm')
  await field(dialog, 'Inlet leg x').blur()
  await expect(field(dialog, 'Inlet leg x')).toHaveValue('1900')
  await expect(field(dialog, 'Length')).toHaveValue('2650 mm')
  await field(dialog, 'Width').fill('1000')
  await expect(field(dialog, 'Inlet leg x')).toHaveValue('1500')
  await expect(field(dialog, 'Length')).toHaveValue('2650 mm')
  await field(dialog, 'Orientation').selectOption('vertical')
  await expect(dialog.getByTestId('rect-code')).toHaveText('MPK-1000x300-1500x150-2')
  await expect(dialog.getByRole('img', { name: /Bend drawn to scale/ })).toBeVisible()
  // A leg typed key by key from 300 to 1000 ends at 1000: the 100 on the way is raised to 150 in the value
  // only, never in the text being typed.
  const x = field(dialog, 'Inlet leg x')
  await x.fill('300')
  await x.blur()
  await x.fill('')
  await x.pressSequentially('1000')
  await x.blur()
  await expect(x).toHaveValue('1000')
  await expect(dialog.getByTestId('rect-code')).toHaveText('MPK-1000x300-1000x150-2')
  // A leg is whole millimetres, as every size: "700,5" stays as typed with the message and is never read as
  // 700.5 or 7005; leaving the field shows the 700 typed before the comma.
  await x.fill('')
  await x.pressSequentially('700,5')
  await expect(x).toHaveValue(/^700[.,]5$/)
  await expect(dialog.getByText('Enter a whole number')).toBeVisible()
  await expect(dialog.getByTestId('rect-code')).toHaveText('MPK-1000x300-700x150-2')
  await x.blur()
  await expect(x).toHaveValue('700')
  await expect(dialog.getByText('Enter a whole number')).toHaveCount(0)

  // Back to straight, then openable: shell S50 only, profile E20, galvanised sheets; a cover change follows.
  await field(dialog, 'Shape').selectOption('straight')
  await field(dialog, 'Length').fill('1500')
  // Next also needs an airflow (none is set on this system): one is given, to see what the width does.
  await field(dialog, 'Airflow').fill('500')
  // Sizes go in steps of 50 mm: an off-step width holds Next back, and leaving the field snaps it.
  await field(dialog, 'Width').fill('1234')
  await expect(dialog.getByText('In steps of 50 mm')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled()
  await field(dialog, 'Width').blur()
  await expect(field(dialog, 'Width')).toHaveValue('1250 mm')
  await expect(dialog.getByRole('button', { name: 'Next' })).toBeEnabled()
  await field(dialog, 'Width').fill('1000')
  await dialog.getByRole('switch', { name: 'Openable (service hatch)' }).check()
  await expect(field(dialog, 'Shell insulation')).toHaveValue('50mm')
  expect(await offered(field(dialog, 'Shell insulation'))).toEqual(['50mm'])
  await expect(field(dialog, 'Connection profile')).toHaveValue('E20')
  expect(await offered(field(dialog, 'Connection profile'))).toEqual(['E20', 'E30'])
  await expect(field(dialog, 'Outer cover')).toHaveValue('galvanizedSteel')
  expect(await offered(field(dialog, 'Outer cover'))).not.toContain('stainlessSteel')
  await field(dialog, 'Outer cover').selectOption('magnelis')
  await expect(field(dialog, 'Inner material')).toHaveValue('magnelis')
  await expect(dialog.getByTestId('rect-code')).toHaveText('MRKA-1000x300-1500-ZM-S50-E20')

  // Airflow and Next at once (the typed value goes with the request), the recommended option preselected.
  await field(dialog, 'Airflow').fill('900')
  const optionsRequest = page.waitForRequest('**/api/calculations/rect-silencer-options')
  await dialog.getByRole('button', { name: 'Next' }).click()
  expect((await optionsRequest).postDataJSON()).toMatchObject({
    inputAirflow: 900,
    width: 1000,
    length: 1500,
  })
  const recommended = dialog.getByRole('columnheader').filter({ hasText: 'Recommended' })
  await expect(recommended.getByRole('radio')).toBeChecked({ timeout: 15_000 })
  await expect(dialog.getByRole('radio')).toHaveCount(6)
  const recommendedName = (await recommended.getByRole('radio').getAttribute('value')) ?? '0'
  const other = recommendedName === '5' ? 'Option 1' : 'Option 6'
  await dialog.getByRole('radio', { name: other }).check()
  await expect(dialog.getByRole('radio', { name: other })).toBeChecked()
  await expect(dialog.getByRole('figure', { name: 'Attenuation with airflow per octave band' })).toBeVisible()

  // Back keeps everything; Next again shows the same options with the choice kept, without asking again.
  let asked = 0
  page.on('request', (r) => {
    if (r.url().endsWith('/api/calculations/rect-silencer-options')) asked += 1
  })
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(field(dialog, 'Inner material')).toHaveValue('magnelis')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('radio', { name: other })).toBeChecked()
  expect(asked).toBe(0)
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog).toBeHidden()

  const code = 'MRKA-1000x300-1500-ZM-S50-E20'
  const card = page.getByRole('article', { name: code })
  await expect(card).toBeVisible()
  await expect(card.getByText('Z profile')).toHaveCount(0)
  await expect(card.getByText('E20', { exact: true })).toBeVisible()

  // The pencil reopens it in edit mode with the stored configuration and its rules.
  await card.getByRole('button', { name: `Edit ${code}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit the rectangular silencer' })
  await expect(edit).toBeVisible()
  await expect(edit.getByRole('switch', { name: 'Openable (service hatch)' })).toBeChecked()
  expect(await offered(field(edit, 'Shell insulation'))).toEqual(['50mm'])
  await expect(field(edit, 'Inner material')).toHaveValue('magnelis')
  await expect(field(edit, 'Airflow')).toHaveValue('900 l/s')
  await field(edit, 'Connection profile').selectOption('E30')
  await edit.getByRole('button', { name: 'Next' }).click()
  // The option chosen before, not the recommended one, is preselected.
  await expect(edit.getByRole('radio', { name: other })).toBeChecked({ timeout: 15_000 })
  const save = edit.getByRole('button', { name: 'Edit', exact: true })
  await expect(save).toBeEnabled()
  const stored = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/systems\//.test(r.url()))
  await save.click()
  await expect(edit).toBeHidden()
  await expect(page.getByRole('article', { name: `${code.replace('E20', 'E30')}` })).toBeVisible()
  await expect(page.getByRole('article', { name: code })).toHaveCount(0)

  // The overview's card has the same pencil: it opens the configurator in edit mode on that product.
  const edited = code.replace('E20', 'E30')
  expect((await stored).status()).toBe(200)
  await page.goto('/app/project-overview')
  await page.getByRole('button', { name: `Edit ${edited} in the configurator` }).click()
  const again = page.getByRole('dialog', { name: 'Edit the rectangular silencer' })
  await expect(again).toBeVisible()
  await expect(field(again, 'Connection profile')).toHaveValue('E30')
  expect(errors).toEqual([])
})
