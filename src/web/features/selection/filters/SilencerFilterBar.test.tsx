import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import { SilencerFilterBar } from './SilencerFilterBar.tsx'
import {
  emptySilencerFilters,
  SILENCER_FILTER_KEYS,
  type SilencerFilterOptions,
  type SilencerFilterValues,
} from './silencer-filters.ts'

const options: SilencerFilterOptions = {
  ...emptySilencerFilters(),
  types: ['NRF50', 'NRP50'],
  nominalSizes: ['250', '315', '1250'],
  lengths: ['600', '900'],
}

let chosen: SilencerFilterValues = emptySilencerFilters()
function Harness() {
  const [values, setValues] = useState(emptySilencerFilters)
  return (
    <SilencerFilterBar
      searchLabel="Search"
      search=""
      onSearch={() => undefined}
      values={values}
      options={options}
      onChange={(next) => {
        chosen = next
        setValues(next)
      }}
      keys={SILENCER_FILTER_KEYS}
    />
  )
}

describe('the silencer filters', () => {
  it('take the first matching option on Enter, as an engineer types a nominal size', async () => {
    const user = userEvent.setup()
    render(
      <AppProviders>
        <Harness />
      </AppProviders>,
    )
    const size = screen.getByRole('combobox', { name: en.filters.nominalSize })
    await user.click(size)
    await user.keyboard('315{Enter}')
    expect(chosen.nominalSizes).toEqual(['315'])
    // "250" matches 250 and 1250; the first in the list is the one meant.
    await user.keyboard('250{Enter}')
    expect(chosen.nominalSizes).toEqual(['315', '250'])
  })
})
