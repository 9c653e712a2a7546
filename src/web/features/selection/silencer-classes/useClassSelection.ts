import { useCallback, useMemo } from 'react'
import type { SilencerClass } from '#contract/api/catalogue.ts'
import { useSilencerClassesQuery } from '../../../state/catalogue/queries.ts'
import { useWorkspace } from '../../../state/workspace/useWorkspace.ts'
import { setSelectedClasses } from '../../../state/workspace/workspace-store.ts'
import {
  classGrids,
  counterTotal,
  roundClassesOf,
  selectedRectClass,
  toggleClass,
  type SelectionFlow,
} from '../../../domain/selection/class-selection.ts'

/**
 * The silencer class selection of the working system (kept with the active system in the workspace store,
 * so a reload keeps it and choosing another system clears it), with the grids and the toggling rules.
 */
export function useClassSelection(flow: SelectionFlow) {
  const classesQuery = useSilencerClassesQuery()
  const { selectedClasses } = useWorkspace()
  const classes = useMemo(() => classesQuery.data ?? [], [classesQuery.data])
  const kinds = useMemo(() => new Map(classes.map((c) => [c.name, c.kind])), [classes])
  const kindOf = useCallback((name: string) => kinds.get(name), [kinds])
  const grids = useMemo(() => classGrids(classes, flow), [classes, flow])
  const toggle = useCallback(
    (clicked: SilencerClass) => setSelectedClasses(toggleClass(selectedClasses, clicked, kindOf)),
    [selectedClasses, kindOf],
  )
  const roundNames = useMemo(() => roundClassesOf(selectedClasses, classes), [selectedClasses, classes])
  return {
    classesQuery,
    classes,
    grids,
    selected: selectedClasses,
    toggle,
    rectClass: selectedRectClass(selectedClasses, kindOf),
    /** Names of the round classes the selection stands for (every round class when none is chosen). */
    roundNames,
    total: counterTotal(grids.round.length, flow),
  }
}
