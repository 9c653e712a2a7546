import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoSilencerClasses, demoSilencers } from '../../state/catalogue/test-catalogue.ts'
import { giveElementsASize } from '../../test-layout.ts'
import { readKeptQuickCalculations } from '../../state/workspace/pending-quick-calculation.ts'
import { exportSystemStore } from '../../features/integrations/webshop/export-system.ts'
import { startHallQuickCalculation } from '../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../state/workspace/workspace-store.ts'
import * as notifications from '../../state/notifications.ts'
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '../../ui/notifications/export-toasts.ts'
import en from '../../i18n/locales/en.json'
import { ok, stubApi } from '../../test-api.ts'
import { locationOf, renderRoute } from '../../test-utils.tsx'
import { bandsFromArray } from '#engine/index.ts'

const RESOURCE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab'

function openResource(productData: unknown, catalogue: { silencers: unknown[]; classes: unknown[] } = empty) {
  const seen = stubApi({
    'GET /api/silencers': () => ok(catalogue.silencers),
    'GET /api/silencer-classes': () => ok(catalogue.classes),
    [`GET /api/webshop/silencers/${RESOURCE_ID}`]: () =>
      ok({ id: RESOURCE_ID, productData, returnUrl: 'https://shop.example.com/basket' }),
    // The export stays under way: on success the browser would leave for the shop, which jsdom cannot do.
    [`POST /api/webshop/silencers/${RESOURCE_ID}`]: () => new Promise<Response>(() => undefined),
  })
  return { seen, ...renderRoute(`/product-export/${RESOURCE_ID}`) }
}
const empty = { silencers: [], classes: [] }
const demoInput = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const demo = { silencers: demoSilencers(), classes: demoSilencerClasses() }
const SHOP_SILENCER = 'NRF50-315-900'
const shopSilencer = { type: 'silencer', name: SHOP_SILENCER, inputAirflow: 300 }
const flowItems = () => exportSystemStore(RESOURCE_ID).read()?.items ?? []

beforeEach(() => giveElementsASize())
// An export left under way (the shop's answer never comes here) would keep the next test's Export pending:
// each test is a new visit, as a page restored from the back-forward cache is.
afterEach(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })))

