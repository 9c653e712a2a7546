import { validateXML } from 'xmllint-wasm'
import { describe, expect, it } from 'vitest'
import { pressureCurve } from './pressure-curve.ts'
import type { PluginProduct } from './product.ts'
import { PRODUCT_NAMESPACE, productXml, xmlNumber } from './product-xml.ts'
import xsd from './product.xsd?raw'
import { rangeAt1And100, roundTestProduct } from './test-products.ts'

const round: PluginProduct = { ...roundTestProduct, pressureDrop: pressureCurve(rangeAt1And100) }
const rect: PluginProduct = {
  ...round,
  type: 'rectSilencer',
  className: 'MSKI',
  name: 'MSKI 1200x600-1500',
  code: 'MSKI-1200-600-1500',
  geometry: {
    modelId: 'MSKI',
    parameters: [
      { name: 'A', value: 1200, unit: 'mm' },
      { name: 'B', value: 600, unit: 'mm' },
      { name: 'L', value: 1500, unit: 'mm' },
      { name: 'T', value: 50, unit: 'mm' },
    ],
  },
  dimensions: { shape: 'rectangular', width: 1200, height: 600, length: 1500 },
  connection: { profile: 'Z', width: 1200, height: 600 },
  insulated: true,
}

async function validate(xml: string) {
  return validateXML({
    xml: [{ fileName: 'product.xml', contents: xml }],
    schema: [{ fileName: 'product.xsd', contents: xsd }],
  })
}

describe('product XML', () => {
  it.each([
    ['round', round],
    ['rectangular', rect],
  ])('is valid against product.xsd (%s)', async (_, product) => {
    const result = await validate(productXml(product))
    expect(result.errors).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('has the namespace, the version and the type on every element', () => {
    const xml = productXml(rect)
    expect(xml).toContain(`<Product xmlns="${PRODUCT_NAMESPACE}" schemaVersion="1.0" type="rectSilencer">`)
    expect(xml).toContain('<Class>MSKI</Class>')
    expect(xml).toContain('<Code role="article">MSKI-1200-600-1500</Code>')
    expect(xml).toContain(
      '<Dimensions shape="rectangular" width="1200" height="600" length="1500" unit="mm"/>',
    )
    expect(xml).toContain('<Connection profile="Z" width="1200" height="600" unit="mm"/>')
    expect(xml).toContain(
      '<DimData minAirflow="52.4" maxAirflow="524" airflowUnit="l/s" minPressureDrop="1" maxPressureDrop="100"/>',
    )
  })

  it('escapes text through the XML library', async () => {
    const xml = productXml(round)
    expect(xml).toContain('&lt;co&gt;')
    expect(xml).toContain('&amp;')
    expect((await validate(xml)).valid).toBe(true)
  })

  it('holds eight bands, 63 to 8000 Hz', () => {
    const bands = [...productXml(round).matchAll(/<Band hz="(\d+)">([^<]+)<\/Band>/g)]
    expect(bands.map((m) => m[1])).toEqual(['63', '125', '250', '500', '1000', '2000', '4000', '8000'])
    expect(bands.map((m) => m[2])).toEqual(['3.5', '6', '12.25', '20', '28', '30', '22', '15'])
  })

  it('holds 6 to 10 pressure points rising with airflow', () => {
    const points = [...productXml(round).matchAll(/<Point airflow="([^"]+)" dp="([^"]+)"\/>/g)].map((m) => ({
      airflow: Number(m[1]),
      dp: Number(m[2]),
    }))
    expect(points.length).toBeGreaterThanOrEqual(6)
    expect(points.length).toBeLessThanOrEqual(10)
    for (let i = 1; i < points.length; i++) {
      expect(points[i]?.airflow).toBeGreaterThan(points[i - 1]?.airflow ?? Infinity)
      expect(points[i]?.dp).toBeGreaterThan(points[i - 1]?.dp ?? Infinity)
    }
  })

  it('refuses numbers the schema would not take', async () => {
    expect(xmlNumber(0.0000001)).toBe('0')
    expect(xmlNumber(1e21 / 1e21)).toBe('1')
    expect(xmlNumber(-2.5)).toBe('-2.5')
    expect(() => xmlNumber(Number.NaN)).toThrow(RangeError)
    const broken = productXml(round).replace('<Band hz="63">3.5</Band>', '<Band hz="63">3,5</Band>')
    expect((await validate(broken)).valid).toBe(false)
    const sevenBands = productXml(round).replace(/<Band hz="8000">[^<]+<\/Band>/, '')
    expect((await validate(sevenBands)).valid).toBe(false)
  })
})
