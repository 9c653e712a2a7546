import { useTranslation } from 'react-i18next'
import { energyCost, useEnergySettings } from '../../state/energy/energy.ts'
import { energyCostExplained, energyCostText } from './energy-cost-text.ts'

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
  const language = i18n.language
  return (
    <div title={energyCostExplained(t, language, settings)}>
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
        {energyCostText(t, language, energyCost(airflow, pressureDrop, settings))}
      </span>
    </div>
  )
}
