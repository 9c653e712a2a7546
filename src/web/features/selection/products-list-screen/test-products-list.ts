// What the products list's tests share: the demo catalogue they are answered with, the quick calculation
// they open the list on, and small readers of its cards.
import { screen, within } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { bandsFromArray, bandsToArray, type OctaveBands } from '#engine/index.ts'
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
import { giveElementsASize } from '../../../test-layout.ts'
import {
  getWorkspace,
  projectDraftNamed,
  startQuickCalculation,
} from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { stubApi, type FakeRoute } from '../../../test-api.ts'
import { renderRoute, inLitresPerSecond } from '../../../test-utils.tsx'

export const PRESSURE_DROP = 'POST /api/calculations/round-silencers/pressure-drop'
/** The catalogue the tests answer with; set again before each test. */
export const lists: Partial<CatalogueLists> = {}
/** The catalogue of `lists`, and whatever else a test answers. */
export const serve = (routes: Record<string, FakeRoute> = {}) =>
  stubApi({ ...catalogueRoutes(lists), ...routes })
export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text)
const at7 = <T extends { catalogueVersion: number }>(list: T[]): T[] =>
  list.map((product) => ({ ...product, catalogueVersion: 7 }))
export const items = () => getWorkspace().quickCalculation?.system.items ?? []

export const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])

/** A card's facts, label → value. */
export const factsOf = (card: HTMLElement) =>
  Object.fromEntries(
    [...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
/** The values of a band table row, as shown. */
export const rowValues = (scope: HTMLElement, label: string) => {
  const row = within(scope).getByRole('rowheader', { name: label }).closest('tr')
  if (!row) throw new Error(`no row ${label}`)
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
}
export const shown = (bands: OctaveBands) => bandsToArray(bands).map((value) => String(Math.round(value)))

/** Finds a silencer on the list, adds it and types an airflow on its card; answers the card. */
export async function addAtAirflow(name: string, airflow: string): Promise<HTMLElement> {
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

export function open(
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

/** Before each test: the demo catalogue at version 7 and a laid-out window. */
export function answerWithDemoCatalogue(): void {
  beforeEach(() => {
    giveElementsASize()
    for (const key of Object.keys(lists) as (keyof CatalogueLists)[]) delete lists[key]
    serve()
    lists.silencerClasses = demoSilencerClasses()
    // A catalogue version the test can tell from any default.
    lists.silencers = at7(demoSilencers())
    lists.diffusers = at7(demoDiffusers())
    lists.diffuserClasses = demoDiffuserClasses()
    lists.abstractProducts = at7(demoAbstractProducts())
    lists.abstractClasses = []
  })
}
