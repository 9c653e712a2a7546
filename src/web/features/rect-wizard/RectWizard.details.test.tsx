// The rectangular wizard's details step: the derived code, sizes and bend legs as typed (in Finnish too),
// the openable rules and the limits that keep Next off.
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import en from '../../i18n/locales/en.json'
import fi from '../../i18n/locales/fi.json'
import { ok, stubApi } from '../../test-api.ts'
import { start, options, OPTIONS, w, renderWizard, select, code } from './test-rect-wizard.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('the rectangular wizard', () => {
  it('shows the derived code live, derives a bend length and disables orientation for straight ones', async () => {
    const { user } = renderWizard()
    expect(code()).toHaveTextContent('MSK-1000x300-1500')
    expect(select(w.fields.orientation)).toBeDisabled()
    await user.selectOptions(select(w.fields.shape), 'bend')
    expect(select(w.fields.orientation)).toBeEnabled()
    expect(screen.getByRole('textbox', { name: w.fields.length })).toHaveValue('1300 mm')
    expect(code()).toHaveTextContent('MPK-1000x300-150x150-1')
    expect(screen.getByRole('img', { name: /Bend drawn to scale/ })).toBeInTheDocument()
    // Fewer than 3 characters are ignored; more is capped to 2500 − width, shown once the field is left.
    const x = screen.getByRole('textbox', { name: w.fields.dimensionX })
    await user.clear(x)
    await user.type(x, '20')
    expect(code()).toHaveTextContent('MPK-1000x300-150x150-1')
    await user.type(x, '00')
    expect(x).toHaveValue('2000')
    expect(code()).toHaveTextContent('MPK-1000x300-1500x150-1')
    await user.tab()
    expect(x).toHaveValue('1500')
    expect(screen.getByRole('textbox', { name: w.fields.length })).toHaveValue('2650 mm')
  })

  it('types a bend leg of 1000 from 300 without the rules rewriting the text on the way', async () => {
    const { user } = renderWizard()
    await user.selectOptions(select(w.fields.shape), 'bend')
    const x = screen.getByRole('textbox', { name: w.fields.dimensionX })
    await user.clear(x)
    await user.type(x, '300')
    await user.tab()
    expect(code()).toHaveTextContent('MPK-1000x300-300x150-1')
    await user.clear(x)
    // "100" on the way is raised to 150, but the text stays as typed, so the next 0 makes 1000, not 1500.
    await user.type(x, '100')
    expect(x).toHaveValue('100')
    expect(code()).toHaveTextContent('MPK-1000x300-150x150-1')
    await user.type(x, '0')
    expect(x).toHaveValue('1000')
    expect(code()).toHaveTextContent('MPK-1000x300-1000x150-1')
    await user.tab()
    expect(x).toHaveValue('1000')
    expect(screen.getByRole('textbox', { name: w.fields.length })).toHaveValue('2150 mm')
    // A value under 150 is raised, which shows when the field is left.
    await user.clear(x)
    await user.type(x, '120')
    await user.tab()
    expect(x).toHaveValue('150')
  })

  it('refuses a bend leg typed as "700,5" in Finnish as the other sizes are, and writes the drawing’s sizes in Finnish', async () => {
    await i18n.changeLanguage('fi')
    const { user } = renderWizard()
    await user.selectOptions(select(fi.rectWizard.fields.shape), 'bend')
    const x = screen.getByRole('textbox', { name: fi.rectWizard.fields.dimensionX })
    await user.clear(x)
    await user.type(x, '700,5')
    // The text stays with the message under it; the leg is the 700 typed before the comma, never 700.5.
    expect(x).toHaveValue('700,5')
    expect(x).toHaveAccessibleDescription(fi.common.wholeNumber)
    expect(code()).toHaveTextContent('MPK-1000x300-700x150-1')
    await user.tab()
    expect(x).toHaveValue('700')
    expect(x).not.toHaveAccessibleDescription()
    // An emptied leg changes nothing and shows the leg kept once it is left.
    await user.clear(x)
    await user.tab()
    expect(x).toHaveValue('700')
    expect(code()).toHaveTextContent('MPK-1000x300-700x150-1')
    // Letters are not taken at all.
    await user.type(x, 'a')
    expect(x).toHaveValue('700')
    // 1000 + 700 + 150 = 1850 mm, grouped as Finnish writes it.
    expect(
      screen.getByRole('img', { name: /tulohaara 700 mm, lähtöhaara 150 mm, pituus 1\s850 mm/ }),
    ).toBeInTheDocument()
  })

  it('takes sizes only in steps of 50 mm: Next waits while one is off the step, leaving the field snaps it', async () => {
    const { user } = renderWizard()
    const width = screen.getByRole('textbox', { name: w.fields.width })
    const next = screen.getByRole('button', { name: w.actions.next })
    await user.clear(width)
    await user.type(width, '1234')
    expect(screen.getByText('In steps of 50 mm')).toBeInTheDocument()
    expect(next).toBeDisabled()
    await user.tab()
    expect(width).toHaveValue('1250 mm')
    expect(screen.queryByText('In steps of 50 mm')).toBeNull()
    expect(code()).toHaveTextContent('MSK-1250x300-1500')
    expect(next).toBeEnabled()
    const length = screen.getByRole('textbox', { name: w.fields.length })
    await user.clear(length)
    await user.type(length, '2610')
    await user.tab()
    expect(length).toHaveValue('2500 mm')
    const height = screen.getByRole('textbox', { name: w.fields.height })
    await user.clear(height)
    await user.type(height, '424')
    await user.tab()
    expect(height).toHaveValue('400 mm')
    expect(code()).toHaveTextContent('MSK-1250x400-2500')
  })

  it('refuses a width typed as "1250,5" in Finnish, never reading it as 12505; leaving the field shows the size kept', async () => {
    await i18n.changeLanguage('fi')
    const { user } = renderWizard()
    const width = screen.getByRole('textbox', { name: fi.rectWizard.fields.width })
    await user.clear(width)
    await user.type(width, '1250,5')
    expect(width).toHaveValue('1250,5 mm')
    expect(width).toHaveAccessibleDescription(fi.common.wholeNumber)
    expect(code()).toHaveTextContent('MSK-1250x300-1500')
    await user.tab()
    expect(width).toHaveValue('1250 mm')
    expect(width).not.toHaveAccessibleDescription()
    // An emptied field, too, shows the size it kept once it is left.
    await user.clear(width)
    await user.tab()
    expect(width).toHaveValue('1250 mm')
    expect(code()).toHaveTextContent('MSK-1250x300-1500')
  })

  it('follows the openable rules: S50 only, E20 or E30, galvanised sheets, no stainless steel', async () => {
    const { user } = renderWizard()
    await user.click(screen.getByRole('switch', { name: w.fields.openable }))
    expect(select(w.fields.shellInsulation)).toHaveValue('50mm')
    expect(within(select(w.fields.shellInsulation)).getAllByRole('option')).toHaveLength(1)
    expect(select(w.fields.connectionProfile)).toHaveValue('E20')
    expect(
      within(select(w.fields.connectionProfile)).queryByRole('option', {
        name: en.rectWizard.values.zProfile,
      }),
    ).toBeNull()
    expect(select(w.fields.outerCover)).toHaveValue('galvanizedSteel')
    expect(
      within(select(w.fields.outerCover)).queryByRole('option', { name: en.materials.sheet.stainlessSteel }),
    ).toBeNull()
    await user.selectOptions(select(w.fields.outerCover), 'magnelis')
    expect(select(w.fields.innerMaterial)).toHaveValue('magnelis')
    expect(code()).toHaveTextContent('MRKA-1000x300-1500-ZM-S50-E20')
    // A bend turns openable off again.
    await user.selectOptions(select(w.fields.shape), 'bend')
    expect(screen.getByRole('switch', { name: w.fields.openable })).not.toBeChecked()
  })

  it('keeps Next disabled while a dimension is invalid and shows the limit', async () => {
    const { user } = renderWizard()
    const width = screen.getByRole('textbox', { name: w.fields.width })
    await user.clear(width)
    await user.type(width, '250')
    expect(screen.getByText('At least 300 mm')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: w.actions.next })).toBeDisabled()
    expect(code()).toHaveTextContent(w.addPrompt)
  })

  it('starts without an airflow: says it is missing and keeps Next off until one is typed', async () => {
    const seen = stubApi({ [OPTIONS]: () => ok(options) })
    const { user } = renderWizard('app', 'create', { initialConfig: { ...start, inputAirflow: 0 } })
    const next = screen.getByRole('button', { name: w.actions.next })
    expect(next).toBeDisabled()
    expect(screen.getByText(w.errors.airflowMissing)).toBeInTheDocument()
    await user.click(next)
    expect(seen).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: w.fields.airflow }), '900')
    await waitFor(() => expect(next).toBeEnabled())
    expect(screen.queryByText(w.errors.airflowMissing)).toBeNull()
  })
})
