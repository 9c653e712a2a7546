// The physics model of a dissipative silencer, from its geometry to insertion loss per octave band:
// the least-attenuated mode of the lined channel (channel-modes.ts) and the length-dependent terms
// (insertion-loss.ts). docs/acoustics.md, "Silencer physics".
import type { LiningMaterial } from '../absorption.ts'
import { roundModes, splitterModes, type ModalData } from './channel-modes.ts'
import { sectionInsertionLoss } from './insertion-loss.ts'

/** A splitter silencer in metres: airway s between baffles of thickness t, lined length L. */
export interface SplitterSection {
  airway: number
  baffle: number
  length: number
  material: LiningMaterial
}

/** A round silencer in metres: bore D, lining t outside it, length L, optional central pod d_p. */
export interface RoundSection {
  bore: number
  lining: number
  length: number
  pod: number
  material: LiningMaterial
}

/** Insertion loss per band 63 … 8000 Hz of a splitter silencer, dB: the cell airway s/2 + half baffle t/2. */
export function splitterInsertionLoss(section: SplitterSection, modes?: ModalData): number[] {
  const { airway, baffle, length, material } = section
  return sectionInsertionLoss(modes ?? splitterModes(airway, baffle, material), {
    length,
    openArea: airway / (airway + baffle),
    cellHalfWidth: (airway + baffle) / 2,
  })
}

/**
 * The equivalent splitter cell of a pod silencer [E]: the annulus between the pod and the lined bore is a
 * slot of width s = (D − d_p)/2 lined on both faces, curved on a radius much larger than s for the
 * catalogue's d_p = D/2. Its two linings (the bore's t, the solid pod of volume per face area d_p/4)
 * become one symmetric cell whose lining depth is their mean, so the cell holds the same absorbent
 * volume per face area (what sets the low-frequency compliance of the wall).
 */
export function podEquivalentCell(section: RoundSection): { airway: number; baffle: number } {
  const airway = (section.bore - section.pod) / 2
  const depth = (section.lining + section.pod / 4) / 2
  return { airway, baffle: 2 * depth }
}

/** Modal data of a round section: the lined bore, or the pod's equivalent cell. */
export function roundSectionModes(section: RoundSection): ModalData {
  if (section.pod > 0) {
    const cell = podEquivalentCell(section)
    return splitterModes(cell.airway, cell.baffle, section.material)
  }
  return roundModes(section.bore, section.lining, section.material)
}

/** Insertion loss per band 63 … 8000 Hz of a round silencer, dB (duct diameter = bore D). */
export function roundInsertionLoss(section: RoundSection, modes?: ModalData): number[] {
  const openArea = 1 - (section.pod / section.bore) ** 2
  return sectionInsertionLoss(modes ?? roundSectionModes(section), {
    length: section.length,
    openArea,
    cellHalfWidth: section.bore / 2,
  })
}
