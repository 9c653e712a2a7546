// The airflow unit chosen in this browser (docs/product-rules.md, "Airflow unit"): a preference of the
// person at the screen, like the language, so it is kept in localStorage and followed by every open tab.
import { z } from 'zod'
import { AIRFLOW_UNITS, type AirflowUnit } from '../../domain/units/airflow-unit.ts'
import { createPersistedStore, usePersistedStore } from '../persisted-store.ts'

export const AIRFLOW_UNIT_STORAGE_KEY = 'airflowUnit'

const airflowUnitStore = createPersistedStore<AirflowUnit>({
  key: AIRFLOW_UNIT_STORAGE_KEY,
  storage: 'local',
  schema: z.enum(AIRFLOW_UNITS),
  initial: 'l/s',
  // The bare symbol, as the language is kept.
  format: 'text',
  syncTabs: true,
})

export const readAirflowUnit = airflowUnitStore.get

export function storeAirflowUnit(unit: AirflowUnit): void {
  airflowUnitStore.set(unit)
}

export function useAirflowUnit(): AirflowUnit {
  return usePersistedStore(airflowUnitStore)
}
