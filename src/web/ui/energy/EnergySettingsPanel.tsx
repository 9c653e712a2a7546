import { Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core'
import { memo, useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ENERGY_CURRENCIES,
  ENERGY_LIMITS,
  storeEnergySettings,
  useEnergySettings,
  type EnergyCurrency,
  type NumericEnergySetting,
} from '../../state/energy/energy.ts'
import { currencySymbol } from '../../i18n/format.ts'
import { NumberField } from '../forms/NumberField.tsx'

/**
 * The fan efficiency, operating hours, energy price and its currency behind the energy cost (kept in this
 * browser).
 */
export const EnergySettingsPanel = memo(function EnergySettingsPanel() {
  const { t, i18n } = useTranslation()
  const titleId = useId()
  const settings = useEnergySettings()
  const symbol = (currency: EnergyCurrency) => currencySymbol(currency, i18n.language)
  const set = (key: NumericEnergySetting, value: string | number) => {
    const number = typeof value === 'number' ? value : Number(value.replace(',', '.'))
    if (value === '' || !Number.isFinite(number)) return
    storeEnergySettings({ ...settings, [key]: key === 'efficiency' ? number / 100 : number })
  }
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('energy.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('energy.intro')}
        </Text>
        <Group gap="md" align="flex-end">
          <NumberField
            label={t('energy.efficiency')}
            value={Math.round(settings.efficiency * 1000) / 10}
            min={ENERGY_LIMITS.efficiency.min * 100}
            max={100}
            decimalScale={1}
            suffix=" %"
            onChange={(value) => set('efficiency', value)}
            w={150}
          />
          <NumberField
            label={t('energy.hours')}
            value={settings.hoursPerYear}
            min={0}
            max={ENERGY_LIMITS.hoursPerYear.max}
            onChange={(value) => set('hoursPerYear', value)}
            w={170}
          />
          <NumberField
            label={t('energy.price', { currency: symbol(settings.currency) })}
            value={settings.pricePerKwh}
            min={0}
            max={ENERGY_LIMITS.pricePerKwh.max}
            decimalScale={3}
            step={0.01}
            onChange={(value) => set('pricePerKwh', value)}
            w={170}
          />
          <NativeSelect
            label={t('energy.currency')}
            value={settings.currency}
            data={ENERGY_CURRENCIES.map((currency) => ({
              value: currency,
              label: symbol(currency) === currency ? currency : `${symbol(currency)} (${currency})`,
            }))}
            onChange={(event) =>
              storeEnergySettings({ ...settings, currency: event.currentTarget.value as EnergyCurrency })
            }
            w={130}
          />
        </Group>
      </Stack>
    </Paper>
  )
})
