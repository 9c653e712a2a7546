// Records to table rows and back. What the lists need but a file does not hold is derived here once per
// replacement: the class filter data, the grouping flag, the airflow range at 1–100 Pa, class ids, order.
import type { InferInsertModel, InferSelectModel } from 'drizzle-orm'
import { roundSilencerAirflowRange, millimeters, pascals } from '#engine/index.ts'
import type {
  abstractClasses,
  abstractProducts,
  diffuserClasses,
  diffusers,
  roundSilencers,
  silencerClasses,
} from '../db/schema/index.ts'
import type { CatalogueData, RoundSilencerRecord, SilencerClassRecord } from './catalogue-records.ts'

/** Limits of the dimension data (docs/product-rules.md, "Airflow range": the airflow at 1 and at 100 Pa). */
export const DIM_DATA_PRESSURE_DROPS = { min: 1, max: 100 } as const

export interface CatalogueRows {
  silencerClasses: InferInsertModel<typeof silencerClasses>[]
  roundSilencers: InferInsertModel<typeof roundSilencers>[]
  diffuserClasses: InferInsertModel<typeof diffuserClasses>[]
  diffusers: InferInsertModel<typeof diffusers>[]
  abstractClasses: InferInsertModel<typeof abstractClasses>[]
  abstractProducts: InferInsertModel<typeof abstractProducts>[]
}

export interface StoredCatalogue {
  silencerClasses: InferSelectModel<typeof silencerClasses>[]
  roundSilencers: InferSelectModel<typeof roundSilencers>[]
  diffuserClasses: InferSelectModel<typeof diffuserClasses>[]
  diffusers: InferSelectModel<typeof diffusers>[]
  abstractClasses: InferSelectModel<typeof abstractClasses>[]
  abstractProducts: InferSelectModel<typeof abstractProducts>[]
}

const unique = <T>(values: readonly T[]) => [...new Set(values)]
const ascending = (values: readonly number[]) => unique(values).sort((a, b) => a - b)

function silencerFilterData(c: SilencerClassRecord, products: readonly RoundSilencerRecord[]) {
  if (c.kind === 'rectangular')
    return {
      shape: ['rectangular' as const],
      attenuationMaterial: c.attenuationMaterial ? [c.attenuationMaterial] : [],
      openable: [c.openable],
      nominalSizes: [],
      lengths: [],
    }
  return {
    shape: ['circular' as const],
    attenuationMaterial: unique(
      products.length > 0
        ? products.map((p) => p.attenuationMaterial)
        : c.attenuationMaterial
          ? [c.attenuationMaterial]
          : [],
    ),
    openable: unique(products.length > 0 ? products.map((p) => p.openable) : [c.openable]),
    nominalSizes: ascending(products.map((p) => p.nominalSizeDiameter)),
    lengths: ascending(products.map((p) => p.length)),
  }
}

const dimData = (zeta: number | null, diameter: number) =>
  zeta === null
    ? null
    : roundSilencerAirflowRange({
        zeta,
        diameterMm: millimeters(diameter),
        minPressureDrop: pascals(DIM_DATA_PRESSURE_DROPS.min),
        maxPressureDrop: pascals(DIM_DATA_PRESSURE_DROPS.max),
      })

