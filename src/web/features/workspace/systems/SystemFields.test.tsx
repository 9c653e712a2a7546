import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from '@mantine/form'
import { describe, expect, it } from 'vitest'
import { energySum, weightedTotal, bandsFromArray } from '#engine/index.ts'
import { i18n } from '../../../i18n/index.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { formatFieldDate, formatNumber } from '../../../i18n/format.ts'
import { AppProviders } from '../../../providers.tsx'
import { SystemFields } from './SystemFields.tsx'
import {
  newSystemForm,
  pasteIntoBands,
  systemFormFrom,
  type SystemFormValues,
} from '../../../state/workspace/system-form.ts'
import { aSystem } from '../../../state/workspace/test-fixtures.ts'

const band = (hz: number) =>
  screen.getByRole('textbox', { name: en.systemModal.band.replace('{{frequency}}', String(hz)) })
const bandValues = () =>
  [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => (band(hz) as HTMLInputElement).value)

function Harness({ withDate = true }: { withDate?: boolean }) {
  const form = useForm<SystemFormValues>({ initialValues: newSystemForm(withDate) })
  return <SystemFields form={form} withDate={withDate} />
}

function renderFields(withDate = true) {
  const user = userEvent.setup()
  render(
    <AppProviders>
      <Harness withDate={withDate} />
    </AppProviders>,
  )
  return user
}

const totals = () => screen.getByRole('group', { name: en.systemModal.totals })

describe('system fields', () => {
  it('start with T1 (LpA10m2), A filter, bands 0 and today', () => {
    renderFields()
    expect(screen.getByRole('combobox', { name: en.systemModal.attenuationConstant })).toHaveDisplayValue(
      'LpA10m2',
    )
    expect(screen.getByRole('combobox', { name: en.systemModal.filter })).toHaveDisplayValue(
      en.systemModal.filters.aFilter,
    )
    expect(bandValues()).toEqual(Array(8).fill('0'))
    expect(screen.getByRole('textbox', { name: en.systemModal.date })).toHaveValue(
      formatFieldDate(new Date()),
    )
    // 8 bands of 0 dB: 10·lg 8 = 9 dB; A-weighted: lower.
    expect(
      within(totals()).getByText(`${formatNumber(energySum(bandsFromArray(Array(8).fill(0))), 'en')} dB`),
    ).toBeInTheDocument()
  })

  it('take numbers only in the band inputs', async () => {
    const user = renderFields()
    await user.clear(band(63))
    await user.type(band(63), '7a2,5x')
    expect(band(63)).toHaveValue('72,5')
    await user.clear(band(125))
    await user.type(band(125), '-3.')
    expect(band(125)).toHaveValue('-3.')
  })

  it('fill consecutive bands from the numbers in pasted text, and update the totals', async () => {
    const user = renderFields()
    await user.click(band(250))
    await user.paste('70\t68 dB; 65,5 | 60 55 50 45 40 35')
    expect(bandValues()).toEqual(['0', '0', '70', '68', '65.5', '60', '55', '50'])
    const bands = bandsFromArray([0, 0, 70, 68, 65.5, 60, 55, 50])
    expect(within(totals()).getByText(`${formatNumber(energySum(bands), 'en')} dB`)).toBeInTheDocument()
    expect(
      within(totals()).getByText(`${formatNumber(weightedTotal(bands, 'AFilter'), 'en')} dB`),
    ).toBeInTheDocument()
    expect(within(totals()).getByText('LwA')).toBeInTheDocument()

    await user.click(band(63))
    await user.paste('no numbers here')
    expect(band(63)).toHaveValue('0')
  })

  it("keep a Finnish user's decimal comma when a row copied from a spreadsheet is pasted", async () => {
    await i18n.changeLanguage('fi')
    const user = renderFields()
    const finnishBand = (hz: number) =>
      screen.getByRole('textbox', { name: fi.systemModal.band.replace('{{frequency}}', String(hz)) })
    await user.click(finnishBand(63))
    await user.paste('72,5\t74,1\t70\t68,3\t65,9\t61,2\t57\t52,4\r\n')
    expect(
      [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => (finnishBand(hz) as HTMLInputElement).value),
    ).toEqual(['72,5', '74,1', '70', '68,3', '65,9', '61,2', '57', '52,4'])
    // A saved system opens for editing the same way.
    const saved = aSystem({
      inputSoundPowerLevel: bandsFromArray([72.5, 74.1, 70, 68.3, 65.9, 61.2, 57, 52.4]),
    })
    expect(systemFormFrom(saved, 'fi').bands).toEqual([
      '72,5',
      '74,1',
      '70',
      '68,3',
      '65,9',
      '61,2',
      '57',
      '52,4',
    ])
    expect(systemFormFrom(saved, 'en').bands[0]).toBe('72.5')
  })

  it('show the filtered total as "-" without a filter, and hide the date in the quick calculation', async () => {
    const user = renderFields(false)
    expect(screen.queryByRole('textbox', { name: en.systemModal.date })).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: en.systemModal.filter }), 'NoFilter')
    expect(within(totals()).getByText('Lx')).toBeInTheDocument()
    expect(within(totals()).getByText('-')).toBeInTheDocument()
  })

  it('paste keeps the bands before the one pasted into and drops numbers past 8000 Hz', () => {
    const texts = ['1', '2', '3', '4', '5', '6', '7', '8']
    expect(pasteIntoBands(texts, 6, '10 20 30', 'en')).toEqual(['1', '2', '3', '4', '5', '6', '10', '20'])
    expect(pasteIntoBands(texts, 0, 'dB', 'en')).toBeNull()
  })
})
