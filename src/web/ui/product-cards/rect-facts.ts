// What a rectangular silencer card shows of the stored configuration (docs/product-rules.md, "Rectangular
// silencer card").
import type { TFunction } from 'i18next'
import type { ChainItem } from '../../domain/chain/chain.ts'
import { liningLabel, profileLabel, sheetLabel, shellLabel } from '../../domain/catalogue/product-labels.ts'
import type { Fact } from './ProductCard.tsx'
import type { AirflowFormat } from '../units/airflow-format.ts'

type Format = (value: number | null | undefined) => string

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/** The airflow of a rectangular silencer entry, l/s: the entry's, else its configuration's. */
export function rectAirflow(item: ChainItem): number | null {
  return numberOf(item.inputAirflow) ?? numberOf(item.rectConfiguration?.inputAirflow)
}

/** The pressure drop of a rectangular silencer entry, Pa: the entry's, else its chosen option's. */
export function rectPressureDrop(item: ChainItem): number | null {
  return numberOf(item.pressureDrop) ?? numberOf(item.rectConfiguration?.optionData?.pressureDrop)
}

/**
 * Dimensions W, H, L; x and y for bends; cassettes (count × thickness, material); shell insulation; outer
 * cover; inner material; airflow; pressure drop; connection profile (Z-slat shown as Z profile). The names are
 * the configurator's (product-labels.ts).
 */
export function rectFacts(item: ChainItem, t: TFunction, format: Format, airflow: AirflowFormat): Fact[] {
  const config = item.rectConfiguration
  if (!config) return [{ label: t('productCards.code'), value: item.productCode || '-' }]
  const option = config.optionData ?? {}
  const count = numberOf(option.amountOfCassettes)
  const thickness = numberOf(option.cassetteThickness)
  const mm = (value: number | null | undefined) =>
    value === null || value === undefined ? '-' : `${format(value)} mm`
  const pressureDrop = rectPressureDrop(item)
  const facts: Fact[] = [
    { label: t('productCards.rect.width'), value: mm(config.width) },
    { label: t('productCards.rect.height'), value: mm(config.height) },
    { label: t('productCards.rect.length'), value: mm(config.length) },
  ]
  if (config.shape === 'bend')
    facts.push(
      { label: t('productCards.rect.dimensionX'), value: mm(config.dimensionX) },
      { label: t('productCards.rect.dimensionY'), value: mm(config.dimensionY) },
    )
  facts.push(
    {
      label: t('productCards.rect.cassettes'),
      value: `${count === null || thickness === null ? '-' : `${format(count)} × ${format(thickness)} mm`}, ${liningLabel(config.cassetteMaterial, t)}`,
    },
    {
      label: t('productCards.rect.shell'),
      value: shellLabel(config.shellInsulation, t),
    },
    { label: t('productCards.rect.outerCover'), value: sheetLabel(config.outerCover, t) },
    {
      label: t('productCards.rect.innerMaterial'),
      value: sheetLabel(config.innerMaterial, t),
    },
    {
      label: t('productCards.airflow', { unit: airflow.symbol }),
      value: airflow.format(rectAirflow(item)),
    },
    {
      label: t('productCards.pressureDrop'),
      value: pressureDrop === null ? '-' : `${format(pressureDrop)} Pa`,
    },
    {
      label: t('productCards.rect.profile'),
      value: profileLabel(config.connectionProfile, t),
    },
  )
  return facts
}
