import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_RECT_CONFIG } from '#engine/index.ts'
import { catalogueRoutes, demoSilencerClasses, demoSilencers } from '../../state/catalogue/test-catalogue.ts'
import { clearNotices } from '../../state/notifications.ts'
import { resetHostBridge } from '../../features/integrations/plugin/host-bridge.ts'
import { downloadIfc } from '../../features/integrations/plugin/ifc.ts'
import type * as IfcModule from '../../features/integrations/plugin/ifc.ts'
import { storePluginRectInput } from '../../features/integrations/plugin/plugin-input-store.ts'
import { giveElementsASize } from '../../test-layout.ts'
import en from '../../i18n/locales/en.json'
import { fail, ok, stubApi, type FakeRoute } from '../../test-api.ts'
import { locationOf, renderRoute, inLitresPerSecond } from '../../test-utils.tsx'
import { storeTokens } from '../../state/auth/session.ts'
import { me, other } from '../../state/workspace/test-fixtures.ts'
import { anotherTabSignsIn, idTokenOf } from '../../test-other-tab.ts'

vi.mock('../../features/integrations/plugin/ifc.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof IfcModule>()
  return { ...actual, downloadIfc: vi.fn() }
})
const downloadMock = vi.mocked(downloadIfc)
const w = en.rectWizard
const OPTIONS = 'POST /api/calculations/rect-silencer-options'
const AIRFLOW_RANGE = 'POST /api/calculations/round-silencers/input-airflow'

/** The demo silencers, a pressure drop of 20 Pa for any of them, and whatever else a test answers. */
const serve = (routes: Record<string, FakeRoute> = {}) =>
  stubApi({
    ...catalogueRoutes({ silencerClasses: demoSilencerClasses(), silencers: demoSilencers() }),
    'POST /api/calculations/round-silencers/pressure-drop': () => ok({ pressureDrop: 20 }),
    ...routes,
  })

const select = (label: string) => screen.getByRole('combobox', { name: label })

beforeEach(() => {
  giveElementsASize()
  serve()
  storePluginRectInput(null)
  resetHostBridge()
  clearNotices()
  downloadMock.mockReset()
})
afterEach(() => {
  delete window.EOApiPlugin
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the rectangular configurator of the modelling area', () => {
  it('starts from the preset of the class chosen on class selection', async () => {
    renderRoute('/modelling/rect-silencer?class=MRKA')
    expect(await screen.findByRole('switch', { name: w.fields.openable })).toBeChecked()
    expect(select(w.fields.shellInsulation)).toHaveValue('50mm')
    expect(select(w.fields.connectionProfile)).toHaveValue('E20')
    expect(screen.getByTestId('rect-code')).toHaveTextContent(/^MRKA-/)
  })

  it('keeps the plugin duct size and airflow and takes the rest from the chosen class', async () => {
    storePluginRectInput({
      shape: 'straight',
      width: 650,
      height: 450,
      connectionWidth: 600,
      connectionHeight: 400,
      airflow: 900,
      soundPower: null,
    })
    renderRoute('/modelling/rect-silencer?class=MSPI')
    expect(await screen.findByRole('textbox', { name: w.fields.width })).toHaveValue('650 mm')
    expect(screen.getByRole('textbox', { name: w.fields.airflow })).toHaveValue('900 l/s')
    expect(select(w.fields.shellInsulation)).toHaveValue('50mm')
    expect(select(w.fields.cassetteMaterial)).toHaveValue('polyester')
    expect(screen.getByTestId('rect-code')).toHaveTextContent(/^MSPI-650x450-/)
  })

  it('shows another user who signs in over the tab none of the plugin input the last user had', async () => {
    serve({
      'GET /api/auth/user': (request) =>
        ok(request.headers.get('Authorization')?.includes(other.id) ? other : me),
    })
    storeTokens({ accessToken: `${me.id}-a`, idToken: idTokenOf(me), refreshToken: `${me.id}-r` })
    storePluginRectInput({
      shape: 'straight',
      width: 650,
      height: 450,
      connectionWidth: 600,
      connectionHeight: 400,
      airflow: 900,
      soundPower: null,
    })
    renderRoute('/modelling/rect-silencer?class=MSPI')
    expect(await screen.findByRole('textbox', { name: w.fields.width })).toHaveValue('650 mm')
    anotherTabSignsIn(other)
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: w.fields.airflow })).not.toHaveValue('900 l/s'),
    )
    expect(screen.getByTestId('rect-code')).not.toHaveTextContent(/^MSPI-650x450-/)
  })

  it('starts from the defaults without a class or plugin input', async () => {
    renderRoute('/modelling/rect-silencer')
    expect(await screen.findByRole('switch', { name: w.fields.openable })).not.toBeChecked()
    expect(select(w.fields.shellInsulation)).toHaveValue(DEFAULT_RECT_CONFIG.shellInsulation)
  })

  it('shows the message of a failed options request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    serve({ [OPTIONS]: () => fail(500, 'INTERNAL', 'boom') })
    const { user } = renderRoute('/modelling/rect-silencer')
    // The defaults carry no airflow, and the options are asked only with one.
    await user.type(await screen.findByRole('textbox', { name: w.fields.airflow }), '900')
    await user.click(screen.getByRole('button', { name: w.actions.next }))
    expect(await screen.findByRole('alert')).toHaveTextContent(w.errors.options)
  })
})

