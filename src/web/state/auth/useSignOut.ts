import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { forgetPendingQuickCalculations } from '../workspace/pending-quick-calculation.ts'
import { clearWorkspace } from '../workspace/workspace-store.ts'
import { forgetFlowDrafts } from '../user-drafts.ts'
import { forgetPrintObjects } from '../print/print-object.ts'
import { clearNotices } from '../notifications.ts'
import { forgetKeptChanges } from '../working-system/kept-changes.ts'
import { resetSaver } from '../working-system/system-saver.ts'
import { paths } from '../../domain/paths.ts'
import { clearTokens } from './session.ts'
import { authApi } from '#contract/api/auth.ts'
import { call } from '../api/client.ts'

/** Sign-out (docs/product-rules.md, "Sign-out"): call logout, clear the stored data, go to the root. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await call(authApi.logout)
    } catch (error) {
      // "Logout failed": the session may have ended already; the browser forgets it all the same.
      console.warn('Logout failed', error)
    }
    clearTokens()
    forgetPendingQuickCalculations()
    // Changes not saved yet stay neither in storage nor in memory for the next person on this browser.
    forgetKeptChanges()
    resetSaver()
    // The next person on this browser starts with no active project and no old messages.
    clearWorkspace()
    // The flows' systems, parameters and round trips of every user in the tab, likewise.
    forgetFlowDrafts()
    // A report's hand-off to its popup, which may hold a quick calculation.
    forgetPrintObjects()
    clearNotices()
    queryClient.clear()
    await navigate(paths.home)
  }, [navigate, queryClient])
}
