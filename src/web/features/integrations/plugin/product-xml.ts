// The product XML of MCPluginInsertProduct (docs/integrations.md section 2): our own versioned element set,
// built with xmlbuilder2 and valid against product.xsd. Numbers are written with a dot whatever the language.
// The library's self-contained browser bundle: its Node entry needs Node's events and url modules.
import { create } from 'xmlbuilder2/lib/xmlbuilder2.min.js'
import { BAND_CENTRES, bandsToArray } from '#engine/index.ts'
import type { PluginProduct } from './product.ts'

export const PRODUCT_NAMESPACE = 'urn:ventnoise:silencer-product:1'
export const PRODUCT_SCHEMA_VERSION = '1.0'

/** A number as XML text: at most 3 decimals, a dot as separator, never an exponent or a locale format. */
export function xmlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
  const rounded = Math.round(value * 1000) / 1000
  if (Math.abs(rounded) < 0.001) return '0'
  return rounded.toFixed(3).replace(/\.?0+$/, '')
}

/** The product as an XML document (UTF-8, with declaration). Throws when the product holds no usable data. */
export function productXml(product: PluginProduct): string {
  const n = xmlNumber
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(PRODUCT_NAMESPACE, 'Product', {
    schemaVersion: PRODUCT_SCHEMA_VERSION,
    type: product.type,
  })
  root.ele('Class').txt(product.className)
  root.ele('Name').txt(product.name)
  const codes = root.ele('ProductCodes')
  if (product.code) codes.ele('Code', { role: 'article' }).txt(product.code)
  root.ele('Manufacturer', { name: product.manufacturer.name, url: product.manufacturer.url })
  const geometry = root.ele('Geometry', { modelId: product.geometry.modelId })
  for (const parameter of product.geometry.parameters)
    geometry.ele('Parameter', { name: parameter.name, unit: parameter.unit }).txt(n(parameter.value))

  const variant = root.ele('Variants').ele('Variant', { code: product.code || product.name, default: 'true' })
  const d = product.dimensions
  variant.ele(
    'Dimensions',
    d.shape === 'circular'
      ? { shape: d.shape, diameter: n(d.diameter), length: n(d.length), unit: 'mm' }
      : { shape: d.shape, width: n(d.width), height: n(d.height), length: n(d.length), unit: 'mm' },
  )
  const c = product.connection
  variant.ele(
    'Connection',
    c.profile === undefined
      ? { diameter: n(c.diameter), unit: 'mm' }
      : { profile: c.profile, width: n(c.width), height: n(c.height), unit: 'mm' },
  )
  variant.ele('DimData', {
    minAirflow: n(product.dimData.minAirflow),
    maxAirflow: n(product.dimData.maxAirflow),
    airflowUnit: 'l/s',
    minPressureDrop: n(product.dimData.minPressureDrop),
    maxPressureDrop: n(product.dimData.maxPressureDrop),
  })

  const curve = root.ele('PressureDrop', { airflowUnit: 'l/s', unit: 'Pa' })
  for (const point of product.pressureDrop) curve.ele('Point', { airflow: n(point.airflow), dp: n(point.dp) })

  const attenuation = root.ele('SoundAttenuation', { unit: 'dB' })
  const values = bandsToArray(product.attenuation)
  BAND_CENTRES.forEach((hz, i) => attenuation.ele('Band', { hz: String(hz) }).txt(n(values[i] ?? 0)))

  return root.end({ prettyPrint: true })
}
