import { NativeSelect } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AIRFLOW_UNITS, AIRFLOW_UNIT_SYMBOLS, type AirflowUnit } from '../domain/units/airflow-unit.ts'
import { storeAirflowUnit, useAirflowUnit } from '../state/units/airflow-unit.ts'

const options = AIRFLOW_UNITS.map((unit) => ({ value: unit, label: AIRFLOW_UNIT_SYMBOLS[unit] }))

/** Chooses the unit airflows are shown and typed in; the server and the stored systems keep l/s. */
export function AirflowUnitSelect() {
  const { t } = useTranslation()
  const unit = useAirflowUnit()
  return (
    <NativeSelect
      aria-label={t('header.airflowUnit')}
      data={options}
      value={unit}
      onChange={(event) => storeAirflowUnit(event.currentTarget.value as AirflowUnit)}
      size="xs"
      w={76}
    />
  )
}
