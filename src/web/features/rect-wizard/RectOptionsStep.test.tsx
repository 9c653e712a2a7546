import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bandsFromArray, zeroBands } from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { RectOptionsStep } from './RectOptionsStep.tsx'
import type { RectOptionData } from '../../domain/rect-wizard/wizard-state.ts'

const o = en.rectWizard.options

/** An option with the numbers a test looks at; the rest plain. */
function option(fields: Partial<RectOptionData>): RectOptionData {
  return {
    cassetteThickness: 100,
    amountOfCassettes: 4,
    cassetteSpacing: 100,
    edgeGap: 50,
    silencerGapSpeed: 4,
    silencerEndSpeed: 2,
    pressureDrop: 20,
    soundAttenuation: bandsFromArray([4, 8, 15, 24, 30, 28, 20, 14]),
    soundPowerLevel: zeroBands(),
    resultSoundPowerAfterLw: zeroBands(),
    soundAttenuationWithAirflow: bandsFromArray([4, 8, 15, 23, 29, 27, 19, 13]),
    totalAttenuationWithAirflow: 18,
    resultAfterLw: 60,
    resultAfterAFilter: 50,
    similar: false,
    problematic: false,
    ...fields,
  }
}

// Option 2 is best on three criteria but its 36 Pa is problematic (HIGH), so it is not recommended: the
// recommendation is among the comfortable options 1 and 3 (docs/product-rules.md, "Recommended option"), and
// option 1 wins there. Option 3 has the lowest pressure drop and repeats option 1's thickness and count
// (similar).
const OPTIONS = [
  option({ pressureDrop: 12.4, silencerGapSpeed: 4.26, silencerEndSpeed: 2.04 }),
  option({
    cassetteThickness: 150,
    amountOfCassettes: 3,
    pressureDrop: 36,
    problematic: true,
    totalAttenuationWithAirflow: 25,
    resultAfterLw: 55,
    resultAfterAFilter: 45,
  }),
  option({ pressureDrop: 10, totalAttenuationWithAirflow: 15, resultAfterLw: 62, similar: true }),
]

/** The cells of the row named `label`, one per option. */
function cells(label: string): HTMLElement[] {
  const row = screen.getByRole('rowheader', { name: label }).closest('tr')
  if (!row) throw new Error(`no row ${label}`)
  return within(row).getAllByRole('cell')
}
const header = (index: number) => {
  const cell = screen.getByRole('radio', { name: `Option ${index + 1}` }).closest('th')
  if (!cell) throw new Error('no column header')
  return cell
}

function renderStep(selectedIndex = 1, options = OPTIONS, soundPowerGiven = true) {
  const onSelect = vi.fn()
  render(
    <AppProviders>
      <RectOptionsStep
        options={options}
        selectedIndex={selectedIndex}
        airflow={500}
        soundPowerGiven={soundPowerGiven}
        onSelect={onSelect}
      />
    </AppProviders>,
  )
  return { onSelect, user: userEvent.setup() }
}

