// The needed-attenuation view of a selection screen (docs/selection.md, "Needed attenuation"): the target it
// judges by, the served project room's or the one typed at 10 m², what the panel shows of it, and the test a
// card's "Meets target" makes.
import { useCallback, useMemo } from 'react'
import type { OctaveBands } from '#engine/index.ts'
import { roomBudget, roomJudge, type RoomBudget } from '../../../domain/rooms/room-budget.ts'
import { useServedRoom, type ServedRoomState } from '../../../state/working-system/served-room.ts'
import type { SystemChain } from '../../../state/working-system/useSystemChain.ts'
import { meetsTarget } from './needed-attenuation.ts'
import { useRoomTarget, type TargetInput, type TargetSource } from './useRoomTarget.ts'

/** What the panel shows besides the levels arriving (NeededAttenuationPanel). */
export interface TargetChoice {
  /** The target as typed, and typing it. */
  typed: TargetInput
  onTypedChange: (value: TargetInput) => void
  /** The project room the working system serves, as far as it is known. */
  servedRoom: ServedRoomState
  /** The source in use: `room` only while a served room is offered (being read, or read). */
  source: TargetSource
  onSourceChange: (source: TargetSource) => void
  /** What the served room leaves for this system; null until it is read. */
  budget: RoomBudget | null
}

/**
 * The target of the needed-attenuation view for the working system of `chain`: its served room by default, when
 * it serves one, else the typed target. `meets(toRoom)` tells whether the room meets the target with the chain
 * delivering `toRoom` (sound power to the room per band; per outlet in a served room), null when there is no
 * target or it cannot be told; `judging` is false when no card can be judged at all, so the lists skip the work.
 */
export function useNeededAttenuation(chain: Pick<SystemChain, 'system' | 'saved'>) {
  const { target, setTarget, roomTarget, source: chosen, setSource } = useRoomTarget()
  const servedRoom = useServedRoom(chain.system, chain.saved)
  const served = servedRoom.status === 'ready' ? servedRoom.served : null
  const budget = useMemo(() => (served ? roomBudget(served) : null), [served])
  const judge = useMemo(() => (served ? roomJudge(served) : null), [served])
  const offered = servedRoom.status === 'ready' || servedRoom.status === 'loading'
  const source: TargetSource = offered && chosen === 'room' ? 'room' : 'typed'
  const meets = useCallback(
    (toRoom: OctaveBands): boolean | null => {
      if (source === 'room') return judge ? judge(toRoom) : null
      return roomTarget ? meetsTarget(toRoom, roomTarget) : null
    },
    [source, judge, roomTarget],
  )
  const panel: TargetChoice = useMemo(
    () => ({
      typed: target,
      onTypedChange: setTarget,
      servedRoom,
      source,
      onSourceChange: setSource,
      budget,
    }),
    [target, setTarget, servedRoom, source, setSource, budget],
  )
  return { panel, judging: source === 'room' ? judge !== null : roomTarget !== null, meets }
}
