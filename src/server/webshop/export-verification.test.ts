// Export verification for single products (docs/security.md, "Nothing unchecked is signed"): the silencer the
// shop receives is built from the catalogue (regular) or the configurator's rules (rectangular) with the
// server's numbers; anything else is 422 with the field named, and never recorded or delivered.
import { describe, expect, it } from 'vitest'
import {
  aSilencer,
  call,
  clientRect,
  clientSilencer,
  exportDelivered,
  exportsOf,
  fieldsOf,
  flat,
  newResource,
  s,
  serverOptions,
  useVerificationApp,
  type ListedSilencer,
  type RectOption,
} from './export-verification-kit.ts'

useVerificationApp()

describe('a regular silencer export', () => {
  it('delivers the catalogue silencer with the numbers the server computed, not the ones sent', async () => {
    const silencer = await aSilencer()
    const resourceId = await newResource()
    const tampered = { ...clientSilencer(silencer, 300), soundAttenuation: flat(99), pressureDrop: 0.1 }
    const product = await exportDelivered(resourceId, tampered)
    const pressure = await call(s.base, 'POST', '/api/calculations/round-silencers/pressure-drop', {
      silencerClass: silencer.class,
      diameter: silencer.nominalSizeDiameter,
      length: silencer.length,
      inputAirflow: 300,
    })
    expect(product).toMatchObject({
      type: 'silencer',
      productId: silencer.id,
      productCode: silencer.code,
      productName: silencer.name,
      productClass: silencer.class,
      nominalSizeDiameter: silencer.nominalSizeDiameter,
      length: silencer.length,
      quantity: 1,
      inputAirflow: 300,
      soundAttenuation: silencer.soundAttenuation,
    })
    expect(product.pressureDrop).toBeCloseTo((pressure.body.data as { pressureDrop: number }).pressureDrop, 9)
    expect(product.soundAttenuation).not.toEqual(flat(99))
    // The flow noise at 300 l/s is the engine's, not the 30 dB the client claimed.
    expect(product.soundPowerLevel).not.toEqual(flat(30))
  })

  it('exports without an airflow (0, as the client sends it when none is known) with no pressure drop', async () => {
    const silencer = await aSilencer()
    const product = await exportDelivered(await newResource(), clientSilencer(silencer, 0))
    expect(product).toMatchObject({ inputAirflow: 0, pressureDrop: 0, soundPowerLevel: flat(0) })
  })

  it.each([
    ['code FREE-STUFF', () => ({ productCode: 'FREE-STUFF' }), 'body.productData.productCode'],
    [
      'only the name FREE-STUFF',
      () => ({ productId: undefined, productName: 'FREE-STUFF', productCode: 'FREE-STUFF' }),
      'body.productData.productName',
    ],
    ['an unknown product id', () => ({ productId: 'free-stuff' }), 'body.productData.productId'],
    ['quantity 1000', () => ({ quantity: 1000 }), 'body.productData.quantity'],
    ['quantity 1.5', () => ({ quantity: 1.5 }), 'body.productData.quantity'],
    ['airflow −100', () => ({ inputAirflow: -100 }), 'body.productData.inputAirflow'],
    ['airflow 10⁹ l/s', () => ({ inputAirflow: 1e9 }), 'body.productData.inputAirflow'],
    ['another class', () => ({ productClass: 'NKU' }), 'body.productData.productClass'],
    [
      'another size',
      (p: ListedSilencer) => ({ nominalSizeDiameter: p.nominalSizeDiameter + 1 }),
      'body.productData.nominalSizeDiameter',
    ],
    ['another length', (p: ListedSilencer) => ({ length: p.length * 2 }), 'body.productData.length'],
    ['an unknown type', () => ({ type: 'voucher' }), 'body.productData.type'],
  ])('refuses %s with 422 naming the field, and records and delivers nothing', async (_, change, field) => {
    const silencer = await aSilencer()
    const resourceId = await newResource()
    const answer = await call(s.base, 'POST', `/api/webshop/silencers/${resourceId}`, {
      productData: { ...clientSilencer(silencer, 300), ...change(silencer) },
      locale: 'eng',
    })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } })
    expect(fieldsOf(answer)).toContain(field)
    expect(await exportsOf(resourceId)).toEqual([])
  })
})