describe('the options step', () => {
  it('marks the recommended and the similar options, and the selected one', async () => {
    const { onSelect, user } = renderStep()
    expect(within(header(0)).getByText(o.recommended)).toBeInTheDocument()
    expect(within(header(1)).queryByText(o.recommended)).toBeNull()
    expect(screen.queryByTestId('rect-none-comfortable')).toBeNull()
    expect(within(header(2)).getByText(o.similar)).toBeInTheDocument()
    expect(within(header(0)).queryByText(o.similar)).toBeNull()
    expect(screen.getByRole('radio', { name: 'Option 2' })).toBeChecked()
    expect(header(1)).toHaveAttribute('data-selected', 'true')
    await user.click(screen.getByRole('radio', { name: 'Option 3' }))
    expect(onSelect).toHaveBeenCalledWith(2)
  })

  it('highlights the best value of each criterion and flags 35 Pa or more', () => {
    renderStep()
    const drops = cells(o.pressureDrop)
    expect(drops.map((cell) => cell.textContent)).toEqual([
      '12 Pa',
      `36 Pa${o.problematic}`,
      `10 Pa${o.best}`,
    ])
    const best = (label: string) => cells(label).map((cell) => within(cell).queryByText(o.best) !== null)
    expect(best(o.pressureDrop)).toEqual([false, false, true])
    // The best values among the options compared (the comfortable ones).
    expect(best(o.totalWithAirflow)).toEqual([true, false, false])
    expect(best(o.afterLw)).toEqual([true, false, false])
    expect(best(o.afterA)).toEqual([true, false, true])
    expect(cells(o.afterA)[1]).toHaveTextContent('45 dB(A)')
    // Option 2 outdoes the marked ones: the note says the marks are within the comfort limits.
    expect(screen.getByTestId('rect-best-within-limits')).toHaveTextContent(
      'Best values are marked among the options within the comfort limits: a pressure drop below 35 Pa and a gap speed of at most 10 m/s.',
    )
  })

  it('marks no value of an option outside the comfort limits as best, even one equal to the best', () => {
    // Option 2 is HIGH at 36 Pa and as good as option 1 after the A filter.
    const tied = OPTIONS.map((one, index) => (index === 1 ? { ...one, resultAfterAFilter: 50 } : one))
    renderStep(0, tied)
    const best = cells(o.afterA).map((cell) => within(cell).queryByText(o.best) !== null)
    expect(best).toEqual([true, false, true])
  })

  it('needs no note when every option is within the limits', () => {
    renderStep(0, [OPTIONS[0] ?? option({}), OPTIONS[2] ?? option({})])
    expect(screen.queryByTestId('rect-best-within-limits')).toBeNull()
  })

  it('shows the speeds with one decimal and each option’s yearly energy cost', () => {
    renderStep()
    expect(cells(o.gapSpeed).map((cell) => cell.textContent)).toEqual(['4.3 m/s', '4.0 m/s', '4.0 m/s'])
    expect(cells(o.endSpeed)[0]).toHaveTextContent('2.0 m/s')
    // 0.5 m³/s through 36 Pa at η = 0.6: 30 W, 120 kWh, 18.00 € a year at 0.15 €/kWh.
    const energy = cells(o.energy).map((cell) => within(cell).getByTestId('energy-cost').textContent)
    expect(energy[1]).toBe('30 W · 120 kWh/year · 18.00 €/year')
    // 0.5 × 10 / 0.6 = 8.3 W, 33 kWh, 5.00 €.
    expect(energy[2]).toBe('8 W · 33 kWh/year · 5.00 €/year')
    expect(screen.getByRole('figure', { name: o.chartTitle })).toBeInTheDocument()
  })

  it('says when no option is comfortable and why, flagging fast gaps', () => {
    const fast = OPTIONS.map((one) => ({ ...one, silencerGapSpeed: 12.5 }))
    renderStep(1, fast)
    const alert = screen.getByTestId('rect-none-comfortable')
    expect(alert).toHaveTextContent(o.noneComfortableTitle)
    expect(alert).toHaveTextContent('35 Pa')
    expect(alert).toHaveTextContent('10 m/s')
    expect(alert).toHaveTextContent('lowest here: 10 Pa, 12.5 m/s')
    expect(cells(o.gapSpeed).map((cell) => cell.textContent)).toEqual([
      `12.5 m/s${o.problematic}`,
      `12.5 m/s${o.problematic}`,
      `12.5 m/s${o.problematic}`,
    ])
  })

  it('shows no attenuation with airflow and no results without an input sound power', () => {
    // With a 0 dB input the figures with airflow are only the negated flow noise.
    const negative = OPTIONS.map((one) => ({
      ...one,
      soundAttenuationWithAirflow: bandsFromArray([-17, -17, -17, -17, -17, -17, -17, -17]),
      totalAttenuationWithAirflow: -17,
    }))
    renderStep(0, negative, false)
    expect(screen.getByTestId('rect-no-sound-power')).toHaveTextContent(o.noSoundPower)
    const band63 = cells(o.bandAttenuation.replace('{{band}}', '63'))
    expect(band63.map((cell) => cell.textContent)).toEqual(['4 (-)', '4 (-)', '4 (-)'])
    expect(cells(o.totalWithAirflow).map((cell) => cell.textContent)).toEqual(['-', '-', '-'])
    expect(cells(o.afterA).map((cell) => cell.textContent)).toEqual(['-', '-', '-'])
    expect(screen.queryByText(/−17|-17/)).toBeNull()
  })
})
