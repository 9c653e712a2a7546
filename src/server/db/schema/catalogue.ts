// The product catalogue (docs/catalogue.md): silencer, diffuser and other classes and products, and one row
// of metadata whose version every replacement raises. The whole catalogue is replaced at once (seed or
// import), so rows carry no timestamps of their own; saved systems keep their own copies of the products they
// use.
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import type { OctaveBands, AbstractElement } from '#engine/index.ts'

/** A text in the five catalogue languages. */
type Localized = Record<'eng' | 'est' | 'fin' | 'swe' | 'den', string>
type AirflowRange = { minInputAirflow: number; maxInputAirflow: number }
type SilencerFilterData = {
  shape: ('circular' | 'rectangular')[]
  attenuationMaterial: string[]
  openable: boolean[]
  nominalSizes: number[]
  lengths: number[]
}

/** Always exactly one row (id 1). */
export const catalogueMeta = pgTable('catalogue_meta', {
  id: integer().primaryKey(),
  version: integer().notNull(),
  /** Changes with every replacement; with the version it makes the lists' ETag. */
  revision: uuid().notNull(),
  /** demo (generated, may be regenerated when the models change) or import (never touched by the seed). */
  source: text().notNull(),
  description: text().notNull(),
  /** SHA-256 of the demo data it was generated from; null for an import. */
  contentHash: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * One row per catalogue version ever stored, kept after the catalogue itself is replaced: what that version
 * held, so that a report of a system saved on an older catalogue can still say whether its numbers rest on
 * modelled or measured data (docs/reports.md, "The stamp").
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  version: integer().primaryKey(),
  /** demo or import, as catalogue_meta said when this version was stored. */
  source: text().notNull(),
  description: text().notNull(),
  /** Products of this version by data source (round silencers, diffusers and other products together). */
  measured: integer().notNull(),
  modelled: integer().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const silencerClasses = pgTable('silencer_classes', {
  id: uuid().primaryKey(),
  name: text().notNull().unique(),
  kind: text().notNull(),
  title: jsonb().$type<Localized>().notNull(),
  content: jsonb().$type<Localized>().notNull(),
  imageUrl: text().notNull(),
  parentClassId: uuid().references((): AnyPgColumn => silencerClasses.id, { onDelete: 'set null' }),
  isGroup: boolean().notNull(),
  attenuationMaterial: text(),
  liningThickness: integer(),
  pod: boolean().notNull(),
  openable: boolean().notNull(),
  insulated: boolean().notNull(),
  rectShape: text(),
  hasPressureDropModel: boolean().notNull(),
  filterData: jsonb().$type<SilencerFilterData>().notNull(),
  sortOrder: integer().notNull(),
})

export const roundSilencers = pgTable(
  'round_silencers',
  {
    id: uuid().primaryKey(),
    classId: uuid()
      .notNull()
      .references(() => silencerClasses.id, { onDelete: 'cascade' }),
    className: text().notNull(),
    name: text().notNull().unique(),
    code: text().notNull(),
    attenuationMaterial: text().notNull(),
    nominalSizeDiameter: integer().notNull(),
    length: integer().notNull(),
    openable: boolean().notNull(),
    liningThickness: integer().notNull(),
    soundAttenuation: jsonb().$type<OctaveBands>().notNull(),
    pressureDropCoefficient: doublePrecision(),
    dimData: jsonb().$type<AirflowRange>(),
    imageUrl: text().notNull(),
    dataSource: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [
    unique('round_silencers_size_unique').on(t.className, t.nominalSizeDiameter, t.length),
    index('round_silencers_class_idx').on(t.classId),
  ],
)

export const diffuserClasses = pgTable('diffuser_classes', {
  id: uuid().primaryKey(),
  name: text().notNull().unique(),
  title: jsonb().$type<Localized>().notNull(),
  content: jsonb().$type<Localized>().notNull(),
  imageUrl: text().notNull(),
  diffuserType: text().notNull(),
  sortOrder: integer().notNull(),
})

export const diffusers = pgTable(
  'diffusers',
  {
    id: uuid().primaryKey(),
    classId: uuid()
      .notNull()
      .references(() => diffuserClasses.id, { onDelete: 'cascade' }),
    className: text().notNull(),
    name: text().notNull().unique(),
    code: text().notNull(),
    diffuserType: text().notNull(),
    nominalSize: text().notNull(),
    nominalSizeDiameter: integer(),
    width: integer(),
    height: integer(),
    faceArea: doublePrecision().notNull(),
    nominalAirflow: doublePrecision().notNull(),
    pressureDrop: doublePrecision().notNull(),
    soundPowerLevel: jsonb().$type<OctaveBands>().notNull(),
    soundAttenuation: jsonb().$type<OctaveBands>().notNull(),
    imageUrl: text().notNull(),
    dataSource: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [index('diffusers_class_idx').on(t.classId)],
)

export const abstractClasses = pgTable('abstract_classes', {
  id: uuid().primaryKey(),
  name: text().notNull().unique(),
  title: jsonb().$type<Localized>().notNull(),
  content: jsonb().$type<Localized>().notNull(),
  imageUrl: text().notNull(),
  sortOrder: integer().notNull(),
})

export const abstractProducts = pgTable(
  'abstract_products',
  {
    id: uuid().primaryKey(),
    classId: uuid()
      .notNull()
      .references(() => abstractClasses.id, { onDelete: 'cascade' }),
    className: text().notNull(),
    name: text().notNull().unique(),
    code: text().notNull(),
    soundAttenuation: jsonb().$type<OctaveBands>().notNull(),
    soundPowerLevel: jsonb().$type<OctaveBands>().notNull(),
    element: jsonb().$type<AbstractElement>(),
    editableAttributes: jsonb().$type<string[]>().notNull(),
    imageUrl: text().notNull(),
    dataSource: text().notNull(),
    sortOrder: integer().notNull(),
  },
  (t) => [index('abstract_products_class_idx').on(t.classId)],
)
