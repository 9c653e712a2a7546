import { Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { NumberField } from '../../ui/forms/NumberField.tsx'
import { useAirflowFormat } from '../../ui/units/airflow-format.ts'
import {
  connectionProfileChoices,
  innerMaterialChoices,
  maxBendExtension,
  outerCoverChoices,
  parseDimensionInput,
  RECT_LIMITS,
  RECT_VALUES,
  rectSizeRange,
  shellInsulationChoices,
  snapRectSize,
  validateRectDimensions,
  type DimensionError,
  type RectChange,
  type RectSilencerConfig,
} from '#engine/index.ts'
import { BendSchematic } from './BendSchematic.tsx'
import { liningLabel, profileLabel, sheetLabel, shellLabel } from '../../domain/catalogue/product-labels.ts'
import { airflowGiven } from '../../domain/rect-wizard/wizard-state.ts'

const ERROR_KEYS = {
  NOT_A_NUMBER: 'notANumber',
  BELOW_MINIMUM: 'belowMinimum',
  ABOVE_MAXIMUM: 'aboveMaximum',
  OFF_STEP: 'offStep',
} as const

/** A unit, written the same in every language. */
const MM = 'mm'

/**
 * The airflow input waits this long after the last keystroke (docs/product-rules.md, "Rectangular
 * configurator").
 */
export const AIRFLOW_DELAY_MS = 800

/** The stored value stays selectable even when the rules would not offer it now (e.g. EI60). */
const withCurrent = <T extends string>(choices: readonly T[], current: T): readonly T[] =>
  choices.includes(current) ? choices : [...choices, current]

/**
 * Step 1, General tab: every field of the configuration; each change goes through the engine's rules. The
 * airflow waits for a pause; until then the typed value sits in `typedAirflowRef`, where Next takes it.
 * `disabled` while the options request runs: the answer is for the configuration as it was asked.
 */
export function RectDetailsStep({
  config,
  disabled = false,
  onChange,
  typedAirflowRef,
  onAirflowTyped,
}: {
  config: RectSilencerConfig
  disabled?: boolean
  onChange: (change: RectChange) => void
  typedAirflowRef: RefObject<number | null>
  /** Told each airflow as it is typed, l/s, before the pause commits it (a draft keeps it at once). */
  onAirflowTyped?: ((airflow: number) => void) | undefined
}) {
  const { t } = useTranslation()
  const bend = config.shape === 'bend'
  const { errors } = validateRectDimensions(config)
  const errorOf = (field: DimensionError['field']): string | undefined => {
    const error = errors.find((e) => e.field === field)
    if (!error) return undefined
    return t(`rectWizard.errors.${ERROR_KEYS[error.code]}`, { limit: error.limit ?? '' })
  }
  // The field shows the airflow in the user's unit; the configuration keeps l/s.
  const airflowUnit = useAirflowFormat()
  const [airflow, setAirflow] = useState<string | number>(() => airflowUnit.toShown(config.inputAirflow))
  const [shownAirflow, setShownAirflow] = useState({ value: config.inputAirflow, unit: airflowUnit.unit })
  if (shownAirflow.value !== config.inputAirflow || shownAirflow.unit !== airflowUnit.unit) {
    setShownAirflow({ value: config.inputAirflow, unit: airflowUnit.unit })
    setAirflow(airflowUnit.toShown(config.inputAirflow))
  }
  // Reads the ref, not its argument: a value Next has already taken is not committed a second time.
  const commitAirflow = useDebouncedCallback(() => {
    const value = typedAirflowRef.current
    typedAirflowRef.current = null
    if (value !== null) onChange({ field: 'inputAirflow', value })
  }, AIRFLOW_DELAY_MS)

  return (
    <Fieldset variant="unstyled" disabled={disabled}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <ChoiceSelect
            field="shape"
            choices={RECT_VALUES.shape}
            labelOf={(value) => t(`rectWizard.values.shape.${value}`)}
            config={config}
            onChange={onChange}
          />
          <ChoiceSelect
            field="orientation"
            choices={RECT_VALUES.orientation}
            labelOf={(value) => t(`rectWizard.values.orientation.${value}`)}
            disabled={!bend}
            config={config}
            onChange={onChange}
          />
          <ChoiceSelect
            field="position"
            choices={RECT_VALUES.position}
            labelOf={(value) => t(`rectWizard.values.position.${value}`)}
            config={config}
            onChange={onChange}
          />
          <SizeInput
            axis="width"
            label={t('rectWizard.fields.width')}
            config={config}
            error={errorOf('width')}
            onChange={onChange}
          />
          <SizeInput
            axis="height"
            label={t('rectWizard.fields.height')}
            config={config}
            error={errorOf('height')}
            onChange={onChange}
          />
          <SizeInput
            axis="length"
            label={t('rectWizard.fields.length')}
            description={bend ? t('rectWizard.derivedLength') : undefined}
            readOnly={bend}
            config={config}
            error={errorOf('length')}
            onChange={onChange}
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
          <NumberField
            label={t('rectWizard.fields.airflow')}
            suffix={` ${airflowUnit.symbol}`}
            value={airflow}
            min={0}
            allowNegative={false}
            error={airflowGiven(config) ? undefined : t('rectWizard.errors.airflowMissing')}
            onChange={(value) => {
              setAirflow(value)
              const number = typeof value === 'number' ? value : Number(value)
              typedAirflowRef.current =
                Number.isFinite(number) && number >= 0 ? airflowUnit.fromShown(number) : null
              commitAirflow()
              if (typedAirflowRef.current !== null) onAirflowTyped?.(typedAirflowRef.current)
              // Whether an airflow is given decides Next and the message: that change counts at once.
              if (typedAirflowRef.current !== null && number > 0 !== airflowGiven(config))
                commitAirflow.flush()
            }}
          />
          <ChoiceSelect
            field="shellInsulation"
            choices={withCurrent(shellInsulationChoices(config), config.shellInsulation)}
            labelOf={(value) => shellLabel(value, t)}
            config={config}
            onChange={onChange}
          />
          <ChoiceSelect
            field="cassetteMaterial"
            choices={RECT_VALUES.cassetteMaterial}
            labelOf={(value) => liningLabel(value, t)}
            config={config}
            onChange={onChange}
          />
          <ChoiceSelect
            field="outerCover"
            choices={withCurrent(outerCoverChoices(config), config.outerCover)}
            labelOf={(value) => sheetLabel(value, t)}
            config={config}
            onChange={onChange}
          />
          <ChoiceSelect
            field="innerMaterial"
            choices={withCurrent(innerMaterialChoices(config), config.innerMaterial)}
            labelOf={(value) => sheetLabel(value, t)}
            config={config}
            onChange={onChange}
          />
          <ChoiceSelect
            field="connectionProfile"
            choices={withCurrent(connectionProfileChoices(config), config.connectionProfile)}
            labelOf={(value) => profileLabel(value, t)}
            config={config}
            onChange={onChange}
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
    </Fieldset>
  )
}

/**
 * One enumerated field of the configuration as a select: the choices offered now (the engine's rules narrow
 * some), each in the user's words.
 */
function ChoiceSelect<F extends keyof typeof RECT_VALUES>({
  field,
  choices,
  labelOf,
  disabled = false,
  config,
  onChange,
}: {
  field: F
  choices: readonly RectSilencerConfig[F][]
  labelOf: (value: RectSilencerConfig[F]) => string
  disabled?: boolean
  config: RectSilencerConfig
  onChange: (change: RectChange) => void
}) {
  const { t } = useTranslation()
  return (
    <NativeSelect
      label={t(`rectWizard.fields.${field}`)}
      value={config[field]}
      disabled={disabled}
      data={choices.map((value) => ({ value, label: labelOf(value) }))}
      // The select offers only `choices`, so its value is one of the field's values.
      onChange={(e) => onChange({ field, value: e.currentTarget.value } as RectChange)}
    />
  )
}

/**
 * Width, height or length in mm. Each keystroke goes through the rules (the header follows as the user
 * types); leaving the field snaps the value to the nearest selectable size (50 mm steps within the axis's
 * limits, docs/product-rules.md, "Rectangular dimension limits"). A bend's length is derived, so it is
 * read-only and never snapped. Text that is no whole number (empty, or "600,5", which the field refuses)
 * leaves the size as it was, and leaving the field shows that size again.
 */
function SizeInput({
  axis,
  label,
  description,
  readOnly = false,
  config,
  error,
  onChange,
}: {
  axis: 'width' | 'height' | 'length'
  label: string
  description?: string | undefined
  readOnly?: boolean
  config: RectSilencerConfig
  error: string | undefined
  onChange: (change: RectChange) => void
}) {
  const value = config[axis]
  const { min, max } = rectSizeRange(config.shape, axis)
  // What the field holds: the size, or while typing what the field gave ('' for no whole number).
  const [typed, setTyped] = useState<number | string>(value)
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setTyped(value)
  }
  return (
    <NumberField
      label={label}
      description={description}
      suffix={` ${MM}`}
      value={typed}
      step={RECT_LIMITS.step}
      min={min}
      max={readOnly ? undefined : max}
      clampBehavior="none"
      allowDecimal={false}
      readOnly={readOnly}
      error={error}
      onChange={(next) => {
        setTyped(next)
        const number = typeof next === 'number' ? next : Number(next)
        if (next !== '' && Number.isFinite(number)) onChange({ field: axis, value: number })
      }}
      onBlur={() => {
        if (readOnly) return
        const snapped = snapRectSize(value, config.shape, axis)
        setTyped(snapped)
        if (snapped !== value) onChange({ field: axis, value: snapped })
      }}
    />
  )
}

