import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  aWeightedTotal,
  bandsFromArray,
  bandsToArray,
  DEFAULT_RECT_CONFIG,
  LP_10M2_OFFSET,
  readBands,
  rectSilencerOptions,
  type OctaveBands,
  type RectSilencerConfig,
} from '#engine/index.ts'
import {
  demoAbstractProducts,
  demoDiffuserClasses,
  demoDiffusers,
  demoSilencerClasses,
  demoSilencers,
  catalogueRoutes,
  type CatalogueLists,
} from '../../../state/catalogue/test-catalogue.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import { allowedSoundPower } from '../needed-attenuation/needed-attenuation.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import { giveElementsASize } from '../../../test-layout.ts'
import { rectItemOf } from '../../../domain/rect-wizard/wizard-state.ts'
import {
  getWorkspace,
  projectDraftNamed,
  startQuickCalculation,
} from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { i18n } from '../../../i18n/index.ts'
import { ok, stubApi, type FakeRoute } from '../../../test-api.ts'
import { locationOf, renderRoute, inLitresPerSecond } from '../../../test-utils.tsx'

const PRESSURE_DROP = 'POST /api/calculations/round-silencers/pressure-drop'
let lists: Partial<CatalogueLists> = {}
/** The catalogue of `lists`, and whatever else a test answers. */
const serve = (routes: Record<string, FakeRoute> = {}) => stubApi({ ...catalogueRoutes(lists), ...routes })
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text)
const at7 = <T extends { catalogueVersion: number }>(list: T[]): T[] =>
  list.map((product) => ({ ...product, catalogueVersion: 7 }))
const items = () => getWorkspace().quickCalculation?.system.items ?? []

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])

/** A card's facts, label → value. */
const factsOf = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
/** The values of a band table row, as shown. */
const rowValues = (scope: HTMLElement, label: string) => {
  const row = within(scope).getByRole('rowheader', { name: label }).closest('tr')
  if (!row) throw new Error(`no row ${label}`)
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}
const shown = (bands: OctaveBands) => bandsToArray(bands).map((value) => String(Math.round(value)))

/** Finds a silencer on the list, adds it and types an airflow on its card; answers the card. */
async function addAtAirflow(name: string, airflow: string): Promise<HTMLElement> {
  const { user } = open()
  await user.click(await screen.findByRole('searchbox', { name: en.productsList.search }))
  await user.paste(name)
  const card = await screen.findByRole('article', { name })
  await user.click(within(card).getByRole('button', { name: fill(en.productCards.addOne, { name }) }))
  await user.type(
    within(card).getByRole('textbox', { name: inLitresPerSecond(en.productCards.airflow) }),
    airflow,
  )
  return card
}

function open(
  path = '/app/products-list',
  items: ChainItem[] = [],
  airflow: number | null = null,
  names = { project: 'concert hall', system: 'supply' },
) {
  startQuickCalculation({
    project: projectDraftNamed(names.project),
    system: {
      name: names.system,
      number: '',
      comment: '',
      date: null,
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      inputSoundPowerLevel: NOISE,
      noiseGeneratorEstimate: null,
      items,
      airflow,
    },
  })
  return renderRoute(path)
}

beforeEach(() => {
  giveElementsASize()
  lists = {}
  serve()
  lists.silencerClasses = demoSilencerClasses()
  // A catalogue version the test can tell from any default.
  lists.silencers = at7(demoSilencers())
  lists.diffusers = at7(demoDiffusers())
  lists.diffuserClasses = demoDiffuserClasses()
  lists.abstractProducts = at7(demoAbstractProducts())
  lists.abstractClasses = []
})