describe('the regular silencers of the modelling area', () => {
  it('starts again from a second round input while the list is open: its diameter and airflow', async () => {
    const { router } = renderRoute('/modelling')
    await waitFor(() => expect(window.WebAppInsertProduct).toBeTypeOf('function'))
    const cardSizes = () =>
      screen
        .getAllByRole('article')
        .map(
          (card) =>
            /-(\d+)-\d+$/.exec(within(card).getByRole('heading', { level: 3 }).textContent ?? '')?.[1],
        )
    const airflow = () =>
      screen.getByRole('textbox', { name: inLitresPerSecond(en.regularSilencers.inputAirflow) })

    act(() => window.WebAppInsertProduct?.({ type: 'silencer', shape: '1/1', diameter: 315, airflow: 120 }))
    await waitFor(() => expect(locationOf(router)).toBe('/modelling/regular-silencers?diameter=315'))
    await waitFor(() => expect(airflow()).toHaveValue('120'))
    await waitFor(() => expect(new Set(cardSizes())).toEqual(new Set(['315'])))

    act(() => window.WebAppInsertProduct?.({ type: 'silencer', shape: '1/1', diameter: 250, airflow: 200 }))
    await waitFor(() => expect(locationOf(router)).toBe('/modelling/regular-silencers?diameter=250'))
    await waitFor(() => expect(airflow()).toHaveValue('200'))
    await waitFor(() => expect(new Set(cardSizes())).toEqual(new Set(['250'])))
  })

  it('offers Download IFC on each card without a CAD host', async () => {
    serve({ [AIRFLOW_RANGE]: () => ok({ minInputAirflow: 40, maxInputAirflow: 400 }) })
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { user } = renderRoute('/modelling/regular-silencers?productName=NKE-80-500')
    const card = await screen.findByRole('article', { name: 'NKE-80-500' })
    await user.click(within(card).getByRole('button', { name: en.plugin.downloadIfc }))
    await waitFor(() => expect(downloadMock).toHaveBeenCalledTimes(1))
    expect(downloadMock.mock.calls[0]?.[0]).toMatchObject({
      name: 'NKE-80-500',
      dimData: { minAirflow: 40, maxAirflow: 400 },
    })
    expect(alert).not.toHaveBeenCalled()
  })

  it('confirms the insertion into MagiCAD, and the card then offers Update (issue 20)', async () => {
    serve({ [AIRFLOW_RANGE]: () => ok({ minInputAirflow: 40, maxInputAirflow: 400 }) })
    const sent: string[] = []
    window.EOApiPlugin = { postMessage: (name: string) => void sent.push(name) }
    const { user } = renderRoute('/modelling/regular-silencers?productName=NKE-80-')
    const card = await screen.findByRole('article', { name: 'NKE-80-500' })
    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.export }))
    const dialog = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.exportTitle })
    await user.click(within(dialog).getByRole('button', { name: en.regularSilencers.actions.export }))
    expect(await screen.findByText(en.plugin.inserted.replace('{{name}}', 'NKE-80-500'))).toBeInTheDocument()
    expect(sent).toContain('MCPluginInsertProduct')
    expect(
      await within(card).findByRole('button', { name: en.regularSilencers.actions.update }),
    ).toBeInTheDocument()
    // Another card of the list would replace the inserted product.
    const [other] = screen.getAllByRole('article').filter((article) => article !== card)
    if (!other) throw new Error('another card expected')
    expect(
      within(other).getByRole('button', { name: en.regularSilencers.actions.replace }),
    ).toBeInTheDocument()
  })

  it('does not offer Update for a product the CAD host never got', async () => {
    serve({ [AIRFLOW_RANGE]: () => ok({ minInputAirflow: 40, maxInputAirflow: 400 }) })
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined)
    const { user } = renderRoute('/modelling/regular-silencers?productName=NKE-80-500')
    const card = await screen.findByRole('article', { name: 'NKE-80-500' })
    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.export }))
    const dialog = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.exportTitle })
    await user.click(within(dialog).getByRole('button', { name: en.regularSilencers.actions.export }))
    await waitFor(() => expect(alert).toHaveBeenCalledWith(en.plugin.alerts.notRegistered))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(within(card).getByRole('button', { name: en.regularSilencers.actions.export })).toBeInTheDocument()
    expect(screen.queryByText(en.plugin.inserted.replace('{{name}}', 'NKE-80-500'))).not.toBeInTheDocument()
  })

  it('keeps the confirmation pending until the CAD host has the product', async () => {
    serve({ [AIRFLOW_RANGE]: () => ok({ minInputAirflow: 40, maxInputAirflow: 400 }) })
    let received: () => void = () => undefined
    const sent: string[] = []
    window.EOApiPlugin = {
      postMessage: (name: string) => {
        sent.push(name)
        return name === 'MCPluginInsertProduct'
          ? new Promise<void>((resolve) => (received = resolve))
          : Promise.resolve()
      },
    }
    const { user } = renderRoute('/modelling/regular-silencers?productName=NKE-80-500')
    const card = await screen.findByRole('article', { name: 'NKE-80-500' })
    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.export }))
    const dialog = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.exportTitle })
    const confirm = within(dialog).getByRole('button', { name: en.regularSilencers.actions.export })
    await user.click(confirm)
    await waitFor(() => expect(sent).toContain('MCPluginInsertProduct'))
    expect(confirm).toBeDisabled()
    expect(confirm).toHaveAttribute('data-loading', 'true')
    await user.click(confirm)
    received()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent.filter((name) => name === 'MCPluginInsertProduct')).toHaveLength(1)
  })
})
