// Titles and descriptions of the rectangular silencer classes, in the five catalogue languages. The letters
// of a class name say what it is (docs/catalogue.md, "The demo catalogue"): P bend, S straight, R openable
// straight; K mineral wool, P polyester, C Cleantec; I insulated; A openable.
import type { CatalogueLanguage } from '#contract/api/catalogue.ts'
import { perLanguage, words, type ClassTexts, type Words } from './localized.ts'
import { MATERIAL_SENTENCE } from './material-texts.ts'

/** What a rectangular class name encodes. */
export interface RectClassTraits {
  name: string
  shape: 'straight' | 'bend'
  cassetteMaterial: 'mineralWool' | 'polyester' | 'cleantec'
  insulated: boolean
  openable: boolean
}

const MATERIAL_LETTER = { K: 'mineralWool', P: 'polyester', C: 'cleantec' } as const

/** Decodes MPK … MSCI; throws for a name that is not one of ours. */
export function rectClassTraits(name: string): RectClassTraits {
  const match = /^M([PSR])([KPC])(I|A)?$/.exec(name)
  if (!match) throw new Error(`NOT_A_RECTANGULAR_CLASS_${name}`)
  const [, kind, material, suffix] = match as unknown as [
    string,
    'P' | 'S' | 'R',
    'K' | 'P' | 'C',
    'I' | 'A' | undefined,
  ]
  return {
    name,
    shape: kind === 'P' ? 'bend' : 'straight',
    cassetteMaterial: MATERIAL_LETTER[material],
    insulated: suffix === 'I',
    openable: kind === 'R' && suffix === 'A',
  }
}

const w = words

const NOUN: Record<RectClassTraits['shape'], Words> = {
  straight: w(
    'rectangular straight silencer',
    'ristkülikukujuline sirge summuti',
    'suorakaiteen muotoinen suora äänenvaimennin',
    'rektangulär rak ljuddämpare',
    'rektangulær lige lyddæmper',
  ),
  bend: w(
    'rectangular bend silencer',
    'ristkülikukujuline põlvsummuti',
    'suorakaiteen muotoinen kulmaäänenvaimennin',
    'rektangulär böjljuddämpare',
    'rektangulær bøjningslyddæmper',
  ),
}
/** The cassettes as a title names them. */
const CASSETTES: Record<RectClassTraits['cassetteMaterial'], Words> = {
  mineralWool: w(
    'mineral wool cassettes',
    'mineraalvillakassetid',
    'mineraalivillakasetit',
    'kassetter av mineralull',
    'kassetter af mineraluld',
  ),
  polyester: w(
    'polyester cassettes',
    'polüesterkassetid',
    'polyesterikasetit',
    'kassetter av polyester',
    'kassetter af polyester',
  ),
  cleantec: w(
    'Cleantec cassettes',
    'Cleantec-kassetid',
    'Cleantec-kasetit',
    'Cleantec-kassetter',
    'Cleantec-kassetter',
  ),
}
/** Estonian "with … cassettes" (comitative). */
const EST_WITH_CASSETTES: Record<RectClassTraits['cassetteMaterial'], string> = {
  mineralWool: 'mineraalvillakassettidega',
  polyester: 'polüesterkassettidega',
  cleantec: 'Cleantec-kassettidega',
}
const INSULATED = w('insulated', 'isoleeritud', 'eristetty', 'isolerad', 'isoleret')
const OPENABLE = w('openable', 'avatav', 'avattava', 'öppningsbar', 'kan åbnes')

const SENTENCE = {
  insulated: w(
    'The insulated shell (50 mm by default) keeps condensation and heat loss down and carries an outer cover.',
    'Isoleeritud korpus (vaikimisi 50 mm) vähendab kondensatsiooni ja soojuskadu ning on kaetud väliskattega.',
    'Eristetty vaippa (eristys oletuksena 50 mm) vähentää kondensoitumista ja lämpöhäviötä, ja sen päällä on ulkovaippa.',
    'Den isolerade manteln (50 mm som standard) minskar kondens och värmeförlust och har ett ytterhölje.',
    'Den isolerede kappe (50 mm som standard) mindsker kondens og varmetab og har en yderkappe.',
  ),
  openable: w(
    'The side opens for inspection and cleaning of the cassettes; it connects with E20 or E30 flanges.',
    'Külje saab kassettide kontrollimiseks ja puhastamiseks avada; ühendus tehakse E20 või E30 äärikutega.',
    'Kyljen voi avata kasettien tarkastusta ja puhdistusta varten; liitäntä tehdään E20- tai E30-laipoin.',
    'Sidan kan öppnas för inspektion och rengöring av kassetterna; anslutningen görs med E20- eller E30-flänsar.',
    'Siden kan åbnes til inspektion og rengøring af kassetterne; tilslutningen sker med E20- eller E30-flanger.',
  ),
  bend: w(
    'It turns the air by 90° and attenuates in the turn; choose the orientation and the leg lengths x and y.',
    'Põlvsummuti muudab õhu liikumissuunda 90° ja summutab heli põlves; vali suund ning harude pikkused x ja y.',
    'Vaimennin kääntää ilmavirran 90° ja vaimentaa käännöksessä; valitse asento sekä haarojen pituudet x ja y.',
    'Den vänder luften 90° och dämpar i böjen; välj orientering och benlängderna x och y.',
    'Den drejer luften 90° og dæmper i bøjningen; vælg orientering og benlængderne x og y.',
  ),
}

function opening(t: RectClassTraits, language: CatalogueLanguage): string {
  const noun = NOUN[t.shape][language]
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1)
  const cassettes = CASSETTES[t.cassetteMaterial][language]
  switch (language) {
    case 'eng':
      return `${capital} with ${cassettes}, sized to the duct (width 300–2500 mm, height 200–2500 mm).`
    case 'est':
      return `${capital} ${EST_WITH_CASSETTES[t.cassetteMaterial]}, mis valitakse kanali mõõtude järgi (laius 300–2500 mm, kõrgus 200–2500 mm).`
    case 'fin':
      return `${capital}, jossa on ${cassettes}. Koko valitaan kanavan mukaan (leveys 300–2500 mm, korkeus 200–2500 mm).`
    case 'swe':
      return `${capital} med ${cassettes}, som dimensioneras efter kanalen (bredd 300–2500 mm, höjd 200–2500 mm).`
    case 'den':
      return `${capital} med ${cassettes}, der dimensioneres efter kanalen (bredde 300–2500 mm, højde 200–2500 mm).`
  }
}

/** The texts of one rectangular class. */
export function rectClassTexts(t: RectClassTraits): ClassTexts {
  return {
    title: perLanguage((language) =>
      [
        `${t.name} ${NOUN[t.shape][language]}`,
        CASSETTES[t.cassetteMaterial][language],
        ...(t.insulated ? [INSULATED[language]] : []),
        ...(t.openable ? [OPENABLE[language]] : []),
      ].join(', '),
    ),
    content: perLanguage((language) =>
      [
        opening(t, language),
        ...(t.shape === 'bend' ? [SENTENCE.bend[language]] : []),
        ...(t.insulated ? [SENTENCE.insulated[language]] : []),
        ...(t.openable ? [SENTENCE.openable[language]] : []),
        MATERIAL_SENTENCE[t.cassetteMaterial][language],
      ].join(' '),
    ),
  }
}
