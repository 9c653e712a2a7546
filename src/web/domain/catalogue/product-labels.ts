// The one source of the names of materials, sheets, shells and connection profiles: the configurator's
// selects, the product cards and the round silencers' cards all show a product's make-up in these words
// (docs/product-rules.md, "Material names": the configurator once said "Polyester fibre" where the card said
// "polyester").
import type { TFunction } from 'i18next'
import type {
  ConnectionProfile,
  InnerMaterial,
  LiningMaterial,
  OuterCover,
  ShellInsulation,
} from '#engine/index.ts'

/** Cleantec is a brand name, written the same in every language. */
const CLEANTEC = 'Cleantec'

/** Shell insulation codes (docs/product-rules.md, "Rectangular silencer card"); 0mm is "None", translated. */
const SHELL_CODES: Record<Exclude<ShellInsulation, '0mm'>, string> = {
  '50mm': 'S50',
  '100mm': 'S100',
  M30: 'M30',
  M50: 'M50',
  M100: 'M100',
  EI60: 'EI60',
  EI120: 'EI120',
}

/** The absorbing lining: a rectangular silencer's cassettes, or a round silencer's (`mineralwool` in the catalogue). */
export function liningLabel(value: LiningMaterial | 'mineralwool', t: TFunction): string {
  if (value === 'cleantec') return CLEANTEC
  return t(`materials.lining.${value === 'mineralwool' ? 'mineralWool' : value}`)
}

/** An outer cover or inner material sheet. */
export const sheetLabel = (value: OuterCover | InnerMaterial, t: TFunction): string =>
  t(`materials.sheet.${value}`)

export function shellLabel(value: ShellInsulation, t: TFunction): string {
  if (value === '0mm') return t('rectWizard.values.shellNone')
  return SHELL_CODES[value]
}

/** Z-slat is shown as Z profile (translated); E20 and E30 are flange codes. */
export function profileLabel(value: ConnectionProfile, t: TFunction): string {
  return value === 'Z-slat' ? t('rectWizard.values.zProfile') : value
}
