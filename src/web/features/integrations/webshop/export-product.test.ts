import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import type { RectConfiguration } from '../../../domain/rect-wizard/wizard-state.ts'
import en from '../../../i18n/locales/en.json'
import { fail, ok, stubApi } from '../../../test-api.ts'
import {
  exportProductData,
  exportStatus,
  rectSilencerPayload,
  regularSilencerPayload,
  useExportStatus,
} from './export-product.ts'
import { storeReturnUrl } from './return-address.ts'
import * as toasts from '../../../ui/notifications/export-toasts.ts'

const RESOURCE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab'
const EXPORT_ID = '7f1c2d3e-4b5a-4c6d-8e7f-0123456789ab'

const rect: RectConfiguration = {
  width: 800,
  height: 400,
  length: 1200,
  shape: 'straight',
  orientation: 'horizontal',
  position: 'supply',
  inputAirflow: 650,
  shellInsulation: '0mm',
  cassetteMaterial: 'mineralWool',
  outerCover: 'none',
  innerMaterial: 'galvanizedSteel',
  openable: false,
  connectionProfile: 'Z-slat',
  selectedOptionIndex: 2,
  optionData: { pressureDrop: 21.5, soundAttenuation: flat(12), soundPowerLevel: flat(30) },
}

describe('the payloads of a product export', () => {
  it('sends a regular silencer with its fields, inputAirflow and pressureDrop', () => {
    const item = anItem('nku', { productName: 'NKU 100', inputAirflow: 120, pressureDrop: 14.2 })
    expect(regularSilencerPayload(item)).toMatchObject({
      productId: 'nku',
      productName: 'NKU 100',
      type: 'silencer',
      inputAirflow: 120,
      pressureDrop: 14.2,
    })
  })

  it('sends 0 for an unknown airflow or pressure drop', () => {
    const payload = regularSilencerPayload(anItem('nku', { inputAirflow: null, pressureDrop: null }))
    expect(payload).toMatchObject({ inputAirflow: 0, pressureDrop: 0 })
  })

  it('sends a rectangular silencer with its configuration data', () => {
    const payload = rectSilencerPayload(rect, RESOURCE_ID)
    expect(payload).toMatchObject({
      type: 'rectSilencer',
      productType: 'rectSilencer',
      pressureDrop: 21.5,
      rectSilencerData: { width: 800, height: 400, length: 1200, selectedOptionIndex: 2 },
    })
    expect(payload.name).toBe(payload.productName)
    expect(String(payload.name)).toMatch(/^M[A-Z]+-800x400-1200/)
  })

  it('gives the same configuration the same payload at any time, so a second export is the same export', () => {
    vi.useFakeTimers()
    try {
      vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
      const first = rectSilencerPayload(rect, RESOURCE_ID)
      vi.setSystemTime(new Date('2026-03-01T10:05:00Z'))
      const again = rectSilencerPayload(structuredClone(rect), RESOURCE_ID)
      expect(again).toEqual(first)
      expect(first.productId).toBe(`rect-${RESOURCE_ID}-${String(first.productCode)}`)
      // Another resource, or another configuration, is another product.
      expect(rectSilencerPayload(rect, EXPORT_ID).productId).not.toBe(first.productId)
      expect(rectSilencerPayload({ ...rect, length: 1500 }, RESOURCE_ID).productId).not.toBe(first.productId)
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves out the figures with airflow and the results when no input sound power was given', () => {
    const figures = {
      resultSoundPowerAfterLw: flat(20),
      soundAttenuationWithAirflow: flat(-17),
      totalAttenuationWithAirflow: -17,
      resultAfterLw: 29,
      resultAfterAFilter: 25,
    }
    const optionData = { ...rect.optionData, ...figures }
    const without = rectSilencerPayload({ ...rect, optionData, inputSoundPower: flat(0) }, RESOURCE_ID)
    const sent = without.rectSilencerData as RectConfiguration
    const entry = without.rectConfiguration as RectConfiguration
    for (const key of Object.keys(figures)) {
      expect(sent.optionData).not.toHaveProperty(key)
      expect(entry.optionData).not.toHaveProperty(key)
    }
    // The option's own data stay.
    expect(sent.optionData).toMatchObject({ pressureDrop: 21.5, soundAttenuation: flat(12) })
    // The same without any input sound power at all.
    const none = rectSilencerPayload({ ...rect, optionData }, RESOURCE_ID)
    expect((none.rectSilencerData as RectConfiguration).optionData).not.toHaveProperty('resultAfterLw')

    // With an input sound power they are real figures, and are sent.
    const given = rectSilencerPayload({ ...rect, optionData, inputSoundPower: flat(80) }, RESOURCE_ID)
    expect((given.rectSilencerData as RectConfiguration).optionData).toMatchObject(figures)
  })

  it('needs a selected option for a rectangular silencer', () => {
    expect(() => rectSilencerPayload({ ...rect, selectedOptionIndex: -1 }, RESOURCE_ID)).toThrow(
      'Product data is not available',
    )
    expect(() => rectSilencerPayload({ ...rect, optionData: undefined }, RESOURCE_ID)).toThrow(
      'Product data is not available',
    )
  })
})

describe('the export of a product', () => {
  const build = () => ({ type: 'silencer', name: 'NKU 100' })

  it('needs a resource id (an error toast, nothing sent)', async () => {
    const seen = stubApi({})
    const error = vi.spyOn(toasts, 'toastError')
    expect(await exportProductData(undefined, build)).toBe(false)
    expect(error).toHaveBeenCalledWith(en.webshop.toasts.noResourceId)
    expect(seen).toEqual([])
  })

  it('needs a redirect address to go back to', async () => {
    const seen = stubApi({})
    const error = vi.spyOn(toasts, 'toastError')
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const assign = vi.fn()
    expect(await exportProductData(RESOURCE_ID, build, assign)).toBe(false)
    expect(seen).toEqual([])
    expect(error).toHaveBeenCalledWith(en.webshop.toasts.exportFailed)
    expect(log).toHaveBeenCalledWith(new Error('Redirect URL is empty'))
    expect(assign).not.toHaveBeenCalled()
  })

  it('sends the product with the locale and goes back to the stored address', async () => {
    storeReturnUrl('https://shop.example.com/basket')
    const seen = stubApi({
      [`POST /api/webshop/silencers/${RESOURCE_ID}`]: () =>
        ok({ exportId: EXPORT_ID, state: 'delivered', returnUrl: 'https://shop.example.com/default' }),
    })
    const info = vi.spyOn(toasts, 'toastInfo')
    const success = vi.spyOn(toasts, 'toastSuccess')
    const assign = vi.fn()
    const exporting = exportProductData(RESOURCE_ID, build, assign)
    expect(exportStatus()).toBe('pending')
    expect(await exporting).toBe(true)
    expect(seen[0]?.body).toEqual({ productData: build(), locale: 'eng' })
    expect(info).toHaveBeenCalledWith(en.webshop.toasts.exporting)
    expect(success).toHaveBeenCalledWith(en.webshop.toasts.exported)
    expect(assign).toHaveBeenCalledWith('https://shop.example.com/basket')

    // The browser is leaving for the shop: still pending, and a second click sends nothing.
    expect(exportStatus()).toBe('pending')
    expect(await exportProductData(RESOURCE_ID, build, assign)).toBe(false)
    expect(seen).toHaveLength(1)
    // A page merely shown again (not restored from the back-forward cache) is the same visit: still pending.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }))
    expect(exportStatus()).toBe('pending')
    // Back from the shop, restored from the back-forward cache: a new visit, Export works again.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    expect(exportStatus()).toBe('idle')
  })

  it('shows pending to the screens while the export runs, and after it succeeds', async () => {
    storeReturnUrl('https://shop.example.com/basket')
    let answer: (response: Response) => void = () => undefined
    const seen = stubApi({
      [`POST /api/webshop/silencers/${RESOURCE_ID}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve
        }),
    })
    const { result } = renderHook(() => useExportStatus())
    expect(result.current).toBe('idle')
    let exported: Promise<boolean> = Promise.resolve(false)
    act(() => {
      exported = exportProductData(RESOURCE_ID, build, vi.fn())
    })
    expect(result.current).toBe('pending')
    // The request reaches the server a moment after it is sent; only then can the server answer it.
    await waitFor(() => expect(seen).toHaveLength(1))
    expect(result.current).toBe('pending')
    await act(async () => {
      answer(ok({ exportId: EXPORT_ID, state: 'pending', returnUrl: null }))
      expect(await exported).toBe(true)
    })
    expect(result.current).toBe('pending')
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    })
    expect(result.current).toBe('idle')
  })

  it('stays on the page with an error toast when the export fails', async () => {
    storeReturnUrl('https://shop.example.com/basket')
    stubApi({ [`POST /api/webshop/silencers/${RESOURCE_ID}`]: () => fail(502, 'SHOP_DOWN') })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const error = vi.spyOn(toasts, 'toastError')
    const assign = vi.fn()
    expect(await exportProductData(RESOURCE_ID, build, assign)).toBe(false)
    expect(error).toHaveBeenCalledWith(en.webshop.toasts.exportFailed)
    expect(assign).not.toHaveBeenCalled()
    // Back to idle: the shopper can try again.
    expect(exportStatus()).toBe('idle')
  })
})
