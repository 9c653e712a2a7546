import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * A password input whose show-password toggle is named in the user's language: Mantine names it in English
 * only. The name stays the same whether the password shows; `aria-pressed` tells which.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation()
  return <PasswordInput {...props} visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }} />
}
