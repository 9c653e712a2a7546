import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bandsFromArray, type AttenuationConstantType, type FilterCorrectionType } from '#engine/index.ts'
import { i18n } from '../../i18n/index.ts'
import en from '../../i18n/locales/en.json'
import { formatNumber } from '../../i18n/format.ts'
import { AppProviders } from '../../providers.tsx'
import { calculateChain } from '../../domain/chain/chain-calculation.ts'
import { anItem } from '../../domain/chain/test-items.ts'
import { CalculationsPanel } from './CalculationsPanel.tsx'

const bands = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])

function renderPanel({
  filter = 'AFilter',
  constant = 'T1',
  products = 1,
  withResult = true,
}: {
  filter?: FilterCorrectionType
  constant?: AttenuationConstantType
  products?: number
  withResult?: boolean
} = {}) {
  const system = {
    inputSoundPowerLevel: bands,
    attenuationConstantType: constant,
    filterCorrectionType: filter,
    items: Array.from({ length: products }, (_, i) => anItem(`p${i}`)),
  }
  const result = withResult ? calculateChain(system) : null
  const onNext = vi.fn()
  render(
    <AppProviders>
      <CalculationsPanel
        inputSoundPowerLevel={bands}
        filterCorrectionType={filter}
        attenuationConstantType={constant}
        result={result}
        onNext={onNext}
      />
    </AppProviders>,
  )
  return { result, onNext }
}

/** The value beside the term `label` in the panel's group `group`. */
const figure = (group: string, label: string) =>
  within(screen.getByRole('group', { name: group })).getByText(label, { selector: 'dt' })
    .nextElementSibling as HTMLElement
const shown = (value: number | null | undefined, unit: string) =>
  `${formatNumber(value, i18n.language)} ${unit}`
const db = (value: number | null | undefined) => shown(value, en.workspace.units.db)
const dbA = (value: number | null | undefined) => shown(value, en.workspace.units.dbA)

describe('the calculations panel', () => {
  it('shows the totals as whole numbers, Lw in dB and the A-weighted ones in dB(A), and Next works with products', async () => {
    const { result, onNext } = renderPanel()
    const text = (group: string, label: string) => figure(group, label).textContent
    expect(text(en.calculations.noiseGenerator, 'Lw')).toBe(db(result?.noiseGeneratorTotalSoundPowerLw))
    expect(text(en.calculations.noiseGenerator, 'LwA')).toBe(dbA(result?.noiseGeneratorFilteredTotal))
    expect(text(en.calculations.toRoom, 'Lw')).toBe(db(result?.totalSoundPowerToRoomLw))
    expect(text(en.calculations.toRoom, 'LwA')).toBe(dbA(result?.filteredTotalSoundPowerToRoom))
    expect(text(en.calculations.roomLevel, 'LpA10m2')).toBe(dbA(result?.totalLpA10m2))
    expect(text(en.calculations.toRoom, 'Lw')).toMatch(/^\d+ dB$/)
    await userEvent.click(screen.getByRole('button', { name: en.workspace.next }))
    expect(onNext).toHaveBeenCalledOnce()
  })

  it("shows '-' for the filtered levels with NoFilter, labelled Lx", () => {
    renderPanel({ filter: 'NoFilter' })
    expect(figure(en.calculations.noiseGenerator, 'Lx')).toHaveTextContent(/^-$/)
    expect(figure(en.calculations.toRoom, 'Lx')).toHaveTextContent(/^-$/)
    expect(figure(en.calculations.toRoom, 'Lw')).toHaveTextContent(/^\d+ dB$/)
  })

  it("shows '-' for LpA10m2 with NoConstant and the B and C labels and units for their filters", () => {
    renderPanel({ constant: 'NoConstant', filter: 'CFilter' })
    expect(figure(en.calculations.roomLevel, 'LpA10m2')).toHaveTextContent(/^-$/)
    expect(figure(en.calculations.toRoom, 'LwC')).toHaveTextContent(/^\d+ dB\(C\)$/)
    expect(figure(en.calculations.toRoom, 'Lw')).toHaveTextContent(/^\d+ dB$/)
  })

  it('shows a B-weighted total in dB(B)', () => {
    renderPanel({ filter: 'BFilter' })
    expect(figure(en.calculations.noiseGenerator, 'LwB')).toHaveTextContent(/^\d+ dB\(B\)$/)
  })

  it("shows '-' for missing totals and disables Next without products", () => {
    renderPanel({ withResult: false })
    expect(figure(en.calculations.toRoom, 'Lw')).toHaveTextContent(/^-$/)
    expect(figure(en.calculations.roomLevel, 'LpA10m2')).toHaveTextContent(/^-$/)
    // The noise generator's own totals come from its bands.
    expect(figure(en.calculations.noiseGenerator, 'Lw')).toHaveTextContent(/^\d+ dB$/)
    expect(screen.getByRole('button', { name: en.workspace.next })).toBeDisabled()
  })

  it('disables Next when the chain is empty', () => {
    renderPanel({ products: 0 })
    expect(screen.getByRole('button', { name: en.workspace.next })).toBeDisabled()
  })

  it("uses the user's number format", async () => {
    await i18n.changeLanguage('fi')
    const { result } = renderPanel()
    expect(figure('Äänilähde', 'Lw')).toHaveTextContent(
      `${formatNumber(result?.noiseGeneratorTotalSoundPowerLw, 'fi')} dB`,
    )
  })
})
