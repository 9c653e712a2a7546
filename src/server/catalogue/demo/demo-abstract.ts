// The demo "other" products: bends, branches, duct ends, plenum boxes and duct runs, with their bands from
// src/engine/elements/abstract-element.ts at a nominal airflow of 4 m/s in the duct.
import { abstractElementBands, sectionArea } from '#engine/index.ts'
import type { AbstractElement, DuctSection } from '#engine/index.ts'
import type { AbstractClassRecord, AbstractProductRecord } from '../catalogue-records.ts'
import { stableId } from '../stable-id.ts'
import { classImage } from './demo-silencers.ts'
import { ABSTRACT_CLASS_TEXTS } from './other-texts.ts'

/** Duct velocity the demo products' own sound power is given at, m/s (a common design value). */
export const NOMINAL_DUCT_VELOCITY = 4

const ROUND_SIZES = [100, 125, 160, 200, 250, 315, 400, 500, 630]
const round = (diameterMm: number): DuctSection => ({ shape: 'circular', diameterMm })
const rect = (widthMm: number, heightMm: number): DuctSection => ({ shape: 'rectangular', widthMm, heightMm })
const label = (s: DuctSection) => (s.shape === 'circular' ? `${s.diameterMm}` : `${s.widthMm}x${s.heightMm}`)
const nominalAirflow = (s: DuctSection) => NOMINAL_DUCT_VELOCITY * sectionArea(s) * 1000

type ClassName = keyof typeof ABSTRACT_CLASS_TEXTS
interface Item {
  className: ClassName
  name: string
  element: AbstractElement
  editableAttributes?: string[]
}

const bends = (): Item[] => [
  ...ROUND_SIZES.map(round).map((section): Item => ({
    className: 'BEND',
    name: `BEND-R-${label(section)}`,
    element: { kind: 'bend', section, bendType: 'radiused', airflowLs: nominalAirflow(section) },
  })),
  ...[rect(300, 200), rect(400, 200), rect(500, 300), rect(600, 400), rect(800, 400)].map(
    (section): Item => ({
      className: 'BEND',
      name: `BEND-S-${label(section)}`,
      element: { kind: 'bend', section, bendType: 'sharp', airflowLs: nominalAirflow(section) },
    }),
  ),
  ...[rect(600, 400), rect(800, 400), rect(1000, 500)].map((section): Item => ({
    className: 'BEND',
    name: `BEND-SV-${label(section)}`,
    element: { kind: 'bend', section, bendType: 'sharpVaned', airflowLs: nominalAirflow(section) },
  })),
]

const branches = (): Item[] =>
  [
    [160, 100, 125],
    [200, 125, 160],
    [250, 160, 200],
    [250, 200, 200],
    [315, 200, 250],
    [400, 250, 315],
    [500, 315, 400],
    [630, 400, 500],
  ].map(([main = 0, branch = 0, other = 0]) => ({
    className: 'BRANCH',
    name: `BRANCH-${main}-${branch}-${other}`,
    element: {
      kind: 'branch',
      mainDiameterMm: main,
      branchDiameterMm: branch,
      otherBranchDiameterMm: other,
      mainAirflowLs: nominalAirflow(round(main)),
    },
  }))

const ends = (): Item[] => [
  ...[...ROUND_SIZES.map(round), rect(400, 200), rect(600, 300)].map((section): Item => ({
    className: 'END',
    name: `END-W-${label(section)}`,
    element: { kind: 'endReflection', section, mounting: 'wall' },
  })),
  ...[160, 250, 400].map(round).map((section): Item => ({
    className: 'END',
    name: `END-R-${label(section)}`,
    element: { kind: 'endReflection', section, mounting: 'room' },
  })),
]

const plenums = (): Item[] =>
  (
    [
      [160, 500, 400, 300, 'side'],
      [200, 600, 500, 350, 'side'],
      [250, 700, 600, 400, 'side'],
      [315, 800, 700, 500, 'side'],
      [400, 1000, 800, 600, 'side'],
      [500, 1200, 1000, 700, 'side'],
      [315, 1200, 800, 800, 'straight'],
      [400, 1500, 1000, 1000, 'straight'],
    ] as const
  ).map(([diameter, lengthMm, widthMm, heightMm, layout]) => ({
    className: 'PLENUM',
    name: `PLENUM-${layout === 'side' ? 'S' : 'T'}-${diameter}`,
    element: {
      kind: 'plenum',
      box: { lengthMm, widthMm, heightMm, layout },
      inletDiameterMm: diameter,
      outletDiameterMm: diameter,
      lining: { material: 'mineralWool', thicknessMm: 50 },
    },
  }))

const ducts = (): Item[] =>
  [
    ...[...ROUND_SIZES, 800, 1000].map(round),
    ...[rect(300, 200), rect(400, 200), rect(500, 300), rect(600, 400), rect(800, 400), rect(1000, 500)],
  ].map((section) => ({
    className: 'DUCT',
    name: `DUCT-${section.shape === 'circular' ? 'C' : 'R'}-${label(section)}`,
    element: { kind: 'ductRun', section, lengthM: 1, airflowLs: nominalAirflow(section) },
    editableAttributes: ['lengthM'],
  }))

const CLASS_ORDER: readonly ClassName[] = ['BEND', 'BRANCH', 'END', 'PLENUM', 'DUCT']

export function demoAbstractClasses(): AbstractClassRecord[] {
  return CLASS_ORDER.map((name) => ({
    record: 'abstractClass',
    id: stableId('abstractClass', name),
    name,
    ...ABSTRACT_CLASS_TEXTS[name],
    imageURL: classImage(name),
  }))
}

export function demoAbstractProducts(): AbstractProductRecord[] {
  return [...bends(), ...branches(), ...ends(), ...plenums(), ...ducts()].map((item) => ({
    record: 'abstractProduct',
    id: stableId('abstractProduct', item.name),
    name: item.name,
    code: item.name,
    class: item.className,
    ...abstractElementBands(item.element),
    element: item.element,
    editableAttributes: item.editableAttributes ?? [],
    imageURL: classImage(item.className),
    dataSource: 'modelled',
  }))
}
