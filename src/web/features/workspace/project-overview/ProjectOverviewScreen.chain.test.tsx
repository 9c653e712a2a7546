// The project overview's chain of products: undoing a removal, where a product goes in, editing a
// rectangular silencer, the linear and grid layouts.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resetSaver } from '../../../state/working-system/system-saver.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import {
  getWorkspace,
  projectDraftNamed,
  startQuickCalculation,
} from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { fail, ok, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'
import { named, stored, puts, firstFind, signedInOverview, anonymousOverview } from './test-overview.ts'

describe('the project overview', () => {
  it('puts back a removed product with its airflow and pressure drop when the user undoes the removal', async () => {
    const withSilencer = {
      ...stored,
      items: [anItem('a'), anItem('b', { inputAirflow: 250, pressureDrop: 31.5 }), anItem('c')],
    }
    const { seen, user } = signedInOverview(
      (request, count) => ok({ ...withSilencer, ...(request.body as object), version: count + 1 }),
      withSilencer,
    )
    expect(await screen.findByRole('article', { name: 'B' }, firstFind)).toBeInTheDocument()
    const removedText = named(en.chain.removedEntry, 'B')
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'B') }))
    expect(screen.queryByRole('article', { name: 'B' })).toBeNull()
    expect(screen.getByText(removedText)).toBeInTheDocument()
    // The remove button went with its card: the focus goes on from Undo, not from the top of the page.
    await waitFor(() => expect(screen.getByRole('button', { name: en.chain.undoRemoval })).toHaveFocus())
    await waitFor(() => expect(puts(seen)).toHaveLength(1))
    expect(puts(seen)[0]?.body).toMatchObject({ items: [{ productId: 'a' }, { productId: 'c' }] })

    await user.click(screen.getByRole('button', { name: en.chain.undoRemoval }))
    expect(screen.queryByText(removedText)).toBeNull()
    const names = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)
    expect(names).toEqual(['A', 'B', 'C'])
    // Undo went with the offer: the keyboard goes on from the card put back.
    const restored = screen.getByRole('article', { name: 'B' })
    await waitFor(() => expect(restored.contains(document.activeElement)).toBe(true))
    await waitFor(() => expect(puts(seen)).toHaveLength(2))
    expect(puts(seen)[1]?.body).toMatchObject({
      items: [
        { productId: 'a' },
        { productId: 'b', inputAirflow: 250, pressureDrop: 31.5, quantity: 1 },
        { productId: 'c' },
      ],
    })
  })

  it('withdraws the offer to undo a removal at the next change of the chain, and on closing it', async () => {
    const { user } = signedInOverview((request, count) =>
      ok({ ...stored, ...(request.body as object), version: count + 1 }),
    )
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    const undo = () => screen.queryByRole('button', { name: en.chain.undoRemoval })
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'A') }))
    expect(undo()).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: named(en.chain.addOne, 'B') }))
    expect(undo()).toBeNull()
    // Lowering a quantity of 2 takes nothing out of the chain: nothing to undo.
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'B') }))
    expect(undo()).toBeNull()
    await user.click(screen.getByRole('button', { name: named(en.chain.remove, 'B') }))
    expect(undo()).toBeInTheDocument()
    // The last product gone, the offer stays above the empty list.
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: en.chain.dismissUndo }))
    expect(undo()).toBeNull()
  })

  it('sets the insertion position and opens the products list', async () => {
    const { router, user } = signedInOverview(() => fail(500, 'X'))
    await user.click(
      await screen.findByRole('button', { name: named(en.chain.insertAfterOf, 'A') }, firstFind),
    )
    expect(locationOf(router)).toBe('/app/products-list')
    expect(getWorkspace().insertionPosition).toEqual({ index: 0, placement: 'after', productId: null })
  })

  it('opens the products list marked to edit a rectangular silencer from its pencil', async () => {
    resetSaver()
    stubApi({})
    startQuickCalculation({
      project: projectDraftNamed(),
      system: { ...stored, items: [anItem('rect-1', { productType: 'rectSilencer', productName: 'R' })] },
    })
    const { router, user } = renderRoute('/app/project-overview')
    await user.click(await screen.findByRole('button', { name: named(en.chain.editRect, 'R') }, firstFind))
    expect(locationOf(router)).toBe('/app/products-list?rect=edit&product=rect-1')
  })

  it('switches the products between a linear and a grid layout', async () => {
    const { user } = anonymousOverview()
    const list = await screen.findByRole('list', { name: en.chain.list }, firstFind)
    expect(list.className).toMatch(/Stack/)
    await user.click(screen.getByText(en.overview.grid))
    expect(screen.getByRole('list', { name: en.chain.list }).className).toMatch(/SimpleGrid/)
    await user.click(screen.getByText(en.overview.linear))
    expect(screen.getByRole('list', { name: en.chain.list }).className).toMatch(/Stack/)
  })
})
