import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../i18n/index.ts'
import { AppProviders } from '../../providers.tsx'
import { NumberField } from './NumberField.tsx'

function Field({ initial, allowDecimal }: { initial: number; allowDecimal?: boolean }) {
  const [value, setValue] = useState<number | string>(initial)
  return (
    <>
      <NumberField label="Value" value={value} onChange={setValue} allowDecimal={allowDecimal} />
      <output aria-label="Kept">{JSON.stringify(value)}</output>
    </>
  )
}

function renderField(initial: number, allowDecimal?: boolean) {
  const user = userEvent.setup()
  render(
    <AppProviders>
      <Field initial={initial} allowDecimal={allowDecimal} />
    </AppProviders>,
  )
  return { user, input: screen.getByRole('textbox', { name: 'Value' }), kept: screen.getByLabelText('Kept') }
}

describe('a number field', () => {
  it.each([
    ['en', '72.5'],
    ['fi', '72,5'],
    ['et', '72,5'],
    ['sv', '72,5'],
    ['da', '72,5'],
  ])('writes a number with the decimal separator of %s', async (language, shown) => {
    await i18n.changeLanguage(language)
    expect(renderField(72.5).input).toHaveValue(shown)
  })

  it('keeps "72,5" typed in Finnish as 72.5', async () => {
    await i18n.changeLanguage('fi')
    const { user, input, kept } = renderField(1)
    await user.clear(input)
    await user.type(input, '72,5')
    expect(input).toHaveValue('72,5')
    expect(kept).toHaveTextContent('72.5')
  })

  it('refuses either separator in a field of whole numbers (the outlet counts)', async () => {
    await i18n.changeLanguage('fi')
    const { user, input, kept } = renderField(1, false)
    await user.clear(input)
    await user.type(input, '3,')
    await user.type(input, '.')
    expect(input).toHaveValue('3')
    expect(kept).toHaveTextContent(/^3$/)
  })
})
