import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import en from './i18n/locales/en.json'
import { HOST_INPUT_WAIT_MS } from './flows/modelling/ModellingStart.tsx'
import { ok, stubApi } from './test-api.ts'
import { me } from './state/workspace/test-fixtures.ts'
import { locationOf, renderRoute, inLitresPerSecond } from './test-utils.tsx'

const RESOURCE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-0123456789ab'

/** The webshop host page's calls: the catalogue lists, then the resource with `productData`. */
function stubWebshopResource(productData: Record<string, unknown> | null) {
  return stubApi({
    'GET /api/silencers': () => ok([]),
    'GET /api/silencer-classes': () => ok([]),
    [`GET /api/webshop/silencers/${RESOURCE_ID}`]: () =>
      ok({ id: RESOURCE_ID, productData, returnUrl: null }),
  })
}

// Every route of docs/product-rules.md, "Route table", with the heading its screen shows.
const screens: [path: string, heading: string][] = [
  ['/app/projects', en.projects.title],
  ['/app/silencers', en.silencerClasses.title],
  ['/app/products-list', en.productsList.title],
  ['/app/sign-in', en.signIn.title],
  ['/app/sign-up', en.signUp.title],
  ['/app/password-reset', en.passwordReset.title],
  ['/app/systems/export?externalProjectId=p-1', en.exportSystems.title],
  ['/authorize/one-time-id', en.authorize.title],
  ['/modelling/silencer-classes', en.silencerClasses.title],
  ['/modelling/rect-silencer', en.rectSilencer.title],
  ['/modelling/regular-silencers', en.regularSilencers.title],
  ['/printing/system', en.printing.system.title],
  ['/printing/project', en.printing.project.title],
  ['/printing/materials', en.printing.materials.title],
  ['/printing/product', en.printing.product.title],
]

describe('routes', () => {
  it.each(screens)('%s shows its heading', async (path, heading) => {
    // No server answers here: the authorize page's exchange of the one-time id fails and is logged.
    const log = path.startsWith('/authorize')
      ? vi.spyOn(console, 'error').mockImplementation(() => undefined)
      : null
    const { router } = renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(locationOf(router)).toBe(path)
    if (log) await waitFor(() => expect(log).toHaveBeenCalledWith('Authorization failed', expect.anything()))
  })

  it('/app/systems needs an active project, else it shows the projects list', async () => {
    window.localStorage.setItem('idToken', 'id')
    stubApi({ 'GET /api/auth/user': () => ok(me), 'GET /api/projects': () => ok([]) })
    const { router } = renderRoute('/app/systems')
    expect(await screen.findByRole('heading', { level: 1, name: en.projects.title })).toBeInTheDocument()
    expect(locationOf(router)).toBe('/app/projects')
  })

  it('/app/project-overview needs an active system, else it shows the projects list', async () => {
    window.localStorage.setItem('idToken', 'id')
    stubApi({ 'GET /api/auth/user': () => ok(me), 'GET /api/projects': () => ok([]) })
    const { router } = renderRoute('/app/project-overview')
    expect(await screen.findByRole('heading', { level: 1, name: en.projects.title })).toBeInTheDocument()
    expect(locationOf(router)).toBe('/app/projects')
  })

  it.each(['/', '/app', '/unknown', '/app/unknown', '/modelling/unknown', '/printing', '/product-export'])(
    '%s redirects to the projects list',
    async (path) => {
      const { router } = renderRoute(path)
      expect(await screen.findByRole('heading', { level: 1, name: en.projects.title })).toBeInTheDocument()
      expect(locationOf(router)).toBe('/app/projects')
    },
  )

  it.each(['/printing/system', '/printing/project', '/printing/materials', '/printing/product'])(
    '%s without ids shows the no-content view and no application layout',
    async (path) => {
      renderRoute(path)
      expect(await screen.findByText(en.printing.noContent)).toBeInTheDocument()
      expect(screen.queryByRole('banner')).not.toBeInTheDocument()
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    },
  )

  it('the system report shows the no-content view when its system cannot be loaded', async () => {
    renderRoute('/printing/system?systemId=abc')
    expect(await screen.findByText(en.printing.noContent)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: en.printing.system.title })).toBeInTheDocument()
  })

  it('the product export host page starts at class selection, keeping the query', async () => {
    stubWebshopResource(null)
    const { router } = renderRoute(`/product-export/${RESOURCE_ID}?lang=fi`)
    expect(
      await screen.findByRole('heading', { level: 1, name: en.silencerClasses.title }),
    ).toBeInTheDocument()
    expect(locationOf(router)).toBe(`/product-export/${RESOURCE_ID}/silencer-classes?lang=fi`)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('the product export host page opens the configurator for a rectangular silencer', async () => {
    stubWebshopResource({ type: 'rectSilencer', name: 'NRR-600x300', inputAirflow: 400 })
    const { router } = renderRoute(`/product-export/${RESOURCE_ID}`)
    expect(await screen.findByRole('heading', { level: 1, name: en.rectSilencer.title })).toBeInTheDocument()
    expect(locationOf(router)).toBe(`/product-export/${RESOURCE_ID}/rect-silencer`)
  })

  it('the product export host page opens the round silencers list searching for the shop product', async () => {
    stubWebshopResource({ type: 'silencer', name: 'NKU 100', inputAirflow: 120 })
    const { router } = renderRoute(`/product-export/${RESOURCE_ID}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: en.regularSilencers.title }),
    ).toBeInTheDocument()
    expect(locationOf(router)).toBe(`/product-export/${RESOURCE_ID}/regular-silencers?productName=NKU+100`)
    expect(await screen.findByRole('searchbox', { name: en.regularSilencers.search })).toHaveValue('NKU 100')
    expect(
      screen.getByRole('textbox', { name: inLitresPerSecond(en.regularSilencers.inputAirflow) }),
    ).toHaveValue('120')
  })

  it('the modelling area waits for the host, then opens class selection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { router } = renderRoute('/modelling')
    expect(screen.getByRole('status', { name: en.common.loading })).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(HOST_INPUT_WAIT_MS - 100))
    expect(locationOf(router)).toBe('/modelling')
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(locationOf(router)).toBe('/modelling/silencer-classes')
  })

  it('the modelling wait is cancelled when the host input opens another screen', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { router } = renderRoute('/modelling')
    await act(() => router.navigate('/modelling/rect-silencer?width=600'))
    await act(() => vi.advanceTimersByTimeAsync(HOST_INPUT_WAIT_MS))
    expect(locationOf(router)).toBe('/modelling/rect-silencer?width=600')
  })

  it('the regular silencers search starts from the productName query parameter', async () => {
    renderRoute('/modelling/regular-silencers?productName=NKU%20100')
    expect(await screen.findByRole('searchbox', { name: en.regularSilencers.search })).toHaveValue('NKU 100')
  })

  it('the regular silencers back link leads to class selection of the same flow', async () => {
    const { router, user } = renderRoute('/modelling/regular-silencers')
    await user.click(await screen.findByRole('link', { name: en.regularSilencers.backToClasses }))
    await waitFor(() => expect(locationOf(router)).toBe('/modelling/silencer-classes'))
  })
})
