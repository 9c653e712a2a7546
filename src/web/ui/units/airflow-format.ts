// Airflows as text in the user's unit (docs/product-rules.md, "Airflow unit"): every airflow the app shows
// or puts into an input passes through here, so no screen writes l/s where the user chose m³/h.
import { useTranslation } from 'react-i18next'
import {
  AIRFLOW_UNIT_SYMBOLS,
  INPUT_DECIMALS,
  SHOWN_DECIMALS,
  fromShownAirflow,
  toShownAirflow,
  type AirflowUnit,
} from '../../domain/units/airflow-unit.ts'
import { formatInputNumber, formatNumber } from '../../i18n/format.ts'
import { useAirflowUnit } from '../../state/units/airflow-unit.ts'

export interface AirflowFormat {
  unit: AirflowUnit
  /** The interface language the numbers are written and read in. */
  language: string
  /** l/s or m³/h. */
  symbol: string
  /** An airflow (l/s) in the unit, to its shown decimals (whole l/s and m³/h, m³/s to the litre), '-' when missing. */
  format: (litresPerSecond: number | null | undefined) => string
  /** An airflow (l/s) as an input's text in the unit: to 0.01 l/s, no grouping; '' when none. */
  inputText: (litresPerSecond: number | null | undefined) => string
  /** An airflow (l/s) as a number input's value in the unit, to 0.01 l/s. */
  toShown: (litresPerSecond: number) => number
  /** A number typed in the unit, in l/s. */
  fromShown: (shown: number) => number
}

const rounded = (value: number, decimals: number): number => {
  const scale = 10 ** decimals
  return Math.round(value * scale) / scale
}

export function airflowFormat(unit: AirflowUnit, language: string): AirflowFormat {
  const inputValue = (value: number) => rounded(toShownAirflow(value, unit), INPUT_DECIMALS[unit])
  return {
    unit,
    language,
    symbol: AIRFLOW_UNIT_SYMBOLS[unit],
    format: (value) =>
      formatNumber(value === null || value === undefined ? value : toShownAirflow(value, unit), language, {
        decimals: SHOWN_DECIMALS[unit],
        minimumDecimals: 0,
      }),
    inputText: (value) =>
      value === null || value === undefined || !Number.isFinite(value)
        ? ''
        : formatInputNumber(inputValue(value), language),
    toShown: inputValue,
    fromShown: (shown) => fromShownAirflow(shown, unit),
  }
}

/** The airflow format of the chosen unit in the interface language. */
export function useAirflowFormat(): AirflowFormat {
  const { i18n } = useTranslation()
  const unit = useAirflowUnit()
  return airflowFormat(unit, i18n.language)
}
