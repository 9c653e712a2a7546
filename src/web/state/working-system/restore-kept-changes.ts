// The changes an earlier session of this browser left unsaved (kept-changes.ts), saved when the signed-in
// user is known: over the stored system only if it is still the version they were made on, since anything
// else would silently undo what was saved since (docs/product-rules.md, "Recalculation and saving"). No merge
// is attempted: a system that moved on keeps what is stored, and the user is told. A change whose save landed
// after the page was gone (the keepalive save sent on leaving) could not be forgotten by that page: the stored
// system then holds it already, and it is dropped without a word.
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { systemItem, systemsApi, type SystemDocument } from '#contract/api/systems.ts'
import { ApiError } from '../api/client.ts'
import { useCurrentUser } from '../auth/useCurrentUser.ts'
import { endpointQuery } from '../endpoint-query.ts'
import { notify, notifySuccess } from '../notifications.ts'
import { displayName } from '../../domain/display.ts'
import { logFailure } from '../workspace/errors.ts'
import { forgetChange, keptChangesOf, type KeptChange } from './kept-changes.ts'
import { saveContextOf } from './saved-source.ts'
import { changeSystem, flushSystem, isSaving, setAsideChanges } from './system-saver.ts'
import type { ChainState } from './working-system.ts'
import { canonicalJson } from '../../domain/canonical-json.ts'

/** Long enough to be read on a screen still loading: the change it speaks of is gone. */
const OUTDATED_NOTICE_MS = 20_000

// Systems whose kept change is being looked at, so that a second start (StrictMode, a new sign-in) does not
// send it twice.
const restoring = new Set<string>()

/** Items as a save reads them, whatever the stored copy adds. */
const itemsOf = (items: readonly unknown[]): string =>
  canonicalJson(
    items.map((item) => {
      const read = systemItem.safeParse(item)
      return read.success ? read.data : item
    }),
  )

/** The stored system already holds the kept change: its save landed after the page that sent it was gone. */
function alreadySaved(body: KeptChange['body'], stored: SystemDocument): boolean {
  return (
    itemsOf(body.items) === itemsOf(stored.items) &&
    (body.room === undefined || canonicalJson(body.room) === canonicalJson(stored.room)) &&
    (body.airflow === undefined || body.airflow === stored.airflow)
  )
}

/** The chain and room a kept save body carries, over the stored system it was made on. */
function chainStateOf(body: KeptChange['body'], stored: SystemDocument): ChainState {
  return {
    items: body.items,
    // Left out of a body: the stored one stays.
    room: body.room === undefined ? (stored.room ?? null) : body.room,
    ...(body.airflow === undefined ? {} : { airflow: body.airflow }),
    catalogueVersion: body.catalogueVersion ?? null,
  }
}

async function restore(queryClient: QueryClient, userId: string, kept: KeptChange, t: TFunction) {
  let stored: SystemDocument
  try {
    stored = await queryClient.fetchQuery({
      ...endpointQuery(systemsApi.get, { params: { id: kept.systemId } }),
      staleTime: 0,
    })
  } catch (error) {
    // Deleted, or no longer shared with this user: there is nothing to save it to.
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      forgetChange(userId, kept.systemId)
    // Anything else (the server still down) keeps it for the next start.
    else logFailure('restore kept system change', error)
    return
  }
  // Changed on this page meanwhile: that change is the newer one, and is kept in its turn.
  if (isSaving(kept.systemId)) return
  const name = displayName(stored.name)
  if (stored.version !== kept.version) {
    forgetChange(userId, kept.systemId)
    if (alreadySaved(kept.body, stored)) return
    notify('error', t('systems.keptChangeOutdated', { name }), OUTDATED_NOTICE_MS)
    return
  }
  const context = {
    ...saveContextOf(queryClient, stored, t),
    onSaved: () => notifySuccess(t('systems.keptChangeSaved', { name })),
  }
  changeSystem(context, stored, chainStateOf(kept.body, stored))
  await flushSystem(context)
}

/**
 * Saves, or gives up with a word to the user, every change `userId` left unsaved in this browser. Changes
 * another user left in memory are put away first (kept for them), so none of them is shown or sent now.
 */
export async function restoreKeptChanges(queryClient: QueryClient, userId: string, t: TFunction) {
  setAsideChanges(userId)
  for (const kept of keptChangesOf(userId)) {
    if (restoring.has(kept.systemId) || isSaving(kept.systemId)) continue
    restoring.add(kept.systemId)
    try {
      await restore(queryClient, userId, kept, t)
    } finally {
      restoring.delete(kept.systemId)
    }
  }
}

/** Restores the signed-in user's unsaved changes once the user is known (at start and after each sign-in). */
export function useRestoreKeptChanges(): void {
  const queryClient = useQueryClient()
  const { t } = useTranslation()
  const userId = useCurrentUser().user?.id ?? null
  useEffect(() => {
    if (userId) void restoreKeptChanges(queryClient, userId, t)
  }, [queryClient, userId, t])
}
