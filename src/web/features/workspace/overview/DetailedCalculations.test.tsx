import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bandsFromArray, energySum } from '#engine/index.ts'
import da from '../../../i18n/locales/da.json'
import en from '../../../i18n/locales/en.json'
import et from '../../../i18n/locales/et.json'
import fi from '../../../i18n/locales/fi.json'
import sv from '../../../i18n/locales/sv.json'
import { AppProviders } from '../../../providers.tsx'
import { calculateChain } from '../../../domain/chain/chain-calculation.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { DetailedCalculations } from './DetailedCalculations.tsx'

const input = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const system = {
  inputSoundPowerLevel: input,
  attenuationConstantType: 'T1' as const,
  filterCorrectionType: 'AFilter' as const,
  items: [
    anItem('a', { productName: 'NRF', soundAttenuation: flat(10) }),
    anItem('b', { productName: 'Bend', quantity: 2, soundAttenuation: flat(3) }),
  ],
}

describe('the detailed calculations', () => {
  it('gives each step (one per unit) its attenuation and the sound power level after it, and totals', () => {
    const result = calculateChain(system)
    render(
      <AppProviders>
        <DetailedCalculations input={input} result={result} />
      </AppProviders>,
    )
    const table = screen.getByRole('table', { name: en.overview.detailedTable })
    expect(within(table).getAllByRole('columnheader', { name: en.overview.att })).toHaveLength(3)
    expect(within(table).getAllByRole('columnheader', { name: en.overview.spl })).toHaveLength(3)
    const row1k = within(table).getByRole('row', { name: /^1000 / })
    const cells = within(row1k)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    // Generator 70; NRF −10 → 60; each Bend unit −3 → 57, 54: Lw is the level after that step. Band values
    // carry one decimal, so that each Lw is the level before it less its D as shown.
    expect(cells.slice(0, 7)).toEqual(['70.0', '10.0', '60.0', '3.0', '57.0', '3.0', '54.0'])
    const total = within(table).getByRole('row', { name: new RegExp(`^${en.overview.total}`) })
    const last = result.calculationSteps.at(-1)?.resultLw
    expect(within(total).getAllByRole('cell')[6]?.textContent).toBe(
      String(Math.round(energySum(last ?? input))),
    )
    expect(screen.getByText(en.overview.footnote)).toBeInTheDocument()
  })

  it('shows band values to a tenth, so that the level before a step less its D is the Lw shown', () => {
    const fine = { ...system, items: [anItem('a', { productName: 'NRF', soundAttenuation: flat(17.4) })] }
    const fineInput = bandsFromArray([80, 78, 75, 72, 70.6, 65, 60, 55])
    const result = calculateChain({ ...fine, inputSoundPowerLevel: fineInput })
    render(
      <AppProviders>
        <DetailedCalculations input={fineInput} result={result} />
      </AppProviders>,
    )
    const row1k = within(screen.getByRole('table')).getByRole('row', { name: /^1000 / })
    const cells = within(row1k)
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    expect(cells.slice(0, 3)).toEqual(['70.6', '17.4', '53.2'])
  })

  it('explains in every language the abbreviations its columns use, Lw as the level after the step', () => {
    for (const [language, locale] of Object.entries({ en, et, fi, sv, da })) {
      const { att, spl, footnote } = locale.overview
      expect(footnote.startsWith(`${att} `), language).toBe(true)
      expect(footnote, language).toContain(`, ${spl} `)
    }
    expect(en.overview.footnote).toMatch(/Lw is sound power level after the step/)
  })
})
