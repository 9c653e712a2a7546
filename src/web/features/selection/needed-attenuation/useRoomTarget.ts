import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import { usePersistedStore } from '../../../state/persisted-store.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
import { roomTargetOf } from './needed-attenuation.ts'

/** A target as typed in the needed-attenuation panel: its kind and its text. */
export interface TargetInput {
  kind: 'lpa' | 'nr'
  text: string
}

/**
 * Where the panel takes its target from: `room`, the project room the working system serves (when it serves
 * one); `typed`, the target typed in the panel, judged in the room of 10 m² absorption.
 */
export type TargetSource = 'room' | 'typed'

const NO_TARGET: TargetInput = { kind: 'lpa', text: '' }

// One target for the products list and the round silencer comparison, kept for the tab's session: a designer
// sets it once and moves between the lists, back to the classes and forth, without typing it again. It is
// their work: another user's session puts it away for them, as the calculation parameters.
const targetStore = createUserDraftStore<TargetInput>({
  key: 'selection.roomTarget',
  kind: 'work',
  schema: z.object({ kind: z.enum(['lpa', 'nr']), text: z.string() }).catch(NO_TARGET),
  initial: NO_TARGET,
  holdsNothing: (value) => value.text.trim() === '',
})

// The choice between the served room and the typed target, kept the same way. The served room is the default:
// a designer who chose the typed target for a quick look keeps it while moving between the lists.
const sourceStore = createUserDraftStore<TargetSource>({
  key: 'selection.targetSource',
  kind: 'work',
  schema: z.enum(['room', 'typed']).catch('room'),
  initial: 'room',
  holdsNothing: (value) => value === 'room',
})

/**
 * The room target as typed in the needed-attenuation panel, the target it makes (null: none), and the choice of
 * the served room or the typed target.
 */
export function useRoomTarget() {
  const target = usePersistedStore(targetStore)
  const setTarget = useCallback((value: TargetInput) => targetStore.set(value), [])
  const roomTarget = useMemo(() => roomTargetOf(target.kind, target.text), [target])
  const source = usePersistedStore(sourceStore)
  const setSource = useCallback((value: TargetSource) => sourceStore.set(value), [])
  return { target, setTarget, roomTarget, source, setSource }
}
