// Catalogue answers for web tests, built like the demo catalogue (docs/catalogue.md) from the engine's
// round silencer models, so tests see the same classes, groups and sizes as the seeded server.
import type {
  AbstractProduct,
  Diffuser,
  DiffuserClass,
  RoundSilencer,
  SilencerClass,
} from '#contract/api/catalogue.ts'
import {
  RECT_SILENCER_CLASSES,
  ROUND_SILENCER_GROUPS,
  roundClassFilterData,
  roundSilencerCatalogue,
  zeroBands,
  type OctaveBands,
} from '#engine/index.ts'
import { ok, type FakeRoute } from '../../test-api.ts'

const text = (eng: string) => ({
  eng,
  est: `${eng} (et)`,
  fin: `${eng} (fi)`,
  swe: `${eng} (sv)`,
  den: `${eng} (da)`,
})
const idOf = (kind: string, name: string) => `${kind}-${name}`

function silencerClass(name: string, fields: Partial<SilencerClass> = {}): SilencerClass {
  const id = idOf('class', name)
  return {
    _id: id,
    id,
    name,
    kind: 'round',
    title: text(`${name} silencer`),
    content: text(`About ${name}`),
    imageURL: `/images/catalogue/class-${name.toLowerCase().replace('/', '-')}.svg`,
    parentClassId: null,
    isGroup: false,
    attenuationMaterial: null,
    liningThickness: null,
    pod: false,
    openable: false,
    insulated: false,
    rectShape: null,
    hasPressureDropModel: true,
    filterData: {
      shape: ['circular'],
      attenuationMaterial: [],
      openable: [false],
      nominalSizes: [],
      lengths: [],
    },
    ...fields,
  }
}

function roundClass(name: string, parent: string | null): SilencerClass {
  const data = roundClassFilterData(name)
  return silencerClass(name, {
    parentClassId: parent === null ? null : idOf('class', parent),
    attenuationMaterial: data.attenuationMaterial,
    openable: data.openable,
    hasPressureDropModel: data.hasPressureDropModel,
    filterData: {
      shape: ['circular'],
      attenuationMaterial: [data.attenuationMaterial],
      openable: [data.openable],
      nominalSizes: data.nominalSizes,
      lengths: data.lengths,
    },
  })
}

/** The 36 silencer classes of the demo catalogue, in its order. */
export function demoSilencerClasses(): SilencerClass[] {
  const classes: SilencerClass[] = []
  for (const name of ['NKE', 'NKL', 'NKU']) classes.push(roundClass(name, null))
  for (const [group, members] of Object.entries(ROUND_SILENCER_GROUPS)) {
    const parts = members.map((m) => roundClass(m, group))
    const union = <T>(pick: (c: SilencerClass) => T[]) => [...new Set(parts.flatMap(pick))]
    classes.push(
      silencerClass(group, {
        isGroup: true,
        filterData: {
          shape: ['circular'],
          attenuationMaterial: union((c) => c.filterData.attenuationMaterial),
          openable: union((c) => c.filterData.openable),
          nominalSizes: union((c) => c.filterData.nominalSizes),
          lengths: union((c) => c.filterData.lengths),
        },
      }),
      ...parts,
    )
  }
  for (const name of RECT_SILENCER_CLASSES)
    classes.push(
      silencerClass(name, {
        kind: 'rectangular',
        filterData: {
          shape: ['rectangular'],
          attenuationMaterial: [],
          openable: [name.endsWith('A')],
          nominalSizes: [],
          lengths: [],
        },
      }),
    )
  return classes
}

/** The round silencers of the demo catalogue (436), from the engine's models. */
export function demoSilencers(): RoundSilencer[] {
  return roundSilencerCatalogue().map((m): RoundSilencer => {
    const name = `${m.silencerClass}-${m.diameter}-${m.length}`
    const id = idOf('silencer', name)
    return {
      _id: id,
      id,
      type: 'silencer',
      name,
      code: name,
      class: m.silencerClass,
      classId: idOf('class', m.silencerClass),
      shape: 'circular',
      attenuationMaterial: m.attenuationMaterial,
      nominalSizeDiameter: m.diameter,
      length: m.length,
      openable: m.openable,
      liningThickness: m.liningThickness,
      soundAttenuation: m.soundAttenuation,
      pressureDropCoefficient: m.zeta,
      dimData: null,
      imageURL: `/images/catalogue/class-${m.silencerClass.toLowerCase()}.svg`,
      dataSource: 'modelled',
      catalogueVersion: 1,
    }
  })
}

