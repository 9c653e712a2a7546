// Table rows as API answers (src/contract/api/catalogue.ts): `_id` beside `id`, imageURL, class names and
// the catalogue version each product came from.
import type {
  AbstractClass,
  AbstractProduct,
  Diffuser,
  DiffuserClass,
  RoundSilencer,
  SilencerClass,
} from '#contract/api/catalogue.ts'
import type { StoredCatalogue } from './catalogue-rows.ts'

type Rows<T extends keyof StoredCatalogue> = StoredCatalogue[T]
type Row<T extends keyof StoredCatalogue> = Rows<T>[number]
const ids = (id: string) => ({ _id: id, id })

export const silencerClassAnswer = (c: Row<'silencerClasses'>): SilencerClass => ({
  ...ids(c.id),
  name: c.name,
  kind: c.kind as SilencerClass['kind'],
  title: c.title,
  content: c.content,
  imageURL: c.imageUrl,
  parentClassId: c.parentClassId,
  isGroup: c.isGroup,
  attenuationMaterial: c.attenuationMaterial,
  liningThickness: c.liningThickness,
  pod: c.pod,
  openable: c.openable,
  insulated: c.insulated,
  rectShape: c.rectShape as SilencerClass['rectShape'],
  hasPressureDropModel: c.hasPressureDropModel,
  filterData: c.filterData,
})

export const roundSilencerAnswer = (p: Row<'roundSilencers'>, catalogueVersion: number): RoundSilencer => ({
  ...ids(p.id),
  type: 'silencer',
  name: p.name,
  code: p.code,
  class: p.className,
  classId: p.classId,
  shape: 'circular',
  attenuationMaterial: p.attenuationMaterial as RoundSilencer['attenuationMaterial'],
  nominalSizeDiameter: p.nominalSizeDiameter,
  length: p.length,
  openable: p.openable,
  liningThickness: p.liningThickness,
  soundAttenuation: p.soundAttenuation,
  pressureDropCoefficient: p.pressureDropCoefficient,
  dimData: p.dimData,
  imageURL: p.imageUrl,
  dataSource: p.dataSource as RoundSilencer['dataSource'],
  catalogueVersion,
})

export function diffuserClassAnswer(c: Row<'diffuserClasses'>, products: Rows<'diffusers'>): DiffuserClass {
  return {
    ...ids(c.id),
    name: c.name,
    title: c.title,
    content: c.content,
    imageURL: c.imageUrl,
    diffuserType: c.diffuserType as DiffuserClass['diffuserType'],
    filterData: {
      nominalSizes: [...new Set(products.filter((p) => p.classId === c.id).map((p) => p.nominalSize))],
    },
  }
}

export const diffuserAnswer = (p: Row<'diffusers'>, catalogueVersion: number): Diffuser => ({
  ...ids(p.id),
  type: 'diffuser',
  name: p.name,
  code: p.code,
  class: p.className,
  classId: p.classId,
  diffuserType: p.diffuserType as Diffuser['diffuserType'],
  nominalSize: p.nominalSize,
  nominalSizeDiameter: p.nominalSizeDiameter,
  width: p.width,
  height: p.height,
  faceArea: p.faceArea,
  nominalAirflow: p.nominalAirflow,
  pressureDrop: p.pressureDrop,
  soundPowerLevel: p.soundPowerLevel,
  soundAttenuation: p.soundAttenuation,
  imageURL: p.imageUrl,
  dataSource: p.dataSource as Diffuser['dataSource'],
  catalogueVersion,
})

export const abstractClassAnswer = (c: Row<'abstractClasses'>): AbstractClass => ({
  ...ids(c.id),
  name: c.name,
  title: c.title,
  content: c.content,
  imageURL: c.imageUrl,
})

export const abstractProductAnswer = (
  p: Row<'abstractProducts'>,
  catalogueVersion: number,
): AbstractProduct => ({
  ...ids(p.id),
  type: 'abstract',
  name: p.name,
  code: p.code,
  class: p.className,
  classId: p.classId,
  soundAttenuation: p.soundAttenuation,
  soundPowerLevel: p.soundPowerLevel,
  element: p.element,
  editableAttributes: p.editableAttributes,
  imageURL: p.imageUrl,
  dataSource: p.dataSource as AbstractProduct['dataSource'],
  catalogueVersion,
})
