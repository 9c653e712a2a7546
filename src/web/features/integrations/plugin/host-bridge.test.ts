import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HOST_MESSAGES, alertText, connectHost, postToHost, resetHostBridge } from './host-bridge.ts'

const sent: [string, string][] = []
let alertSpy = vi.spyOn(window, 'alert')

beforeEach(() => {
  resetHostBridge()
  sent.length = 0
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
})
afterEach(() => {
  delete window.EOApiPlugin
  delete window.WebAppInsertProduct
  vi.restoreAllMocks()
})

describe('host bridge', () => {
  it('defines WebAppInsertProduct before announcing itself, once', () => {
    let definedFirst = false
    window.EOApiPlugin = {
      postMessage: (name: string, payload: string) => {
        definedFirst = typeof window.WebAppInsertProduct === 'function'
        sent.push([name, payload])
      },
    }
    const disconnect = connectHost(() => undefined)
    disconnect()
    connectHost(() => undefined)
    expect(sent).toEqual([[HOST_MESSAGES.loaded, '']])
    expect(definedFirst).toBe(true)
  })

  it('accepts a PostMessage binding returning a promise', async () => {
    window.EOApiPlugin = {
      PostMessage: (name: string, payload: string) => {
        sent.push([name, payload])
        return Promise.resolve(true)
      },
    }
    await expect(postToHost(HOST_MESSAGES.insertProduct, '<Product/>')).resolves.toBe(true)
    expect(sent).toEqual([[HOST_MESSAGES.insertProduct, '<Product/>']])
  })

  it('without a host alerts the exact text and breaks nothing', async () => {
    connectHost(() => undefined)
    expect(alertSpy).not.toHaveBeenCalled()
    await expect(postToHost(HOST_MESSAGES.insertProduct, '<Product/>')).resolves.toBe(false)
    expect(alertSpy).toHaveBeenCalledWith('EOApiPlugin is not registered')
  })

  it('parses the input and ignores a bad shape code', () => {
    const received: unknown[] = []
    connectHost((input) => received.push(input))
    window.WebAppInsertProduct?.({ shape: '3/1', width: 500 })
    window.WebAppInsertProduct?.('not json')
    window.WebAppInsertProduct?.(
      '{"shape":"2/2","width":-612.4,"height":398.6,"airflow":"450,4","sound":"60 55,55 50 45 40 35 30 25"}',
    )
    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({
      productType: 'rectSilencer',
      shape: 'straight',
      width: 612,
      height: 399,
      airflow: 450,
      hasSound: true,
      sound: { octaveBand63Hz: 60, octaveBand125Hz: 55.6, octaveBand8000Hz: 25 },
    })
  })

  it('has the exact English alerts of the host flows', () => {
    expect(alertText({ key: 'notRegistered' })).toBe('EOApiPlugin is not registered')
    expect(alertText({ key: 'noProduct' })).toBe('Product is not provided for export')
    expect(alertText({ key: 'rectDimData' })).toBe(
      'Dim data has not been calculated for rectangular silencer',
    )
    expect(alertText({ key: 'roundDimData' })).toBe('Dim data has not been calculated for round silencer')
    expect(alertText({ key: 'unsupported' })).toBe(
      'Provided product is currently unsupported and cannot be exported',
    )
    expect(alertText({ key: 'transformer' })).toBe('Product data transformer: an error occurred')
    expect(alertText({ key: 'noSuitableSize', width: 310, height: 2600 })).toBe(
      'No suitable silencer for selected duct size: 310x2600',
    )
  })
})
