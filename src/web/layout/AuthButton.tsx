import { Button } from '@mantine/core'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { isAuthPage } from '../auth/login-redirect.ts'
import { rememberReturnAddress } from '../auth/session.ts'
import { useCurrentUser } from '../auth/useCurrentUser.ts'
import { useSignedIn } from '../auth/useSignedIn.ts'
import { useSignOut } from '../auth/useSignOut.ts'
import { paths } from '../paths.ts'

/** Sign-in (remembers where the user was) or sign-out (clears the session and goes to the start). */
export function AuthButton() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const location = useLocation()
  const signOut = useSignOut()
  // The user loads only while an id token is stored; the header is on every page, so it checks the session.
  const { user } = useCurrentUser()

  if (signedIn) {
    return (
      <Button
        variant="default"
        size="xs"
        onClick={() => void signOut()}
        title={user ? t('header.signedInAs', { name: user.fullName }) : undefined}
      >
        {t('header.signOut')}
      </Button>
    )
  }
  // The sign-in page itself needs no button that leads to it.
  if (location.pathname === paths.signIn) return null
  const signIn = (): void => {
    if (!isAuthPage(location.pathname)) rememberReturnAddress(location.pathname + location.search)
    void navigate(paths.signIn)
  }
  return (
    <Button size="xs" onClick={signIn}>
      {t('header.signIn')}
    </Button>
  )
}
