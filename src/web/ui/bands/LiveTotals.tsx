import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  anyBandEntered,
  energySum,
  filterUnitLabel,
  weightedTotal,
  type FilterCorrectionType,
  type OctaveBands,
} from '#engine/index.ts'
import { formatNumber } from '../../i18n/format.ts'
import { weightedLevelUnit } from '../../domain/units/level-unit.ts'

/**
 * The noise generator's total Lw and its filtered total, computed by the engine as the bands change; '-'
 * while the bands cannot be used (null) or none is above 0 dB (none entered yet).
 */
export function LiveTotals({
  bands: typed,
  filter,
}: {
  bands: OctaveBands | null
  filter: FilterCorrectionType
}) {
  const { t, i18n } = useTranslation()
  const bands = typed && anyBandEntered(typed) ? typed : null
  const totals = [
    { label: t('systemModal.totalLw'), value: bands && energySum(bands), unit: t('workspace.units.db') },
    {
      label: filterUnitLabel(filter),
      value: bands && weightedTotal(bands, filter),
      unit: t(weightedLevelUnit(filter)),
    },
  ]
  return (
    <Group gap="xl" aria-live="polite" role="group" aria-label={t('systemModal.totals')}>
      {totals.map(({ label, value, unit }) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={600}>
            {formatNumber(value, i18n.language)} {value === null ? '' : unit}
          </Text>
        </Stack>
      ))}
    </Group>
  )
}
