// Translation keys of a system's attenuation constant and filter correction types.
import type { AttenuationConstantType, FilterCorrectionType } from '#engine/index.ts'

export const constantKeys = {
  NoConstant: 'systemModal.constants.noConstant',
  T1: 'systemModal.constants.t1',
} as const satisfies Record<AttenuationConstantType, string>

export const filterKeys = {
  NoFilter: 'systemModal.filters.noFilter',
  AFilter: 'systemModal.filters.aFilter',
  BFilter: 'systemModal.filters.bFilter',
  CFilter: 'systemModal.filters.cFilter',
} as const satisfies Record<FilterCorrectionType, string>
