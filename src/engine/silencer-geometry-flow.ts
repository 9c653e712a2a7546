// A silencer of a user's own geometry at an airflow: the face it sits in, the velocity in its airways, its
// pressure drop and its flow-generated sound power. The insertion loss is silencerGeometryAttenuation's;
// this file adds what the airflow does, with the same models as the catalogue and the rectangular options.
import type { OctaveBands } from './bands.ts'
import { flowNoise } from './flow-noise.ts'
import { passageZeta, pressureDrop } from './pressure-loss.ts'
import { cassetteLayout, layoutGeometry } from './rect-layout.ts'
import type { SilencerGeometry } from './silencer-geometry.ts'
import { EngineError, meters, metersPerSecond, pascals, squareMeters } from './units.ts'

/** The casing face of a rectangular splitter silencer, mm. A round silencer's face is its bore. */
export interface RectangularFace {
  width: number
  height: number
}

/** What an airflow does in a silencer of its own geometry. SI units unless named otherwise. */
export interface SilencerGeometryFlow {
  /** l/s, as asked. */
  inputAirflow: number
  /** Rectangular: the number of baffles ⌊W/(airway + baffle)⌋; null for a round silencer. */
  baffleCount: number | null
  /** Rectangular: the airway the face really has, W/n − t, mm (at least the airway asked); null for round. */
  airwayWidthInFace: number | null
  /** Approach area: W·H, or π·D²/4, m². */
  faceArea: number
  /** Free area between the baffles, or of the bore (less the pod), m². */
  freeArea: number
  /** ε = free area / face area. */
  openAreaRatio: number
  /** Airflow over the face area, m/s. */
  faceVelocity: number
  /** Airflow over the free area (the gap velocity), m/s. */
  gapVelocity: number
  /** Total pressure drop, Pa. */
  pressureDrop: number
  /** Flow-generated sound power per band, dB re 1 pW (0 = none). */
  flowNoise: OctaveBands
}

function requireDimension(value: number | undefined, field: string): number {
  if (value === undefined || !Number.isFinite(value) || value <= 0)
    throw new EngineError('INVALID_DIMENSIONS', { field })
  return value
}

/** The passage a geometry offers the air: areas, the free passage's hydraulic diameter and layout facts. */
function passageOf(geometry: SilencerGeometry, face?: RectangularFace) {
  if (geometry.shape === 'rectangular') {
    const width = requireDimension(face?.width, 'width')
    const height = requireDimension(face?.height, 'height')
    const pitch = requireDimension(geometry.airwayWidth, 'airwayWidth') + geometry.baffleThickness
    requireDimension(geometry.baffleThickness, 'baffleThickness')
    // As many baffles as whole pitches fit; the remainder widens the airways, never narrows them.
    const count = Math.floor(width / pitch)
    if (count < 1) throw new EngineError('INVALID_DIMENSIONS', { field: 'width' })
    const layout = cassetteLayout(width, geometry.baffleThickness, count)
    const layoutFace = layoutGeometry(layout, width, height)
    return {
      ...layoutFace,
      baffleCount: count,
      airwayWidthInFace: layout.cassetteSpacing,
    }
  }
  const diameter = requireDimension(geometry.diameter, 'diameter')
  const pod = geometry.podDiameter ?? 0
  if (!Number.isFinite(pod) || pod < 0 || pod >= diameter)
    throw new EngineError('INVALID_DIMENSIONS', { field: 'podDiameter' })
  const faceArea = (Math.PI * (diameter / 1000) ** 2) / 4
  const freeArea = faceArea - (Math.PI * (pod / 1000) ** 2) / 4
  return {
    faceArea: squareMeters(faceArea),
    freeArea: squareMeters(freeArea),
    openAreaRatio: freeArea / faceArea,
    // The bore, or the annulus between pod and bore (d_h = D − d_pod), as roundSilencerModel has it.
    hydraulicDiameter: meters((diameter - pod) / 1000),
    baffleCount: null,
    airwayWidthInFace: null,
  }
}

/**
 * A silencer geometry at an airflow (l/s). Rectangular: n = ⌊W/(s + t)⌋ baffles evenly pitched in the W × H
 * face (rect-layout.ts: airways W/n − t, half airways at the casing), d_h = 2s. Round: the bore π·D²/4, less
 * the pod, d_h = D − d_pod. Then v_gap = q/A_free, Δp = ζ_gap·ρ/2·v_gap² with ζ_gap = 0.5(1−ε) + (1−ε)²
 * + λ·L/d_h (docs/acoustics.md section 5), and the flow noise of VDI 2081-1 with v_gap, Δp, the face area and
 * d_h (docs/acoustics.md section 6) — the models of the rectangular options and the round catalogue.
 * Throws INVALID_DIMENSIONS naming the field (a face narrower than one airway and one baffle: `width`) and
 * NEGATIVE_AIRFLOW.
 */
export function silencerGeometryFlow(
  geometry: SilencerGeometry,
  inputAirflow: number,
  face?: RectangularFace,
): SilencerGeometryFlow {
  if (!Number.isFinite(inputAirflow) || inputAirflow < 0)
    throw new EngineError('NEGATIVE_AIRFLOW', { field: 'inputAirflow' })
  const length = meters(requireDimension(geometry.length, 'length') / 1000)
  const passage = passageOf(geometry, face)
  const airflow = inputAirflow / 1000
  const gapVelocity = metersPerSecond(airflow / passage.freeArea)
  const zeta = passageZeta({
    openAreaRatio: passage.openAreaRatio,
    length,
    hydraulicDiameter: passage.hydraulicDiameter,
  })
  const dp = pressureDrop(zeta, gapVelocity)
  return {
    inputAirflow,
    baffleCount: passage.baffleCount,
    airwayWidthInFace: passage.airwayWidthInFace,
    faceArea: passage.faceArea,
    freeArea: passage.freeArea,
    openAreaRatio: passage.openAreaRatio,
    faceVelocity: airflow / passage.faceArea,
    gapVelocity,
    pressureDrop: dp,
    flowNoise: flowNoise({
      airwayVelocity: gapVelocity,
      pressureDrop: pascals(dp),
      faceArea: passage.faceArea,
      hydraulicDiameter: passage.hydraulicDiameter,
    }),
  }
}
