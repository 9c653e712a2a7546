// The products list's silencer cards: the airflow and pressure drop they store, the mark of a pressure drop
// too high, their energy cost and the flag of an airflow other than the system's.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RECT_CONFIG, rectSilencerOptions, type RectSilencerConfig } from '#engine/index.ts'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import { rectItemOf } from '../../../domain/rect-wizard/wizard-state.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { i18n } from '../../../i18n/index.ts'
import { ok } from '../../../test-api.ts'
import { inLitresPerSecond } from '../../../test-utils.tsx'
import {
  addAtAirflow,
  factsOf,
  fill,
  items,
  NOISE,
  open,
  PRESSURE_DROP,
  serve,
  answerWithDemoCatalogue,
} from './test-products-list.ts'

answerWithDemoCatalogue()

describe('the products list’s silencer cards', () => {
  it('stores a silencer card airflow and its pressure drop with the system', async () => {
    serve({ [PRESSURE_DROP]: () => ok({ pressureDrop: 37.5 }) })
    const card = await addAtAirflow('NRF50-315-900', '250')
    await waitFor(() => expect(items()[0]).toMatchObject({ inputAirflow: 250, pressureDrop: 37.5 }))
    expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('38 Pa')
    // 0.25 m³/s through the Ø315 connection: 0.25/(π·0.315²/4) = 3.21 m/s.
    expect(within(card).getByTestId('velocity')).toHaveTextContent('3.2 m/s')
  })

  it('marks a silencer card’s pressure drop above 50 Pa as exceeded, as the regular silencer list does', async () => {
    serve({ [PRESSURE_DROP]: () => ok({ pressureDrop: 64.2 }) })
    const card = await addAtAirflow('NRF50-315-900', '400')
    await waitFor(() =>
      expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('64 Pa · above 50 Pa'),
    )
  })

  it('shows the energy cost on silencer and rectangular cards, with the settings edited on the list', async () => {
    const config: RectSilencerConfig = {
      ...DEFAULT_RECT_CONFIG,
      shape: 'bend',
      width: 800,
      height: 400,
      length: 1250,
      dimensionX: 200,
      dimensionY: 250,
      inputAirflow: 900,
    }
    const options = rectSilencerOptions({ ...config, inputSoundPower: NOISE })
    const option = options[1]
    if (!option) throw new Error('six options expected')
    const rect = rectItemOf({ ...config, selectedOptionIndex: 1, optionData: { ...option } }, 'rect-1')
    const nke = demoSilencers().find((x) => x.name === 'NKE-80-300')
    if (!nke) throw new Error('NKE-80-300 expected')
    const { user } = open('/app/products-list', [rect, silencerItem(nke, 250, 30)])
    const card = await screen.findByRole('article', { name: rect.productCode })
    // Every field of the card, the bend's orientation, x and y and the cassettes' spacing among them: the
    // configurator gives every option of one size the same code.
    expect(factsOf(card)).toMatchObject({
      [en.productCards.rect.width]: '800 mm',
      [en.productCards.rect.height]: '400 mm',
      [en.productCards.rect.length]: '1,250 mm',
      [en.rectWizard.fields.orientation]: en.rectWizard.values.orientation.horizontal,
      [en.productCards.rect.dimensionX]: '200 mm',
      [en.productCards.rect.dimensionY]: '250 mm',
      [en.productCards.rect.cassettes]:
        `${option.amountOfCassettes} × ${option.cassetteThickness} mm, ${en.materials.lining.mineralWool}`,
      [en.rectWizard.options.spacing]: `${Math.round(option.cassetteSpacing)} mm`,
      [en.productCards.rect.shell]: en.rectWizard.values.shellNone,
      [en.productCards.rect.outerCover]: en.materials.sheet.none,
      [en.productCards.rect.innerMaterial]: en.materials.sheet.galvanizedSteel,
      [inLitresPerSecond(en.productCards.airflow)]: '900',
      [en.productCards.pressureDrop]: `${Math.round(option.pressureDrop)} Pa`,
      [en.productCards.rect.profile]: en.rectWizard.values.zProfile,
    })
    // P = q·Δp/η (900 l/s = 0.9 m³/s), 4000 h a year at 0.15 a kWh (the defaults).
    const cost = (airflowM3s: number, pressureDrop: number, efficiency: number) => {
      const watts = (airflowM3s * Math.max(0, pressureDrop)) / efficiency
      return fill(en.energy.costValue, {
        power: Math.round(watts).toLocaleString('en'),
        energy: Math.round((watts * 4000) / 1000).toLocaleString('en'),
        cost: ((watts * 4000 * 0.15) / 1000).toLocaleString('en', {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
        currency: '€',
      })
    }
    expect(within(card).getByTestId('energy-cost')).toHaveTextContent(cost(0.9, option.pressureDrop, 0.6))
    const settings = screen.getByRole('region', { name: en.energy.title })
    const efficiency = within(settings).getByRole('textbox', { name: en.energy.efficiency })
    await user.clear(efficiency)
    await user.type(efficiency, '50')
    await waitFor(() =>
      expect(within(card).getByTestId('energy-cost')).toHaveTextContent(cost(0.9, option.pressureDrop, 0.5)),
    )
    // A round silencer's card: 0.25 m³/s through 30 Pa at η = 0.5 is 15 W.
    await user.click(screen.getByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NKE-80-300')
    const roundCard = await screen.findByRole('article', { name: 'NKE-80-300' })
    expect(within(roundCard).getByTestId('energy-cost')).toHaveTextContent(cost(0.25, 30, 0.5))
  })

  it('flags a rectangular silencer made at another airflow than the system’s as a round one is, in Finnish', async () => {
    await i18n.changeLanguage('fi')
    const rectAt = (airflow: number, id: string, width: number) => {
      const config: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG, width, inputAirflow: airflow }
      const option = rectSilencerOptions({ ...config, inputSoundPower: NOISE })[0]
      if (!option) throw new Error('six options expected')
      return rectItemOf({ ...config, selectedOptionIndex: 0, optionData: { ...option } }, id)
    }
    // Made at 900 l/s before the system airflow was set to 1200 l/s; the other at the system's.
    const kept = rectAt(900, 'rect-1', 600)
    const same = rectAt(1200, 'rect-2', 800)
    const nke = demoSilencers().find((x) => x.name === 'NKE-80-300')
    if (!nke) throw new Error('NKE-80-300 expected')
    const { user } = open('/app/products-list', [kept, same, silencerItem(nke, 250, 30)], 1200)
    // Grouped with a no-break space, which the text matcher reads as a space.
    const differs = fill(inLitresPerSecond(fi.productCards.airflowDiffers), { system: '1 200' })
    const keptCard = await screen.findByRole('article', { name: kept.productCode })
    expect(within(keptCard).getByText(differs)).toBeInTheDocument()
    expect(within(screen.getByRole('article', { name: same.productCode })).queryByText(differs)).toBeNull()
    // The round silencer's card, at its own 250 l/s, says it in the same words.
    await user.click(screen.getByRole('searchbox', { name: fi.productsList.search }))
    await user.paste('NKE-80-300')
    const roundCard = await screen.findByRole('article', { name: 'NKE-80-300' })
    expect(within(roundCard).getByText(differs)).toBeInTheDocument()
  })

  it('brings the round silencers kept at their own airflow to the system’s in one step, and names the rectangular ones', async () => {
    const config: RectSilencerConfig = { ...DEFAULT_RECT_CONFIG, width: 600, inputAirflow: 900 }
    const option = rectSilencerOptions({ ...config, inputSoundPower: NOISE })[0]
    if (!option) throw new Error('six options expected')
    const rect = rectItemOf({ ...config, selectedOptionIndex: 0, optionData: { ...option } }, 'rect-1')
    const nke = demoSilencers().find((x) => x.name === 'NKE-80-300')
    if (!nke) throw new Error('NKE-80-300 expected')
    // Added at 250 l/s twice, before the system airflow was set to 300 l/s.
    const kept = { ...silencerItem(nke, 250, 30), quantity: 2 }
    const { user } = open('/app/products-list', [kept, rect], 300)
    const round = fill(inLitresPerSecond(en.productsList.offAirflow.round_other), {
      count: 2,
      airflow: '300',
    })
    expect(await screen.findByText(round)).toBeInTheDocument()
    expect(screen.getByText(fill(en.productsList.offAirflow.rect_one, { count: 1 }))).toBeInTheDocument()

    await user.click(
      screen.getByRole('button', {
        name: fill(inLitresPerSecond(en.productsList.offAirflow.apply), { airflow: '300' }),
      }),
    )
    // The engine's pressure drop and flow noise at 300 l/s, as the card's own airflow field stores them.
    const at300 = silencerItem(nke, 300)
    await waitFor(() =>
      expect(items()[0]).toMatchObject({
        quantity: 2,
        inputAirflow: 300,
        pressureDrop: at300.pressureDrop,
        soundPowerLevel: at300.soundPowerLevel,
      }),
    )
    expect(items()[1]).toEqual(rect)
    expect(screen.queryByText(round)).toBeNull()
    expect(screen.getByText(fill(en.productsList.offAirflow.rect_one, { count: 1 }))).toBeInTheDocument()
  })
})
