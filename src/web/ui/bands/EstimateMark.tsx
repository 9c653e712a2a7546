// The mark of a noise generator estimated from fan data (docs/product-rules.md, "Fan sound power estimate"):
// the method and the fan's duty, wherever the bands are shown, so that nobody reads an estimate as the fan's
// own sound data.
import { Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { NoiseGeneratorEstimate } from '#contract/api/systems.ts'
import { formatNumber } from '../../i18n/format.ts'
import { useAirflowFormat, type AirflowFormat } from '../units/airflow-format.ts'

/** "Estimated from fan data by VDI 2081-1:2019: <fan type>, 1 200 l/s, 800 Pa, 1 450 rpm" in the language. */
export function estimateMarkText(
  t: TFunction,
  language: string,
  estimate: NoiseGeneratorEstimate,
  airflow: AirflowFormat,
): string {
  return t('fanEstimate.mark', {
    method: estimate.method,
    fanType: t(`fanEstimate.types.${estimate.fanType}`),
    airflow: airflow.format(estimate.airflow),
    unit: airflow.symbol,
    pressure: formatNumber(estimate.totalPressureRise, language),
    speed: formatNumber(estimate.speed, language),
  })
}

/** The mark under a noise generator's bands; nothing when they are the fan's own data. */
export function EstimateMark({ estimate }: { estimate: NoiseGeneratorEstimate | null }) {
  const { t, i18n } = useTranslation()
  const airflow = useAirflowFormat()
  if (estimate === null) return null
  return (
    <Text size="sm" c="dimmed">
      {estimateMarkText(t, i18n.language, estimate, airflow)}
    </Text>
  )
}
