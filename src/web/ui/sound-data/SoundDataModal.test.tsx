import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { AppProviders } from '../../providers.tsx'
import { SoundDataModal, type SoundData } from './SoundDataModal.tsx'

const power = bandsFromArray([40, 41, 42, 43, 44, 45, 46, 47])
const attenuation = bandsFromArray([5, 8, 12, 18, 22, 20, 15, 10])
const band = (hz: number) =>
  screen.getByRole('textbox', { name: en.systemModal.band.replace('{{frequency}}', String(hz)) })

function open(data: SoundData, withSave = true) {
  const onSave = vi.fn()
  const onClose = vi.fn()
  render(
    <AppProviders>
      <SoundDataModal
        opened
        productName="NRF Ø250"
        data={data}
        onSave={withSave ? onSave : undefined}
        onClose={onClose}
      />
    </AppProviders>,
  )
  return { onSave, onClose, user: userEvent.setup() }
}

describe('the sound data modal', () => {
  it('goes from sound power to attenuation with Next, then stores both and closes', async () => {
    const { onSave, onClose, user } = open({
      soundPowerLevel: power,
      soundAttenuation: attenuation,
      defaultSoundAttenuation: attenuation,
    })
    expect(screen.getByRole('dialog', { name: 'Sound data: NRF Ø250' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: en.soundData.soundPower })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.clear(band(63))
    await user.type(band(63), '50')
    await user.click(screen.getByRole('button', { name: en.workspace.next }))
    expect(screen.getByRole('tab', { name: en.soundData.attenuation })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(band(500)).toHaveValue('18')
    expect(band(500)).not.toHaveAttribute('readonly')
    await user.clear(band(500))
    await user.type(band(500), '19')
    await user.click(screen.getByRole('button', { name: en.workspace.next }))
    expect(onSave).toHaveBeenCalledWith({
      soundPowerLevel: { ...power, octaveBand63Hz: 50 },
      soundAttenuation: { ...attenuation, octaveBand500Hz: 19 },
    })
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('keeps the attenuation read-only when the product has no default attenuation', async () => {
    const { onSave, user } = open({ soundPowerLevel: power, soundAttenuation: attenuation })
    await user.click(screen.getByRole('tab', { name: en.soundData.attenuation }))
    expect(band(500)).toHaveAttribute('readonly')
    expect(screen.getByText(en.bandModal.readOnly)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: en.workspace.next }))
    expect(onSave).toHaveBeenCalledWith({ soundPowerLevel: power, soundAttenuation: attenuation })
  })

  it('only shows the data without a save handler; Close closes', async () => {
    const { onClose, user } = open({ soundPowerLevel: power, soundAttenuation: attenuation }, false)
    expect(band(63)).toHaveAttribute('readonly')
    const closes = screen.getAllByRole('button', { name: en.workspace.close })
    await user.click(closes[closes.length - 1] as HTMLElement)
    expect(onClose).toHaveBeenCalled()
  })
})
