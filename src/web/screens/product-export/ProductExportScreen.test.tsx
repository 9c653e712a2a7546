import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import * as notifications from '../../features/notifications/notifications.ts'
import { ERROR_TOAST_MS, INFO_TOAST_MS } from '../../features/webshop/toasts.ts'
import en from '../../i18n/locales/en.json'
import { ok, stubApi } from '../../test-api.ts'
import { locationOf, renderRoute } from '../../test-utils.tsx'

const RESOURCE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab'

function openResource(productData: unknown) {
  stubApi({
    'GET /api/silencers': () => ok([]),
    'GET /api/silencer-classes': () => ok([]),
    [`GET /api/webshop/silencers/${RESOURCE_ID}`]: () =>
      ok({ id: RESOURCE_ID, productData, returnUrl: 'https://shop.example.com/basket' }),
  })
  return renderRoute(`/product-export/${RESOURCE_ID}`)
}

describe('the product export host page', () => {
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
