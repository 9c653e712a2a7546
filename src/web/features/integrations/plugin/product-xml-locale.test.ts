import { afterAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/index.ts'
import { languages } from '../../../i18n/languages.ts'
import { pressureCurve } from './pressure-curve.ts'
import { productXml } from './product-xml.ts'
import { rangeAt1And100, roundTestProduct } from './test-products.ts'

const product = { ...roundTestProduct, pressureDrop: pressureCurve(rangeAt1And100) }

describe('product XML in every interface language', () => {
  afterAll(async () => {
    await i18n.changeLanguage('en')
  })

  it.each([...languages])('writes every number with a dot (%s)', async (language) => {
    await i18n.changeLanguage(language)
    const xml = productXml(product)
    const numbers = [
      ...[...xml.matchAll(/(?:airflow|dp|minAirflow|maxAirflow|diameter|length)="([^"]*)"/g)].map(
        (m) => m[1],
      ),
      ...[...xml.matchAll(/<(?:Band|Parameter)[^>]*>([^<]*)</g)].map((m) => m[1]),
    ]
    expect(numbers.length).toBeGreaterThan(20)
    for (const number of numbers) expect(number).toMatch(/^-?\d+(\.\d+)?$/)
    expect(xml).toContain('airflow="52.4"')
    expect(xml).toContain('<Band hz="250">12.25</Band>')
  })
})
