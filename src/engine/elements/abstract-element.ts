// The "other" (abstract) products of the catalogue as model inputs: one function gives the band data of any
// of them, so the seed and the interface (when a user edits, say, a duct run's length) agree.
import { liningAlpha, type LiningMaterial } from '../absorption.ts'
import { bandsFromArray, zeroBands, type OctaveBands } from '../bands.ts'
import { requirePositive } from '../units.ts'
import { bendAttenuation, type BendType } from './bend.ts'
import { branchPowerSplit } from './branch.ts'
import { ductRunAttenuation, ductRunFlowNoise } from './duct-run.ts'
import {
  equivalentDiameter,
  sectionArea,
  sectionAspectRatio,
  sectionVelocity,
  type DuctSection,
} from './duct-section.ts'
import { endReflectionAttenuation, type OpeningMounting } from './end-reflection.ts'
import { junctionFlowNoise } from './junction-noise.ts'
import { plenumAttenuation, plenumGeometry, type PlenumBox } from './plenum.ts'

/** A straight duct run of `lengthM` metres carrying `airflowLs`. */
export interface DuctRunElement {
  kind: 'ductRun'
  section: DuctSection
  lengthM: number
  airflowLs: number
}
/** One 90° bend carrying `airflowLs`. */
export interface BendElement {
  kind: 'bend'
  section: DuctSection
  bendType: BendType
  airflowLs: number
}
/**
 * A round junction: the main duct splits into the branch followed and one other branch. The airflow divides
 * like the sound power, in proportion to the branch areas, so both branches run at the same velocity.
 */
export interface BranchElement {
  kind: 'branch'
  mainDiameterMm: number
  branchDiameterMm: number
  otherBranchDiameterMm: number
  /** Airflow in the main duct ahead of the junction, l/s. */
  mainAirflowLs: number
}
/** An open duct end radiating into the room. */
export interface EndReflectionElement {
  kind: 'endReflection'
  section: DuctSection
  mounting: OpeningMounting
}
/** A lined plenum box with round spigots. */
export interface PlenumElement {
  kind: 'plenum'
  box: PlenumBox
  inletDiameterMm: number
  outletDiameterMm: number
  lining: { material: LiningMaterial; thicknessMm: number }
}

/** Every abstract element the catalogue models. */
export type AbstractElement =
  DuctRunElement | BendElement | BranchElement | EndReflectionElement | PlenumElement

/** The band data of a product: insertion loss and own sound power, dB. */
export interface ElementBands {
  soundAttenuation: OctaveBands
  soundPowerLevel: OctaveBands
}

const round = (diameterMm: number): DuctSection => ({ shape: 'circular', diameterMm })

/**
 * The attenuation and own sound power of an abstract element (own sound power at its stated airflow):
 * - ductRun: VDI 2081-1 Table 5 × length; flow noise VDI 2081-1 §5.2.1 (duct-run.ts).
 * - bend: VDI 2081-1 Table 7 shifted to the limit frequency (bend.ts); flow noise VDI 2081-1 eq. (18) with
 *   equal velocities and the equivalent diameter (junction-noise.ts).
 * - branch: VDI 2081-1 eq. (35) power split (branch.ts), flat over the bands; flow noise eq. (18) with the
 *   main duct's velocity as approach velocity.
 * - endReflection: VDI 2081-1 §6.6 (end-reflection.ts); no own sound power.
 * - plenum: Wells' method with α of the lining (plenum.ts, absorption.ts); no own sound power.
 * Own sound power bands at or below 0 dB are 0, the chain's "not set".
 */
export function abstractElementBands(element: AbstractElement): ElementBands {
  switch (element.kind) {
    case 'ductRun':
      return {
        soundAttenuation: ductRunAttenuation(element.section, element.lengthM),
        soundPowerLevel: ductRunFlowNoise(element.section, element.airflowLs),
      }
    case 'bend': {
      const velocity = sectionVelocity(element.section, element.airflowLs)
      return {
        soundAttenuation: bendAttenuation(element.section, element.bendType),
        soundPowerLevel: junctionFlowNoise({
          branchDiameter: equivalentDiameter(element.section),
          branchVelocity: velocity,
          approachVelocity: velocity,
        }),
      }
    }
    case 'branch':
      return branchBands(element)
    case 'endReflection':
      return {
        soundAttenuation: endReflectionAttenuation({
          area: sectionArea(element.section),
          mounting: element.mounting,
          aspectRatio: sectionAspectRatio(element.section),
        }),
        soundPowerLevel: zeroBands(),
      }
    case 'plenum': {
      const geometry = plenumGeometry(element.box)
      const alpha = liningAlpha(
        element.lining.material,
        requirePositive(element.lining.thicknessMm, 'thicknessMm'),
      )
      return {
        soundAttenuation: bandsFromArray(
          plenumAttenuation({ ...geometry, outletArea: sectionArea(round(element.outletDiameterMm)), alpha }),
        ),
        soundPowerLevel: zeroBands(),
      }
    }
  }
}

function branchBands(element: BranchElement): ElementBands {
  const main = round(element.mainDiameterMm)
  const branch = round(element.branchDiameterMm)
  const branchArea = sectionArea(branch)
  const totalArea = branchArea + sectionArea(round(element.otherBranchDiameterMm))
  const split = branchPowerSplit(branchArea, [branchArea, totalArea - branchArea])
  // The flow divides like the areas, so the branch carries mainAirflow·S_branch/ΣS.
  const branchAirflow = (element.mainAirflowLs * branchArea) / totalArea
  return {
    soundAttenuation: bandsFromArray(Array.from({ length: 8 }, () => split)),
    soundPowerLevel: junctionFlowNoise({
      branchDiameter: element.branchDiameterMm / 1000,
      branchVelocity: sectionVelocity(branch, branchAirflow),
      approachVelocity: sectionVelocity(main, element.mainAirflowLs),
    }),
  }
}
