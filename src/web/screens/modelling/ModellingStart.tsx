import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { PageLoader } from '../../components/PageLoader.tsx'

/** How long the modelling area waits for the CAD host's input before showing class selection (document 2). */
export const HOST_INPUT_WAIT_MS = 4000

/**
 * /modelling itself: waits for the host's product input, then goes to class selection if still here.
 * Leaving the page (the host's input opens another screen) cancels the wait.
 */
export function ModellingStart() {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('silencer-classes', { replace: true })
    }, HOST_INPUT_WAIT_MS)
    return () => window.clearTimeout(timer)
  }, [navigate])
  return <PageLoader />
}
