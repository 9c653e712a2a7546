// The unit a level is shown in (the specification: "levels in dB and dB(A)"): dB for a level without a
// frequency weighting, dB(A), dB(B) or dB(C) for one weighted by the system's filter.
import type { FilterCorrectionType } from '#engine/index.ts'

export type LevelUnitKey =
  'workspace.units.db' | 'workspace.units.dbA' | 'workspace.units.dbB' | 'workspace.units.dbC'

const WEIGHTED: Record<FilterCorrectionType, LevelUnitKey> = {
  AFilter: 'workspace.units.dbA',
  BFilter: 'workspace.units.dbB',
  CFilter: 'workspace.units.dbC',
  NoFilter: 'workspace.units.db',
}

/** The translation key of the unit of a total weighted by `filter` (NoFilter: plain dB). */
export function weightedLevelUnit(filter: FilterCorrectionType): LevelUnitKey {
  return WEIGHTED[filter]
}
