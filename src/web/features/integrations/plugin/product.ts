// The silencer as the CAD plugin export describes it (docs/integrations.md section 2): everything the product
// XML and the IFC file hold, in one plain object built from a chain item and its airflow range.
import type { OctaveBands } from '#engine/index.ts'

export interface GeometryParameter {
  name: string
  value: number
  unit: 'mm'
}

/** Airflow range, l/s, at the pressure-drop limits of the dimension data (1 and 100 Pa). */
export interface DimData {
  minAirflow: number
  maxAirflow: number
  minPressureDrop: number
  maxPressureDrop: number
}

export interface PressurePoint {
  /** l/s */
  airflow: number
  /** Pa */
  dp: number
}

export interface PluginProduct {
  type: 'silencer' | 'rectSilencer'
  /** Product class, e.g. NRF100 or MSKI. */
  className: string
  name: string
  /** Article code (empty when unknown). */
  code: string
  manufacturer: { name: string; url: string }
  geometry: { modelId: string; parameters: GeometryParameter[] }
  dimensions:
    | { shape: 'circular'; diameter: number; length: number }
    | { shape: 'rectangular'; width: number; height: number; length: number }
  connection:
    | { profile?: undefined; diameter: number }
    | { profile: 'Z' | 'E20' | 'E30'; width: number; height: number }
  dimData: DimData
  pressureDrop: PressurePoint[]
  attenuation: OctaveBands
  /** True when the silencer has an insulated shell (IFC HasExteriorInsulation). */
  insulated: boolean
}
