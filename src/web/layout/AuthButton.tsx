import { Button } from '@mantine/core'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { clearTokens, rememberReturnAddress } from '../auth/session.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import { paths } from '../paths.ts'

/** Sign-in (remembers where the user was) or sign-out (clears the session and goes to the start). */
export function AuthButton() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const location = useLocation()

  if (signedIn) {
    const signOut = (): void => {
      // TODO(#5): call the logout endpoint first once the auth contract exists.
      clearTokens()
      void navigate(paths.home)
    }
    return (
      <Button variant="default" size="xs" onClick={signOut}>
        {t('header.signOut')}
      </Button>
    )
  }
  // The sign-in page itself needs no button that leads to it.
  if (location.pathname === paths.signIn) return null
  const signIn = (): void => {
    rememberReturnAddress(location.pathname + location.search)
    void navigate(paths.signIn)
  }
  return (
    <Button size="xs" onClick={signIn}>
      {t('header.signIn')}
    </Button>
  )
}
