// Titles and descriptions of the round silencer classes and their groups, in the five catalogue languages.
import type { CatalogueLanguage } from '#contract/api/catalogue.ts'
import type { RoundAttenuationMaterial, RoundClassDefinition } from '#engine/index.ts'
import { listOf, perLanguage, rangeOf, words, type ClassTexts, type Words } from './localized.ts'
import { MATERIAL_SENTENCE } from './material-texts.ts'

const w = words

const MATERIAL: Record<RoundAttenuationMaterial, Words> = {
  mineralwool: w('mineral wool', 'mineraalvill', 'mineraalivilla', 'mineralull', 'mineraluld'),
  polyester: w('polyester', 'polüester', 'polyesteri', 'polyester', 'polyester'),
}
/** Estonian needs the lining in the comitative case ("with a … lining"). */
const EST_LINING_WITH: Record<RoundAttenuationMaterial, string> = {
  mineralwool: 'mineraalvillavoodriga',
  polyester: 'polüestervoodriga',
}

const NOUN = {
  compact: w(
    'compact round silencer',
    'kompaktne ümarsummuti',
    'kompakti pyöreä äänenvaimennin',
    'kompakt rund ljuddämpare',
    'kompakt rund lyddæmper',
  ),
  flexible: w(
    'flexible round silencer',
    'painduv ümarsummuti',
    'taipuisa pyöreä äänenvaimennin',
    'flexibel rund ljuddämpare',
    'fleksibel rund lyddæmper',
  ),
  plain: w('round silencer', 'ümarsummuti', 'pyöreä äänenvaimennin', 'rund ljuddämpare', 'rund lyddæmper'),
}
const PLURAL = {
  compact: w(
    'compact round silencers',
    'kompaktsed ümarsummutid',
    'kompaktit pyöreät äänenvaimentimet',
    'kompakta runda ljuddämpare',
    'kompakte runde lyddæmpere',
  ),
  flexible: w(
    'flexible round silencers',
    'painduvad ümarsummutid',
    'taipuisat pyöreät äänenvaimentimet',
    'flexibla runda ljuddämpare',
    'fleksible runde lyddæmpere',
  ),
  plain: w(
    'round silencers',
    'ümarsummutid',
    'pyöreät äänenvaimentimet',
    'runda ljuddämpare',
    'runde lyddæmpere',
  ),
}
const TAG = {
  pod: w(
    'central pod',
    'keskne summutussüdamik',
    'keskikappale',
    'central absorptionskropp',
    'centralt absorptionslegeme',
  ),
  thin: w('thin lining', 'õhuke vooder', 'ohut vaimennuskerros', 'tunn absorbent', 'tynd foring'),
  openable: w('openable', 'avatav', 'avattava', 'öppningsbar', 'kan åbnes'),
}
const SENTENCE = {
  pod: w(
    'A central absorbent pod adds attenuation at low and middle frequencies in large sizes.',
    'Keskne summutussüdamik suurendab suurtel läbimõõtudel summutust madalatel ja keskmistel sagedustel.',
    'Vaimentava keskikappale lisää vaimennusta suurissa halkaisijoissa matalilla ja keskitaajuuksilla.',
    'En central absorptionskropp ökar dämpningen vid låga och mellanhöga frekvenser i stora dimensioner.',
    'Et centralt absorptionslegeme øger dæmpningen ved lave og mellemhøje frekvenser i store dimensioner.',
  ),
  flexible: w(
    'The flexible body bends to fit tight spaces; the catalogue has no pressure-drop model for it.',
    'Painduv korpus sobitub kitsastesse kohtadesse; kataloogis ei ole selle jaoks rõhukao mudelit.',
    'Taipuisa runko sopii ahtaisiin paikkoihin; luettelossa ei ole sille painehäviömallia.',
    'Den flexibla kroppen kan böjas för trånga utrymmen; katalogen har ingen tryckfallsmodell för den.',
    'Det fleksible legeme kan bøjes til trange pladser; kataloget har ingen tryktabsmodel for det.',
  ),
  thin: w(
    'The thin lining keeps the outer diameter small.',
    'Õhuke vooder hoiab välisläbimõõdu väikesena.',
    'Ohut vaimennuskerros pitää ulkohalkaisijan pienenä.',
    'Den tunna absorbenten håller ytterdiametern liten.',
    'Den tynde foring holder den udvendige diameter lille.',
  ),
  openable: w(
    'The casing opens for inspection and cleaning.',
    'Korpuse saab kontrollimiseks ja puhastamiseks avada.',
    'Vaipan voi avata tarkastusta ja puhdistusta varten.',
    'Höljet kan öppnas för inspektion och rengöring.',
    'Kappen kan åbnes til inspektion og rengøring.',
  ),
}

/** The compact classes (NKE, NKL, NKU) differ in length, from short to 2100 mm, so the text says what they
 * share: small ducts close to the room, up to their largest diameter. */
function compactSentence(d: RoundClassDefinition, language: CatalogueLanguage): string {
  const largest = Math.max(...d.diameters)
  return w(
    `Made for small ducts, up to ${largest} mm, close to the room.`,
    `Mõeldud väikestele kanalitele (kuni ${largest} mm) ruumi lähedal.`,
    `Tarkoitettu pieniin, enintään ${largest} mm:n kanaviin lähellä huonetta.`,
    `Avsedd för små kanaler, upp till ${largest} mm, nära rummet.`,
    `Beregnet til små kanaler, op til ${largest} mm, tæt på rummet.`,
  )[language]
}

