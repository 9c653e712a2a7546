// The demo diffusers and grilles: sound power at the nominal airflow (Long Eqs. 13.27–13.33) and the end
// reflection at the duct connection (VDI 2081-1 §6.6), from src/engine/elements/diffuser.ts.
import { diffuserAtAirflow, sectionArea } from '#engine/index.ts'
import type { DiffuserSpec, DuctSection } from '#engine/index.ts'
import type { DiffuserClassRecord, DiffuserRecord } from '../catalogue-records.ts'
import { stableId } from '../stable-id.ts'
import { diffuserClassTexts } from './other-texts.ts'
import { classImage } from './demo-silencers.ts'

/**
 * One demo diffuser class: its sizes, its face, its loss coefficient on the neck velocity and the nominal
 * neck velocity. The nominal velocities are ASHRAE 2019 Applications ch. 49 Table 9's limits for RC 35
 * (supply 2.5 m/s, return 3.0 m/s); the loss coefficients are our typical values for each type [E].
 */
interface DiffuserFamily {
  name: 'CRD' | 'CSD' | 'WSG' | 'ERG'
  diffuserType: 'ceiling' | 'wall' | 'grille'
  sizes: readonly (readonly [number] | readonly [number, number])[]
  face: (neck: DuctSection) => { faceShape: 'round' | 'rectangular'; faceArea: number }
  zeta: number
  neckVelocity: number
}

const GRILLE_SIZES = [
  [300, 100],
  [400, 100],
  [400, 150],
  [500, 150],
  [600, 200],
  [800, 200],
] as const

const FAMILIES: readonly DiffuserFamily[] = [
  {
    name: 'CRD',
    diffuserType: 'ceiling',
    sizes: [[125], [160], [200], [250], [315], [400]],
    // A round face twice the neck diameter.
    face: (neck) => ({ faceShape: 'round', faceArea: 4 * sectionArea(neck) }),
    zeta: 3,
    neckVelocity: 2.5,
  },
  {
    name: 'CSD',
    diffuserType: 'ceiling',
    sizes: [[160], [200], [250], [315]],
    face: () => ({ faceShape: 'rectangular', faceArea: 0.6 * 0.6 }),
    zeta: 2.5,
    neckVelocity: 2.5,
  },
  {
    name: 'WSG',
    diffuserType: 'wall',
    sizes: GRILLE_SIZES,
    face: (neck) => ({ faceShape: 'rectangular', faceArea: sectionArea(neck) }),
    zeta: 3,
    neckVelocity: 2.5,
  },
  {
    name: 'ERG',
    diffuserType: 'grille',
    sizes: GRILLE_SIZES,
    face: (neck) => ({ faceShape: 'rectangular', faceArea: sectionArea(neck) }),
    zeta: 2,
    neckVelocity: 3,
  },
]

const sectionOf = (size: readonly [number] | readonly [number, number]): DuctSection =>
  size.length === 1
    ? { shape: 'circular', diameterMm: size[0] }
    : { shape: 'rectangular', widthMm: size[0], heightMm: size[1] }
const sizeLabel = (size: readonly number[]) => size.join('x')

function diffuserRecord(
  family: DiffuserFamily,
  size: readonly [number] | readonly [number, number],
): DiffuserRecord {
  const neck = sectionOf(size)
  const spec: DiffuserSpec = { ...family.face(neck), neck, zeta: family.zeta, mounting: 'wall' }
  const nominalAirflow = family.neckVelocity * sectionArea(neck) * 1000
  const data = diffuserAtAirflow(spec, nominalAirflow)
  const name = `${family.name}-${sizeLabel(size)}`
  return {
    record: 'diffuser',
    id: stableId('diffuser', name),
    name,
    code: name,
    class: family.name,
    nominalSize: sizeLabel(size),
    nominalSizeDiameter: size.length === 1 ? size[0] : null,
    width: size.length === 2 ? size[0] : null,
    height: size.length === 2 ? size[1] : null,
    faceArea: spec.faceArea,
    nominalAirflow,
    pressureDrop: data.pressureDrop,
    soundPowerLevel: data.soundPowerLevel,
    soundAttenuation: data.soundAttenuation,
    imageURL: classImage(family.name),
    dataSource: 'modelled',
  }
}

export function demoDiffuserClasses(): DiffuserClassRecord[] {
  return FAMILIES.map((family) => ({
    record: 'diffuserClass',
    id: stableId('diffuserClass', family.name),
    name: family.name,
    // Codes keep the plain 'x' (WSG-300x100); running text writes sizes with the multiplication sign.
    ...diffuserClassTexts(
      family.name,
      family.sizes.map((size) => size.join(' × ')),
    ),
    imageURL: classImage(family.name),
    diffuserType: family.diffuserType,
  }))
}

export function demoDiffusers(): DiffuserRecord[] {
  return FAMILIES.flatMap((family) => family.sizes.map((size) => diffuserRecord(family, size)))
}
