import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SilencerAttenuationRequest } from '#contract/api/silencer-geometry.ts'
import {
  ATTENUATION_CAP_DB,
  BAND_KEYS,
  silencerGeometryAttenuation,
  silencerGeometryFlow,
} from '#engine/index.ts'
import en from '../../../i18n/locales/en.json'
import { ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { renderRoute, inLitresPerSecond } from '../../../test-utils.tsx'

const URL = 'POST /api/calculations/silencer-attenuation'
const text = en.silencerGeometry

/** The server's answer, from the same engine functions the server calls. */
function answer(request: FakeRequest) {
  const body = request.body as SilencerAttenuationRequest & { material: 'mineralWool' }
  const face =
    'width' in body && body.width && body.height ? { width: body.width, height: body.height } : undefined
  return ok({
    attenuation: silencerGeometryAttenuation(body),
    attenuationCap: ATTENUATION_CAP_DB,
    material: body.material,
    flow: body.inputAirflow === undefined ? null : silencerGeometryFlow(body, body.inputAirflow, face),
  })
}

/** The table's values per band, as shown. */
const tableValues = () => {
  const table = screen.getByRole('table')
  return within(table)
    .getAllByRole('rowheader')
    .map((header) =>
      within(header.closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )
}
/** The page's initial geometry. */
const splitter = {
  shape: 'rectangular',
  material: 'mineralWool',
  airwayWidth: 100,
  baffleThickness: 200,
  length: 1200,
} as const
const oneDecimal = (value: number) => value.toFixed(1)

describe('silencer of your own geometry', () => {
  it('shows the initial splitter’s bands and refuses a size out of range in the user’s language', async () => {
    const seen = stubApi({ [URL]: answer })
    const { user } = renderRoute('/app/silencer-geometry')
    expect(
      await screen.findByRole('heading', { level: 1, name: text.title }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument())
    expect(seen.at(-1)?.body).toEqual(splitter)
    const bands = silencerGeometryAttenuation(splitter)
    expect(tableValues()).toEqual(BAND_KEYS.map((key) => [oneDecimal(bands[key])]))
    expect(screen.getByText(text.ceilingTitle)).toBeInTheDocument()
    expect(screen.getByText(`Laboratory ceiling ${ATTENUATION_CAP_DB} dB`)).toBeInTheDocument()

    // An airway out of range: the message in the user's language, and no request for it.
    const airway = screen.getByLabelText(text.fields.airwayWidth)
    await user.clear(airway)
    await user.type(airway, '10')
    expect(screen.getByText('Enter a value from 20 to 1,000 mm.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(text.fixErrors)
  })

  it('adds the flow figures and the flow noise with an airflow and the face', async () => {
    const seen = stubApi({ [URL]: answer })
    const { user } = renderRoute('/app/silencer-geometry')
    const airway = await screen.findByLabelText(text.fields.airwayWidth, undefined, { timeout: 10_000 })
    await user.clear(airway)
    await user.type(airway, '150')
    const before = seen.length
    // The airflow asks for the face; with it, the flow figures and the flow noise column.
    await user.type(screen.getByLabelText(inLitresPerSecond(text.fields.inputAirflow)), '1000')
    expect(screen.getAllByText(text.errors.faceNeeded)).toHaveLength(2)
    await user.type(screen.getByLabelText(text.fields.width), '1050')
    await user.type(screen.getByLabelText(text.fields.height), '600')
    // The whole height's request, not one for a height half typed (a slow keystroke lets the pause run out).
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ height: 600 }))
    const last = seen.at(-1)?.body as SilencerAttenuationRequest
    expect(last).toEqual({ ...splitter, airwayWidth: 150, inputAirflow: 1000, width: 1050, height: 600 })
    // Typing was debounced: far fewer requests than keystrokes.
    expect(seen.length - before).toBeLessThanOrEqual(4)
    const flow = silencerGeometryFlow(last, 1000, { width: 1050, height: 600 })
    await waitFor(() =>
      expect(screen.getByTestId('flow-pressureDrop')).toHaveTextContent(oneDecimal(flow.pressureDrop)),
    )
    expect(screen.getByTestId('flow-baffleCount')).toHaveTextContent('3')
    expect(tableValues()[3]).toEqual([
      oneDecimal(silencerGeometryAttenuation(last).octaveBand500Hz),
      oneDecimal(flow.flowNoise.octaveBand500Hz),
    ])
  })

  it('says when the face widens the airways, and makes the page one geometry on either button', async () => {
    const seen = stubApi({ [URL]: answer })
    const { user } = renderRoute('/app/silencer-geometry')
    await screen.findByRole('table', undefined, { timeout: 10_000 })
    const fill = (value: string, values: Record<string, string | number>) =>
      Object.entries(values).reduce((out, [key, v]) => out.replaceAll(`{{${key}}}`, String(v)), value)
    // 100 mm airways and 200 mm baffles in a 1000 mm face: 3 baffles fit, and the airways are 133 mm.
    await user.type(screen.getByLabelText(inLitresPerSecond(text.fields.inputAirflow)), '1200')
    await user.type(screen.getByLabelText(text.fields.width), '1000')
    await user.type(screen.getByLabelText(text.fields.height), '500')
    const warning = await screen.findByRole('alert', { name: text.faceMismatch.title })
    expect(warning).toHaveTextContent(
      fill(text.faceMismatch.text_other, { width: 1000, count: 3, inFace: 133, asked: 100 }),
    )
    await user.click(
      within(warning).getByRole('button', { name: fill(text.faceMismatch.useAirway, { inFace: 133 }) }),
    )
    expect(screen.getByLabelText(text.fields.airwayWidth)).toHaveValue('133')
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ airwayWidth: 133, width: 1000 }))
    await waitFor(() => expect(screen.queryByRole('alert', { name: text.faceMismatch.title })).toBeNull())

    // Back to 100 mm airways; this time the face is made to hold them: 3 pitches of 300 mm.
    const airway = screen.getByLabelText(text.fields.airwayWidth)
    await user.clear(airway)
    await user.type(airway, '100')
    const again = await screen.findByRole('alert', { name: text.faceMismatch.title })
    await user.click(
      within(again).getByRole('button', { name: fill(text.faceMismatch.useWidth, { width: 900 }) }),
    )
    expect(screen.getByLabelText(text.fields.width)).toHaveValue('900')
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ airwayWidth: 100, width: 900 }))
    await waitFor(() => expect(screen.queryByRole('alert', { name: text.faceMismatch.title })).toBeNull())
  })

  it('takes the airflow in m³/h once the user chooses it in the header, and asks the API in l/s', async () => {
    const seen = stubApi({ [URL]: answer })
    const { user } = renderRoute('/app/silencer-geometry')
    await screen.findByRole('table', undefined, { timeout: 10_000 })
    await user.type(screen.getByLabelText('Airflow, l/s'), '500')
    await user.type(screen.getByLabelText(text.fields.width), '900')
    await user.type(screen.getByLabelText(text.fields.height), '600')
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ inputAirflow: 500, height: 600 }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'At 500 l/s' })).toBeInTheDocument(),
    )

    // The same silencer in the other unit: 500 l/s is 1 800 m³/h.
    await user.selectOptions(screen.getByRole('combobox', { name: en.header.airflowUnit }), 'm3/h')
    expect(screen.getByLabelText('Airflow, m³/h')).toHaveValue('1800')
    expect(screen.getByRole('heading', { level: 2, name: 'At 1,800 m³/h' })).toBeInTheDocument()
    expect(window.localStorage.getItem('airflowUnit')).toBe('m3/h')

    const airflow = screen.getByLabelText('Airflow, m³/h')
    await user.clear(airflow)
    await user.type(airflow, '3600')
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ inputAirflow: 1000 }))
    await user.clear(airflow)
    await user.type(airflow, '360001')
    expect(screen.getByText('Enter an airflow above 0 and up to 360,000 m³/h.')).toBeInTheDocument()
  })

  it('switches to a round silencer', async () => {
    const seen = stubApi({ [URL]: answer })
    const { user } = renderRoute('/app/silencer-geometry')
    await screen.findByRole('table', undefined, { timeout: 10_000 })

    await user.click(screen.getByRole('radio', { name: text.shapes.round }))
    expect(screen.queryByLabelText(text.fields.airwayWidth)).not.toBeInTheDocument()
    await waitFor(() => expect(seen.at(-1)?.body).toMatchObject({ shape: 'round', diameter: 400 }))
    const roundBands = silencerGeometryAttenuation({
      shape: 'round',
      diameter: 400,
      liningThickness: 100,
      length: 1200,
    })
    await waitFor(() =>
      expect(tableValues().map((row) => row[0])).toEqual(BAND_KEYS.map((key) => oneDecimal(roundBands[key]))),
    )
    expect(screen.queryByTestId('flow-baffleCount')).not.toBeInTheDocument()
  })

  it('labels every control', async () => {
    stubApi({ [URL]: answer })
    renderRoute('/app/silencer-geometry')
    await screen.findByRole('heading', { level: 1, name: text.title }, { timeout: 10_000 })
    const main = within(screen.getByRole('main'))
    for (const control of [
      ...main.getAllByRole('textbox'),
      ...main.getAllByRole('radio'),
      ...main.getAllByRole('combobox'),
    ])
      expect(control).toHaveAccessibleName()
    expect(screen.getByRole('combobox', { name: text.material })).toHaveValue('mineralWool')
  })
})
