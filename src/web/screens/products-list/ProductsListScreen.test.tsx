import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { bandsFromArray } from '#engine/index.ts'
import { catalogueCalls } from '../../api/catalogue.ts'
import { roundSilencerCalls } from '../../api/round-silencers.ts'
import {
  demoAbstractProducts,
  demoDiffuserClasses,
  demoDiffusers,
  demoSilencerClasses,
  demoSilencers,
} from '../../features/catalogue/test-catalogue.ts'
import { giveElementsASize } from '../../features/product-cards/test-layout.ts'
import { getWorkspace, startQuickCalculation } from '../../features/workspace/workspace-store.ts'
import en from '../../i18n/locales/en.json'
import { locationOf, renderRoute } from '../../test-utils.tsx'

vi.mock('../../api/catalogue.ts')
vi.mock('../../api/round-silencers.ts')
const calls = vi.mocked(catalogueCalls)
const pressureDrop = vi.mocked(roundSilencerCalls.pressureDrop)
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, String(value)), text)
const at7 = <T extends { catalogueVersion: number }>(list: T[]): T[] =>
  list.map((product) => ({ ...product, catalogueVersion: 7 }))
const items = () => getWorkspace().quickCalculation?.system.items ?? []

function open(path = '/app/products-list') {
  startQuickCalculation({
    project: {
      name: 'concert hall',
      number: '',
      address: '',
      email: '',
      phone: '',
      contactData: '',
      comment: '',
    },
    system: {
      name: 'supply',
      number: '',
      comment: '',
      date: null,
      attenuationConstantType: 'T1',
      filterCorrectionType: 'AFilter',
      inputSoundPowerLevel: bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55]),
      items: [],
    },
  })
  return renderRoute(path)
}

beforeEach(() => {
  giveElementsASize()
  calls.silencerClasses.mockResolvedValue(demoSilencerClasses())
  // A catalogue version the test can tell from any default.
  calls.silencers.mockResolvedValue(at7(demoSilencers()))
  calls.diffusers.mockResolvedValue(at7(demoDiffusers()))
  calls.diffuserClasses.mockResolvedValue(demoDiffuserClasses())
  calls.abstractProducts.mockResolvedValue(at7(demoAbstractProducts()))
  calls.abstractClasses.mockResolvedValue([])
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
    expect(await screen.findByText(fill(en.productsList.count, { shown: 436, total }))).toBeInTheDocument()
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
    // The chain remembers the catalogue its products came from, to be saved with it (issue 4).
    expect(getWorkspace().quickCalculation?.system.catalogueVersion).toBe(7)
    await user.click(remove)
    expect(items().map((i) => [i.productName, i.quantity])).toEqual([['NKE-80-300', 1]])
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    await waitFor(() => expect(locationOf(router)).toBe('/app/project-overview'))
  })

  it('stores a silencer card airflow and its pressure drop with the system', async () => {
    pressureDrop.mockResolvedValue({ pressureDrop: 37.5 })
    const { user } = open()
    await user.click(await screen.findByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NRF50-315-900')
    const card = await screen.findByRole('article', { name: 'NRF50-315-900' })
    await user.click(
      within(card).getByRole('button', { name: fill(en.productCards.addOne, { name: 'NRF50-315-900' }) }),
    )
    await user.type(within(card).getByRole('textbox', { name: en.productCards.airflow }), '250')
    await waitFor(() => expect(items()[0]).toMatchObject({ inputAirflow: 250, pressureDrop: 37.5 }))
    expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('38 Pa')
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
    expect(await screen.findByRole('article', { name: 'CRD-125' })).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: en.filters.diffuserType }))
    // NOTE: jsdom cannot tell that the open dropdown is visible (the sizes are stubbed for the virtual list).
    await user.click(await screen.findByRole('option', { name: en.filters.diffuserTypes.wall, hidden: true }))
    await waitFor(() => expect(screen.queryByRole('article', { name: 'CRD-125' })).not.toBeInTheDocument())
    expect(screen.getByRole('article', { name: 'WSG-300x100' })).toBeInTheDocument()
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
})
