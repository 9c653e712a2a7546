// Titles and descriptions of the diffuser classes and of the classes of other products, in the five
// catalogue languages.
import type { CatalogueLanguage } from '#contract/api/catalogue.ts'
import { listOf, perLanguage, words, type ClassTexts, type Words } from './localized.ts'

const DIFFUSER_DATA = words(
  'The sound power is given at the nominal airflow; the attenuation is the end reflection at the duct connection.',
  'Helivõimsus on antud nimiõhuhulgal; summutus on otsapeegeldus kanaliühenduses.',
  'Ääniteho on annettu nimellisilmavirralla; vaimennus on pääteheijastus kanavaliitännässä.',
  'Ljudeffekten anges vid nominellt luftflöde; dämpningen är ändreflektionen vid kanalanslutningen.',
  'Lydeffekten er angivet ved den nominelle luftmængde; dæmpningen er endereflektionen ved kanaltilslutningen.',
)

/** A diffuser class: its title and a description with `{sizes}` where the offered sizes go. */
const DIFFUSERS: Record<string, { title: Words; content: Words }> = {
  CRD: {
    title: words(
      'Round ceiling diffuser',
      'Ümar laeõhujaotur',
      'Pyöreä kattohajotin',
      'Runt takdon',
      'Rund loftsarmatur',
    ),
    content: words(
      'Round supply air diffuser mounted flush in the ceiling, with a round duct connection of {sizes} mm.',
      'Ümar sissepuhke laeõhujaotur lakke süvistatud paigalduseks, ümara kanaliühendusega {sizes} mm.',
      'Pyöreä tuloilmahajotin kattoon upotettavaksi; pyöreä kanavaliitäntä {sizes} mm.',
      'Runt tilluftsdon för infälld montering i tak, med rund kanalanslutning {sizes} mm.',
      'Rund indblæsningsarmatur til planforsænket montering i loftet, med rund kanaltilslutning {sizes} mm.',
    ),
  },
  CSD: {
    title: words(
      'Square ceiling diffuser',
      'Ruudukujuline laeõhujaotur',
      'Neliskulmainen kattohajotin',
      'Kvadratiskt takdon',
      'Kvadratisk loftsarmatur',
    ),
    content: words(
      'Square supply air diffuser with a 600 × 600 mm face for suspended ceiling grids, with a round duct connection of {sizes} mm.',
      'Ruudukujuline sissepuhke laeõhujaotur 600 × 600 mm esipaneeliga ripplagedesse, ümara kanaliühendusega {sizes} mm.',
      'Neliskulmainen tuloilmahajotin, jonka etulevy on 600 × 600 mm, alakattojen moduuliin; pyöreä kanavaliitäntä {sizes} mm.',
      'Kvadratiskt tilluftsdon med 600 × 600 mm front för undertak, med rund kanalanslutning {sizes} mm.',
      'Kvadratisk indblæsningsarmatur med 600 × 600 mm front til nedhængte lofter, med rund kanaltilslutning {sizes} mm.',
    ),
  },
  WSG: {
    title: words(
      'Wall supply grille',
      'Seina sissepuhkerest',
      'Seinän tuloilmasäleikkö',
      'Tilluftsgaller för vägg',
      'Vægrist til indblæsning',
    ),
    content: words(
      'Supply air grille with adjustable blades for mounting in a wall or on a rectangular duct, in sizes {sizes} mm.',
      'Reguleeritavate lamellidega sissepuhkerest paigaldamiseks seina või ristkülikukujulisele kanalile, mõõtudes {sizes} mm.',
      'Säädettävillä lamelleilla varustettu tuloilmasäleikkö seinään tai suorakaidekanavaan; koot {sizes} mm.',
      'Tilluftsgaller med ställbara lameller för montering i vägg eller på rektangulär kanal, i storlekarna {sizes} mm.',
      'Indblæsningsrist med indstillelige lameller til montering i væg eller på rektangulær kanal, i størrelserne {sizes} mm.',
    ),
  },
  ERG: {
    title: words(
      'Extract grille',
      'Väljatõmberest',
      'Poistoilmasäleikkö',
      'Frånluftsgaller',
      'Udsugningsrist',
    ),
    content: words(
      'Extract air grille with fixed blades for walls and ceilings, in sizes {sizes} mm.',
      'Fikseeritud lamellidega väljatõmberest seintele ja lagedele, mõõtudes {sizes} mm.',
      'Kiinteillä lamelleilla varustettu poistoilmasäleikkö seiniin ja kattoihin; koot {sizes} mm.',
      'Frånluftsgaller med fasta lameller för vägg och tak, i storlekarna {sizes} mm.',
      'Udsugningsrist med faste lameller til vægge og lofter, i størrelserne {sizes} mm.',
    ),
  },
}

/** The texts of a diffuser class with the sizes it offers ("125, 160 and 200"). */
export function diffuserClassTexts(name: string, sizes: readonly string[]): ClassTexts {
  const texts = DIFFUSERS[name]
  if (!texts) throw new Error(`NO_TEXTS_FOR_${name}`)
  return {
    title: texts.title,
    content: perLanguage(
      (language: CatalogueLanguage) =>
        `${texts.content[language].replace('{sizes}', listOf(sizes, language))} ${DIFFUSER_DATA[language]}`,
    ),
  }
}

