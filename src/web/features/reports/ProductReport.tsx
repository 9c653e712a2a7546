// A product's report page (docs/product-rules.md, "Report pages"): its data, sound power level, attenuation,
// the calculation before and after it in the chain, and the result with the system's filter and constant.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import {
  aWeightedTotal,
  energySum,
  filterCorrectionFactor,
  LP_10M2_OFFSET,
  weightedTotal,
  zipBands,
  type OctaveBands,
  type SoundPowerResult,
} from '#engine/index.ts'
import classes from '../../ui/print/print.module.css'
import type { ReportSheet } from '../../ui/print/ReportSheets.tsx'
import { formatNumber } from '../../i18n/format.ts'
import { productDisplayName } from '../../domain/chain/item-name.ts'
import { entryAirflowFlag } from '../../ui/calculations/pressure-drop-text.ts'
import { displayName } from '../../domain/display.ts'
import type { ReportItem, ReportSystem } from './report-model.ts'
import { BandTable, Fields, type BandRow } from './ReportTables.tsx'
import { useAirflowFormat } from '../../ui/units/airflow-format.ts'
import { rectConfigurationFacts } from '../../ui/product-cards/rect-facts.ts'

export interface ProductPageOptions {
  withFilter: boolean
  withConstant: boolean
}

/** One product's page: its data, sound power level, attenuation, the calculation and the result. */
export function ProductBody({
  item,
  system,
  result,
  firstStep,
  image,
  options,
}: {
  item: ReportItem
  system: ReportSystem
  result: SoundPowerResult
  /** The index of the product's first step in the chain (products repeat by quantity). */
  firstStep: number
  image: string | undefined
  options: ProductPageOptions
}) {
  const { t, i18n } = useTranslation()
  const steps = result.calculationSteps
  const before = firstStep > 0 ? (steps[firstStep - 1]?.resultLw ?? null) : system.inputSoundPowerLevel
  const after = steps[firstStep + item.quantity - 1]?.resultLw ?? null
  const filter = system.filterCorrectionType
  const showFilter = options.withFilter && filter !== 'NoFilter'
  const showConstant = options.withConstant && system.attenuationConstantType !== 'NoConstant'
  const total = (bands: OctaveBands | null) => (bands ? energySum(bands) : null)
  const results: BandRow[] = [{ label: t('printing.row.after'), values: after, total: total(after) }]
  if (showFilter && after) {
    results.push({ label: t('printing.row.filterCorrection'), values: result.filterCorrectionFactor })
    results.push({
      label: t('printing.row.filteredAfter'),
      values: zipBands(after, result.filterCorrectionFactor, (a, b) => a + b),
      total: weightedTotal(after, filter),
    })
  }
  if (showConstant && after)
    results.push({
      label: t('printing.row.lpA10m2'),
      // Per band as the system's row: A-weighted and referred to 10 m² absorption.
      values: zipBands(filterCorrectionFactor('AFilter'), after, (a, level) => level + a + LP_10M2_OFFSET),
      total: aWeightedTotal(after) + LP_10M2_OFFSET,
    })
  const n = (value: number | null, decimals = 0) => formatNumber(value, i18n.language, { decimals })
  const airflow = useAirflowFormat()
  const flag = entryAirflowFlag(t, airflow, item, system.airflow)
  // The catalogue's figures are one unit's; the calculation and the result count every unit of the quantity.
  const several = item.quantity > 1
  const pressureDropText =
    several && item.pressureDrop !== null
      ? `${n(item.pressureDrop * item.quantity, 3)} (${item.quantity} × ${n(item.pressureDrop, 3)})`
      : n(item.pressureDrop, 3)
  return (
    <>
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1 }}>
          <Fields
            rows={[
              [t('printing.field.name'), productDisplayName(t, item)],
              [t('printing.field.code'), item.productCode],
              [t('printing.field.class'), item.productClass],
              [t('printing.field.system'), displayName(system.name)],
              [t('printing.field.quantity'), String(item.quantity)],
              [
                t('printing.field.flow', { unit: airflow.symbol }),
                flag ? `${airflow.format(item.inputAirflow)}\n${flag}` : airflow.format(item.inputAirflow),
              ],
              [t('printing.field.pressureDrop'), pressureDropText],
              // What the code leaves out of a configured rectangular silencer, in its card's words.
              ...(item.rectConfiguration
                ? rectConfigurationFacts(item.rectConfiguration, t, (value) =>
                    formatNumber(value, i18n.language),
                  ).map((fact) => [fact.label, fact.value] as const)
                : []),
            ]}
          />
        </div>
        {image && <img className={classes.image} src={image} alt={item.productClass || item.productName} />}
      </div>
      <BandTable
        caption={t('printing.section.soundPower')}
        rows={[
          {
            label: t(several ? 'printing.row.soundPowerEach' : 'printing.row.soundPower'),
            values: item.soundPowerLevel,
          },
        ]}
      />
      <BandTable
        caption={t('printing.section.attenuation')}
        rows={[
          {
            label: t(several ? 'printing.row.attenuationEach' : 'printing.row.attenuation'),
            values: item.soundAttenuation,
          },
        ]}
      />
      <BandTable
        caption={t('printing.section.calculation')}
        rows={[
          { label: t('printing.row.before'), values: before, total: total(before) },
          { label: t('printing.row.after'), values: after, total: total(after) },
        ]}
      />
      <BandTable caption={t('printing.section.result')} rows={results} />
    </>
  )
}

/** What the product pages of one system are built from. */
export interface ProductSheetsInput {
  system: ReportSystem
  result: SoundPowerResult
  images: Record<string, string>
  productOptions: ProductPageOptions
}

/** The product pages of one system. */
export function productSheets(t: TFunction, input: ProductSheetsInput): ReportSheet[] {
  const { system, result, images, productOptions } = input
  let step = 0
  return system.items.map((item, index) => {
    const firstStep = step
    step += item.quantity
    return {
      key: `product-${system.id}-${index}`,
      title: `${t('printing.productPage')}: ${productDisplayName(t, item)}`,
      body: (
        <ProductBody
          item={item}
          system={system}
          result={result}
          firstStep={firstStep}
          image={images[item.productImageURL]}
          options={productOptions}
        />
      ),
    }
  })
}
