// The products list's round silencers in order of the pressure drop their cards show, those above 100 Pa
// hidden on request, the keyboard's way past them to Next, and where the next product goes.
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import en from '../../../i18n/locales/en.json'
import { insertAfter } from '../../../domain/chain/insertion.ts'
import { getWorkspace, setInsertionPosition } from '../../../state/workspace/workspace-store.ts'
import { answerWithDemoCatalogue, fill, items, open } from './test-products-list.ts'
import { inLitresPerSecond } from '../../../test-utils.tsx'

answerWithDemoCatalogue()

const silencerCards = () =>
  within(screen.getByRole('list', { name: en.productsList.silencerList })).getAllByRole('article')
/** The pressure drops the rendered cards show, Pa ('-' as null). */
const drops = () =>
  silencerCards().map((card) => {
    const text = within(card).getByTestId('pressure-drop').textContent ?? ''
    // The drop before its unit: a mark after it ("above 50 Pa") holds a number too.
    const drop = text.split(' Pa')[0] ?? ''
    return text.startsWith('-') ? null : Number(drop.replace(/[^\d.]/g, '').replace(/\.$/, ''))
  })

describe('the products list’s order', () => {
  it('sorts the round silencers by the pressure drop each card shows and hides those above 100 Pa, never one in the chain', async () => {
    const nke = demoSilencers().find((x) => x.name === 'NKE-80-300')
    if (!nke) throw new Error('NKE-80-300 expected')
    // In the chain at an airflow of its own far too high for Ø80.
    const kept = silencerItem(nke, 250)
    expect(kept.pressureDrop).toBeGreaterThan(100)
    const { user } = open('/app/products-list', [kept], 300)
    expect(await screen.findByRole('article', { name: 'NKE-80-300' })).toBeInTheDocument()
    // The catalogue's order: the smallest first, far above 100 Pa at the system's 300 l/s.
    expect(drops()[0]).toBeGreaterThan(100)

    await user.click(screen.getByRole('combobox', { name: en.productsList.order.sort }))
    await user.click(
      screen.getByRole('option', { name: en.productsList.order.sorts.pressureDropAsc, hidden: true }),
    )
    await waitFor(() => expect(drops()[0]).toBeLessThan(10))
    const ascending = drops().filter((drop) => drop !== null)
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

    const total = screen.getByText(/^Showing \d+ of/).textContent
    await user.click(
      screen.getByRole('switch', { name: fill(en.productsList.order.hideAbove, { limit: 100 }) }),
    )
    await waitFor(() => expect(screen.getByText(/^Showing \d+ of/).textContent).not.toBe(total))
    await user.click(screen.getByRole('combobox', { name: en.productsList.order.sort }))
    await user.click(
      screen.getByRole('option', { name: en.productsList.order.sorts.pressureDropDesc, hidden: true }),
    )
    // Highest first: the silencer in the chain (kept whatever its drop), then none above 100 Pa.
    await waitFor(() => expect(silencerCards()[0]).toHaveAccessibleName('NKE-80-300'))
    expect(
      drops()
        .slice(1)
        .every((drop) => drop === null || drop <= 100),
    ).toBe(true)
  })

  it('takes the keyboard past the product lists to the calculations, where Tab reaches Next', async () => {
    const nke = demoSilencers().find((x) => x.name === 'NKE-80-300')
    if (!nke) throw new Error('NKE-80-300 expected')
    const { user } = open('/app/products-list', [silencerItem(nke, 250)], 300)
    await screen.findByRole('article', { name: 'NKE-80-300' })
    const skip = screen.getByRole('link', { name: en.productsList.skipLists })
    skip.focus()
    await user.keyboard('{Enter}')
    const panel = screen.getByRole('region', { name: en.calculations.title })
    expect(document.activeElement).toContainElement(panel)
    await user.tab()
    expect(screen.getByRole('button', { name: en.workspace.next })).toHaveFocus()
  })

  it('says where the next product goes after the overview’s Insert after, until it is added at the end again', async () => {
    const silencers = demoSilencers()
    const nke = silencers.find((x) => x.name === 'NKE-80-300')
    const other = silencers.find((x) => x.name === 'NRF50-315-900')
    if (!nke || !other) throw new Error('NKE-80-300 and NRF50-315-900 expected')
    const { user } = open('/app/products-list', [silencerItem(nke, 250), silencerItem(other, 250)], 300)
    await screen.findByRole('article', { name: 'NKE-80-300' })
    act(() => setInsertionPosition(insertAfter(0)))
    expect(
      await screen.findByText(fill(en.productsList.insertion.after, { name: 'NKE-80-300' })),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NRF50-250-600')
    const card = await screen.findByRole('article', { name: 'NRF50-250-600' })
    await user.click(
      within(card).getByRole('button', { name: fill(en.productCards.addOne, { name: 'NRF50-250-600' }) }),
    )
    await waitFor(() =>
      expect(items().map((item) => item.productName)).toEqual([
        'NKE-80-300',
        'NRF50-250-600',
        'NRF50-315-900',
      ]),
    )
    expect(
      await screen.findByText(fill(en.productsList.insertion.placed, { name: 'NRF50-250-600' })),
    ).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: en.productsList.insertion.toEnd }))
    expect(getWorkspace().insertionPosition).toBeNull()
    expect(screen.queryByText(fill(en.productsList.insertion.placed, { name: 'NRF50-250-600' }))).toBeNull()
  })

  it('hides a card typed past 100 Pa once its airflow is committed, never while it is typed with a pause', async () => {
    const { user } = open('/app/products-list', [], null)
    await user.click(await screen.findByRole('searchbox', { name: en.productsList.search }))
    await user.paste('NKE-80-300')
    await user.click(
      screen.getByRole('switch', { name: fill(en.productsList.order.hideAbove, { limit: 100 }) }),
    )
    const card = await screen.findByRole('article', { name: 'NKE-80-300' })
    const field = within(card).getByRole('textbox', { name: inLitresPerSecond(en.productCards.airflow) })
    await user.clear(field)
    await user.type(field, '2')
    // The first digits are applied after the pause; the field keeps the focus and takes the rest.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)))
    expect(field).toHaveFocus()
    await user.type(field, '50')
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)))
    // 250 l/s through Ø80 is far above 100 Pa (the first test), yet the card being typed in stays.
    expect(screen.getByRole('article', { name: 'NKE-80-300' })).toBeInTheDocument()
    expect(field).toHaveValue('250')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('article', { name: 'NKE-80-300' })).toBeNull())
  })
})
