// The configurator's selects and the product cards name a material, a sheet, a shell or a profile alike
// (docs/product-rules.md, "Material names"), in every language.
import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RECT_CONFIG, RECT_VALUES, rectSilencerOptions, zeroBands } from '#engine/index.ts'
import { languages } from '../../i18n/languages.ts'
import da from '../../i18n/locales/da.json'
import en from '../../i18n/locales/en.json'
import et from '../../i18n/locales/et.json'
import fi from '../../i18n/locales/fi.json'
import sv from '../../i18n/locales/sv.json'
import { rectFacts } from '../../ui/product-cards/rect-facts.ts'
import { airflowFormat } from '../../ui/units/airflow-format.ts'
import { rectItemOf } from '../rect-wizard/wizard-state.ts'
import { liningLabel, profileLabel, sheetLabel, shellLabel } from './product-labels.ts'

const resources = { en, et, fi, sv, da }

async function translator(language: string) {
  const instance = i18next.createInstance()
  await instance.init({
    lng: language,
    resources: { [language]: { translation: resources[language as keyof typeof resources] } },
  })
  return instance.t
}

const format = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : String(value)

describe('material names', () => {
  it('are the same on a rectangular card as in the configurator, in every language', async () => {
    const option = rectSilencerOptions({
      ...DEFAULT_RECT_CONFIG,
      inputAirflow: 500,
      inputSoundPower: zeroBands(),
    })[0]
    if (!option) throw new Error('options expected')
    for (const language of languages) {
      const t = await translator(language)
      for (const cassetteMaterial of RECT_VALUES.cassetteMaterial)
        for (const [outerCover, innerMaterial] of [
          ['none', 'galvanizedSteel'],
          ['magnelis', 'stainlessSteel'],
          ['stainlessSteel', 'magnelis'],
        ] as const) {
          const configuration = {
            ...DEFAULT_RECT_CONFIG,
            inputAirflow: 500,
            cassetteMaterial,
            outerCover,
            innerMaterial,
            selectedOptionIndex: 0,
            optionData: { ...option },
          }
          const facts = Object.fromEntries(
            rectFacts(rectItemOf(configuration, 'rect-1'), t, format, airflowFormat('l/s', language)).map(
              (f) => [f.label, f.value],
            ),
          )
          const where = `${language} ${cassetteMaterial} ${outerCover}`
          expect(facts[t('productCards.rect.cassettes')], where).toMatch(
            new RegExp(`, ${liningLabel(cassetteMaterial, t)}$`),
          )
          expect(facts[t('productCards.rect.outerCover')], where).toBe(sheetLabel(outerCover, t))
          expect(facts[t('productCards.rect.innerMaterial')], where).toBe(sheetLabel(innerMaterial, t))
          expect(facts[t('productCards.rect.shell')], where).toBe(
            shellLabel(configuration.shellInsulation, t),
          )
          expect(facts[t('productCards.rect.profile')], where).toBe(
            profileLabel(configuration.connectionProfile, t),
          )
        }
    }
  })

  it("name a round silencer's lining as the configurator names the same material", async () => {
    for (const language of languages) {
      const t = await translator(language)
      expect(liningLabel('mineralwool', t)).toBe(liningLabel('mineralWool', t))
      expect(liningLabel('polyester', t)).toBe(t('materials.lining.polyester'))
    }
  })
})
