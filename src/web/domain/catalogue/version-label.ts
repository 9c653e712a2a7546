// How a catalogue version is named where figures are handed over (the reports' stamp, the sound schedule):
// marked when that catalogue held modelled data (docs/catalogue.md), so nobody takes it for measurements.
import type { TFunction } from 'i18next'
import type { CatalogueVersionInfo } from '#contract/api/catalogue.ts'

/** '3', '3 (modelled data)' or '3 (partly modelled data)'; the bare number while the version is unknown. */
export function catalogueVersionLabel(
  t: TFunction,
  version: number,
  info: Pick<CatalogueVersionInfo, 'dataSources'> | undefined,
): string {
  const { measured, modelled } = info?.dataSources ?? { measured: 0, modelled: 0 }
  if (modelled === 0) return String(version)
  return t(measured > 0 ? 'printing.stampPartlyModelled' : 'printing.stampModelled', { version })
}
