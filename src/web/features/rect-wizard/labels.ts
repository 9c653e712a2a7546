// Option labels of the wizard's selects: codes written the same in every language stay here, the rest
// come from the `rectWizard` texts.
import type { TFunction } from 'i18next'
import type { ConnectionProfile, LiningMaterial, ShellInsulation } from '#engine/index.ts'

/** Shell insulation codes (document 2 section 9); 0mm is "None", translated. */
const SHELL_CODES: Record<Exclude<ShellInsulation, '0mm'>, string> = {
  '50mm': 'S50',
  '100mm': 'S100',
  M30: 'M30',
  M50: 'M50',
  M100: 'M100',
  EI60: 'EI60',
  EI120: 'EI120',
}

export function shellLabel(value: ShellInsulation, t: TFunction): string {
  if (value === '0mm') return t('rectWizard.values.shellNone')
  return SHELL_CODES[value]
}

/** Z-slat is shown as Z profile (translated); E20 and E30 are flange codes. */
export function profileLabel(value: ConnectionProfile, t: TFunction): string {
  return value === 'Z-slat' ? t('rectWizard.values.zProfile') : value
}

/** Cleantec is a brand name, written the same in every language. */
export function materialLabel(value: LiningMaterial, t: TFunction): string {
  return value === 'cleantec' ? 'Cleantec' : t(`rectWizard.values.material.${value}`)
}
