import { NumberInput, type NumberInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { decimalSeparator } from '../../i18n/format.ts'

/**
 * Mantine's NumberInput in the interface language (docs/product-rules.md, "Text of numbers and dates"): the
 * language's decimal separator is shown and typed, the other one is read as it too, and nothing is grouped
 * while a number is edited. The value given and received stays a number. Every number input of the app is
 * one of these; lint refuses NumberInput elsewhere.
 */
export function NumberField(props: Omit<NumberInputProps, 'decimalSeparator' | 'thousandSeparator'>) {
  const { i18n } = useTranslation()
  return <NumberInput {...props} decimalSeparator={decimalSeparator(i18n.language)} />
}
