// What each lining and cassette material is good for, said once for round and rectangular classes.
import { words, type Words } from './localized.ts'

export const MATERIAL_SENTENCE: Record<'mineralWool' | 'polyester' | 'cleantec', Words> = {
  mineralWool: words(
    'Mineral wool absorbs well over a wide frequency range and withstands heat.',
    'Mineraalvill neelab heli laias sagedusvahemikus ja talub kuumust.',
    'Mineraalivilla vaimentaa laajalla taajuusalueella ja kestää lämpöä.',
    'Mineralull absorberar väl över ett brett frekvensområde och tål värme.',
    'Mineraluld absorberer godt over et bredt frekvensområde og tåler varme.',
  ),
  polyester: words(
    'Polyester fibre sheds no loose mineral fibres, which suits hygienic rooms.',
    'Polüesterkiust ei eraldu lahtisi mineraalkiude, mistõttu sobib see hügieenilistesse ruumidesse.',
    'Polyesterikuidusta ei irtoa mineraalikuituja, joten se sopii hygieenisiin tiloihin.',
    'Polyesterfiber avger inga lösa mineralfibrer och passar därför i hygieniska miljöer.',
    'Polyesterfibre afgiver ingen løse mineralfibre og egner sig derfor til hygiejniske rum.',
  ),
  cleantec: words(
    'Cleantec cassettes have a tough, washable surface for rooms with high hygiene demands.',
    'Cleantec-kassettidel on vastupidav pestav pind, mis sobib kõrgete hügieeninõuetega ruumidesse.',
    'Cleantec-kaseteissa on kestävä, pestävä pinta tiloihin, joissa hygieniavaatimukset ovat korkeat.',
    'Cleantec-kassetter har en tålig, tvättbar yta för rum med höga hygienkrav.',
    'Cleantec-kassetter har en slidstærk, vaskbar overflade til rum med høje hygiejnekrav.',
  ),
}
