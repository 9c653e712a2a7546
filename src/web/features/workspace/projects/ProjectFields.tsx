import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PROJECT_LIMITS } from '#contract/api/projects.ts'
import { projectDateRange } from '../../../domain/date-rules.ts'
import { DateField } from '../../../ui/forms/DateField.tsx'
import { projectDateChecked, type ProjectFormValues } from './project-form.ts'

type TextKey = Exclude<keyof ProjectFormValues, 'date' | 'comment'>
const textFields: { key: TextKey; type?: string; autoComplete?: string }[] = [
  { key: 'name' },
  { key: 'number' },
  { key: 'address', autoComplete: 'street-address' },
  { key: 'contactData' },
  { key: 'email', type: 'email', autoComplete: 'email' },
  { key: 'phone', type: 'tel', autoComplete: 'tel' },
]

/** The project's fields: shared by the project specification and the quick calculation modals. */
export function ProjectFields({
  values,
  onChange,
  original,
}: {
  values: ProjectFormValues
  onChange: (values: ProjectFormValues) => void
  /** The saved values when editing; an unchanged old date is not range-checked. */
  original?: ProjectFormValues
}) {
  const { t } = useTranslation()
  const set = <K extends keyof ProjectFormValues>(key: K, value: string) =>
    onChange({ ...values, [key]: value })
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {textFields.map(({ key, type, autoComplete }) => (
          <TextInput
            key={key}
            label={t(`projectModal.${key}`)}
            type={type}
            autoComplete={autoComplete ?? 'off'}
            value={values[key]}
            maxLength={PROJECT_LIMITS[key]}
            onChange={(e) => set(key, e.currentTarget.value)}
          />
        ))}
        <DateField
          label={t('projectModal.date')}
          value={values.date}
          range={projectDateRange()}
          checkRange={projectDateChecked(values, original)}
          onChange={(v) => set('date', v)}
        />
      </SimpleGrid>
      <Textarea
        label={t('projectModal.comment')}
        value={values.comment}
        maxLength={PROJECT_LIMITS.comment}
        rows={2}
        onChange={(e) => set('comment', e.currentTarget.value)}
      />
    </Stack>
  )
}
