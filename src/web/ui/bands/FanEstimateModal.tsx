import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BAND_CENTRES, FAN_TYPES, type FanType } from '#engine/index.ts'
import type { NoiseGeneratorEstimate } from '#contract/api/systems.ts'
import { NumberField } from '../forms/NumberField.tsx'
import { useAirflowFormat } from '../units/airflow-format.ts'
import { formatNumber } from '../../i18n/format.ts'
import {
  FAN_ESTIMATE_LIMITS,
  estimateBandTexts,
  fanEstimate,
  fanEstimateProblems,
} from '../../state/workspace/fan-estimate.ts'

const asNumber = (value: number | string): number | '' => (typeof value === 'number' ? value : '')

/**
 * "Estimate from fan data": the noise generator's eight bands estimated from a fan's type, airflow, total
 * pressure rise and speed (VDI 2081-1:2019, in the browser), shown as they change. "Use these values" hands
 * the bands as the band inputs' texts to `onUse`; Cancel and closing change nothing.
 */
export function FanEstimateModal({
  opened,
  onClose,
  onUse,
}: {
  opened: boolean
  onClose: () => void
  /** The bands as the inputs' texts, and the duty they were estimated from. */
  onUse: (bands: string[], estimate: NoiseGeneratorEstimate) => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('fanEstimate.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('workspace.close') }}
    >
      {/* Mounted only while open, so every opening starts from empty inputs. */}
      {opened && <FanEstimateForm onClose={onClose} onUse={onUse} />}
    </Modal>
  )
}

function FanEstimateForm({
  onClose,
  onUse,
}: {
  onClose: () => void
  onUse: (bands: string[], estimate: NoiseGeneratorEstimate) => void
}) {
  const { t, i18n } = useTranslation()
  const airflowFormat = useAirflowFormat()
  const [type, setType] = useState<FanType>('centrifugalCasedOutlet')
  // The airflow as typed, in the user's unit; the estimate takes l/s.
  const [airflow, setAirflow] = useState<number | ''>('')
  const [pressure, setPressure] = useState<number | ''>('')
  const [speed, setSpeed] = useState<number | ''>('')
  const input = {
    type,
    airflow: airflow === '' ? ('' as const) : airflowFormat.fromShown(airflow),
    pressure,
    speed,
  }
  const problems = fanEstimateProblems(input)
  const estimate = fanEstimate(input)
  const { pressure: pressureLimits, speed: speedLimits } = FAN_ESTIMATE_LIMITS
  const number = (value: number) => formatNumber(value, i18n.language)
  const decibels = (value: number | undefined) => formatNumber(value, i18n.language, { decimals: 1 })
  const fields = [
    {
      label: t('fanEstimate.airflow', { unit: airflowFormat.symbol }),
      value: airflow,
      set: setAirflow,
      problem: problems.airflow,
      message: t('fanEstimate.airflowRange', {
        max: airflowFormat.format(FAN_ESTIMATE_LIMITS.airflowMax),
        unit: airflowFormat.symbol,
      }),
    },
    {
      label: t('fanEstimate.pressure'),
      value: pressure,
      set: setPressure,
      problem: problems.pressure,
      message: t('fanEstimate.pressureRange', {
        min: number(pressureLimits.min),
        max: number(pressureLimits.max),
      }),
    },
    {
      label: t('fanEstimate.speed'),
      value: speed,
      set: setSpeed,
      problem: problems.speed,
      message: t('fanEstimate.speedRange', { min: number(speedLimits.min), max: number(speedLimits.max) }),
    },
  ]
  return (
    <Stack gap="md">
      <Text size="sm">{t('fanEstimate.note')}</Text>
      <NativeSelect
        label={t('fanEstimate.fanType')}
        value={type}
        onChange={(event) => setType(event.currentTarget.value as FanType)}
        data={FAN_TYPES.map((value) => ({ value, label: t(`fanEstimate.types.${value}`) }))}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fields.map(({ label, value, set, problem, message }) => (
          <NumberField
            key={label}
            label={label}
            value={value}
            onChange={(next) => set(asNumber(next))}
            // Out of range stays as typed with its message: clamping would change the fan silently.
            clampBehavior="none"
            error={problem ? message : undefined}
          />
        ))}
      </SimpleGrid>
      <Table aria-label={t('fanEstimate.result')} aria-live="polite" withTableBorder>
        <Table.Caption>{t('fanEstimate.result')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {BAND_CENTRES.map((frequency) => (
              <Table.Th key={frequency} scope="col">
                {String(frequency)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('fanEstimate.lwA')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            {BAND_CENTRES.map((frequency, index) => (
              <Table.Td key={frequency}>{decibels(estimate?.bands[index])}</Table.Td>
            ))}
            <Table.Td>{decibels(estimate?.lwA)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('workspace.cancel')}
        </Button>
        <Button
          disabled={estimate === null}
          onClick={() => {
            if (estimate === null) return
            onUse(estimateBandTexts(estimate.bands, i18n.language), estimate.mark)
            onClose()
          }}
        >
          {t('fanEstimate.use')}
        </Button>
      </Group>
    </Stack>
  )
}