/**
 * dimensionX or dimensionY (docs/product-rules.md, "Rectangular dimension limits"), a whole number of mm as
 * the other sizes are: text that is no whole number ("1000,5") stays as typed with the message under it and
 * changes nothing. Each whole number goes through the rules (fewer than 3 digits is ignored; below 150
 * becomes 150; above 2500 minus the width (x) or height (y) is capped), but the text is left as typed while
 * the field has focus, so that "1000" can be typed through "100" (raised to 150 on the way); leaving the field
 * shows the value the rules made of it.
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
  // What the field gave while it is being edited ('' for no whole number); null once it is left, when it
  // shows the value.
  const [typed, setTyped] = useState<number | string | null>(null)
  return (
    <NumberField
      label={label}
      rightSection={<span aria-hidden>{MM}</span>}
      value={typed ?? value}
      // The bounds the rules bring a leg within, for the arrow keys; typed text is not clamped, the rules do it.
      min={RECT_LIMITS.minDimensionXY}
      max={maxBendExtension(size)}
      clampBehavior="none"
      allowDecimal={false}
      allowNegative={false}
      error={error}
      onChange={(next) => {
        setTyped(next)
        if (typeof next !== 'number') return
        const ruled = parseDimensionInput(String(next), size, value)
        if (ruled !== value) onChange({ field, value: ruled })
      }}
      onBlur={() => setTyped(null)}
    />
  )
}
