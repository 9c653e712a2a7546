import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  ATTENUATION_CONSTANT_TYPES,
  FILTER_CORRECTION_TYPES,
  type AttenuationConstantType,
  type FilterCorrectionType,
} from '#engine/index.ts'
import { SYSTEM_LIMITS } from '#contract/api/systems.ts'
import { DateField } from '../../../ui/forms/DateField.tsx'
import { BandInputs } from '../../../ui/bands/BandInputs.tsx'
import { LiveTotals } from '../../../ui/bands/LiveTotals.tsx'
import { constantKeys, filterKeys } from './system-labels.ts'
import { bandOutOfRange, bandsOf, type SystemFormValues } from '../../../state/workspace/system-form.ts'

/** The system's fields: shared by the system specification and the quick calculation modals. */
export function SystemFields({
  values,
  onChange,
  withDate = true,
}: {
  values: SystemFormValues
  onChange: (values: SystemFormValues) => void
  withDate?: boolean
}) {
  const { t } = useTranslation()
  const set = <K extends keyof SystemFormValues>(key: K, value: SystemFormValues[K]) =>
    onChange({ ...values, [key]: value })
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: withDate ? 3 : 2 }}>
        <TextInput
          label={t('systemModal.name')}
          value={values.name}
          maxLength={SYSTEM_LIMITS.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <TextInput
          label={t('systemModal.number')}
          value={values.number}
          maxLength={SYSTEM_LIMITS.number}
          onChange={(e) => set('number', e.currentTarget.value)}
        />
        {withDate && (
          <DateField label={t('systemModal.date')} value={values.date} onChange={(v) => set('date', v)} />
        )}
      </SimpleGrid>
      <Textarea
        label={t('systemModal.comment')}
        value={values.comment}
        maxLength={SYSTEM_LIMITS.comment}
        rows={2}
        onChange={(e) => set('comment', e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('systemModal.attenuationConstant')}
          value={values.attenuationConstantType}
          data={ATTENUATION_CONSTANT_TYPES.map((type) => ({
            value: type,
            label: t(constantKeys[type]),
          }))}
          onChange={(e) => set('attenuationConstantType', e.currentTarget.value as AttenuationConstantType)}
        />
        <NativeSelect
          label={t('systemModal.filter')}
          value={values.filterCorrectionType}
          data={FILTER_CORRECTION_TYPES.map((type) => ({
            value: type,
            label: t(filterKeys[type]),
          }))}
          onChange={(e) => set('filterCorrectionType', e.currentTarget.value as FilterCorrectionType)}
        />
      </SimpleGrid>
      <BandInputs
        legend={t('systemModal.noiseGenerator')}
        values={values.bands}
        onChange={(bands) => set('bands', bands)}
      />
      {/* A band out of range has a message of its own and gives no total (never 10^20 dB from 2000 dB). */}
      <LiveTotals
        bands={values.bands.some(bandOutOfRange) ? null : bandsOf(values.bands)}
        filter={values.filterCorrectionType}
      />
    </Stack>
  )
}