/** The rows to insert for a checked catalogue (the references were checked by catalogue-references.ts). */
export function toRows(data: CatalogueData): CatalogueRows {
  const id = (map: Map<string, string>, name: string) => map.get(name) ?? ''
  const silencerIds = new Map(data.silencerClasses.map((c) => [c.name, c.id]))
  const diffuserClassIds = new Map(data.diffuserClasses.map((c) => [c.name, c.id]))
  const diffuserTypes = new Map(data.diffuserClasses.map((c) => [c.name, c.diffuserType]))
  const abstractIds = new Map(data.abstractClasses.map((c) => [c.name, c.id]))
  const parents = new Map(data.silencerClasses.map((c) => [c.name, c.parentClass]))
  const productsOf = (c: SilencerClassRecord) =>
    data.roundSilencers.filter((p) => p.class === c.name || parents.get(p.class) === c.name)
  return {
    silencerClasses: data.silencerClasses.map((c, sortOrder) => ({
      id: c.id,
      name: c.name,
      kind: c.kind,
      title: c.title,
      content: c.content,
      imageUrl: c.imageURL,
      parentClassId: c.parentClass === null ? null : id(silencerIds, c.parentClass),
      isGroup: c.name.includes('/'),
      attenuationMaterial: c.attenuationMaterial,
      liningThickness: c.liningThickness,
      pod: c.pod,
      openable: c.openable,
      insulated: c.insulated,
      rectShape: c.rectShape,
      hasPressureDropModel: c.hasPressureDropModel,
      filterData: silencerFilterData(c, productsOf(c)),
      sortOrder,
    })),
    roundSilencers: data.roundSilencers.map(({ record: _, imageURL, class: className, ...p }, sortOrder) => ({
      ...p,
      classId: id(silencerIds, className),
      className,
      imageUrl: imageURL,
      dimData: dimData(p.pressureDropCoefficient, p.nominalSizeDiameter),
      sortOrder,
    })),
    diffuserClasses: data.diffuserClasses.map(({ record: _, imageURL, ...c }, sortOrder) => ({
      ...c,
      imageUrl: imageURL,
      sortOrder,
    })),
    diffusers: data.diffusers.map(({ record: _, imageURL, class: className, ...p }, sortOrder) => ({
      ...p,
      classId: id(diffuserClassIds, className),
      className,
      diffuserType: diffuserTypes.get(className) ?? 'ceiling',
      imageUrl: imageURL,
      sortOrder,
    })),
    abstractClasses: data.abstractClasses.map(({ record: _, imageURL, ...c }, sortOrder) => ({
      ...c,
      imageUrl: imageURL,
      sortOrder,
    })),
    abstractProducts: data.abstractProducts.map(
      ({ record: _, imageURL, class: className, ...p }, sortOrder) => ({
        ...p,
        classId: id(abstractIds, className),
        className,
        imageUrl: imageURL,
        sortOrder,
      }),
    ),
  }
}

/** The stored catalogue as records again (what an export writes). */
export function toRecords(stored: StoredCatalogue): CatalogueData {
  const silencerNames = new Map(stored.silencerClasses.map((c) => [c.id, c.name]))
  return {
    silencerClasses: stored.silencerClasses.map((c) => ({
      record: 'silencerClass',
      id: c.id,
      name: c.name,
      kind: c.kind as SilencerClassRecord['kind'],
      parentClass: c.parentClassId === null ? null : (silencerNames.get(c.parentClassId) ?? null),
      title: c.title,
      content: c.content,
      imageURL: c.imageUrl,
      attenuationMaterial: c.attenuationMaterial as SilencerClassRecord['attenuationMaterial'],
      liningThickness: c.liningThickness,
      pod: c.pod,
      openable: c.openable,
      insulated: c.insulated,
      rectShape: c.rectShape as SilencerClassRecord['rectShape'],
      hasPressureDropModel: c.hasPressureDropModel,
    })),
    roundSilencers: stored.roundSilencers.map((p) => ({
      record: 'roundSilencer',
      id: p.id,
      name: p.name,
      code: p.code,
      class: p.className,
      attenuationMaterial: p.attenuationMaterial as RoundSilencerRecord['attenuationMaterial'],
      nominalSizeDiameter: p.nominalSizeDiameter,
      length: p.length,
      openable: p.openable,
      liningThickness: p.liningThickness,
      soundAttenuation: p.soundAttenuation,
      pressureDropCoefficient: p.pressureDropCoefficient,
      imageURL: p.imageUrl,
      dataSource: p.dataSource as RoundSilencerRecord['dataSource'],
    })),
    diffuserClasses: stored.diffuserClasses.map((c) => ({
      record: 'diffuserClass',
      id: c.id,
      name: c.name,
      title: c.title,
      content: c.content,
      imageURL: c.imageUrl,
      diffuserType: c.diffuserType as CatalogueData['diffuserClasses'][number]['diffuserType'],
    })),
    diffusers: stored.diffusers.map((p) => ({
      record: 'diffuser',
      id: p.id,
      name: p.name,
      code: p.code,
      class: p.className,
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
      dataSource: p.dataSource as RoundSilencerRecord['dataSource'],
    })),
    abstractClasses: stored.abstractClasses.map((c) => ({
      record: 'abstractClass',
      id: c.id,
      name: c.name,
      title: c.title,
      content: c.content,
      imageURL: c.imageUrl,
    })),
    abstractProducts: stored.abstractProducts.map((p) => ({
      record: 'abstractProduct',
      id: p.id,
      name: p.name,
      code: p.code,
      class: p.className,
      soundAttenuation: p.soundAttenuation,
      soundPowerLevel: p.soundPowerLevel,
      element: p.element,
      editableAttributes: p.editableAttributes,
      imageURL: p.imageUrl,
      dataSource: p.dataSource as RoundSilencerRecord['dataSource'],
    })),
  }
}
