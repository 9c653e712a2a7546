import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import sv from '../../i18n/locales/sv.json'
import { AppProviders } from '../../providers.tsx'
import { ReportSheets } from '../../ui/print/ReportSheets.tsx'
import { aRoom } from '../../domain/rooms/test-rooms.ts'
import { complianceSheets } from './ComplianceReport.tsx'

const rooms = [
  aRoom('Office 1', { number: 'A1.01', lpA: 40, margin: -5, roomType: 'dk-office' }),
  aRoom('Office 2', { number: 'A1.02', lpA: 30, margin: 8, roomType: 'dk-office', targetValue: 38 }),
  aRoom('Store', { targetValue: 40 }),
  aRoom('Office 3', { number: 'A1.03', lpA: 30, margin: 5, roomType: 'dk-office' }),
]

/** The cells of the row whose Room cell is `room`. */
const cellsOf = (table: HTMLElement, room: string) => {
  const row = within(table).getByRole('cell', { name: room }).closest('tr')
  if (!row) throw new Error(`no row of ${room}`)
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}

async function renderReport(language: string) {
  await i18n.changeLanguage(language)
  render(
    <AppProviders>
      <ReportSheets
        sheets={complianceSheets(i18n.getFixedT(language), language, rooms)}
        subject="Harbour offices"
        stamp="stamp"
      />
    </AppProviders>,
  )
}

describe('the printed compliance table', () => {
  it('marks each target’s basis and says under the table what each marker stands for', async () => {
    await renderReport('en')
    const table = screen.getByRole('table', { name: 'Room compliance' })
    expect(within(table).getByRole('columnheader', { name: 'Basis of target' })).toBeInTheDocument()
    const basisOf = (room: string) => cellsOf(table, room)[3]
    expect(basisOf('Office 1')).toBe('[1]')
    expect(basisOf('Office 3')).toBe('[1]')
    expect(basisOf('Office 2')).toBe('[2]')
    expect(basisOf('Store')).toBe('[3]')
    const legend = screen.getByRole('list', { name: 'Basis of target' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '[1] Office (Denmark) — BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB',
      "[2] Office (Denmark) — Changed from the preset's 35.0 dB(A) (BR18 guidance table 5.3 (design value): office, LAeq ≤ 35 dB)",
      '[3] Set by the designer',
    ])
  })

  it('lists each room by its number first, a dash for a room without one', async () => {
    await renderReport('en')
    const table = screen.getByRole('table', { name: 'Room compliance' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 2)
        .map((heading) => heading.textContent),
    ).toEqual(['Number', 'Room'])
    expect(cellsOf(table, 'Office 1').slice(0, 2)).toEqual(['A1.01', 'Office 1'])
    expect(cellsOf(table, 'Store').slice(0, 2)).toEqual(['-', 'Store'])
  })

  it('writes the legend in the report’s language', async () => {
    i18n.addResourceBundle('sv', 'translation', sv, true, true)
    await renderReport('sv')
    const legend = screen.getByRole('list', { name: sv.rooms.columns.basis })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `[1] ${sv.rooms.presets.dkOffice} — ${sv.rooms.presetSources.dkOffice}`,
      `[2] ${sv.rooms.presets.dkOffice} — Ändrat från det förinställda kravet 35,0 dB(A) (${sv.rooms.presetSources.dkOffice})`,
      `[3] ${sv.rooms.basis.designer}`,
    ])
  })

  it('puts the legend of its own markers on each page', async () => {
    const many = Array.from({ length: 20 }, (_, i) => aRoom(`Room ${i + 10}`, { roomType: 'se-classroom' }))
    await i18n.changeLanguage('en')
    render(
      <AppProviders>
        <ReportSheets
          sheets={complianceSheets(i18n.getFixedT('en'), 'en', [
            ...many,
            aRoom('Store 2', { targetValue: 40 }),
          ])}
          subject="Harbour offices"
          stamp="stamp"
        />
      </AppProviders>,
    )
    const pages = screen.getAllByRole('region', { name: 'Room compliance' })
    expect(pages.length).toBe(2)
    for (const page of pages) {
      const markers = within(page)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[3]?.textContent)
      const legend = within(within(page).getByRole('list', { name: 'Basis of target' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.slice(0, 3))
      expect(new Set(markers)).toEqual(new Set(legend))
    }
  })
})
