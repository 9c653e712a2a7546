// The own-geometry form as texts, and what they mean: the request body when every field is valid, else an
// error per field. The contract's schema is the one judge, so the page refuses exactly what the API would.
import {
  MIN_ANNULUS_MM,
  SILENCER_GEOMETRY_LIMITS,
  silencerAttenuationRequest,
  type SilencerAttenuationRequest,
  type SilencerGeometryField,
  type SilencerGeometryRule,
} from '#contract/api/silencer-geometry.ts'
import type { LiningMaterial } from '#engine/index.ts'
import { fromShownAirflow, type AirflowUnit } from '../../../domain/units/airflow-unit.ts'
import { airflowFormat } from '../../../ui/units/airflow-format.ts'
import { parseTypedNumber } from '../../../i18n/format.ts'

export type GeometryShape = 'rectangular' | 'round'
export type NumberField = SilencerGeometryField

/** What the user has typed, per field (both shapes kept, so switching back restores the sizes). */
export interface GeometryForm {
  shape: GeometryShape
  material: LiningMaterial
  texts: Record<NumberField, string>
}

/** The fields each shape shows, in screen order. */
export const SHAPE_FIELDS: Record<GeometryShape, { sizes: NumberField[]; flow: NumberField[] }> = {
  rectangular: {
    sizes: ['airwayWidth', 'baffleThickness', 'length'],
    flow: ['inputAirflow', 'width', 'height'],
  },
  round: { sizes: ['diameter', 'liningThickness', 'podDiameter', 'length'], flow: ['inputAirflow'] },
}

/** Fields that may stay empty: the pod (none) and the flow part (no flow figures). */
const OPTIONAL: ReadonlySet<NumberField> = new Set(['podDiameter', 'inputAirflow', 'width', 'height'])

/** A splitter and a bore that are common in practice, so the page opens with a result. */
export const INITIAL_FORM: GeometryForm = {
  shape: 'rectangular',
  material: 'mineralWool',
  texts: {
    airwayWidth: '100',
    baffleThickness: '200',
    length: '1200',
    diameter: '400',
    liningThickness: '100',
    podDiameter: '',
    width: '',
    height: '',
    inputAirflow: '',
  },
}

/** Why a field is refused, with what the message needs. The interface translates it. */
export type FieldError =
  | { kind: 'required' }
  | { kind: 'notANumber' }
  | { kind: 'range'; min: number; max: number }
  /** `max` in l/s. */
  | { kind: 'airflowRange'; max: number }
  | { kind: 'faceTooNarrow'; min: number }
  | { kind: 'faceNeeded' }
  | { kind: 'podTooLarge'; max: number }

export interface FormReading {
  /** The request, when every shown field is valid. */
  body: SilencerAttenuationRequest | null
  errors: Partial<Record<NumberField, FieldError>>
}

const isField = (key: unknown): key is NumberField =>
  typeof key === 'string' && key in SILENCER_GEOMETRY_LIMITS

function errorOf(
  field: NumberField,
  rule: SilencerGeometryRule | undefined,
  values: Partial<Record<NumberField, number>>,
): FieldError {
  if (rule === 'faceNeeded') return { kind: 'faceNeeded' }
  if (rule === 'faceTooNarrow')
    return { kind: 'faceTooNarrow', min: (values.airwayWidth ?? 0) + (values.baffleThickness ?? 0) }
  if (rule === 'podTooLarge') return { kind: 'podTooLarge', max: (values.diameter ?? 0) - 2 * MIN_ANNULUS_MM }
  if (field === 'inputAirflow')
    return { kind: 'airflowRange', max: SILENCER_GEOMETRY_LIMITS.inputAirflow.max }
  const { min, max } = SILENCER_GEOMETRY_LIMITS[field]
  return { kind: 'range', min, max }
}

/**
 * Reads the form: numbers as the interface language writes them (parseTypedNumber), the shape's fields only, the airflow typed in `unit`
 * (the request's is l/s), then the contract's rules.
 */
export function readGeometryForm(form: GeometryForm, unit: AirflowUnit, language: string): FormReading {
  const errors: FormReading['errors'] = {}
  const values: Partial<Record<NumberField, number>> = {}
  const { sizes, flow } = SHAPE_FIELDS[form.shape]
  for (const field of [...sizes, ...flow]) {
    const text = form.texts[field].trim()
    if (text === '') {
      if (!OPTIONAL.has(field)) errors[field] = { kind: 'required' }
      continue
    }
    const value = parseTypedNumber(text, language)
    if (value === null) errors[field] = { kind: 'notANumber' }
    else values[field] = field === 'inputAirflow' ? fromShownAirflow(value, unit) : value
  }
  const candidate = { shape: form.shape, material: form.material, ...values }
  const parsed = silencerAttenuationRequest.safeParse(candidate)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (!isField(field) || errors[field]) continue
      const rule =
        issue.code === 'custom' ? (issue.params?.rule as SilencerGeometryRule | undefined) : undefined
      errors[field] = errorOf(field, rule, values)
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors }
  return { body: candidate as SilencerAttenuationRequest, errors }
}

/**
 * The form with its airflow, typed in `from`, written in `to` (to 0.01 l/s), so that choosing another unit
 * keeps the silencer's airflow; text that is not a number stays as typed.
 */
export function withAirflowUnit(
  form: GeometryForm,
  from: AirflowUnit,
  to: AirflowUnit,
  language: string,
): GeometryForm {
  const value = parseTypedNumber(form.texts.inputAirflow, language)
  if (value === null || from === to) return form
  const inputAirflow = airflowFormat(to, language).inputText(fromShownAirflow(value, from))
  return { ...form, texts: { ...form.texts, inputAirflow } }
}