describe('the products list', () => {
  it('shows the breadcrumbs and the count, and adds and removes silencers with the quantity control', async () => {
    const { user, router } = open()
    const crumbs = await screen.findByRole(
      'navigation',
      { name: en.silencerClasses.breadcrumbs },
      { timeout: 10_000 },
    )
    expect(within(crumbs).getByRole('link', { name: 'Concert hall' })).toBeInTheDocument()
    expect(within(crumbs).getByText(en.productsList.breadcrumb)).toHaveAttribute('aria-current', 'page')
    const total = 436 + 5 + 3
    expect(
      await screen.findByText(fill(en.productsList.count_other, { shown: 436, total })),
    ).toBeInTheDocument()
    const next = screen.getByRole('button', { name: en.workspace.next })
    expect(next).toBeDisabled()

    await user.click(screen.getByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NKE-80-3')
    const card = await screen.findByRole('article', { name: 'NKE-80-300' })
    const remove = within(card).getByRole('button', {
      name: fill(en.productCards.removeOne, { name: 'NKE-80-300' }),
    })
    expect(remove).toBeDisabled()
    const add = within(card).getByRole('button', {
      name: fill(en.productCards.addOne, { name: 'NKE-80-300' }),
    })
    await user.click(add)
    await user.click(add)
    expect(items().map((i) => [i.productName, i.quantity])).toEqual([['NKE-80-300', 2]])
    // The chain remembers the catalogue its products came from, to be saved with it (docs/catalogue.md,
    // "Saved systems keep their own copies").
    expect(getWorkspace().quickCalculation?.system.catalogueVersion).toBe(7)
    await user.click(remove)
    expect(items().map((i) => [i.productName, i.quantity])).toEqual([['NKE-80-300', 1]])
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    await waitFor(() => expect(locationOf(router)).toBe('/app/project-overview'))
  })

  it('stores a silencer card airflow and its pressure drop with the system', async () => {
    serve({ [PRESSURE_DROP]: () => ok({ pressureDrop: 37.5 }) })
    const card = await addAtAirflow('NRF50-315-900', '250')
    await waitFor(() => expect(items()[0]).toMatchObject({ inputAirflow: 250, pressureDrop: 37.5 }))
    expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('38 Pa')
  })

  it('marks a silencer card’s pressure drop above 50 Pa as exceeded, as the regular silencer list does', async () => {
    serve({ [PRESSURE_DROP]: () => ok({ pressureDrop: 64.2 }) })
    const card = await addAtAirflow('NRF50-315-900', '400')
    await waitFor(() =>
      expect(within(card).getByTestId('pressure-drop')).toHaveTextContent(
        `64 Pa · ${en.productCards.exceeded}`,
      ),
    )
  })

  it('names an unnamed quick calculation "Quick calculation" in the breadcrumbs, without a crumb of \'-\'', async () => {
    open('/app/products-list', [], null, { project: '', system: '' })
    const crumbs = await screen.findByRole(
      'navigation',
      { name: en.silencerClasses.breadcrumbs },
      { timeout: 10_000 },
    )
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([en.silencerClasses.home, en.quickCalculation.title])
    expect(crumbs).not.toHaveTextContent('-')
  })

  it('adds a custom product with an id of custom- and a timestamp', async () => {
    const { user } = open()
    await user.click(await screen.findByRole('switch', { name: en.productsList.showCustom }))
    const insert = screen.getByRole('region', { name: en.productCards.newCustom })
    await user.type(within(insert).getByRole('textbox', { name: en.productCards.customName }), 'Fire damper')
    await user.type(within(insert).getByRole('textbox', { name: en.productCards.code }), 'FD-1')
    await user.click(within(insert).getByRole('button', { name: en.productCards.add }))
    expect(items()).toHaveLength(1)
    expect(items()[0]).toMatchObject({
      productType: 'custom',
      productClass: 'custom',
      productName: 'Fire damper',
    })
    expect(items()[0]?.productId).toMatch(/^custom-\d+$/)
    const card = await screen.findByRole('article', { name: 'Fire damper' })
    expect(within(card).getByText('1')).toBeInTheDocument()
  })

  it('filters diffusers by type and saves an other product’s edited attribute', async () => {
    const { user } = open()
    await user.click(await screen.findByRole('switch', { name: en.productsList.showDiffusers }))
    const round = await screen.findByRole('article', { name: 'CRD-125' })
    expect(factsOf(round)[en.productCards.nominalSize]).toBe('125 mm')
    await user.click(screen.getByRole('combobox', { name: en.filters.diffuserType }))
    // NOTE: jsdom cannot tell that the open dropdown is visible (the sizes are stubbed for the virtual list).
    await user.click(await screen.findByRole('option', { name: en.filters.diffuserTypes.wall, hidden: true }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CRD-125' })).not.toBeInTheDocument())
    expect(factsOf(screen.getByRole('article', { name: 'WSG-300x100' }))[en.productCards.nominalSize]).toBe(
      '300 × 100 mm',
    )
    await user.click(screen.getByRole('switch', { name: en.productsList.showOther }))
    const duct = await screen.findByRole('article', { name: 'DUCT-C-125' })
    await user.click(
      within(duct).getByRole('button', { name: fill(en.productCards.addOne, { name: 'DUCT-C-125' }) }),
    )
    const length = within(duct).getByRole('textbox', { name: en.productCards.lengthM })
    await user.clear(length)
    await user.type(length, '3')
    await waitFor(() => expect(items()[0]?.attributes).toEqual({ lengthM: 3 }))
  })

  it('offers the diffusers’ nominal sizes as the cards write them, in Finnish, and filters by them', async () => {
    await i18n.changeLanguage('fi')
    const { user } = open()
    await user.click(await screen.findByRole('switch', { name: fi.productsList.showDiffusers }))
    await screen.findByRole('article', { name: 'CRD-125' })
    const sizes = screen.getByRole('combobox', { name: fi.filters.nominalSizeDiffuser })
    await user.click(sizes)
    const listbox = await screen.findByRole('listbox', { name: fi.filters.nominalSizeDiffuser, hidden: true })
    const names = () =>
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent)
    expect(names()).toEqual(['125 mm', '160 mm', '200 mm', '300 × 100 mm', '400 × 150 mm'])
    // A search written as the catalogue writes a size still finds it.
    await user.type(sizes, '300x1')
    expect(names()).toEqual(['300 × 100 mm'])
    await user.click(within(listbox).getByRole('option', { name: '300 × 100 mm', hidden: true }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CRD-125' })).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'WSG-300x100' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'WSG-400x150' })).not.toBeInTheDocument()
    // The chosen size reads as its label, and the filter's text nowhere as the catalogue writes it.
    const filter = sizes.closest('.mantine-MultiSelect-root')
    if (!(filter instanceof HTMLElement)) throw new Error('no size filter')
    expect(within(filter).getByText('300 × 100 mm')).toBeInTheDocument()
    expect(filter.textContent).not.toContain('300x100')
  })

  it('takes a duct run’s length with the comma in Finnish', async () => {
    await i18n.changeLanguage('fi')
    const { user } = open()
    await user.click(await screen.findByRole('switch', { name: fi.productsList.showOther }))
    const duct = await screen.findByRole('article', { name: 'DUCT-C-125' })
    await user.click(
      within(duct).getByRole('button', { name: fill(fi.productCards.addOne, { name: 'DUCT-C-125' }) }),
    )
    const length = within(duct).getByRole('textbox', { name: fi.productCards.lengthM })
    await user.clear(length)
    await user.type(length, '2,5')
    expect(length).toHaveValue('2,5')
    await waitFor(() => expect(items()[0]?.attributes).toEqual({ lengthM: 2.5 }))
  })

  it('shows the chain’s need for a room target and marks the silencers whose + meets it', async () => {
    // The chain so far: one 10 dB element. A silencer's + puts it at the end, after that element.
    const { user } = open('/app/products-list', [anItem('element')])
    const panel = await screen.findByRole('region', { name: en.neededAttenuation.title })
    await user.click(screen.getByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NKE-80')
    const short = await screen.findByRole('article', { name: 'NKE-80-300' })
    const long = screen.getByRole('article', { name: 'NKE-80-500' })
    const silencers = demoSilencers()
    const lpaWith = (name: string) => {
      const attenuation = bandsToArray(
        readBands(silencers.find((x) => x.name === name)?.soundAttenuation ?? {}),
      )
      const room = bandsToArray(NOISE).map((level, i) => level - 10 - (attenuation[i] ?? 0))
      return aWeightedTotal(bandsFromArray(room)) + LP_10M2_OFFSET
    }
    const target = ((lpaWith('NKE-80-300') + lpaWith('NKE-80-500')) / 2).toFixed(2)
    await user.type(within(panel).getByRole('textbox', { name: en.neededAttenuation.lpaTarget }), target)
    // What the chain sends to the room now: the generator less the element's 10 dB.
    expect(rowValues(panel, en.neededAttenuation.chainToRoom)).toEqual(
      shown(bandsFromArray(bandsToArray(NOISE).map((level) => level - 10))),
    )
    await waitFor(() => expect(within(long).getByText(en.neededAttenuation.meets)).toBeInTheDocument())
    expect(within(short).queryByText(en.neededAttenuation.meets)).toBeNull()
    // Once the longer one is in the chain, the need is what is left after it, and the chain itself meets the
    // target: one more of any silencer keeps it met.
    await user.click(
      within(long).getByRole('button', { name: fill(en.productCards.addOne, { name: 'NKE-80-500' }) }),
    )
    const attenuation = bandsToArray(
      readBands(silencers.find((x) => x.name === 'NKE-80-500')?.soundAttenuation ?? {}),
    )
    const allowed = bandsToArray(allowedSoundPower({ kind: 'lpa', value: Number(target) }))
    const left = bandsToArray(NOISE).map((level, i) =>
      Math.max(0, level - 10 - (attenuation[i] ?? 0) - (allowed[i] ?? 0)),
    )
    await waitFor(() =>
      expect(rowValues(panel, en.neededAttenuation.needed)).toEqual(shown(bandsFromArray(left))),
    )
    expect(within(short).getByText(en.neededAttenuation.meets)).toBeInTheDocument()
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
    // Every field of the card, the bend's x and y among them.
    expect(factsOf(card)).toMatchObject({
      [en.productCards.rect.width]: '800 mm',
      [en.productCards.rect.height]: '400 mm',
      [en.productCards.rect.length]: '1,250 mm',
      [en.productCards.rect.dimensionX]: '200 mm',
      [en.productCards.rect.dimensionY]: '250 mm',
      [en.productCards.rect.cassettes]:
        `${option.amountOfCassettes} × ${option.cassetteThickness} mm, ${en.materials.lining.mineralWool}`,
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

  it('lays the silencers out as a list or as a grid of three', async () => {
    const { user } = open()
    const list = await screen.findByRole('list', { name: en.productsList.silencerList })
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0))
    const firstRow = () => within(list).getAllByRole('listitem')[0] ?? list
    expect(within(firstRow()).getAllByRole('article')).toHaveLength(1)
    await user.click(screen.getByRole('radio', { name: en.productCards.grid }))
    await waitFor(() => expect(within(firstRow()).getAllByRole('article')).toHaveLength(3))
    await user.click(screen.getByRole('radio', { name: en.productCards.linear }))
    await waitFor(() => expect(within(firstRow()).getAllByRole('article')).toHaveLength(1))
  })
})
