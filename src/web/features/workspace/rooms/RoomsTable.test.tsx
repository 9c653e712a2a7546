import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { AppProviders } from '../../../providers.tsx'
import { complianceRow } from '../../../domain/rooms/compliance.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { RoomsTable } from './RoomsTable.tsx'

const rooms = [
  aRoom('Office 1', { lpA: 30, margin: 5, roomType: 'dk-office' }),
  aRoom('Office 2', { lpA: 30, margin: 8, roomType: 'dk-office', targetValue: 38 }),
  aRoom('Store', { targetValue: 40 }),
]

function renderTable(label = en.rooms.tableLabel) {
  render(
    <AppProviders>
      <RoomsTable rows={rooms.map(complianceRow)} onOpen={() => {}} onEdit={() => {}} onDelete={() => {}} />
    </AppProviders>,
  )
  return screen.getByRole('table', { name: label })
}

/** The cells of a room's row under each column heading. */
function cellsOf(table: HTMLElement, room: string): Record<string, string> {
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent)
  const row = within(table).getByRole('row', { name: new RegExp(`^${room} `) })
  const cells = within(row).getAllByRole('cell')
  return Object.fromEntries(cells.map((cell, index) => [headings[index] ?? '', cell.textContent]))
}

describe('the Rooms tab table', () => {
  it('shows each room’s type and where its target comes from', async () => {
    await i18n.changeLanguage('en')
    const table = renderTable()
    expect(within(table).getByRole('columnheader', { name: 'Room type' })).toBeInTheDocument()
    expect(within(table).getByRole('columnheader', { name: 'Basis of target' })).toBeInTheDocument()
    expect(cellsOf(table, 'Office 1')).toMatchObject({
      'Room type': 'Office (Denmark)',
      Target: '35.0 dB(A)',
      'Basis of target': 'Preset',
    })
    expect(cellsOf(table, 'Office 2')).toMatchObject({
      'Room type': 'Office (Denmark)',
      Target: '38.0 dB(A)',
      'Basis of target': 'Changed (preset 35.0 dB(A))',
    })
    expect(cellsOf(table, 'Store')).toMatchObject({
      'Room type': '-',
      Target: '40.0 dB(A)',
      'Basis of target': 'Set by the designer',
    })
  })

  it('says it in the interface language', async () => {
    await i18n.changeLanguage('fi')
    const table = renderTable(fi.rooms.tableLabel)
    expect(cellsOf(table, 'Office 2')).toMatchObject({
      [fi.rooms.columns.roomType]: fi.rooms.presets.dkOffice,
      [fi.rooms.columns.basis]: 'Muutettu (valmis tavoite 35,0 dB(A))',
    })
    expect(cellsOf(table, 'Store')).toMatchObject({ [fi.rooms.columns.basis]: fi.rooms.basis.designer })
  })
})
