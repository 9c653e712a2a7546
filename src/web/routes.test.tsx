import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import en from './i18n/locales/en.json'
import { HOST_INPUT_WAIT_MS } from './screens/modelling/ModellingStart.tsx'
import { locationOf, renderRoute } from './test-utils.tsx'

// Every route of document 1's and document 2's route tables, with the heading its screen shows.
const screens: [path: string, heading: string][] = [
  ['/app/projects', en.projects.title],
  ['/app/systems', en.systems.title],
  ['/app/silencers', en.silencerClasses.title],
  ['/app/products-list', en.productsList.title],
  ['/app/project-overview', en.projectOverview.title],
  ['/app/sign-in', en.signIn.title],
  ['/app/sign-up', en.signUp.title],
  ['/app/password-reset', en.passwordReset.title],
  ['/app/systems/export?externalProjectId=p-1', en.exportSystems.title],
  ['/authorize/one-time-id', en.authorize.title],
  ['/modelling/silencer-classes', en.silencerClasses.title],
  ['/modelling/rect-silencer', en.rectSilencer.title],
  ['/modelling/regular-silencers', en.regularSilencers.title],
  ['/product-export/res-1/silencer-classes', en.silencerClasses.title],
  ['/product-export/res-1/rect-silencer', en.rectSilencer.title],
  ['/product-export/res-1/regular-silencers', en.regularSilencers.title],
  ['/printing/system', en.printing.system.title],
  ['/printing/project', en.printing.project.title],
  ['/printing/materials', en.printing.materials.title],
  ['/printing/product', en.printing.product.title],
]

describe('routes', () => {
  it.each(screens)('%s shows its heading', async (path, heading) => {
    const { router } = renderRoute(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
    expect(locationOf(router)).toBe(path)
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

  it('the system report has content once a system id is given', async () => {
    renderRoute('/printing/system?systemId=abc')
    expect(await screen.findByRole('heading', { name: en.printing.system.title })).toBeInTheDocument()
    expect(screen.queryByText(en.printing.noContent)).not.toBeInTheDocument()
  })

  it('the product export host page starts at class selection, keeping the query', async () => {
    const { router } = renderRoute('/product-export/res-1?lang=fi')
    expect(
      await screen.findByRole('heading', { level: 1, name: en.silencerClasses.title }),
    ).toBeInTheDocument()
    expect(locationOf(router)).toBe('/product-export/res-1/silencer-classes?lang=fi')
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
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
    renderRoute('/product-export/res-1/regular-silencers?productName=NKU%20100')
    expect(await screen.findByRole('searchbox', { name: en.regularSilencers.search })).toHaveValue('NKU 100')
  })

  it('the regular silencers back link leads to class selection of the same flow', async () => {
    const { router, user } = renderRoute('/modelling/regular-silencers')
    await user.click(await screen.findByRole('link', { name: en.regularSilencers.backToClasses }))
    await waitFor(() => expect(locationOf(router)).toBe('/modelling/silencer-classes'))
  })
})
