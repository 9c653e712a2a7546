import { Button, Text, VisuallyHidden } from '@mantine/core'
import { useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { isAuthPage } from '../state/auth/login-redirect.ts'
import { rememberReturnAddress } from '../state/auth/session.ts'
import { useCurrentUser } from '../state/auth/useCurrentUser.ts'
import { useSignedIn } from '../state/auth/useSignedIn.ts'
import { useSignOut } from '../state/auth/useSignOut.ts'
import { paths } from '../domain/paths.ts'
import classes from './layout.module.css'

/**
 * Sign-in (remembers where the user was), or who is signed in and sign-out (clears the session and goes to
 * the start).
 */
export function AuthButton() {
  const { t } = useTranslation()
  const signedIn = useSignedIn()
  const navigate = useNavigate()
  const location = useLocation()
  const signOut = useSignOut()
  // The user loads only while an id token is stored; the header is on every page, so it checks the session.
  const { user } = useCurrentUser()

  if (signedIn) {
    const shown = user ? user.fullName.trim() || user.email : null
    const signedInAs = shown === null ? null : t('header.signedInAs', { name: shown })
    return (
      <>
        {shown !== null && (
          // The name alone on screen (cut with an ellipsis where the header is narrow, whole in its title);
          // assistive technology reads the whole sentence, in the language's own word order.
          <Text component="p" size="sm" m={0} className={classes.user} title={signedInAs ?? undefined}>
            <span aria-hidden="true">{shown}</span>
            <VisuallyHidden>{signedInAs}</VisuallyHidden>
          </Text>
        )}
        <Button variant="default" size="xs" onClick={() => void signOut()}>
          {t('header.signOut')}
        </Button>
      </>
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
