// A silencer of the user's own geometry (acoustic consultants design silencers too): its insertion loss and,
// at an airflow, its gap velocity, pressure drop and flow noise. POST /api/calculations/silencer-attenuation.
import { z } from 'zod'
import { endpoint } from '../http.ts'
import { bandSet } from './bands.ts'
import { cassetteMaterial } from './calculations.ts'

/**
 * The sizes a geometry may have, mm, and the airflow, l/s: the range of dissipative silencers that are built
 * (a 20 mm airway or lining is the thinnest that is made; 5 m the longest section; Ø2.5 m the largest round
 * silencer), so a size outside them is a typing error rather than a design. docs/selection.md.
 */
export const SILENCER_GEOMETRY_LIMITS = {
  airwayWidth: { min: 20, max: 1000 },
  baffleThickness: { min: 20, max: 800 },
  length: { min: 100, max: 5000 },
  diameter: { min: 50, max: 2500 },
  liningThickness: { min: 10, max: 300 },
  podDiameter: { min: 0, max: 2500 },
  width: { min: 40, max: 10_000 },
  height: { min: 50, max: 10_000 },
  inputAirflow: { min: 0, max: 100_000 },
} as const
export type SilencerGeometryField = keyof typeof SILENCER_GEOMETRY_LIMITS

/** The annulus between a pod and the bore is an airway: at least the narrowest airway on each side, mm. */
export const MIN_ANNULUS_MM = SILENCER_GEOMETRY_LIMITS.airwayWidth.min

/** Why a value that is in range still does not fit the rest of the geometry (a zod issue's `params.rule`). */
export type SilencerGeometryRule = 'podTooLarge' | 'faceTooNarrow' | 'faceNeeded'

const sized = (field: Exclude<SilencerGeometryField, 'inputAirflow'>) => {
  const { min, max } = SILENCER_GEOMETRY_LIMITS[field]
  const message = `${field} must be between ${min} and ${max} mm`
  return z.number().finite().min(min, { message }).max(max, { message })
}
const airflow = z
  .number()
  .finite()
  .positive({ message: 'inputAirflow must be above 0 l/s' })
  .max(SILENCER_GEOMETRY_LIMITS.inputAirflow.max, {
    message: `inputAirflow must be at most ${SILENCER_GEOMETRY_LIMITS.inputAirflow.max} l/s`,
  })

const rule = (ctx: z.RefinementCtx, path: SilencerGeometryField, which: SilencerGeometryRule, text: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message: text, params: { rule: which } })

export const rectangularGeometryRequest = z
  .object({
    shape: z.literal('rectangular'),
    airwayWidth: sized('airwayWidth'),
    baffleThickness: sized('baffleThickness'),
    length: sized('length'),
    material: cassetteMaterial.optional(),
    /** With the face: the gap velocity, the pressure drop and the flow noise. */
    inputAirflow: airflow.optional(),
    /** Casing face width, mm: holds ⌊width/(airway + baffle)⌋ baffles. */
    width: sized('width').optional(),
    /** Casing face height, mm (the baffles' height). */
    height: sized('height').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.width !== undefined && body.width < body.airwayWidth + body.baffleThickness)
      rule(ctx, 'width', 'faceTooNarrow', 'width must hold at least one airway and one baffle')
    if (body.inputAirflow === undefined) return
    if (body.width === undefined) rule(ctx, 'width', 'faceNeeded', 'width is needed with inputAirflow')
    if (body.height === undefined) rule(ctx, 'height', 'faceNeeded', 'height is needed with inputAirflow')
  })

export const roundGeometryRequest = z
  .object({
    shape: z.literal('round'),
    /** Free bore, mm (the lining sits outside it); also the face of the airflow. */
    diameter: sized('diameter'),
    liningThickness: sized('liningThickness'),
    length: sized('length'),
    /** A lined central pod, mm; 0 or absent: none. */
    podDiameter: sized('podDiameter').optional(),
    material: cassetteMaterial.optional(),
    inputAirflow: airflow.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.podDiameter !== undefined && body.podDiameter > body.diameter - 2 * MIN_ANNULUS_MM)
      rule(
        ctx,
        'podDiameter',
        'podTooLarge',
        `podDiameter must leave an airway of at least ${MIN_ANNULUS_MM} mm around it`,
      )
  })

export const silencerAttenuationRequest = z.discriminatedUnion('shape', [
  rectangularGeometryRequest,
  roundGeometryRequest,
])
export type SilencerAttenuationRequest = z.input<typeof silencerAttenuationRequest>

export const silencerGeometryFlowResult = z.object({
  inputAirflow: z.number(),
  /** Rectangular: baffles in the face; null for round. */
  baffleCount: z.number().nullable(),
  /** Rectangular: the airway the face really gives, mm (≥ airwayWidth); null for round. */
  airwayWidthInFace: z.number().nullable(),
  /** m². */
  faceArea: z.number(),
  /** m². */
  freeArea: z.number(),
  openAreaRatio: z.number(),
  /** m/s. */
  faceVelocity: z.number(),
  /** m/s, in the airways. */
  gapVelocity: z.number(),
  /** Pa. */
  pressureDrop: z.number(),
  /** Flow-generated sound power, dB re 1 pW per band (0 = none). */
  flowNoise: bandSet,
})

export const silencerAttenuationResult = z.object({
  /** Insertion loss without flow per band, dB. */
  attenuation: bandSet,
  /** The laboratory ceiling no band exceeds (flanking), dB. */
  attenuationCap: z.number(),
  material: cassetteMaterial,
  /** Null without inputAirflow. */
  flow: silencerGeometryFlowResult.nullable(),
})
export type SilencerAttenuationResult = z.infer<typeof silencerAttenuationResult>

export const silencerGeometryApi = {
  silencerAttenuation: endpoint({
    method: 'POST',
    path: '/api/calculations/silencer-attenuation',
    summary:
      'Insertion loss of a silencer of your own geometry (rectangular splitter or round bore); with an airflow and the face, its gap velocity, pressure drop and flow noise',
    tags: ['calculations'],
    body: silencerAttenuationRequest,
    response: silencerAttenuationResult,
    auth: 'none',
  }),
} as const
