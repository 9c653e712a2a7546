import { useMemo, useState } from 'react'
import { roomTargetOf } from './needed-attenuation.ts'
import type { TargetInput } from './NeededAttenuationPanel.tsx'

/** The room target as typed in the needed-attenuation panel, and the target it makes (null: none). */
export function useRoomTarget() {
  const [target, setTarget] = useState<TargetInput>({ kind: 'lpa', text: '' })
  const roomTarget = useMemo(() => roomTargetOf(target.kind, target.text), [target])
  return { target, setTarget, roomTarget }
}