describe('the product export host page', () => {
  it('shows the loading block until the product is in, then the flow', async () => {
    let answer: (response: Response) => void = () => undefined
    stubApi({
      'GET /api/silencers': () => ok([]),
      'GET /api/silencer-classes': () => ok([]),
      [`GET /api/webshop/silencers/${RESOURCE_ID}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    const { router } = renderRoute(`/product-export/${RESOURCE_ID}`)
    const loading = await screen.findByTestId('product-export-loading')
    expect(loading).toHaveTextContent(en.webshop.loading)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.queryByTestId('product-export-error')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.header.signIn })).not.toBeInTheDocument()
    answer(ok({ id: RESOURCE_ID, productData: null, returnUrl: null }))
    expect(
      await screen.findByRole('heading', { level: 1, name: en.silencerClasses.title }),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('product-export-loading')).not.toBeInTheDocument()
    expect(locationOf(router)).toBe(`/product-export/${RESOURCE_ID}/silencer-classes`)
  })

  it("gives a shopper without an active system the flow's own, the shop's silencer first: its card shows Update", async () => {
    const { seen, user } = openResource(shopSilencer, demo)
    const card = await screen.findByRole('article', { name: SHOP_SILENCER })
    expect(within(card).getByRole('button', { name: en.regularSilencers.actions.update })).toBeInTheDocument()
    expect(flowItems()).toEqual([
      expect.objectContaining({ productName: SHOP_SILENCER, quantity: 1, inputAirflow: 300 }),
    ])
    // The main application's workspace stays as it was: no quick calculation, nothing offered after sign-in.
    expect(getWorkspace().quickCalculation).toBeNull()
    expect(readKeptQuickCalculations()).toEqual({ unclaimed: null, users: {} })

    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.update }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: en.regularSilencers.actions.update }))
    await waitFor(() => expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1))
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      productData: { type: 'silencer', productName: SHOP_SILENCER, inputAirflow: 300 },
    })
    expect(flowItems()).toEqual([expect.objectContaining({ productName: SHOP_SILENCER, quantity: 1 })])
  })

  it('adds the silencer once per resource: the page loaded again keeps the flow as it was', async () => {
    const first = openResource(shopSilencer, demo)
    await screen.findByRole('article', { name: SHOP_SILENCER })
    first.unmount()
    openResource(shopSilencer, demo)
    const card = await screen.findByRole('article', { name: SHOP_SILENCER })
    expect(within(card).getByRole('button', { name: en.regularSilencers.actions.update })).toBeInTheDocument()
    expect(flowItems()).toEqual([expect.objectContaining({ productName: SHOP_SILENCER, quantity: 1 })])
  })

  it('asks where the product goes when a system is open, and changes it only on the confirmed action', async () => {
    startHallQuickCalculation(demoInput, [])
    const { user } = openResource(shopSilencer, demo)
    const chooser = await screen.findByTestId('export-destination')
    const d = en.webshop.destination
    expect(within(chooser).getByRole('heading', { level: 1 })).toHaveTextContent(SHOP_SILENCER)
    // Nothing is added by opening the link.
    expect(getWorkspace().quickCalculation?.system.items).toEqual([])
    expect(within(chooser).getByRole('radio', { name: d.this.replace('{{name}}', 'Supply') })).toBeChecked()
    expect(within(chooser).queryByRole('radio', { name: d.other })).not.toBeInTheDocument()
    await user.click(within(chooser).getByRole('button', { name: d.continue }))
    const card = await screen.findByRole('article', { name: SHOP_SILENCER })
    expect(getWorkspace().quickCalculation?.system.items).toEqual([])
    // Added as a new product: the card offers Export, and confirming it adds the silencer once.
    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.export }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: en.regularSilencers.actions.export }))
    await waitFor(() =>
      expect(getWorkspace().quickCalculation?.system.items).toEqual([
        expect.objectContaining({ productName: SHOP_SILENCER, quantity: 1 }),
      ]),
    )
    expect(flowItems()).toEqual([])
  })

  it('tells that the product type is unsupported (15 s) and goes to class selection', async () => {
    const notify = vi.spyOn(notifications, 'notify')
    const { router } = openResource({ type: 'diffuser', name: 'KSO 125', inputAirflow: 40 })
    expect(
      await screen.findByRole('heading', { level: 1, name: en.silencerClasses.title }),
    ).toBeInTheDocument()
    expect(locationOf(router)).toBe(`/product-export/${RESOURCE_ID}/silencer-classes`)
    expect(await screen.findByRole('alert')).toHaveTextContent(en.webshop.toasts.unsupported)
    expect(notify).toHaveBeenCalledWith('info', en.webshop.toasts.fetching, INFO_TOAST_MS)
    expect(notify).toHaveBeenCalledWith('success', en.webshop.toasts.fetched, INFO_TOAST_MS)
    expect(notify).toHaveBeenCalledWith('error', en.webshop.toasts.unsupported, ERROR_TOAST_MS)
  })

  it.each([
    ['text', 'silencer'],
    ['a product without a name', { type: 'silencer', inputAirflow: 10 }],
    ['a product whose type is not text', { type: 7, name: 'NKU 100' }],
  ])('refuses %s as invalid product data: the error block and the fetch failure toast', async (_, data) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const notify = vi.spyOn(notifications, 'notify')
    const { router } = openResource(data)
    expect(await screen.findByTestId('product-export-error')).toHaveTextContent(en.webshop.errorNotObtained)
    expect(notify).toHaveBeenCalledWith('error', en.webshop.toasts.fetchFailed, ERROR_TOAST_MS)
    expect(log).toHaveBeenCalledWith(
      'Product data could not be fetched',
      new Error('Invalid product data format'),
    )
    expect(locationOf(router)).toBe(`/product-export/${RESOURCE_ID}`)
  })
})
