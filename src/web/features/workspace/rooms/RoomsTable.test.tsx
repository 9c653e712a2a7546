import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { AppProviders } from '../../../providers.tsx'
import { complianceRow } from '../../../domain/rooms/compliance.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { RoomsTable } from './RoomsTable.tsx'
import { numbersAndNames } from './test-table.ts'

const rooms = [
  aRoom('Office 1', { lpA: 30, margin: 5, roomType: 'dk-office' }),
  aRoom('Office 2', { lpA: 30, margin: 8, roomType: 'dk-office', targetValue: 38 }),
  aRoom('Store', { targetValue: 40 }),
]

function renderTable(label = en.rooms.tableLabel, shown = rooms) {
  render(
    <AppProviders>
      <RoomsTable rows={shown.map(complianceRow)} onOpen={() => {}} onEdit={() => {}} onDelete={() => {}} />
    </AppProviders>,
  )
  return screen.getByRole('table', { name: label })
}

/** The cells of a room's row under each column heading. */
function cellsOf(table: HTMLElement, room: string): Record<string, string> {
  const headings = within(table)
    .getAllByRole('columnheader')
    .map((heading) => heading.textContent)
  const row = within(table).getByRole('button', { name: room }).closest('tr')
  if (!row) throw new Error(`no row of ${room}`)
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

  it('names the system to treat first, as the printed table and the CSV do', async () => {
    await i18n.changeLanguage('en')
    const table = renderTable(en.rooms.tableLabel, [
      aRoom('Office', { lpA: 41, margin: -6 }),
      aRoom('Store', {}),
    ])
    expect(cellsOf(table, 'Office')).toMatchObject({ [en.rooms.loudestSystem]: 'AHU of Office' })
    expect(cellsOf(table, 'Store')).toMatchObject({ [en.rooms.loudestSystem]: '-' })
  })

  it('shows each room’s number first and sorts by it, rooms without one last', async () => {
    await i18n.changeLanguage('en')
    const user = userEvent.setup()
    const table = renderTable(en.rooms.tableLabel, [
      aRoom('Office', { number: 'A2.14', lpA: 30, margin: 5 }),
      aRoom('Store', {}),
      aRoom('Office', { number: 'A2.9', lpA: 30, margin: 5 }),
      aRoom('Corridor', { number: 'A10.1', lpA: 30, margin: 5 }),
    ])
    const headings = within(table).getAllByRole('columnheader')
    expect(headings[0]).toHaveTextContent(en.rooms.columns.number)
    expect(headings[1]).toHaveTextContent(en.rooms.columns.name)
    const order = () => numbersAndNames(table)
    // Passing first, then rooms no system serves; each in a room schedule's order, by number.
    expect(order()).toEqual(['A2.9 Office', 'A2.14 Office', 'A10.1 Corridor', '- Store'])
    const number = within(table).getByRole('columnheader', { name: en.rooms.columns.number })
    await user.click(within(number).getByRole('button'))
    expect(number).toHaveAttribute('aria-sort', 'ascending')
    expect(order()).toEqual(['A2.9 Office', 'A2.14 Office', 'A10.1 Corridor', '- Store'])
    await user.click(within(number).getByRole('button'))
    expect(number).toHaveAttribute('aria-sort', 'descending')
    expect(order()).toEqual(['A10.1 Corridor', 'A2.14 Office', 'A2.9 Office', '- Store'])
    // Rooms of one name are told apart by their numbers, for a screen reader too.
    expect(
      within(table).getByRole('button', { name: en.rooms.editRoom.replace('{{name}}', 'A2.9 Office') }),
    ).toBeInTheDocument()
    expect(
      within(table).getByRole('button', { name: en.rooms.deleteRoom.replace('{{name}}', 'Store') }),
    ).toBeInTheDocument()
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