const nounKey = (d: RoundClassDefinition) =>
  d.family === 'compact' || d.family === 'flexible' ? d.family : 'plain'
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

function tags(d: RoundClassDefinition, language: CatalogueLanguage): string[] {
  return [
    ...(d.pod ? [TAG.pod[language]] : []),
    ...(d.family === 'thin' ? [TAG.thin[language]] : []),
    ...(d.openable ? [TAG.openable[language]] : []),
  ]
}

function features(d: RoundClassDefinition, language: CatalogueLanguage): string[] {
  return [
    ...(d.family === 'compact' ? [compactSentence(d, language)] : []),
    ...(d.pod ? [SENTENCE.pod[language]] : []),
    ...(d.family === 'thin' ? [SENTENCE.thin[language]] : []),
    ...(d.openable ? [SENTENCE.openable[language]] : []),
    ...(d.family === 'flexible' ? [SENTENCE.flexible[language]] : []),
  ]
}

function withLining(noun: string, d: RoundClassDefinition, language: CatalogueLanguage): string {
  const t = d.liningMm
  const material = MATERIAL[d.attenuationMaterial][language]
  switch (language) {
    case 'eng':
      return `${noun} with a ${t} mm ${material} lining.`
    case 'est':
      return `${noun} ${t} mm paksuse ${EST_LINING_WITH[d.attenuationMaterial]}.`
    case 'fin':
      return `${noun}, vaimennusmateriaalina ${t} mm ${material}.`
    case 'swe':
      return `${noun} med ${t} mm absorbent av ${material}.`
    case 'den':
      return `${noun} med ${t} mm foring af ${material}.`
  }
}

function sizes(
  diameters: readonly number[],
  lengths: readonly number[],
  language: CatalogueLanguage,
): string {
  const d = rangeOf(diameters)
  const l = listOf(lengths, language)
  switch (language) {
    case 'eng':
      return `Available in nominal diameters ${d} mm and lengths ${l} mm.`
    case 'est':
      return `Saadaval nimiläbimõõtudega ${d} mm ja pikkustega ${l} mm.`
    case 'fin':
      return `Saatavilla nimelliskoissa ${d} mm ja pituuksina ${l} mm.`
    case 'swe':
      return `Finns i nominella diametrar ${d} mm och längder ${l} mm.`
    case 'den':
      return `Fås i nominelle diametre ${d} mm og længder ${l} mm.`
  }
}

/** The texts of one round class, written from what the class is (round-classes.ts). */
export function roundClassTexts(d: RoundClassDefinition): ClassTexts {
  return {
    title: perLanguage((language) =>
      [
        `${d.name} ${NOUN[nounKey(d)][language]}`,
        ...tags(d, language),
        `${MATERIAL[d.attenuationMaterial][language]} ${d.liningMm} mm`,
      ].join(', '),
    ),
    content: perLanguage((language) =>
      [
        withLining(capitalise(NOUN[nounKey(d)][language]), d, language),
        sizes(d.diameters, d.lengths, language),
        MATERIAL_SENTENCE[d.attenuationMaterial === 'polyester' ? 'polyester' : 'mineralWool'][language],
        ...features(d, language),
      ].join(' '),
    ),
  }
}

function members(group: readonly RoundClassDefinition[], language: CatalogueLanguage): string {
  const t = group[0]?.liningMm ?? 0
  const each = group.map((d) => ({ name: d.name, material: MATERIAL[d.attenuationMaterial][language] }))
  switch (language) {
    case 'eng':
      return `with a ${t} mm lining: ${listOf(
        each.map((m) => `${m.name} with ${m.material}`),
        language,
      )}.`
    case 'est':
      return `${t} mm paksuse voodriga: ${listOf(
        each.map((m, i) => `${m.name} ${EST_LINING_WITH[group[i]?.attenuationMaterial ?? 'mineralwool']}`),
        language,
      )}.`
    case 'fin':
      return `joiden vaimennusmateriaalin paksuus on ${t} mm: ${listOf(
        each.map((m) => `${m.name} (${m.material})`),
        language,
      )}.`
    case 'swe':
      return `med ${t} mm absorbent: ${listOf(
        each.map((m) => `${m.name} med ${m.material}`),
        language,
      )}.`
    case 'den':
      return `med ${t} mm foring: ${listOf(
        each.map((m) => `${m.name} med ${m.material}`),
        language,
      )}.`
  }
}

const LINING_WORD = w('lining', 'vooder', 'vaimennusmateriaali', 'absorbent', 'foring')

/** The texts of a grouping class (such as NRF100/NRP100) from the classes it groups. */
export function roundGroupTexts(name: string, group: readonly RoundClassDefinition[]): ClassTexts {
  const first = group[0]
  if (!first) throw new Error(`EMPTY_GROUP_${name}`)
  const diameters = [...new Set(group.flatMap((d) => d.diameters))].sort((a, b) => a - b)
  const lengths = [...new Set(group.flatMap((d) => d.lengths))].sort((a, b) => a - b)
  return {
    title: perLanguage((language) =>
      [
        `${name} ${PLURAL[nounKey(first)][language]}`,
        ...tags(first, language),
        `${LINING_WORD[language]} ${first.liningMm} mm`,
      ].join(', '),
    ),
    content: perLanguage((language) =>
      [
        `${capitalise(PLURAL[nounKey(first)][language])}${language === 'fin' ? ',' : ''} ${members(group, language)}`,
        sizes(diameters, lengths, language),
        ...features(first, language),
      ].join(' '),
    ),
  }
}
