import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { ATTENUATION_CONSTANT_TYPES, FILTER_CORRECTION_TYPES } from '#engine/index.ts'
import { SYSTEM_LIMITS } from '#contract/api/systems.ts'
import { DateField } from '../../../ui/forms/DateField.tsx'
import { BandInputs } from '../../../ui/bands/BandInputs.tsx'
import { EstimateMark } from '../../../ui/bands/EstimateMark.tsx'
import { FanEstimateModal } from '../../../ui/bands/FanEstimateModal.tsx'
import { LiveTotals } from '../../../ui/bands/LiveTotals.tsx'
import { constantKeys, filterKeys } from './system-labels.ts'
import { airflowMessage } from '../../../ui/product-cards/airflow-message.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { bandOutOfRange, bandsOf, type SystemFormValues } from '../../../state/workspace/system-form.ts'

/** The system's fields: shared by the system specification and the quick calculation modals. */
export function SystemFields({
  form,
  withDate = true,
  withAirflow = false,
}: {
  form: UseFormReturnType<SystemFormValues>
  withDate?: boolean
  /** The system airflow beside the fan's data, as an AHU's datasheet gives them together. */
  withAirflow?: boolean
}) {
  const { t } = useTranslation()
  const airflow = useAirflowFormat()
  const { values } = form
  const [estimating, estimate] = useDisclosure(false)
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: withDate ? 3 : 2 }}>
        <TextInput
          label={t('systemModal.name')}
          maxLength={SYSTEM_LIMITS.name}
          // The modal's focus goes to its first field instead of its close button, so typing starts at once
          // (with the project's fields above it, to theirs: the first one marked so wins).
          data-autofocus
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t('systemModal.number')}
          maxLength={SYSTEM_LIMITS.number}
          {...form.getInputProps('number')}
        />
        {withDate && (
          <DateField
            label={t('systemModal.date')}
            value={values.date}
            onChange={(v) => form.setFieldValue('date', v)}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={t('systemModal.comment')}
        maxLength={SYSTEM_LIMITS.comment}
        rows={2}
        {...form.getInputProps('comment')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('systemModal.attenuationConstant')}
          {...form.getInputProps('attenuationConstantType')}
          data={ATTENUATION_CONSTANT_TYPES.map((type) => ({
            value: type,
            label: t(constantKeys[type]),
          }))}
        />
        <NativeSelect
          label={t('systemModal.filter')}
          {...form.getInputProps('filterCorrectionType')}
          data={FILTER_CORRECTION_TYPES.map((type) => ({
            value: type,
            label: t(filterKeys[type]),
          }))}
        />
      </SimpleGrid>
      <BandInputs
        legend={t('systemModal.noiseGenerator')}
        soundPower
        values={values.bands}
        // A band typed or pasted over makes them the fan's own data: the estimate's mark goes.
        onChange={(bands) => form.setValues({ bands, estimate: null })}
      />
      <EstimateMark estimate={values.estimate} />
      {/* The estimate fills the bands as a paste does, with its mark: one change of the form, saved with it. */}
      <Group>
        <Button variant="light" size="xs" onClick={estimate.open}>
          {t('fanEstimate.action')}
        </Button>
      </Group>
      {withAirflow && (
        <TextInput
          label={t('productsList.systemAirflow', { unit: airflow.symbol })}
          description={t('systemModal.airflowHint')}
          inputMode="decimal"
          autoComplete="off"
          w={360}
          {...form.getInputProps('airflow')}
          error={airflowMessage(values.airflow, airflow, t)}
        />
      )}
      <FanEstimateModal
        opened={estimating}
        onClose={estimate.close}
        onUse={(bands, estimate) => form.setValues({ bands, estimate })}
      />
      {/* A band out of range has a message of its own and gives no total (never 10^20 dB from 2000 dB). */}
      <LiveTotals
        bands={values.bands.some(bandOutOfRange) ? null : bandsOf(values.bands)}
        filter={values.filterCorrectionType}
      />
    </Stack>
  )
}
