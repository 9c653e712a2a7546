import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aWeightedTotal, bandsFromArray, bandsToArray, LP_10M2_OFFSET, readBands } from '#engine/index.ts'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import { allowedSoundPower } from '../needed-attenuation/needed-attenuation.ts'
import { getWorkspace } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import fi from '../../../i18n/locales/fi.json'
import { i18n } from '../../../i18n/index.ts'
import { locationOf } from '../../../test-utils.tsx'
import {
  factsOf,
  fill,
  items,
  NOISE,
  open,
  rowValues,
  shown,
  answerWithDemoCatalogue,
} from './test-products-list.ts'

answerWithDemoCatalogue()

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

  it('keeps the switches as set when the list is opened again, as after inserting from the overview', async () => {
    const first = open()
    await first.user.click(await screen.findByRole('switch', { name: en.productsList.showDiffusers }))
    expect(screen.getByRole('switch', { name: en.productsList.showDiffusers })).toBeChecked()
    first.unmount()
    open()
    expect(await screen.findByRole('switch', { name: en.productsList.showDiffusers })).toBeChecked()
    expect(screen.getByRole('switch', { name: en.productsList.showOther })).not.toBeChecked()
  })

  it('keeps the room target typed on the list for the round silencer comparison and back', async () => {
    const { user } = open('/app/products-list', [anItem('element')])
    const panel = await screen.findByRole('region', { name: en.neededAttenuation.title })
    await user.type(within(panel).getByRole('textbox', { name: en.neededAttenuation.lpaTarget }), '35')
    await user.click(screen.getByRole('link', { name: en.productsList.compareSilencers }))
    expect(await screen.findByRole('heading', { name: en.regularSilencers.title })).toBeInTheDocument()
    const compared = await screen.findByRole('region', { name: en.neededAttenuation.title })
    expect(within(compared).getByRole('textbox', { name: en.neededAttenuation.lpaTarget })).toHaveValue('35')
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

  it('lists no round silencer while a rectangular type is selected, and says why', async () => {
    const { user } = open()
    const heading = (count: number) => ({ name: fill(en.productsList.silencers, { count }) })
    expect(await screen.findByRole('heading', heading(436))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Silencer types/ }))
    await user.click(await screen.findByRole('button', { name: 'MPK silencer' }))
    expect(await screen.findByRole('heading', heading(0))).toBeInTheDocument()
    expect(screen.getByText(fill(en.productsList.roundForRect, { name: 'MPK' }))).toBeInTheDocument()
    // A round type selected clears the rectangular one: its silencers come back, the note goes.
    await user.click(screen.getByRole('button', { name: 'NKE silencer' }))
    await waitFor(() => expect(screen.queryByRole('heading', heading(0))).not.toBeInTheDocument())
    expect(screen.queryByText(fill(en.productsList.roundForRect, { name: 'MPK' }))).not.toBeInTheDocument()
  })
})
