import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { OctaveBandModal } from './OctaveBandModal.tsx'

const values = bandsFromArray([1, 2, 3, 4, 5, 6, 7, 8])
const defaults = bandsFromArray([10, 10, 10, 10, 10, 10, 10, 10])
const band = (hz: number) =>
  screen.getByRole('textbox', { name: en.systemModal.band.replace('{{frequency}}', String(hz)) })
const texts = () =>
  [63, 125, 250, 500, 1000, 2000, 4000, 8000].map((hz) => (band(hz) as HTMLInputElement).value)

function open(readOnly = false, withDefaults = true) {
  const onSet = vi.fn()
  const onClose = vi.fn()
  render(
    <AppProviders>
      <OctaveBandModal
        opened
        title="Attenuation: NRF"
        legend={en.bandModal.attenuationLegend}
        values={values}
        defaults={withDefaults ? defaults : null}
        readOnly={readOnly}
        onSet={onSet}
        onClose={onClose}
      />
    </AppProviders>,
  )
  return { onSet, onClose, user: userEvent.setup() }
}

describe('the octave band adjustment', () => {
  it('has eight inputs; pasting fills consecutive bands from the numbers in the text; Set stores them', async () => {
    const { onSet, onClose, user } = open()
    expect(texts()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(screen.getByText(en.bandModal.projectOnly)).toBeInTheDocument()
    fireEvent.paste(band(250), { clipboardData: { getData: () => '12,5 dB\t14; 16 | x 18 20 22 24' } })
    expect(texts()).toEqual(['1', '2', '12.5', '14', '16', '18', '20', '22'])
    // Letters are not taken.
    await user.type(band(63), 'a')
    expect(texts()[0]).toBe('1')
    await user.click(screen.getByRole('button', { name: en.bandModal.set }))
    expect(onSet).toHaveBeenCalledWith(bandsFromArray([1, 2, 12.5, 14, 16, 18, 20, 22]))
    expect(onClose).toHaveBeenCalled()
    // Only the modal's own close control: the Close button belongs to read-only mode.
    expect(screen.getAllByRole('button', { name: en.workspace.close })).toHaveLength(1)
  })

  it('opens on the 63 Hz band, selected, so a value typed replaces it', async () => {
    const { user } = open()
    await vi.waitFor(() => expect(band(63)).toHaveFocus())
    await user.keyboard('42')
    expect(texts()[0]).toBe('42')
  })

  it('resets to the default values, and offers no reset without defaults', async () => {
    const { onSet, user } = open()
    await user.click(screen.getByRole('button', { name: en.bandModal.reset }))
    expect(texts()).toEqual(Array(8).fill('10'))
    await user.click(screen.getByRole('button', { name: en.bandModal.set }))
    expect(onSet).toHaveBeenCalledWith(defaults)
  })

  it('refuses values the API refuses', async () => {
    const { onSet, user } = open()
    await user.clear(band(8000))
    await user.type(band(8000), '300')
    expect(screen.getByText(en.systemModal.bandRange)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: en.bandModal.set })).toBeDisabled()
    expect(onSet).not.toHaveBeenCalled()
  })

  it('in read-only mode shows the values with only Close', async () => {
    const { onSet, onClose, user } = open(true)
    expect(band(63)).toHaveAttribute('readonly')
    fireEvent.paste(band(63), { clipboardData: { getData: () => '99 99' } })
    expect(texts()[0]).toBe('1')
    expect(screen.queryByRole('button', { name: en.bandModal.set })).toBeNull()
    expect(screen.queryByRole('button', { name: en.bandModal.reset })).toBeNull()
    const closes = screen.getAllByRole('button', { name: en.workspace.close })
    expect(closes).toHaveLength(2)
    await user.click(closes[closes.length - 1] as HTMLElement)
    expect(onClose).toHaveBeenCalled()
    expect(onSet).not.toHaveBeenCalled()
  })
})
