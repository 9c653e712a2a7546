// Where a room's target comes from, as the designer hands it to the client: the client's reviewer checks the
// target before the prediction (docs/reports.md, "The room compliance table").
import type { TFunction } from 'i18next'
import type { RoomPreset } from '#contract/api/room-presets.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { formatNumber } from '../../i18n/format.ts'

/**
 * `preset`: the room keeps its preset's target; `changed`: a preset is chosen but the designer changed its
 * type or value; `designer`: no preset.
 */
export type TargetBasis =
  { kind: 'preset' | 'changed'; preset: RoomPreset } | { kind: 'designer'; preset: null }

/** The basis of a room's target, read against the presets it may have been taken from. */
export function targetBasis(
  room: Pick<RoomDocument, 'roomType' | 'targetType' | 'targetValue'>,
  presets: readonly RoomPreset[],
): TargetBasis {
  const preset = presets.find((candidate) => candidate.id === room.roomType)
  // The contract only stores known preset ids; a preset missing from the list cannot be cited, so the
  // target is reported as the designer's rather than with a source nobody can look up.
  if (!preset) return { kind: 'designer', preset: null }
  const same = preset.targetType === room.targetType && preset.targetValue === room.targetValue
  return { kind: same ? 'preset' : 'changed', preset }
}

/** The translation key of a preset id: 'fi-dwelling-bedroom' → 'fiDwellingBedroom'. */
export const presetKey = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

/** A preset's name in the interface language; the contract's English name if the locale lacks it. */
export const presetName = (preset: RoomPreset, t: TFunction): string =>
  t(`rooms.presets.${presetKey(preset.id)}`, { defaultValue: preset.name })

/**
 * A preset's source (its rule and class) in the interface language: the rule's title or number as it is
 * officially written, the rest translated. The contract's English citation only if the locale lacks it.
 */
export const presetSource = (preset: RoomPreset, t: TFunction): string =>
  t(`rooms.presetSources.${presetKey(preset.id)}`, { defaultValue: preset.standard })

/** The target a preset sets, written as the room's target is: '35.0 dB(A)', 'NR 30'. */
function presetTarget(preset: RoomPreset, t: TFunction, language: string): string {
  const value = formatNumber(preset.targetValue, language, {
    decimals: preset.targetType === 'LpA' ? 1 : 0,
    grouping: false,
  })
  return preset.targetType === 'LpA' ? `${value} ${t('room.dbA')}` : `${preset.targetType} ${value}`
}

/** The basis in a few words, for the Rooms tab. */
export function basisShort(basis: TargetBasis, t: TFunction, language: string): string {
  if (basis.kind === 'designer') return t('rooms.basis.designer')
  if (basis.kind === 'preset') return t('rooms.basis.preset')
  return t('rooms.basis.changed', { target: presetTarget(basis.preset, t, language) })
}

/** The basis in full, as the client's reviewer reads it: the preset's source, or who set the target. */
export function basisFull(basis: TargetBasis, t: TFunction, language: string): string {
  if (basis.kind === 'designer') return t('rooms.basis.designer')
  const source = presetSource(basis.preset, t)
  if (basis.kind === 'preset') return source
  return t('rooms.basis.changedFull', { target: presetTarget(basis.preset, t, language), source })
}
