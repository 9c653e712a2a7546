import { describe, expect, it } from 'vitest'
import { silencerAttenuationRequest } from '#contract/api/silencer-geometry.ts'
import { INITIAL_FORM, readGeometryForm, type GeometryForm } from './geometry-form.ts'

const withTexts = (texts: Partial<GeometryForm['texts']>, shape = INITIAL_FORM.shape): GeometryForm => ({
  ...INITIAL_FORM,
  shape,
  texts: { ...INITIAL_FORM.texts, ...texts },
})

const readInLitresPerSecond = (form: GeometryForm) => readGeometryForm(form, 'l/s', 'en')

describe('readGeometryForm', () => {
  it('reads the initial splitter as a request the contract accepts', () => {
    const { body, errors } = readInLitresPerSecond(INITIAL_FORM)
    expect(errors).toEqual({})
    expect(body).toEqual({
      shape: 'rectangular',
      material: 'mineralWool',
      airwayWidth: 100,
      baffleThickness: 200,
      length: 1200,
    })
    expect(silencerAttenuationRequest.safeParse(body).success).toBe(true)
  })

  it('takes a decimal comma and sends only the shape’s own fields', () => {
    const { body } = readInLitresPerSecond(
      withTexts({ diameter: '315,5', podDiameter: '', airwayWidth: 'not used' }, 'round'),
    )
    expect(body).toEqual({
      shape: 'round',
      material: 'mineralWool',
      diameter: 315.5,
      liningThickness: 100,
      length: 1200,
    })
  })

  it('names each refused field with the reason and the limits', () => {
    const { body, errors } = readInLitresPerSecond(
      withTexts({ airwayWidth: '10', baffleThickness: '', length: 'long', inputAirflow: '0' }),
    )
    expect(body).toBeNull()
    expect(errors).toEqual({
      airwayWidth: { kind: 'range', min: 20, max: 1000 },
      baffleThickness: { kind: 'required' },
      length: { kind: 'notANumber' },
      inputAirflow: { kind: 'airflowRange', max: 100_000 },
    })
    // Once the sizes are there, an airflow asks for the face too.
    expect(readInLitresPerSecond(withTexts({ inputAirflow: '500' })).errors).toEqual({
      width: { kind: 'faceNeeded' },
      height: { kind: 'faceNeeded' },
    })
  })

  it('asks for a face that holds one airway and one baffle', () => {
    const { body, errors } = readInLitresPerSecond(
      withTexts({ inputAirflow: '500', width: '250', height: '600' }),
    )
    expect(body).toBeNull()
    expect(errors).toEqual({ width: { kind: 'faceTooNarrow', min: 300 } })
    expect(
      readInLitresPerSecond(withTexts({ inputAirflow: '500', width: '300', height: '600' })).body,
    ).toEqual({
      shape: 'rectangular',
      material: 'mineralWool',
      airwayWidth: 100,
      baffleThickness: 200,
      length: 1200,
      inputAirflow: 500,
      width: 300,
      height: 600,
    })
  })

  it('reads an airflow typed in m³/h as l/s, the unit of the request, and bounds it there', () => {
    // 1 800 m³/h ÷ 3.6 = 500 l/s.
    const inCubicMetresPerHour = withTexts({ inputAirflow: '1800', width: '300', height: '600' })
    expect(readGeometryForm(inCubicMetresPerHour, 'm3/h', 'en').body).toMatchObject({ inputAirflow: 500 })
    // The API's 100 000 l/s is 360 000 m³/h: just below passes, just above is refused.
    const face = { width: '300', height: '600' }
    expect(readGeometryForm(withTexts({ inputAirflow: '360000', ...face }), 'm3/h', 'en').errors).toEqual({})
    expect(readGeometryForm(withTexts({ inputAirflow: '360001', ...face }), 'm3/h', 'en').errors).toEqual({
      inputAirflow: { kind: 'airflowRange', max: 100_000 },
    })
  })

  it('keeps an airway of 20 mm around a pod', () => {
    expect(readInLitresPerSecond(withTexts({ podDiameter: '361' }, 'round')).errors).toEqual({
      podDiameter: { kind: 'podTooLarge', max: 360 },
    })
    expect(readInLitresPerSecond(withTexts({ podDiameter: '360' }, 'round')).body).toMatchObject({
      podDiameter: 360,
    })
  })
})
