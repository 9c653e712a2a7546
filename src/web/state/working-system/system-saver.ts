// Saving a changed chain: the change shows at once, the save (PUT with the version it started from) follows
// 400 ms after the last change (docs/product-rules.md, "Recalculation and saving"). Kept outside React, so a
// save pending when the user leaves the screen still happens and the next screen sees the change.
import type { QueryClient } from '@tanstack/react-query'
import type { SystemDocument } from '#contract/api/systems.ts'
import { isConflict, logFailure } from '../workspace/errors.ts'
import type { ChainDraft, ChainState } from './working-system.ts'
import { systemsApi } from '#contract/api/systems.ts'
import { call } from '../api/client.ts'
import { endpointKey } from '../endpoint-query.ts'

/**
 * The pause after the last change before saving and recalculating on the server (docs/product-rules.md,
 * "Recalculation and saving").
 */
export const SAVE_DELAY_MS = 400

export interface SaveContext {
  queryClient: QueryClient
  projectId: string
  systemId: string
  /** Someone else saved first: the stored system has been reloaded. */
  onConflict: () => void
  onError: () => void
}

interface Entry {
  draft: ChainDraft | null
  /** Counts changes, so a save that finished knows whether a newer change waits. */
  changes: number
  timer: ReturnType<typeof setTimeout> | undefined
  running: Promise<void> | null
  /** Where the waiting change goes: kept so that leaving the page can still send it. */
  context: SaveContext | null
}

const entries = new Map<string, Entry>()
const listeners = new Set<() => void>()
let revision = 0

function emit(): void {
  revision++
  for (const listener of listeners) listener()
}

function entryOf(systemId: string): Entry {
  let entry = entries.get(systemId)
  if (!entry) {
    entry = { draft: null, changes: 0, timer: undefined, running: null, context: null }
    entries.set(systemId, entry)
  }
  return entry
}

export function subscribeSaver(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes whenever a draft or a save changes (for useSyncExternalStore). */
export const saverRevision = (): number => revision

/** The chain and room changed in the browser and not saved yet, or null. */
export const draftOf = (systemId: string): ChainDraft | null => entries.get(systemId)?.draft ?? null

/** A change waits for its save, or a save is under way. */
export function isSaving(systemId: string): boolean {
  const entry = entries.get(systemId)
  return Boolean(entry && (entry.draft || entry.running))
}

/** Records a change of the chain or room and saves it 400 ms after the last change. */
export function changeSystem(context: SaveContext, base: SystemDocument, change: ChainState): void {
  const entry = entryOf(context.systemId)
  entry.draft = { ...change, version: entry.draft?.version ?? base.version }
  entry.changes++
  entry.context = context
  clearTimeout(entry.timer)
  entry.timer = setTimeout(() => void save(context), SAVE_DELAY_MS)
  emit()
}

/**
 * Sends every waiting change at once, as requests that outlive the page: a reload, a closed tab or a typed
 * address within the 400 ms pause must not lose the user's last change.
 */
export function flushOnLeave(): void {
  for (const entry of entries.values()) {
    if (entry.timer === undefined || !entry.context) continue
    clearTimeout(entry.timer)
    void save(entry.context, { keepalive: true })
  }
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushOnLeave)

/** Saves a waiting change now (before opening the edit modal, say); resolves when no save is under way. */
export async function flushSystem(context: SaveContext): Promise<void> {
  const entry = entryOf(context.systemId)
  if (entry.timer !== undefined) {
    clearTimeout(entry.timer)
    await save(context)
  }
  await entry.running
}

/** Forgets every draft (tests, sign-out). */
export function resetSaver(): void {
  for (const entry of entries.values()) clearTimeout(entry.timer)
  entries.clear()
  emit()
}

async function save(context: SaveContext, options: { keepalive?: boolean } = {}): Promise<void> {
  const { queryClient, projectId, systemId } = context
  const entry = entryOf(systemId)
  entry.timer = undefined
  // One save at a time: the next one needs the version the previous one produced. (When the page is
  // leaving and a save is under way, waiting is all that can be done: the page may not live to send more.)
  await entry.running
  const draft = entry.draft
  const key = endpointKey(systemsApi.get, { params: { id: systemId } })
  const base = queryClient.getQueryData<SystemDocument>(key)
  if (!draft || !base) return
  const changesAtSend = entry.changes
  const run = (async () => {
    try {
      const saved = await call(systemsApi.update, {
        params: { projectId, id: systemId },
        body: {
          name: base.name,
          number: base.number,
          comment: base.comment,
          date: base.date,
          attenuationConstantType: base.attenuationConstantType,
          filterCorrectionType: base.filterCorrectionType,
          inputSoundPowerLevel: base.inputSoundPowerLevel,
          items: draft.items,
          room: draft.room,
          // Left out when the browser did not change it: the server keeps the stored airflow.
          ...(draft.airflow === undefined ? {} : { airflow: draft.airflow }),
          // The server keeps its stored version when the items are unchanged.
          ...(draft.catalogueVersion === null ? {} : { catalogueVersion: draft.catalogueVersion }),
          version: draft.version,
        },
        ...options,
      })
      // The answer carries the server's calculation; `project` (from GET /api/systems/:id) stays.
      queryClient.setQueryData<SystemDocument>(key, (old) => ({ ...old, ...saved }))
      if (entry.changes === changesAtSend) entry.draft = null
      else if (entry.draft) entry.draft = { ...entry.draft, version: saved.version }
    } catch (error) {
      logFailure('save system chain', error)
      if (isConflict(error)) {
        clearTimeout(entry.timer)
        entry.timer = undefined
        entry.draft = null
        await queryClient.invalidateQueries({ queryKey: key })
        context.onConflict()
      } else {
        context.onError()
      }
    }
  })()
  entry.running = run
  emit()
  try {
    await run
  } finally {
    if (entry.running === run) entry.running = null
    emit()
  }
}
