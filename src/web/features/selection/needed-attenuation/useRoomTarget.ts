import { useCallback, useMemo } from 'react'
import { z } from 'zod'
import { usePersistedStore } from '../../../state/persisted-store.ts'
import { createUserDraftStore } from '../../../state/user-drafts.ts'
import { roomTargetOf } from './needed-attenuation.ts'
import type { TargetInput } from './NeededAttenuationPanel.tsx'

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

/** The room target as typed in the needed-attenuation panel, and the target it makes (null: none). */
export function useRoomTarget() {
  const target = usePersistedStore(targetStore)
  const setTarget = useCallback((value: TargetInput) => targetStore.set(value), [])
  const roomTarget = useMemo(() => roomTargetOf(target.kind, target.text), [target])
  return { target, setTarget, roomTarget }
}
