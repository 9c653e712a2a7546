import { Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import {
  connectionProfileChoices,
  innerMaterialChoices,
  outerCoverChoices,
  parseDimensionInput,
  RECT_LIMITS,
  RECT_VALUES,
  shellInsulationChoices,
  validateRectDimensions,
  type DimensionError,
  type RectChange,
  type RectSilencerConfig,
} from '#engine/index.ts'
import { BendSchematic } from './BendSchematic.tsx'
import { materialLabel, profileLabel, shellLabel } from './labels.ts'

const ERROR_KEYS = {
  NOT_A_NUMBER: 'notANumber',
  BELOW_MINIMUM: 'belowMinimum',
  ABOVE_MAXIMUM: 'aboveMaximum',
} as const

/** A unit, written the same in every language. */
const MM = 'mm'

/** The airflow input waits this long after the last keystroke (document 2 section 9). */
export const AIRFLOW_DELAY_MS = 800

/** The stored value stays selectable even when the rules would not offer it now (e.g. EI60). */
const withCurrent = <T extends string>(choices: readonly T[], current: T): readonly T[] =>
  choices.includes(current) ? choices : [...choices, current]

/**
 * Step 1, General tab: every field of the configuration; each change goes through the engine's rules. The
 * airflow waits for a pause; until then the typed value sits in `typedAirflowRef`, where Next takes it.
 */
export function RectDetailsStep({
  config,
  onChange,
  typedAirflowRef,
}: {
  config: RectSilencerConfig
  onChange: (change: RectChange) => void
  typedAirflowRef: RefObject<number | null>
}) {
  const { t } = useTranslation()
  const bend = config.shape === 'bend'
  const { errors } = validateRectDimensions(config)
  const errorOf = (field: DimensionError['field']): string | undefined => {
    const error = errors.find((e) => e.field === field)
    if (!error) return undefined
    return t(`rectWizard.errors.${ERROR_KEYS[error.code]}`, { limit: error.limit ?? '' })
  }
  const sizeMax = bend ? RECT_LIMITS.bendMax : RECT_LIMITS.max
  const setNumber =
    (field: 'width' | 'height' | 'length') =>
    (value: string | number): void => {
      const number = typeof value === 'number' ? value : Number(value)
      if (value !== '' && Number.isFinite(number)) onChange({ field, value: number })
    }

  const [airflow, setAirflow] = useState<string | number>(config.inputAirflow)
  const [shownAirflow, setShownAirflow] = useState(config.inputAirflow)
  if (shownAirflow !== config.inputAirflow) {
    setShownAirflow(config.inputAirflow)
    setAirflow(config.inputAirflow)
  }
  // Reads the ref, not its argument: a value Next has already taken is not committed a second time.
  const commitAirflow = useDebouncedCallback(() => {
    const value = typedAirflowRef.current
    typedAirflowRef.current = null
    if (value !== null) onChange({ field: 'inputAirflow', value })
  }, AIRFLOW_DELAY_MS)

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        <NativeSelect
          label={t('rectWizard.fields.shape')}
          value={config.shape}
          data={RECT_VALUES.shape.map((value) => ({ value, label: t(`rectWizard.values.shape.${value}`) }))}
          onChange={(e) => onChange({ field: 'shape', value: e.currentTarget.value as 'straight' | 'bend' })}
        />
        <NativeSelect
          label={t('rectWizard.fields.orientation')}
          value={config.orientation}
          disabled={!bend}
          data={RECT_VALUES.orientation.map((value) => ({
            value,
            label: t(`rectWizard.values.orientation.${value}`),
          }))}
          onChange={(e) =>
            onChange({ field: 'orientation', value: e.currentTarget.value as 'horizontal' | 'vertical' })
          }
        />
        <NativeSelect
          label={t('rectWizard.fields.position')}
          value={config.position}
          data={RECT_VALUES.position.map((value) => ({
            value,
            label: t(`rectWizard.values.position.${value}`),
          }))}
          onChange={(e) =>
            onChange({ field: 'position', value: e.currentTarget.value as RectSilencerConfig['position'] })
          }
        />
        <NumberInput
          label={t('rectWizard.fields.width')}
          suffix={` ${MM}`}
          value={config.width}
          step={RECT_LIMITS.step}
          min={RECT_LIMITS.minWidth}
          max={sizeMax}
          clampBehavior="none"
          allowDecimal={false}
          error={errorOf('width')}
          onChange={setNumber('width')}
        />
        <NumberInput
          label={t('rectWizard.fields.height')}
          suffix={` ${MM}`}
          value={config.height}
          step={RECT_LIMITS.step}
          min={RECT_LIMITS.minHeight}
          max={sizeMax}
          clampBehavior="none"
          allowDecimal={false}
          error={errorOf('height')}
          onChange={setNumber('height')}
        />
        <NumberInput
          label={t('rectWizard.fields.length')}
          description={bend ? t('rectWizard.derivedLength') : undefined}
          suffix={` ${MM}`}
          value={config.length}
          step={RECT_LIMITS.step}
          min={RECT_LIMITS.minLength}
          max={bend ? undefined : RECT_LIMITS.max}
          clampBehavior="none"
          allowDecimal={false}
          readOnly={bend}
          error={errorOf('length')}
          onChange={setNumber('length')}
        />
        {bend && (
          <>
            <BendInput
              field="dimensionX"
              label={t('rectWizard.fields.dimensionX')}
              value={config.dimensionX}
              size={config.width}
              error={errorOf('dimensionX')}
              onChange={onChange}
            />
            <BendInput
              field="dimensionY"
              label={t('rectWizard.fields.dimensionY')}
              value={config.dimensionY}
              size={config.height}
              error={errorOf('dimensionY')}
              onChange={onChange}
            />
          </>
        )}
        <NumberInput
          label={t('rectWizard.fields.airflow')}
          suffix=" l/s"
          value={airflow}
          min={0}
          allowNegative={false}
          onChange={(value) => {
            setAirflow(value)
            const number = typeof value === 'number' ? value : Number(value)
            typedAirflowRef.current = Number.isFinite(number) && number >= 0 ? number : null
            commitAirflow()
          }}
        />
        <NativeSelect
          label={t('rectWizard.fields.shellInsulation')}
          value={config.shellInsulation}
          data={withCurrent(shellInsulationChoices(config), config.shellInsulation).map((value) => ({
            value,
            label: shellLabel(value, t),
          }))}
          onChange={(e) =>
            onChange({
              field: 'shellInsulation',
              value: e.currentTarget.value as RectSilencerConfig['shellInsulation'],
            })
          }
        />
        <NativeSelect
          label={t('rectWizard.fields.cassetteMaterial')}
          value={config.cassetteMaterial}
          data={RECT_VALUES.cassetteMaterial.map((value) => ({ value, label: materialLabel(value, t) }))}
          onChange={(e) =>
            onChange({
              field: 'cassetteMaterial',
              value: e.currentTarget.value as RectSilencerConfig['cassetteMaterial'],
            })
          }
        />
        <NativeSelect
          label={t('rectWizard.fields.outerCover')}
          value={config.outerCover}
          data={withCurrent(outerCoverChoices(config), config.outerCover).map((value) => ({
            value,
            label: t(`rectWizard.values.sheet.${value}`),
          }))}
          onChange={(e) =>
            onChange({
              field: 'outerCover',
              value: e.currentTarget.value as RectSilencerConfig['outerCover'],
            })
          }
        />
        <NativeSelect
          label={t('rectWizard.fields.innerMaterial')}
          value={config.innerMaterial}
          data={withCurrent(innerMaterialChoices(config), config.innerMaterial).map((value) => ({
            value,
            label: t(`rectWizard.values.sheet.${value}`),
          }))}
          onChange={(e) =>
            onChange({
              field: 'innerMaterial',
              value: e.currentTarget.value as RectSilencerConfig['innerMaterial'],
            })
          }
        />
        <NativeSelect
          label={t('rectWizard.fields.connectionProfile')}
          value={config.connectionProfile}
          data={withCurrent(connectionProfileChoices(config), config.connectionProfile).map((value) => ({
            value,
            label: profileLabel(value, t),
          }))}
          onChange={(e) =>
            onChange({
              field: 'connectionProfile',
              value: e.currentTarget.value as RectSilencerConfig['connectionProfile'],
            })
          }
        />
      </SimpleGrid>
      <Group justify="space-between" align="flex-start">
        <Switch
          label={t('rectWizard.fields.openable')}
          checked={config.openable}
          onChange={(e) => onChange({ field: 'openable', value: e.currentTarget.checked })}
        />
        {bend && <BendSchematic config={config} />}
      </Group>
    </Stack>
  )
}

/**
 * dimensionX or dimensionY: typed text of fewer than 3 characters, or not numeric, is ignored; below 150
 * becomes 150; above 2500 minus the width (x) or height (y) is capped (document 2 section 5).
 */
function BendInput({
  field,
  label,
  value,
  size,
  error,
  onChange,
}: {
  field: 'dimensionX' | 'dimensionY'
  label: string
  value: number
  size: number
  error: string | undefined
  onChange: (change: RectChange) => void
}) {
  const [text, setText] = useState(String(value))
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(String(value))
  }
  return (
    <TextInput
      label={label}
      rightSection={<span aria-hidden>{MM}</span>}
      inputMode="numeric"
      value={text}
      error={error}
      onChange={(e) => {
        const typed = e.currentTarget.value
        setText(typed)
        const next = parseDimensionInput(typed, size, value)
        if (next !== value) onChange({ field, value: next })
      }}
      onBlur={() => setText(String(value))}
    />
  )
}
