// The demo silencer classes (round with their groups, and rectangular) and the round silencers, generated
// from the engine's models and class tables (src/engine/round-classes.ts, round-silencer.ts, rect-code.ts).
import {
  RECT_SILENCER_CLASSES,
  ROUND_SILENCER_CLASSES,
  ROUND_SILENCER_GROUPS,
  roundClassDefinition,
  roundSilencerCatalogue,
} from '#engine/index.ts'
import type { RoundClassDefinition, RoundSilencerClass } from '#engine/index.ts'
import { IMAGE_PATH, type RoundSilencerRecord, type SilencerClassRecord } from '../catalogue-records.ts'
import { stableId } from '../stable-id.ts'
import { rectClassTexts, rectClassTraits } from './rect-texts.ts'
import { roundClassTexts, roundGroupTexts } from './round-texts.ts'

/** The drawing of a class: class-<name>.svg, with the slash of a group name as a hyphen. */
export const classImage = (name: string) =>
  `${IMAGE_PATH}/class-${name.toLowerCase().replaceAll('/', '-')}.svg`

const groupOf = (name: RoundSilencerClass) =>
  Object.entries(ROUND_SILENCER_GROUPS).find(([, members]) => members.includes(name))?.[0]

function roundClassRecord(d: RoundClassDefinition, parentClass: string | null): SilencerClassRecord {
  return {
    record: 'silencerClass',
    id: stableId('silencerClass', d.name),
    name: d.name,
    kind: 'round',
    parentClass,
    ...roundClassTexts(d),
    imageURL: classImage(d.name),
    attenuationMaterial: d.attenuationMaterial,
    liningThickness: d.liningMm,
    pod: d.pod,
    openable: d.openable,
    insulated: false,
    rectShape: null,
    hasPressureDropModel: d.hasPressureDropModel,
  }
}

function groupRecord(name: string, members: readonly RoundClassDefinition[]): SilencerClassRecord {
  const first = members[0]
  if (!first) throw new Error(`EMPTY_GROUP_${name}`)
  return {
    record: 'silencerClass',
    id: stableId('silencerClass', name),
    name,
    kind: 'round',
    parentClass: null,
    ...roundGroupTexts(name, members),
    imageURL: classImage(name),
    attenuationMaterial: null,
    liningThickness: first.liningMm,
    pod: first.pod,
    openable: first.openable,
    insulated: false,
    rectShape: null,
    hasPressureDropModel: members.every((d) => d.hasPressureDropModel),
  }
}

function rectClassRecord(name: string): SilencerClassRecord {
  const traits = rectClassTraits(name)
  return {
    record: 'silencerClass',
    id: stableId('silencerClass', name),
    name,
    kind: 'rectangular',
    parentClass: null,
    ...rectClassTexts(traits),
    imageURL: classImage(name),
    attenuationMaterial: traits.cassetteMaterial,
    liningThickness: null,
    pod: false,
    openable: traits.openable,
    insulated: traits.insulated,
    rectShape: traits.shape,
    hasPressureDropModel: true,
  }
}

/**
 * Round classes in the order of docs/product-rules.md, "Silencer classes" (each group right before its
 * members), then rectangular ones.
 */
export function demoSilencerClasses(): SilencerClassRecord[] {
  const round: SilencerClassRecord[] = []
  for (const name of ROUND_SILENCER_CLASSES) {
    const group = groupOf(name)
    if (group === undefined) round.push(roundClassRecord(roundClassDefinition(name), null))
    else if (ROUND_SILENCER_GROUPS[group]?.[0] === name) {
      const members = (ROUND_SILENCER_GROUPS[group] ?? []).map((member) => roundClassDefinition(member))
      round.push(groupRecord(group, members), ...members.map((d) => roundClassRecord(d, group)))
    }
  }
  return [...round, ...RECT_SILENCER_CLASSES.map(rectClassRecord)]
}

/** Every modelled round silencer: name and code `<class>-<diameter>-<length>`. */
export function demoRoundSilencers(): RoundSilencerRecord[] {
  return roundSilencerCatalogue().map((model) => {
    const name = `${model.silencerClass}-${model.diameter}-${model.length}`
    return {
      record: 'roundSilencer',
      id: stableId('roundSilencer', name),
      name,
      code: name,
      class: model.silencerClass,
      attenuationMaterial: model.attenuationMaterial,
      nominalSizeDiameter: model.diameter,
      length: model.length,
      openable: model.openable,
      liningThickness: model.liningThickness,
      soundAttenuation: model.soundAttenuation,
      pressureDropCoefficient: model.zeta,
      imageURL: classImage(model.silencerClass),
      dataSource: model.dataSource,
    }
  })
}
