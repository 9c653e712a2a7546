// What a rectangular silencer card, and every printed page that lists or describes one, shows of the stored
// configuration (docs/product-rules.md, "Rectangular silencer card"; docs/reports.md, "A rectangular silencer
// in the reports"): the configurator gives every option of one size the same code, so these facts are what
// tells a 5 × 100 mm silencer from a 4 × 200 mm one.
import type { TFunction } from 'i18next'
import type { ChainItem } from '../../domain/chain/chain.ts'
import type { RectConfiguration } from '../../domain/rect-wizard/wizard-state.ts'
import { liningLabel, profileLabel, sheetLabel, shellLabel } from '../../domain/catalogue/product-labels.ts'
import type { Fact } from './FactList.tsx'
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
 * What a rectangular silencer is made of, as it is ordered: its sizes (with a bend's orientation and legs),
 * its cassettes and the airway between them, its shell, sheets and connection profile. Not its airflow: two
 * silencers made alike are one product at any airflow. The bill of materials tells products apart by it.
 */
export function rectMakeUp(config: RectConfiguration) {
  const option = config.optionData ?? {}
  return {
    width: config.width,
    height: config.height,
    length: config.length,
    bend:
      config.shape === 'bend'
        ? {
            orientation: config.orientation,
            dimensionX: config.dimensionX ?? null,
            dimensionY: config.dimensionY ?? null,
          }
        : null,
    cassettes: {
      count: numberOf(option.amountOfCassettes),
      thickness: numberOf(option.cassetteThickness),
      material: config.cassetteMaterial,
    },
    spacing: numberOf(option.cassetteSpacing),
    shellInsulation: config.shellInsulation,
    outerCover: config.outerCover,
    innerMaterial: config.innerMaterial,
    connectionProfile: config.connectionProfile,
  }
}

/**
 * Dimensions W, H, L; for bends the orientation, x and y; cassettes (count × thickness, material); the cassette
 * spacing (the airway); shell insulation; outer cover; inner material; connection profile (Z-slat shown as Z
 * profile). The names are the configurator's (product-labels.ts).
 */
export function rectConfigurationFacts(config: RectConfiguration, t: TFunction, format: Format): Fact[] {
  const makeUp = rectMakeUp(config)
  const mm = (value: number | null | undefined) =>
    value === null || value === undefined ? '-' : `${format(value)} mm`
  const { count, thickness, material } = makeUp.cassettes
  const facts: Fact[] = [
    { label: t('productCards.rect.width'), value: mm(makeUp.width) },
    { label: t('productCards.rect.height'), value: mm(makeUp.height) },
    { label: t('productCards.rect.length'), value: mm(makeUp.length) },
  ]
  if (makeUp.bend)
    facts.push(
      {
        label: t('rectWizard.fields.orientation'),
        value: t(`rectWizard.values.orientation.${makeUp.bend.orientation}`),
      },
      { label: t('productCards.rect.dimensionX'), value: mm(makeUp.bend.dimensionX) },
      { label: t('productCards.rect.dimensionY'), value: mm(makeUp.bend.dimensionY) },
    )
  facts.push(
    {
      label: t('productCards.rect.cassettes'),
      value: `${count === null || thickness === null ? '-' : `${format(count)} × ${format(thickness)} mm`}, ${liningLabel(material, t)}`,
    },
    { label: t('rectWizard.options.spacing'), value: mm(makeUp.spacing) },
    { label: t('productCards.rect.shell'), value: shellLabel(makeUp.shellInsulation, t) },
    { label: t('productCards.rect.outerCover'), value: sheetLabel(makeUp.outerCover, t) },
    { label: t('productCards.rect.innerMaterial'), value: sheetLabel(makeUp.innerMaterial, t) },
    { label: t('productCards.rect.profile'), value: profileLabel(makeUp.connectionProfile, t) },
  )
  return facts
}

/**
 * The configuration on one line, "Width W: 1000 mm; …; Connection profile: Z profile", for the printed tables
 * whose row has no room for a list (the inventory, the bill of materials).
 */
export const rectConfigurationText = (config: RectConfiguration, t: TFunction, format: Format): string =>
  rectConfigurationFacts(config, t, format)
    .map((fact) => `${fact.label}: ${fact.value}`)
    .join('; ')

/** The card's facts: the configuration, then the airflow it was made at and its pressure drop there. */
export function rectFacts(item: ChainItem, t: TFunction, format: Format, airflow: AirflowFormat): Fact[] {
  const config = item.rectConfiguration
  if (!config) return [{ label: t('productCards.code'), value: item.productCode || '-' }]
  const pressureDrop = rectPressureDrop(item)
  return [
    ...rectConfigurationFacts(config, t, format),
    {
      label: t('productCards.airflow', { unit: airflow.symbol }),
      value: airflow.format(rectAirflow(item)),
    },
    {
      label: t('productCards.pressureDrop'),
      value: pressureDrop === null ? '-' : `${format(pressureDrop)} Pa`,
    },
  ]
}
