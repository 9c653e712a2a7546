import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { AppProviders } from '../../providers.tsx'
import { storeAirflowUnit } from '../../state/units/airflow-unit.ts'
import { AirflowField } from './AirflowField.tsx'

describe('an airflow field', () => {
  it('writes its starting airflow with the decimal separator of the language', async () => {
    await i18n.changeLanguage('fi')
    render(
      <AppProviders>
        <AirflowField label="Airflow" initial={72.5} onCommit={() => undefined} />
      </AppProviders>,
    )
    expect(screen.getByRole('textbox', { name: 'Airflow' })).toHaveValue('72,5')
  })

  it('shows and takes m³/h when the user works in m³/h, and commits l/s', async () => {
    await i18n.changeLanguage('en')
    storeAirflowUnit('m3/h')
    const onCommit = vi.fn()
    render(
      <AppProviders>
        <AirflowField initial={100} onCommit={onCommit} />
      </AppProviders>,
    )
    const field = screen.getByRole('textbox', { name: 'Airflow (m³/h)' })
    expect(field).toHaveValue('360')

    const user = userEvent.setup()
    await user.clear(field)
    await user.type(field, '1800{Enter}')
    expect(onCommit).toHaveBeenLastCalledWith(500)

    // The API's bound of 100 000 l/s, said in the unit typed.
    onCommit.mockClear()
    await user.clear(field)
    await user.type(field, '400000{Enter}')
    expect(screen.getByText('Enter an airflow of at most 360,000 m³/h')).toBeInTheDocument()
    expect(onCommit).not.toHaveBeenCalledWith(expect.any(Number))
  })

  it('reads thousands grouped as the language shows them as one airflow, never a thousandth of it', async () => {
    const user = userEvent.setup()
    for (const [language, typed, airflow] of [
      ['en', '1,200', 1200],
      ['da', '1.200', 1200],
      ['fi', '1 200', 1200],
      ['en', '2,5', 2.5],
      ['fi', '1,5', 1.5],
    ] as const) {
      await i18n.changeLanguage(language)
      storeAirflowUnit('l/s')
      const onCommit = vi.fn()
      const { unmount } = render(
        <AppProviders>
          <AirflowField label="Airflow" initial={null} onCommit={onCommit} />
        </AppProviders>,
      )
      await user.type(screen.getByRole('textbox', { name: 'Airflow' }), `${typed}{Enter}`)
      expect([language, typed, onCommit.mock.lastCall?.[0]]).toEqual([language, typed, airflow])
      unmount()
    }
  })

  it('starts again in the other unit when the unit changes, with the same airflow', async () => {
    await i18n.changeLanguage('fi')
    render(
      <AppProviders>
        <AirflowField initial={111.5} onCommit={() => undefined} />
      </AppProviders>,
    )
    expect(screen.getByRole('textbox', { name: 'Ilmavirta (l/s)' })).toHaveValue('111,5')
    act(() => storeAirflowUnit('m3/h'))
    expect(screen.getByRole('textbox', { name: 'Ilmavirta (m³/h)' })).toHaveValue('401,4')
  })

  it('shows and takes m³/s to the litre, as an air handling unit’s datasheet gives it, and commits l/s', async () => {
    await i18n.changeLanguage('sv')
    storeAirflowUnit('m3/s')
    const onCommit = vi.fn()
    render(
      <AppProviders>
        <AirflowField label="Luftflöde" initial={1250} onCommit={onCommit} />
      </AppProviders>,
    )
    const field = screen.getByRole('textbox', { name: 'Luftflöde' })
    expect(field).toHaveValue('1,25')
    const user = userEvent.setup()
    await user.clear(field)
    await user.type(field, '2,345{Enter}')
    expect(onCommit).toHaveBeenLastCalledWith(2345)
  })
})
