// The project overview's figures: the system's airflow, its total pressure drop with its caveats and energy
// cost, the calculation steps and the noise generator's bands.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bandsFromArray, energySum, weightedTotal } from '#engine/index.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { i18n } from '../../../i18n/index.ts'
import { ok } from '../../../test-api.ts'
import { inLitresPerSecond } from '../../../test-utils.tsx'
import { stored, firstFind, signedInOverview, anonymousOverview } from './test-overview.ts'
import { anEstimate } from '../../../state/workspace/test-fixtures.ts'

describe('the project overview', () => {
  it("shows the system's airflow among its facts, in the user's number format", async () => {
    const airflowFact = () =>
      screen.getByText(inLitresPerSecond(en.productsList.systemAirflow), { selector: 'dt' })
        .nextElementSibling
    signedInOverview(() => ok(stored), { ...stored, airflow: 1250 })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(airflowFact()).toHaveTextContent(/^1,250$/)
  })

  it('marks a noise generator estimated from fan data under its bands, with the fan duty', async () => {
    const estimate = anEstimate({
      fanType: 'drumForwardCurved',
      airflow: 300,
      totalPressureRise: 250,
      speed: 1200,
    })
    signedInOverview(() => ok(stored), { ...stored, noiseGeneratorEstimate: estimate })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(
      screen.getByText(
        en.fanEstimate.mark
          .replace('{{method}}', 'VDI 2081-1:2019')
          .replace('{{fanType}}', en.fanEstimate.types.drumForwardCurved)
          .replace('{{airflow}}', '300')
          .replace('{{unit}}', 'l/s')
          .replace('{{pressure}}', '250')
          .replace('{{speed}}', '1,200'),
      ),
    ).toBeInTheDocument()
  })

  it("shows '-' for the airflow of a system without one", async () => {
    signedInOverview(() => ok(stored), { ...stored, airflow: null })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(
      screen.getByText(inLitresPerSecond(en.productsList.systemAirflow), { selector: 'dt' })
        .nextElementSibling,
    ).toHaveTextContent(/^-$/)
  })

  it("shows the system's total pressure drop, what it leaves out, and what it costs the fan", async () => {
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    signedInOverview(() => ok(stored), {
      ...stored,
      airflow: 500,
      items: [
        anItem('nrf', { quantity: 2, pressureDrop: 38.4 }),
        anItem('grille', { productType: 'diffuser', pressureDrop: 12.5 }),
        anItem('bend', { productType: 'abstract', quantity: 3 }),
      ],
    })
    expect(await screen.findByRole('article', { name: 'NRF' }, firstFind)).toBeInTheDocument()
    // 2 × 38.4 + 12.5 = 89.3 Pa; the bend × 3 has none.
    // One line each: the total, the products left out, the diffusers' own airflow.
    expect(fact(en.pressureDrop.total)?.textContent).toBe(
      ['89 Pa', en.pressureDrop.without.replace('{{products}}', '3'), en.pressureDrop.diffusers].join('\n'),
    )
    // 0.5 m³/s × 89.3 Pa / 0.6 = 74.4 W; × 4000 h = 297.7 kWh; × 0.15 €/kWh = 44.65 € a year. The cost is
    // that total's, so it says what the total leaves out (the fan pays for the bends too: at least this) and
    // that the diffuser is at its catalogue airflow, each counted; no product is at another airflow.
    expect(fact(en.pressureDrop.energyCost)?.textContent).toBe(
      [
        en.energy.costValue
          .replace('{{power}}', '74')
          .replace('{{energy}}', '298')
          .replace('{{cost}}', '44.65')
          .replace('{{currency}}', '€'),
        en.pressureDrop.energyWithout_other.replace('{{count}}', '3'),
        en.pressureDrop.energyDiffusers_one.replace('{{count}}', '1'),
      ].join('\n'),
    )
  })

  it('says under the total and its energy cost, in Finnish, which products’ pressure drops are at another airflow than the system’s, and flags their cards', async () => {
    await i18n.changeLanguage('fi')
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    // A supply system copied for the exhaust and given 1250 l/s: the silencers keep the 900 l/s they were
    // added at (and the pressure drops taken there), one was added again at 1250 l/s.
    signedInOverview(() => ok(stored), {
      ...stored,
      airflow: 1250,
      items: [
        anItem('nrf', { quantity: 2, inputAirflow: 900, pressureDrop: 38.4 }),
        anItem('rect', { productType: 'rectSilencer', inputAirflow: 900, pressureDrop: 24.2 }),
        anItem('nke', { inputAirflow: 1250, pressureDrop: 30 }),
      ],
    })
    expect(await screen.findByRole('article', { name: 'NRF' }, firstFind)).toBeInTheDocument()
    // 2 × 38.4 + 24.2 + 30 = 131 Pa, of which the NRF × 2 and the rectangular silencer are at 900 l/s.
    expect(fact(fi.pressureDrop.total)?.textContent).toBe(
      [
        '131 Pa',
        inLitresPerSecond(fi.pressureDrop.otherAirflow)
          .replace('{{airflow}}', '1\u00a0250')
          .replace('{{products}}', '3'),
      ].join('\n'),
    )
    // The fan's cost is that total's at 1.25 m³/s: 1.25 × 131 / 0.6 = 272.9 W, 1091.7 kWh, 163.75 € a year,
    // and it says it carries the same three products.
    expect(fact(fi.pressureDrop.energyCost)?.textContent).toBe(
      [
        fi.energy.costValue
          .replace('{{power}}', '273')
          .replace('{{energy}}', '1\u00a0092')
          .replace('{{cost}}', '163,75')
          .replace('{{currency}}', '€'),
        fi.pressureDrop.energyOtherAirflow_other.replace('{{count}}', '3'),
      ].join('\n'),
    )
    // Each product the line counts says so on its card, the rectangular silencer's too.
    const differs = inLitresPerSecond(fi.productCards.airflowDiffers).replace('{{system}}', '1 250')
    expect(within(screen.getByRole('article', { name: 'NRF' })).getByText(differs)).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'RECT' })).getByText(differs)).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: 'NKE' })).queryByText(differs)).toBeNull()
  })

  it('says under the energy cost, in Finnish, every caveat the total says, each counted in its own form', async () => {
    await i18n.changeLanguage('fi')
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    // A custom product without a pressure drop, two ceiling diffusers and a silencer kept at 900 l/s in a
    // system of 1250 l/s.
    signedInOverview(() => ok(stored), {
      ...stored,
      airflow: 1250,
      items: [
        anItem('nrf', { inputAirflow: 900, pressureDrop: 40 }),
        anItem('ceiling', { productType: 'diffuser', quantity: 2, pressureDrop: 15 }),
        anItem('custom-1', { productType: 'custom' }),
      ],
    })
    expect(await screen.findByRole('article', { name: 'NRF' }, firstFind)).toBeInTheDocument()
    // 40 + 2 × 15 = 70 Pa at 1.25 m³/s: 1.25 × 70 / 0.6 = 145.8 W, 583.3 kWh, 87.50 € a year.
    const lines = fact(fi.pressureDrop.energyCost)?.textContent?.split('\n')
    expect(lines).toEqual([
      fi.energy.costValue
        .replace('{{power}}', '146')
        .replace('{{energy}}', '583')
        .replace('{{cost}}', '87,50')
        .replace('{{currency}}', '€'),
      fi.pressureDrop.energyWithout_one.replace('{{count}}', '1'),
      fi.pressureDrop.energyDiffusers_other.replace('{{count}}', '2'),
      fi.pressureDrop.energyOtherAirflow_one.replace('{{count}}', '1'),
    ])
    // The same caveats, in the same order, as the total's lines.
    expect(fact(fi.pressureDrop.total)?.textContent?.split('\n')).toEqual([
      '70 Pa',
      fi.pressureDrop.without.replace('{{products}}', '1'),
      fi.pressureDrop.diffusers,
      inLitresPerSecond(fi.pressureDrop.otherAirflow)
        .replace('{{airflow}}', '1\u00a0250')
        .replace('{{products}}', '1'),
    ])
  })

  it("shows '-' for the total pressure drop when no product has one, and no energy cost", async () => {
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    signedInOverview(() => ok(stored), { ...stored, airflow: 500 })
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(fact(en.pressureDrop.total)).toHaveTextContent(/^-$/)
    expect(fact(en.pressureDrop.energyCost)).toHaveTextContent(/^-$/)
  })

  it('offers the detailed calculations only when there are calculation steps', async () => {
    const { unmount } = anonymousOverview()
    expect(await screen.findByRole('tab', { name: en.overview.detailedTab }, firstFind)).toBeInTheDocument()
    unmount()
    anonymousOverview({ items: [] })
    expect(await screen.findByRole('tab', { name: en.overview.productsTab }, firstFind)).toBeInTheDocument()
    expect(screen.queryByRole('tab', { name: en.overview.detailedTab })).toBeNull()
    expect(screen.queryByRole('radiogroup', { name: en.overview.layout })).toBeNull()
  })

  it('shows the noise generator per band with its total Lw and its filtered total, "-" without a filter', async () => {
    const bands = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
    const { unmount } = anonymousOverview({ inputSoundPowerLevel: bands, filterCorrectionType: 'AFilter' })
    const table = await screen.findByRole('table', { name: en.overview.noiseGenerator }, firstFind)
    const row = within(table).getByRole('row', { name: new RegExp(`^${en.overview.soundPowerDb}`) })
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    const lw = String(Math.round(energySum(bands)))
    const lwA = String(Math.round(weightedTotal(bands, 'AFilter') ?? NaN))
    expect(cells).toEqual(['80', '78', '75', '72', '70', '65', '60', '55', lw, lwA])
    expect(within(table).getByRole('columnheader', { name: 'LwA' })).toBeInTheDocument()
    unmount()

    anonymousOverview({ inputSoundPowerLevel: bands, filterCorrectionType: 'NoFilter' })
    const plain = await screen.findByRole('table', { name: en.overview.noiseGenerator })
    const cellsOf = within(within(plain).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')
    expect(cellsOf.at(-2)?.textContent).toBe(lw)
    expect(cellsOf.at(-1)?.textContent).toBe('-')
  })
})
