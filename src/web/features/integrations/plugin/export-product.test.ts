import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bodiesTo, ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { clearNotices, useNotices } from '../../../state/notifications.ts'
import { downloadItemIfc, exportToHost, prepareExport, useHostExportPending } from './export-product.ts'
import { downloadIfc } from './ifc.ts'
import type * as IfcModule from './ifc.ts'
import { storePluginRectInput } from './plugin-input-store.ts'
import { productXml } from './product-xml.ts'
import type * as XmlModule from './product-xml.ts'
import { rectItem, roundItem } from './test-products.ts'

vi.mock('./product-xml.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof XmlModule>()
  return { ...actual, productXml: vi.fn(actual.productXml) }
})
vi.mock('./ifc.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof IfcModule>()
  return { ...actual, downloadIfc: vi.fn() }
})
const xmlMock = vi.mocked(productXml)
const downloadMock = vi.mocked(downloadIfc)
const ROUND_RANGE = 'POST /api/calculations/round-silencers/input-airflow'
const RECT_RANGE = 'POST /api/calculations/rect-silencers/input-airflow'
const range = () => ok({ minInputAirflow: 52.4, maxInputAirflow: 524 })
/** The server cannot be reached. */
const offline = () => Promise.reject(new TypeError('offline'))
let seen: FakeRequest[] = []
const sent: [string, string][] = []
let alertSpy = vi.spyOn(window, 'alert')

beforeEach(() => {
  sent.length = 0
  window.EOApiPlugin = { postMessage: (name: string, payload: string) => void sent.push([name, payload]) }
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
  seen = stubApi({ [ROUND_RANGE]: range, [RECT_RANGE]: range })
})
afterEach(() => {
  delete window.EOApiPlugin
  storePluginRectInput(null)
  vi.restoreAllMocks()
})

describe('export to MagiCAD', () => {
  it('asks the round airflow range with limits 1 and 100 Pa and sends the XML', async () => {
    await expect(exportToHost(roundItem)).resolves.toBe(true)
    expect(bodiesTo(seen, ROUND_RANGE)).toEqual([
      {
        silencerClass: 'NRF100/NRP100',
        diameter: 250,
        length: 900,
        minPressureDrop: 1,
        maxPressureDrop: 100,
      },
    ])
    expect(sent).toHaveLength(1)
    expect(sent[0]?.[0]).toBe('MCPluginInsertProduct')
    expect(sent[0]?.[1]).toContain('<Parameter name="S" unit="mm">100</Parameter>')
    expect(sent[0]?.[1]).toContain('minAirflow="52.4" maxAirflow="524"')
  })

  it('asks the rectangular range for the chosen cassette layout and uses the plugin connection size', async () => {
    storePluginRectInput({
      shape: 'straight',
      width: 1200,
      height: 600,
      connectionWidth: 1150,
      connectionHeight: 600,
      airflow: 900,
      soundPower: null,
    })
    const outcome = await prepareExport(rectItem)
    expect(bodiesTo(seen, RECT_RANGE)).toEqual([
      {
        width: 1200,
        height: 600,
        length: 1500,
        cassetteThickness: 100,
        amountOfCassettes: 4,
        minPressureDrop: 1,
        maxPressureDrop: 100,
      },
    ])
    expect(outcome.ok && outcome.xml).toContain(
      '<Connection profile="Z" width="1150" height="600" unit="mm"/>',
    )
  })

  it.each([
    ['no host', roundItem, 'EOApiPlugin is not registered', true],
    ['no product', null, 'Product is not provided for export', false],
    [
      'a diffuser',
      { ...roundItem, productType: 'diffuser' as const },
      'Provided product is currently unsupported and cannot be exported',
      false,
    ],
    [
      'a rectangular silencer without an option',
      {
        ...rectItem,
        rectConfiguration: {
          ...(rectItem.rectConfiguration as NonNullable<typeof rectItem.rectConfiguration>),
          optionData: {},
        },
      },
      'Dim data has not been calculated for rectangular silencer',
      false,
    ],
  ])('alerts for %s', async (_, item, message, noHost) => {
    if (noHost) delete window.EOApiPlugin
    await expect(exportToHost(item)).resolves.toBe(false)
    expect(alertSpy).toHaveBeenCalledWith(message)
    expect(sent).toEqual([])
  })

  it('alerts when the round range cannot be calculated', async () => {
    seen = stubApi({ [ROUND_RANGE]: offline, [RECT_RANGE]: offline })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(exportToHost(roundItem)).resolves.toBe(false)
    expect(alertSpy).toHaveBeenCalledWith('Dim data has not been calculated for round silencer')
  })

  it.each(['NRFV', 'NRPV'])(
    'makes no airflow-range call for %s (no pressure-drop model) and alerts the missing round dim data',
    async (productClass) => {
      const item = { ...roundItem, productClass, productName: `${productClass}-250-900` }
      await expect(exportToHost(item)).resolves.toBe(false)
      expect(seen).toEqual([])
      expect(alertSpy).toHaveBeenCalledWith('Dim data has not been calculated for round silencer')
      expect(sent).toEqual([])
    },
  )

  it('makes no airflow-range call for a round silencer without its diameter or length', async () => {
    await expect(exportToHost({ ...roundItem, length: undefined })).resolves.toBe(false)
    await expect(exportToHost({ ...roundItem, nominalSizeDiameter: 0 })).resolves.toBe(false)
    expect(seen).toEqual([])
    expect(alertSpy).toHaveBeenCalledWith('Dim data has not been calculated for round silencer')
  })

  it('alerts the transformer error when the product data cannot be written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    xmlMock.mockImplementationOnce(() => {
      throw new RangeError('Not a finite number: NaN')
    })
    await expect(exportToHost(roundItem)).resolves.toBe(false)
    expect(alertSpy).toHaveBeenCalledWith('Product data transformer: an error occurred')
    expect(sent).toEqual([])
  })
})