describe('a rectangular silencer export', () => {
  it('delivers the configuration with the option recomputed on the server and the code derived', async () => {
    const resourceId = await newResource('rectSilencer')
    const options = await serverOptions({ width: 800, height: 400, length: 1200, inputAirflow: 650 })
    const tamperedOption = { ...options[2], pressureDrop: 0, soundAttenuation: flat(80) }
    const product = await exportDelivered(resourceId, clientRect(resourceId, {}, tamperedOption))
    expect(product).toMatchObject({
      type: 'rectSilencer',
      productType: 'rectSilencer',
      productClass: 'MSK',
      productCode: 'MSK-800x400-1200',
      name: 'MSK-800x400-1200',
      productId: `rect-${resourceId}-MSK-800x400-1200`,
      quantity: 1,
      inputAirflow: 650,
      soundAttenuation: options[2]?.soundAttenuation,
      soundPowerLevel: options[2]?.soundPowerLevel,
      rectSilencerData: { width: 800, height: 400, length: 1200, inputAirflow: 650, selectedOptionIndex: 2 },
    })
    expect(product.pressureDrop).toBeCloseTo(options[2]?.pressureDrop ?? NaN, 9)
    const data = product.rectSilencerData as { optionData: RectOption }
    expect(data.optionData.pressureDrop).toBeCloseTo(options[2]?.pressureDrop ?? NaN, 9)
    expect(data.optionData.soundAttenuation).toEqual(options[2]?.soundAttenuation)
  })

  it('leaves out the figures that rest on an input sound power when there is none, and keeps them with one', async () => {
    const options = await serverOptions({ width: 800, height: 400, length: 1200, inputAirflow: 650 })
    const figures = [
      'resultSoundPowerAfterLw',
      'soundAttenuationWithAirflow',
      'totalAttenuationWithAirflow',
      'resultAfterLw',
      'resultAfterAFilter',
    ]
    const without = await newResource('rectSilencer')
    const bare = await exportDelivered(without, clientRect(without, {}, options[2]))
    const bareOption = (bare.rectSilencerData as { optionData: Record<string, unknown> }).optionData
    for (const key of figures) expect(bareOption, key).not.toHaveProperty(key)
    expect(bareOption.soundAttenuation).toEqual(options[2]?.soundAttenuation)

    const withPower = await newResource('rectSilencer')
    const powered = await exportDelivered(
      withPower,
      clientRect(withPower, { inputSoundPower: flat(80) }, options[2]),
    )
    const poweredOption = (powered.rectSilencerData as { optionData: Record<string, unknown> }).optionData
    for (const key of figures) expect(poweredOption, key).toHaveProperty(key)
  })

  it.each([
    ['a width off the 50 mm step', { width: 810 }, {}, 'body.productData.rectSilencerData.width'],
    ['a height below 200 mm', { height: 150 }, {}, 'body.productData.rectSilencerData.height'],
    ['a straight length above 2500 mm', { length: 2600 }, {}, 'body.productData.rectSilencerData.length'],
    ['an openable bend', { shape: 'bend', openable: true }, {}, 'body.productData.rectSilencerData'],
    ['insulation without a cover', { shellInsulation: '50mm' }, {}, 'body.productData.rectSilencerData'],
    ['no airflow', { inputAirflow: 0 }, {}, 'body.productData.rectSilencerData.inputAirflow'],
    ['airflow −100', { inputAirflow: -100 }, {}, 'body.productData.rectSilencerData.inputAirflow'],
    [
      'no option chosen',
      { selectedOptionIndex: -1 },
      {},
      'body.productData.rectSilencerData.selectedOptionIndex',
    ],
    [
      'an option that does not exist',
      { selectedOptionIndex: 9 },
      {},
      'body.productData.rectSilencerData.selectedOptionIndex',
    ],
    ['code FREE-STUFF', {}, { productCode: 'FREE-STUFF' }, 'body.productData.productCode'],
    ['another class', {}, { productClass: 'MSKI' }, 'body.productData.productClass'],
    ['quantity 1000', {}, { quantity: 1000 }, 'body.productData.quantity'],
    ['no configuration', {}, { rectSilencerData: undefined }, 'body.productData.rectSilencerData'],
  ])('refuses %s with 422 naming the field', async (_, configuration, change, field) => {
    const resourceId = await newResource('rectSilencer')
    const answer = await call(s.base, 'POST', `/api/webshop/silencers/${resourceId}`, {
      productData: { ...clientRect(resourceId, configuration, {}), ...change },
      locale: 'eng',
    })
    expect(answer.status).toBe(422)
    expect(answer.body.error?.code).toBe('VALIDATION_ERROR')
    expect(fieldsOf(answer)).toContain(field)
    expect(await exportsOf(resourceId)).toEqual([])
  })
})
