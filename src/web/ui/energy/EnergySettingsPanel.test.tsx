import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import fi from '../../i18n/locales/fi.json'
import sv from '../../i18n/locales/sv.json'
import { AppProviders } from '../../providers.tsx'
import { readEnergySettings } from '../../state/energy/energy.ts'
import { EnergySettingsPanel } from './EnergySettingsPanel.tsx'

/** The panel in `language`, and a user to work it. */
async function openPanel(language: string) {
  await i18n.changeLanguage(language)
  const user = userEvent.setup()
  render(
    <AppProviders>
      <EnergySettingsPanel />
    </AppProviders>,
  )
  return user
}

async function finnishPanel() {
  const user = await openPanel('fi')
  const panel = within(screen.getByRole('region', { name: fi.energy.title }))
  return { user, field: (label: string) => panel.getByRole('textbox', { name: label }) }
}

const priceIn = (currency: string, label = fi.energy.price) => label.replace('{{currency}}', currency)

describe('the energy settings', () => {
  it.each(['en', 'et', 'fi', 'sv', 'da'])('name the price in €/kWh in %s', async (language) => {
    await openPanel(language)
    expect(screen.getByRole('textbox', { name: /\(€\/kWh\)$/ })).toHaveValue(
      language === 'en' ? '0.15' : '0,15',
    )
  })

  it('show and take decimals with the comma in Finnish', async () => {
    const { user, field } = await finnishPanel()
    expect(field(priceIn('€'))).toHaveValue('0,15')

    const efficiency = field(fi.energy.efficiency)
    await user.clear(efficiency)
    await user.type(efficiency, '72,5')
    expect(efficiency).toHaveValue('72,5 %')
    expect(readEnergySettings().efficiency).toBe(0.725)

    const price = field(priceIn('€'))
    await user.clear(price)
    await user.type(price, '0,215')
    expect(price).toHaveValue('0,215')
    expect(readEnergySettings().pricePerKwh).toBe(0.215)
  })

  it('take the price in Swedish kronor when chosen, and name the price in them', async () => {
    const user = await openPanel('sv')
    await user.selectOptions(screen.getByRole('combobox', { name: sv.energy.currency }), 'SEK')
    expect(readEnergySettings().currency).toBe('SEK')
    const price = screen.getByRole('textbox', { name: priceIn('kr', sv.energy.price) })
    await user.clear(price)
    await user.type(price, '1,8')
    expect(readEnergySettings().pricePerKwh).toBe(1.8)
    // Euros are offered beside the kronor, each by its sign and code.
    expect(
      Array.from(
        screen.getByRole('combobox', { name: sv.energy.currency }).querySelectorAll('option'),
        (o) => o.textContent,
      ),
    ).toEqual(['€ (EUR)', 'kr (SEK)', 'Dkr (DKK)'])
  })

  it('read a full stop typed in Finnish as the decimal separator too', async () => {
    const { user, field } = await finnishPanel()
    const hours = field(fi.energy.hours)
    await user.clear(hours)
    await user.type(hours, '2920.5')
    expect(hours).toHaveValue('2920,5')
    expect(readEnergySettings().hoursPerYear).toBe(2920.5)
  })
})
