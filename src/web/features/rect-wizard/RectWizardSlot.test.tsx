import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  bandsFromArray,
  DEFAULT_RECT_CONFIG,
  recommendRectOption,
  rectSilencerOptions,
} from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { bodiesTo, ok, stubApi, type FakeRoute } from '../../test-api.ts'
import { locationOf, renderRoute } from '../../test-utils.tsx'
import { catalogueRoutes, demoSilencerClasses, demoSilencers } from '../../state/catalogue/test-catalogue.ts'
import { giveElementsASize } from '../../test-layout.ts'
import { startHallQuickCalculation } from '../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../state/workspace/workspace-store.ts'

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const OPTIONS = 'POST /api/calculations/rect-silencer-options'
const w = en.rectWizard

function open(path: string) {
  startHallQuickCalculation(NOISE, [])
  return renderRoute(path)
}

/** The catalogue of the demo silencers, and whatever else a test answers. */
const serve = (routes: Record<string, FakeRoute> = {}) =>
  stubApi({
    ...catalogueRoutes({ silencerClasses: demoSilencerClasses(), silencers: demoSilencers() }),
    ...routes,
  })

beforeEach(() => {
  giveElementsASize()
  serve()
})

describe('the wizard as a modal over the products list', () => {
  it('starts again from its preset after it was closed', async () => {
    const { user, router } = open('/app/products-list?rect=new')
    const dialog = await screen.findByRole('dialog', { name: w.title })
    const width = within(dialog).getByRole('textbox', { name: w.fields.width })
    expect(width).toHaveValue(`${DEFAULT_RECT_CONFIG.width} mm`)
    await user.clear(width)
    await user.type(width, '1000')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: w.fields.shape }), 'bend')
    expect(within(dialog).getByTestId('rect-code')).toHaveTextContent('MPK-1000x300')
    await user.click(within(dialog).getByRole('button', { name: w.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(locationOf(router)).toBe('/app/products-list')
    // The insertion card opens it again: the defaults, not what was typed before closing.
    const insert = await screen.findByRole('region', { name: en.productCards.newRect })
    await user.click(within(insert).getByRole('button', { name: en.productCards.addRect }))
    const again = await screen.findByRole('dialog', { name: w.title })
    expect(within(again).getByRole('textbox', { name: w.fields.width })).toHaveValue(
      `${DEFAULT_RECT_CONFIG.width} mm`,
    )
    expect(within(again).getByRole('combobox', { name: w.fields.shape })).toHaveValue('straight')
  })

  it('adds the chosen option to the system with the sound power arriving there, and closes', async () => {
    const computed = rectSilencerOptions({
      ...DEFAULT_RECT_CONFIG,
      inputAirflow: 900,
      inputSoundPower: NOISE,
    })
    // As the server answers them: the recommended one marked.
    const best = recommendRectOption(computed).recommendedOptionIndex
    const options = computed.map((option, index) => ({ ...option, recommended: index === best }))
    const seen = serve({ [OPTIONS]: () => ok(options) })
    const { user, router } = open('/app/products-list?rect=new&class=MSKI')
    const dialog = await screen.findByRole('dialog', { name: w.title })
    expect(within(dialog).getByTestId('rect-code')).toHaveTextContent('MSKI-600x300-1200-S50')
    // The quick calculation has no airflow: the options are asked for once one is typed.
    await user.type(within(dialog).getByRole('textbox', { name: w.fields.airflow }), '900')
    const next = within(dialog).getByRole('button', { name: w.actions.next })
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    await within(dialog).findAllByRole('radio')
    expect(bodiesTo(seen, OPTIONS)[0]).toMatchObject({ inputSoundPower: NOISE })
    await user.click(within(dialog).getByRole('button', { name: w.actions.add }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(locationOf(router)).toBe('/app/products-list')
    const [item] = getWorkspace().quickCalculation?.system.items ?? []
    expect(item).toMatchObject({ productType: 'rectSilencer', productCode: 'MSKI-600x300-1200-S50' })
    expect(item?.productId).toMatch(/^rect-\d+$/)
  })
})