describe('pending insertion', () => {
  it('is pending until the host has the product, and ignores a second export meanwhile', async () => {
    const pending = renderHook(() => useHostExportPending())
    expect(pending.result.current).toBe(false)
    let first: Promise<boolean> = Promise.resolve(false)
    act(() => {
      first = exportToHost(roundItem)
    })
    expect(pending.result.current).toBe(true)
    await expect(exportToHost(roundItem)).resolves.toBe(false)
    await act(async () => {
      await expect(first).resolves.toBe(true)
    })
    expect(pending.result.current).toBe(false)
    expect(sent).toHaveLength(1)
  })
})

describe('Download IFC', () => {
  beforeEach(() => {
    downloadMock.mockReset()
    clearNotices()
  })

  it('builds the product without a CAD host, with its airflow range', async () => {
    delete window.EOApiPlugin
    await expect(downloadItemIfc(roundItem)).resolves.toBe(true)
    expect(downloadMock).toHaveBeenCalledWith(
      expect.objectContaining({
        className: 'NRF100/NRP100',
        dimData: expect.objectContaining({ minAirflow: 52.4, maxAirflow: 524 }) as unknown,
      }),
    )
    expect(alertSpy).not.toHaveBeenCalled()
  })

  it('says why when the product cannot be built, as a message rather than an alert', async () => {
    seen = stubApi({ [ROUND_RANGE]: offline, [RECT_RANGE]: offline })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const notices = renderHook(() => useNotices())
    await act(async () => {
      await expect(downloadItemIfc(roundItem)).resolves.toBe(false)
    })
    expect(notices.result.current.map((n) => n.message)).toEqual([
      'Dim data has not been calculated for round silencer',
    ])
    expect(downloadMock).not.toHaveBeenCalled()
    expect(alertSpy).not.toHaveBeenCalled()
  })
})
