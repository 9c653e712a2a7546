// The flag of a product card whose airflow differs from the system's (docs/product-rules.md, "System
// airflow"). Every card shows this one, so that the products the total pressure drop's line counts are found
// by the same words wherever they are listed.
import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { airflowDiffers } from '../../domain/chain/system-airflow.ts'
import { airflowDiffersText } from '../calculations/pressure-drop-text.ts'
import { useAirflowFormat } from '../units/airflow-format.ts'

/** The flag, or nothing while the airflow is the system's (or either is not set). */
export function AirflowDiffersBadge({
  airflow,
  systemAirflow,
}: {
  /** The airflow the card works with, l/s. */
  airflow: number | null
  systemAirflow: number | null
}) {
  const { t } = useTranslation()
  const format = useAirflowFormat()
  if (systemAirflow === null || !airflowDiffers(airflow, systemAirflow)) return null
  return (
    // Not in capitals: they would turn the unit l/s into L/S (m³/h into M³/H).
    <Badge
      color="orange"
      variant="light"
      tt="none"
      data-testid="airflow-mismatch"
      style={{ alignSelf: 'flex-start' }}
    >
      {airflowDiffersText(t, format, systemAirflow)}
    </Badge>
  )
}
