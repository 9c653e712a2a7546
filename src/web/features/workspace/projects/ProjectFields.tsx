import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { PROJECT_LIMITS } from '#contract/api/projects.ts'
import { projectDateRange } from '../../../domain/date-rules.ts'
import { DateField } from '../../../ui/forms/DateField.tsx'
import { projectDateChecked, projectEmailOk, type ProjectFormValues } from './project-form.ts'

/** The e-mail is checked once typing pauses this long (the specification's e-mail check). */
const EMAIL_CHECK_DELAY_MS = 300

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
  form,
  original,
}: {
  form: UseFormReturnType<ProjectFormValues>
  /** The saved values when editing; an unchanged old date is not range-checked. */
  original?: ProjectFormValues | undefined
}) {
  const { t } = useTranslation()
  const { values } = form
  // Told once typing pauses (the invite's 300 ms), not at the first letter of an address.
  const [settledEmail] = useDebouncedValue(values.email, EMAIL_CHECK_DELAY_MS)
  const emailError =
    settledEmail === values.email && !projectEmailOk(values, original)
      ? t('projectModal.emailInvalid')
      : undefined
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {textFields.map(({ key, type, autoComplete }) => (
          <TextInput
            key={key}
            label={t(`projectModal.${key}`)}
            type={type}
            autoComplete={autoComplete ?? 'off'}
            maxLength={PROJECT_LIMITS[key]}
            // The modal's focus goes to its first field instead of its close button, so typing starts at once.
            data-autofocus={key === 'name' || undefined}
            {...form.getInputProps(key)}
            {...(key === 'email' ? { error: emailError } : {})}
          />
        ))}
        <DateField
          label={t('projectModal.date')}
          value={values.date}
          range={projectDateRange()}
          checkRange={projectDateChecked(values, original)}
          onChange={(v) => form.setFieldValue('date', v)}
        />
      </SimpleGrid>
      <Textarea
        label={t('projectModal.comment')}
        maxLength={PROJECT_LIMITS.comment}
        rows={2}
        {...form.getInputProps('comment')}
      />
    </Stack>
  )
}
