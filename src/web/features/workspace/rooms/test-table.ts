// The Rooms table as the web tests read it.
import { within } from '@testing-library/react'

/** Each room the table shows, in order, as its first two cells say it: 'A2.14 Office', '- Store'. */
export const numbersAndNames = (table: HTMLElement): string[] =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    )