const bands = (value: number): OctaveBands => {
  const b = zeroBands()
  for (const key of Object.keys(b) as (keyof OctaveBands)[]) b[key] = value
  return b
}

export function demoDiffuserClasses(): DiffuserClass[] {
  return [
    ['CRD', 'ceiling', ['125', '160', '200']],
    ['WSG', 'wall', ['300x100', '400x150']],
  ].map(([name, diffuserType, sizes]) => ({
    _id: idOf('dclass', name as string),
    id: idOf('dclass', name as string),
    name: name as string,
    title: text(`${name as string} diffuser`),
    content: text(`About ${name as string}`),
    imageURL: `/images/catalogue/class-${(name as string).toLowerCase()}.svg`,
    diffuserType: diffuserType as DiffuserClass['diffuserType'],
    filterData: { nominalSizes: sizes as string[] },
  }))
}

export function demoDiffusers(): Diffuser[] {
  return demoDiffuserClasses().flatMap((c) =>
    c.filterData.nominalSizes.map((size): Diffuser => {
      const name = `${c.name}-${size}`
      return {
        _id: idOf('diffuser', name),
        id: idOf('diffuser', name),
        type: 'diffuser',
        name,
        code: name,
        class: c.name,
        classId: c.id,
        imageURL: c.imageURL,
        dataSource: 'modelled',
        catalogueVersion: 1,
        diffuserType: c.diffuserType,
        nominalSize: size,
        nominalSizeDiameter: size.includes('x') ? null : Number(size),
        width: null,
        height: null,
        faceArea: 0.05,
        nominalAirflow: 30,
        pressureDrop: 10,
        soundPowerLevel: bands(25),
        soundAttenuation: bands(5),
      }
    }),
  )
}

export function demoAbstractProducts(): AbstractProduct[] {
  const duct = (size: number): AbstractProduct => ({
    _id: idOf('abstract', `DUCT-C-${size}`),
    id: idOf('abstract', `DUCT-C-${size}`),
    type: 'abstract',
    name: `DUCT-C-${size}`,
    code: `DUCT-C-${size}`,
    class: 'DUCT',
    classId: idOf('aclass', 'DUCT'),
    imageURL: '/images/catalogue/class-duct.svg',
    dataSource: 'modelled',
    catalogueVersion: 1,
    soundAttenuation: bands(1),
    soundPowerLevel: bands(0),
    element: { kind: 'ductRun', section: { shape: 'circular', diameterMm: size }, lengthM: 1, airflowLs: 50 },
    editableAttributes: ['lengthM'],
  })
  const end: AbstractProduct = {
    ...duct(160),
    id: 'abstract-END-R-160',
    _id: 'abstract-END-R-160',
    name: 'END-R-160',
    code: 'END-R-160',
    class: 'END',
    element: null,
    editableAttributes: [],
  }
  return [duct(125), duct(200), end]
}

export interface CatalogueLists {
  silencers: RoundSilencer[]
  silencerClasses: SilencerClass[]
  diffusers: Diffuser[]
  diffuserClasses: DiffuserClass[]
  abstractProducts: AbstractProduct[]
  abstractClasses: unknown[]
}

/**
 * Routes of the fake server (test-api.ts) answering the catalogue lists from `lists`, read at each request
 * so that a test may change them before it renders; a list not given is empty.
 */
export function catalogueRoutes(lists: Partial<CatalogueLists>): Record<string, FakeRoute> {
  const list = (name: keyof CatalogueLists) => () => ok(lists[name] ?? [])
  return {
    'GET /api/silencers': list('silencers'),
    'GET /api/silencer-classes': list('silencerClasses'),
    'GET /api/diffusers': list('diffusers'),
    'GET /api/diffuser-classes': list('diffuserClasses'),
    'GET /api/abstract-products': list('abstractProducts'),
    'GET /api/abstract-classes': list('abstractClasses'),
  }
}