/** The classes of other (abstract) products. */
export const ABSTRACT_CLASS_TEXTS: Record<'BEND' | 'BRANCH' | 'END' | 'PLENUM' | 'DUCT', ClassTexts> = {
  BEND: {
    title: words('Duct bend', 'Kanali põlv', 'Kanavakäyrä', 'Kanalböj', 'Kanalbøjning'),
    content: words(
      'A 90° bend in a round or rectangular duct. Above the duct’s limit frequency it reflects part of the sound back towards the fan, and its airflow makes a little noise of its own.',
      '90° põlv ümaras või ristkülikukujulises kanalis. Kanali piirsagedusest kõrgemal peegeldab see osa helist ventilaatori poole tagasi ning voolav õhk tekitab selles ka veidi omamüra.',
      '90° käyrä pyöreässä tai suorakaidekanavassa. Kanavan rajataajuuden yläpuolella se heijastaa osan äänestä takaisin puhaltimen suuntaan, ja ilmavirta synnyttää siinä myös hieman omaa ääntä.',
      'En 90° böj i rund eller rektangulär kanal. Över kanalens gränsfrekvens reflekterar den en del av ljudet tillbaka mot fläkten, och luftflödet ger också ett visst eget ljud.',
      'En 90° bøjning i rund eller rektangulær kanal. Over kanalens grænsefrekvens reflekterer den en del af lyden tilbage mod ventilatoren, og den strømmende luft giver også en smule egenlyd.',
    ),
  },
  BRANCH: {
    title: words(
      'Branch (power split)',
      'Hargnemine (helivõimsuse jaotus)',
      'Haara (äänitehon jakautuminen)',
      'Avgrening (effektfördelning)',
      'Afgrening (effektfordeling)',
    ),
    content: words(
      'A T-piece where the main duct divides. The sound power divides between the branches in proportion to their areas; the attenuation is the share that does not follow the branch you continue in.',
      'T-haru, kus põhikanal jaguneb. Helivõimsus jaguneb harude vahel nende ristlõikepindalade suhtes; summutus on see osa, mis ei lähe edasi valitud harusse.',
      'T-haara, jossa pääkanava jakautuu. Ääniteho jakautuu haarojen kesken niiden pinta-alojen suhteessa; vaimennus on se osuus, joka ei jatka valittuun haaraan.',
      'Ett T-stycke där huvudkanalen delar sig. Ljudeffekten fördelas mellan grenarna i proportion till deras areor; dämpningen är den andel som inte följer med i den gren man fortsätter i.',
      'Et T-stykke, hvor hovedkanalen deler sig. Lydeffekten fordeles mellem grenene i forhold til deres arealer; dæmpningen er den andel, der ikke følger med i den gren, man fortsætter i.',
    ),
  },
  END: {
    title: words(
      'Duct end reflection',
      'Kanali otsapeegeldus',
      'Kanavan pääteheijastus',
      'Ändreflektion',
      'Endereflektion',
    ),
    content: words(
      'An open duct end in a room. At low frequencies much of the sound is reflected back into the duct instead of radiating into the room; the smaller the opening, the more.',
      'Avatud kanaliots ruumis. Madalatel sagedustel peegeldub suur osa helist ruumi kiirgamise asemel kanalisse tagasi; mida väiksem ava, seda rohkem.',
      'Avoin kanavanpää huoneessa. Matalilla taajuuksilla suuri osa äänestä heijastuu takaisin kanavaan sen sijaan, että se säteilisi huoneeseen; mitä pienempi aukko, sitä enemmän.',
      'En öppen kanalände i ett rum. Vid låga frekvenser reflekteras en stor del av ljudet tillbaka in i kanalen i stället för att stråla ut i rummet; ju mindre öppning, desto mer.',
      'En åben kanalende i et rum. Ved lave frekvenser reflekteres en stor del af lyden tilbage i kanalen i stedet for at blive udstrålet i rummet; jo mindre åbning, desto mere.',
    ),
  },
  PLENUM: {
    title: words('Plenum box', 'Jaotuskamber', 'Tasauslaatikko', 'Plenumlåda', 'Plenumkasse'),
    content: words(
      'A lined box between an inlet and an outlet spigot. The absorption inside the box and the distance from inlet to outlet attenuate the sound passing through.',
      'Voodriga kast sisse- ja väljavooluühenduse vahel. Kasti sisepindade neeldumine ja kaugus sisendist väljundini summutavad läbiminevat heli.',
      'Vaimennusmateriaalilla vuorattu laatikko tulo- ja lähtöliitännän välissä. Laatikon sisäpintojen absorptio ja etäisyys tulosta lähtöön vaimentavat läpi kulkevaa ääntä.',
      'En invändigt isolerad låda mellan en inlopps- och en utloppsstos. Absorptionen i lådan och avståndet från inlopp till utlopp dämpar ljudet som passerar.',
      'En foret kasse mellem en indløbs- og en udløbsstuds. Absorptionen i kassen og afstanden fra indløb til udløb dæmper den lyd, der passerer.',
    ),
  },
  DUCT: {
    title: words(
      'Straight duct run',
      'Sirge kanalilõik',
      'Suora kanavaosuus',
      'Rak kanalsträcka',
      'Lige kanalstrækning',
    ),
    content: words(
      'A straight run of round or rectangular sheet-metal duct. Its walls take up a little sound per metre, most in rectangular ducts; the length can be changed.',
      'Sirge ümara või ristkülikukujulise plekk-kanali lõik. Selle seinad neelavad igal meetril veidi heli, kõige rohkem ristkülikukujulistes kanalites; pikkust saab muuta.',
      'Suora pyöreän tai suorakaiteen muotoisen peltikanavan osuus. Sen seinät vaimentavat hieman ääntä metriä kohden, eniten suorakaidekanavissa; pituutta voi muuttaa.',
      'En rak sträcka rund eller rektangulär plåtkanal. Väggarna tar upp lite ljud per meter, mest i rektangulära kanaler; längden kan ändras.',
      'En lige strækning rund eller rektangulær pladekanal. Væggene optager lidt lyd pr. meter, mest i rektangulære kanaler; længden kan ændres.',
    ),
  },
}
