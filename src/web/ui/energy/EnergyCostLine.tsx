import { useTranslation } from 'react-i18next'
import { formatNumber } from '../../i18n/format.ts'
import { energyCost, useEnergySettings } from '../../state/energy/energy.ts'

/**
 * What a product's pressure drop costs at its airflow: extra fan power, energy and money per year; the title
 * says how. Plain elements (every card of a list has one); the labels' look comes from the parent card.
 */
export function EnergyCostLine({
  airflow,
  pressureDrop,
}: {
  airflow: number | null
  pressureDrop: number | null
}) {
  const { t, i18n } = useTranslation()
  const settings = useEnergySettings()
  const cost = energyCost(airflow, pressureDrop, settings)
  const language = i18n.language
  return (
    <div
      title={t('energy.explain', {
        efficiency: formatNumber(settings.efficiency * 100, language),
        hours: formatNumber(settings.hoursPerYear, language),
      })}
    >
      <span
        style={{
          display: 'block',
          color: 'var(--mantine-color-dimmed)',
          fontSize: 'var(--mantine-font-size-xs)',
        }}
      >
        {t('energy.costLabel')}
      </span>
      <span style={{ fontSize: 'var(--mantine-font-size-sm)' }} data-testid="energy-cost">
        {cost === null
          ? '-'
          : t('energy.costValue', {
              power: formatNumber(cost.fanPowerW, language),
              energy: formatNumber(cost.kwhPerYear, language),
              cost: formatNumber(cost.costPerYear, language, { decimals: 2 }),
            })}
      </span>
    </div>
  )
}
