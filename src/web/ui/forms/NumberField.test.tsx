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

  describe('of whole numbers (the outlet counts)', () => {
    it.each([
      ['fi', '2,5', 'Anna kokonaisluku'],
      ['et', '2,5', 'Sisesta täisarv'],
      ['sv', '2,5', 'Ange ett heltal'],
      ['da', '2,5', 'Angiv et heltal'],
      ['en', '2.5', 'Enter a whole number'],
    ])(
      'in %s keeps "%s" as typed, says "%s" and gives no number, never 25',
      async (language, typed, says) => {
        await i18n.changeLanguage(language)
        const { user, input, kept } = renderField(1, false)
        await user.clear(input)
        await user.type(input, typed)
        expect(input).toHaveValue(typed)
        expect(input).toHaveAccessibleDescription(says)
        expect(kept).toHaveTextContent(/^""$/)
        await user.tab()
        expect(input).toHaveValue(typed)
        expect(kept).toHaveTextContent(/^""$/)
      },
    )

    it('refuses the other separator too: "2.5" typed in Finnish', async () => {
      await i18n.changeLanguage('fi')
      const { user, input, kept } = renderField(1, false)
      await user.clear(input)
      await user.type(input, '2.5')
      expect(input).toHaveValue('2,5')
      expect(input).toHaveAccessibleDescription('Anna kokonaisluku')
      expect(kept).toHaveTextContent(/^""$/)
    })

    it('takes the number once the separator and its digits are gone', async () => {
      await i18n.changeLanguage('fi')
      const { user, input, kept } = renderField(1, false)
      await user.clear(input)
      await user.type(input, '3,')
      expect(input).toHaveAccessibleDescription('Anna kokonaisluku')
      await user.type(input, '{Backspace}')
      expect(input).toHaveValue('3')
      expect(input).not.toHaveAccessibleDescription()
      expect(kept).toHaveTextContent(/^3$/)
    })

    it('leaves a refused "0,5" as it is on leaving, not raised to the minimum 1', async () => {
      await i18n.changeLanguage('fi')
      const user = userEvent.setup()
      render(
        <AppProviders>
          <NumberField label="Value" defaultValue={4} min={1} max={1000} allowDecimal={false} />
        </AppProviders>,
      )
      const input = screen.getByRole('textbox', { name: 'Value' })
      await user.clear(input)
      await user.type(input, '0,5')
      await user.tab()
      expect(input).toHaveValue('0,5')
      expect(input).toHaveAccessibleDescription('Anna kokonaisluku')
    })

    it('shows a value set from outside in place of a refused text', async () => {
      await i18n.changeLanguage('fi')
      const user = userEvent.setup()
      function Resettable() {
        const [value, setValue] = useState<number | string>(2)
        return (
          <>
            <NumberField label="Value" value={value} onChange={setValue} allowDecimal={false} />
            <button type="button" onClick={() => setValue(7)}>
              Reset
            </button>
          </>
        )
      }
      render(
        <AppProviders>
          <Resettable />
        </AppProviders>,
      )
      const input = screen.getByRole('textbox', { name: 'Value' })
      await user.type(input, ',5')
      expect(input).toHaveValue('2,5')
      await user.click(screen.getByRole('button', { name: 'Reset' }))
      expect(input).toHaveValue('7')
      expect(input).not.toHaveAccessibleDescription()
    })
  })
})
