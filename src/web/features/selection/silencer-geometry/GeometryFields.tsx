import { Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { MIN_ANNULUS_MM } from '#contract/api/silencer-geometry.ts'
import { LINING_MATERIALS, type LiningMaterial } from '#engine/index.ts'
import { formatNumber } from '../../../i18n/format.ts'
import { useAirflowFormat } from '../../../ui/units/airflow-format.ts'
import { SHAPE_FIELDS, type FieldError, type GeometryForm, type NumberField } from './geometry-form.ts'

/** Fields with a line of help under them. */
const DESCRIBED = ['airwayWidth', 'baffleThickness', 'diameter', 'podDiameter'] as const
const isDescribed = (name: NumberField): name is (typeof DESCRIBED)[number] =>
  (DESCRIBED as readonly string[]).includes(name)

/** The shape, the material and the sizes; the airflow part on its own, marked optional. */
export function GeometryFields({
  form,
  errors,
  onChange,
}: {
  form: GeometryForm
  errors: Partial<Record<NumberField, FieldError>>
  onChange: (form: GeometryForm) => void
}) {
  const { t, i18n } = useTranslation()
  const number = (value: number) => formatNumber(value, i18n.language)
  const airflow = useAirflowFormat()
  const message = (error: FieldError | undefined): string | undefined => {
    if (!error) return undefined
    switch (error.kind) {
      case 'range':
        return t('silencerGeometry.errors.range', { min: number(error.min), max: number(error.max) })
      case 'airflowRange':
        return t('silencerGeometry.errors.airflowRange', {
          max: airflow.format(error.max),
          unit: airflow.symbol,
        })
      case 'faceTooNarrow':
        return t('silencerGeometry.errors.faceTooNarrow', { min: number(error.min) })
      case 'podTooLarge':
        return t('silencerGeometry.errors.podTooLarge', {
          max: number(error.max),
          annulus: number(MIN_ANNULUS_MM),
        })
      default:
        return t(`silencerGeometry.errors.${error.kind}`)
    }
  }
  const field = (name: NumberField) => (
    <TextInput
      key={name}
      label={t(`silencerGeometry.fields.${name}`, { unit: airflow.symbol })}
      description={isDescribed(name) ? t(`silencerGeometry.descriptions.${name}`) : undefined}
      inputMode="decimal"
      autoComplete="off"
      value={form.texts[name]}
      error={message(errors[name])}
      onChange={(event) => onChange({ ...form, texts: { ...form.texts, [name]: event.currentTarget.value } })}
    />
  )
  const { sizes, flow } = SHAPE_FIELDS[form.shape]
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="xl">
        <Radio.Group
          label={t('silencerGeometry.shape')}
          value={form.shape}
          onChange={(value) => onChange({ ...form, shape: value })}
        >
          <Group gap="lg" mt="xs">
            <Radio value="rectangular" label={t('silencerGeometry.shapes.rectangular')} />
            <Radio value="round" label={t('silencerGeometry.shapes.round')} />
          </Group>
        </Radio.Group>
        <NativeSelect
          label={t('silencerGeometry.material')}
          value={form.material}
          data={LINING_MATERIALS.map((material) => ({
            value: material,
            // Cleantec is a brand name, written the same in every language.
            label: material === 'cleantec' ? 'Cleantec' : t(`silencerGeometry.materials.${material}`),
          }))}
          onChange={(event) => onChange({ ...form, material: event.currentTarget.value as LiningMaterial })}
          maw={240}
        />
      </Group>
      <Fieldset legend={t('silencerGeometry.sizes')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>{sizes.map(field)}</SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('silencerGeometry.flowPart')}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(`silencerGeometry.flowHint.${form.shape}`)}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>{flow.map(field)}</SimpleGrid>
        </Stack>
      </Fieldset>
    </Stack>
  )
}
