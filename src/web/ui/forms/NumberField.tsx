import { NumberInput, type NumberInputProps } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { decimalSeparator } from '../../i18n/format.ts'

type NumberFieldProps = Omit<NumberInputProps, 'decimalSeparator' | 'thousandSeparator'>

/**
 * Mantine's NumberInput in the interface language (docs/product-rules.md, "Text of numbers and dates"): the
 * language's decimal separator is shown and typed, the other one is read as it too, and nothing is grouped
 * while a number is edited. The value given and received stays a number. Every number input of the app is
 * one of these; lint refuses NumberInput elsewhere.
 *
 * With `allowDecimal={false}` it is a field of whole numbers, which never reads "2,5" as 25: see
 * WholeNumberField.
 */
export function NumberField({ allowDecimal = true, ...props }: NumberFieldProps) {
  const { i18n } = useTranslation()
  const separator = decimalSeparator(i18n.language)
  if (!allowDecimal) return <WholeNumberField {...props} separator={separator} />
  return <NumberInput {...props} decimalSeparator={separator} />
}

/** Whether what the input holds has a fraction or a separator: Mantine writes "2," as "2." and "2,0" as "2.0". */
const notWhole = (value: number | string | undefined): boolean =>
  typeof value === 'number' ? !Number.isInteger(value) : (value?.includes('.') ?? false)

/**
 * A field of whole numbers (docs/product-rules.md, "Text of numbers and dates"). Mantine's own whole-number
 * mode drops a typed separator and keeps the digits after it, so "2,5" became 25; here the separator is
 * taken, the text stays as typed with "Enter a whole number" under it, and the caller gets '' (no number, as
 * for an empty field) until the text is a whole number again. The field holds its own value for that, and a
 * value the caller sets from outside (a reload, a size snapped on leaving) replaces it.
 */
function WholeNumberField({
  value,
  defaultValue,
  onChange,
  error,
  clampBehavior,
  separator,
  ...props
}: Omit<NumberFieldProps, 'allowDecimal'> & { separator: string }) {
  const { t } = useTranslation()
  const [held, setHeld] = useState<number | string>(value ?? defaultValue ?? '')
  // The caller's value at the last render and what this field last gave it: a caller's value that differs
  // from both was set from outside.
  const [given, setGiven] = useState(value)
  const [sent, setSent] = useState<number | string | null>(null)
  if (value !== given) {
    setGiven(value)
    if (value !== undefined && value !== sent) setHeld(value)
  }
  const refused = notWhole(held)
  return (
    <NumberInput
      {...props}
      value={held}
      decimalSeparator={separator}
      // A refused text is not clamped on leaving either: 0,5 must not turn into the minimum 1.
      clampBehavior={refused ? 'none' : clampBehavior}
      error={refused ? t('common.wholeNumber') : error}
      onChange={(next) => {
        const whole = notWhole(next) ? '' : next
        setHeld(next)
        setSent(whole)
        onChange?.(whole)
      }}
    />
  )
}
