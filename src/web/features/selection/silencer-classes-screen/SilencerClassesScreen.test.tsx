import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  catalogueRoutes,
  demoSilencerClasses,
  demoSilencers,
  type CatalogueLists,
} from '../../../state/catalogue/test-catalogue.ts'
import { getWorkspace } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { i18n } from '../../../i18n/index.ts'
import { stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'

let lists: Partial<CatalogueLists> = {}

const counter = (selected: number, total: number) =>
  (selected === 1 ? en.silencerClasses.counter_one : en.silencerClasses.counter_other)
    .replace('{{selected}}', String(selected))
    .replace('{{total}}', String(total))
const card = (name: string) => screen.getByRole('button', { name: `${name} silencer` })

beforeEach(() => {
  lists = { silencerClasses: demoSilencerClasses(), silencers: demoSilencers() }
  stubApi(catalogueRoutes(lists))
})

describe('silencer class selection', () => {
  it('shows both grids with translated titles and counts out of the round classes plus 2', async () => {
    renderRoute('/app/silencers')
    expect(await screen.findByText(counter(0, 11))).toBeInTheDocument()
    const round = screen.getByRole('group', { name: en.silencerClasses.roundTitle })
    expect(within(round).getAllByRole('button')).toHaveLength(9)
    const rect = screen.getByRole('group', { name: en.silencerClasses.rectTitle })
    expect(within(rect).getAllByRole('button')).toHaveLength(15)
  })

  it('names the classes in the chosen language', async () => {
    await i18n.changeLanguage('fi')
    renderRoute('/app/silencers')
    expect(await screen.findByRole('button', { name: 'NKE silencer (fi)' })).toBeInTheDocument()
  })

  it('shows a class’s description as a tooltip in the chosen language', async () => {
    const { user } = renderRoute('/app/silencers')
    await screen.findByText(counter(0, 11))
    await user.hover(card('NKE'))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('About NKE')
    await user.unhover(card('NKE'))
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    await i18n.changeLanguage('sv')
    await user.hover(screen.getByRole('button', { name: 'MSKI silencer (sv)' }))
    expect(await screen.findByRole('tooltip')).toHaveTextContent('About MSKI (sv)')
  })

  it('toggles round classes, keeps the groups exclusive and the rectangular choice single', async () => {
    const { user } = renderRoute('/app/silencers')
    await screen.findByText(counter(0, 11))
    await user.click(card('NKE'))
    await user.click(card('NRF50/NRP50'))
    expect(card('NKE')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(counter(2, 11))).toBeInTheDocument()
    await user.click(card('MSKI'))
    expect(card('NKE')).toHaveAttribute('aria-pressed', 'false')
    expect(card('MSKI')).toHaveAttribute('aria-pressed', 'true')
    await user.click(card('MRKA'))
    expect(card('MSKI')).toHaveAttribute('aria-pressed', 'false')
    expect(getWorkspace().selectedClasses).toEqual(['MRKA'])
    await user.click(card('MRKA'))
    expect(getWorkspace().selectedClasses).toEqual([])
  })

  it('enables Next only when silencers exist', async () => {
    lists.silencers = []
    renderRoute('/app/silencers')
    await screen.findByText(counter(0, 11))
    expect(screen.getByRole('button', { name: en.common.next })).toBeDisabled()
  })

  it('goes to the products list, or to the rectangular wizard preset to the class', async () => {
    const { user, router } = renderRoute('/app/silencers')
    const next = await screen.findByRole('button', { name: en.common.next })
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(card('NKL'))
    await user.click(next)
    await waitFor(() => expect(locationOf(router)).toBe('/app/products-list'))
    await router.navigate('/app/silencers')
    await user.click(await screen.findByRole('button', { name: 'MRKA silencer' }))
    await user.click(screen.getByRole('button', { name: en.common.next }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/products-list?rect=new&class=MRKA'))
  })

  it('offers the allowed round classes in the modelling flow and passes the diameter on', async () => {
    const { user, router } = renderRoute('/modelling/silencer-classes?diameter=315')
    expect(await screen.findByText(counter(0, 9))).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: en.silencerClasses.breadcrumbs })).not.toBeInTheDocument()
    const next = screen.getByRole('button', { name: en.common.next })
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    await waitFor(() => expect(locationOf(router)).toBe('/modelling/regular-silencers?diameter=315'))
  })

  it('leads a rectangular class to the flow route of the configurator', async () => {
    const { user, router } = renderRoute('/modelling/silencer-classes')
    await user.click(await screen.findByRole('button', { name: 'MSPI silencer' }))
    const next = screen.getByRole('button', { name: en.common.next })
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    await waitFor(() => expect(locationOf(router)).toBe('/modelling/rect-silencer?class=MSPI'))
  })
})
