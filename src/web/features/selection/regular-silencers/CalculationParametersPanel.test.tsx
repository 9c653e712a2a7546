import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import en from '../../../i18n/locales/en.json'
import { AppProviders } from '../../../providers.tsx'
import type { CalculationParameters } from '../../../state/selection/calculation-parameters.ts'
import { CalculationParametersPanel } from './CalculationParametersPanel.tsx'
import { inLitresPerSecond } from '../../../test-utils.tsx'

const parameters: CalculationParameters = {
  airflow: null,
  inputSoundPowerLevel: bandsFromArray([70, 70, 70, 70, 70, 70, 70, 70]),
}

describe('the calculation parameters panel', () => {
  it('applies an airflow typed just before the panel starts again from a newly loaded system', async () => {
    const onChange = vi.fn()
    const panel = (source: string) => (
      <AppProviders>
        <CalculationParametersPanel key={source} parameters={parameters} onChange={onChange} />
      </AppProviders>
    )
    const { rerender } = render(panel('system-pending'))
    await userEvent.type(
      screen.getByRole('textbox', { name: inLitresPerSecond(en.regularSilencers.inputAirflow) }),
      '900',
    )
    // The working system arrives inside the 600 ms pause: the panel is remounted from it.
    rerender(panel('system-loaded'))
    expect(onChange).toHaveBeenCalledWith({ airflow: 900 })
  })
})
