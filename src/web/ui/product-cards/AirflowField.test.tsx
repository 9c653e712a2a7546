import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { AppProviders } from '../../providers.tsx'
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
})
