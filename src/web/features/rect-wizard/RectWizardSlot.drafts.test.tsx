// A new rectangular silencer's configuration survives a reload: the wizard reopens from its address with the
// sizes the user set, says so and offers to start over; adding the silencer or closing the wizard forgets it,
// and it is its user's alone (docs/product-rules.md, "Rectangular configurator" and "Drafts belong to their
// user"). A reload is the screen unmounted and rendered again over the same sessionStorage.
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  bandsFromArray,
  DEFAULT_RECT_CONFIG,
  recommendRectOption,
  rectSilencerOptions,
} from '#engine/index.ts'
import en from '../../i18n/locales/en.json'
import { storeTokens } from '../../state/auth/session.ts'
import { ok, stubApi } from '../../test-api.ts'
import { idTokenOf } from '../../test-other-tab.ts'
import { renderRoute } from '../../test-utils.tsx'
import { catalogueRoutes, demoSilencerClasses, demoSilencers } from '../../state/catalogue/test-catalogue.ts'
import { giveElementsASize } from '../../test-layout.ts'
import { me, other, startHallQuickCalculation } from '../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../state/workspace/workspace-store.ts'

const NOISE = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const ADDRESS = '/app/products-list?rect=new&class=MSKI'
const w = en.rectWizard

beforeEach(() => {
  giveElementsASize()
  stubApi({
    ...catalogueRoutes({ silencerClasses: demoSilencerClasses(), silencers: demoSilencers() }),
    'GET /api/auth/user': (request) =>
      ok(request.headers.get('Authorization')?.includes(other.id) ? other : me),
  })
})

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-access-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-refresh-${n}`,
  })

/** The wizard as the address opens it in a (re)loaded tab. */
async function wizard() {
  const view = renderRoute(ADDRESS)
  const dialog = await screen.findByRole('dialog', { name: w.title })
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  return { ...view, dialog, field }
}

async function setSizes(view: Awaited<ReturnType<typeof wizard>>) {
  await view.user.clear(view.field(w.fields.width))
  await view.user.type(view.field(w.fields.width), '1200')
  await view.user.clear(view.field(w.fields.height))
  await view.user.type(view.field(w.fields.height), '600')
  await view.user.tab()
  expect(within(view.dialog).getByTestId('rect-code')).toHaveTextContent('MSKI-1200x600-1200-S50')
}

const restoredNote = () => screen.queryByText(w.draftRestored)

describe('a new rectangular silencer being configured', () => {
  it('reopens after a reload with its sizes and a note, and Start over goes back to the preset', async () => {
    startHallQuickCalculation(NOISE)
    const first = await wizard()
    expect(restoredNote()).toBeNull()
    await setSizes(first)
    first.unmount()

    const again = await wizard()
    expect(again.field(w.fields.width)).toHaveValue('1200 mm')
    expect(again.field(w.fields.height)).toHaveValue('600 mm')
    expect(within(again.dialog).getByTestId('rect-code')).toHaveTextContent('MSKI-1200x600-1200-S50')
    expect(restoredNote()).toBeInTheDocument()
    await again.user.click(within(again.dialog).getByRole('button', { name: en.workspace.startOver }))
    expect(again.field(w.fields.width)).toHaveValue('600 mm')
    expect(restoredNote()).toBeNull()
    again.unmount()

    const emptied = await wizard()
    expect(emptied.field(w.fields.width)).toHaveValue('600 mm')
    expect(restoredNote()).toBeNull()
  })

  it('is gone once the wizard is closed', async () => {
    startHallQuickCalculation(NOISE)
    const first = await wizard()
    await setSizes(first)
    first.unmount()

    const restored = await wizard()
    expect(restoredNote()).toBeInTheDocument()
    await restored.user.click(within(restored.dialog).getByRole('button', { name: w.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    restored.unmount()

    const again = await wizard()
    expect(again.field(w.fields.width)).toHaveValue('600 mm')
    expect(restoredNote()).toBeNull()
  })

  it('is gone once the silencer is added', async () => {
    const computed = rectSilencerOptions({
      ...DEFAULT_RECT_CONFIG,
      width: 1200,
      height: 600,
      inputAirflow: 900,
      inputSoundPower: NOISE,
    })
    const best = recommendRectOption(computed).recommendedOptionIndex
    stubApi({
      ...catalogueRoutes({ silencerClasses: demoSilencerClasses(), silencers: demoSilencers() }),
      'POST /api/calculations/rect-silencer-options': () =>
        ok(computed.map((option, index) => ({ ...option, recommended: index === best }))),
    })
    startHallQuickCalculation(NOISE)
    const first = await wizard()
    await setSizes(first)
    // Reloaded before the airflow's pause is over: what was typed is kept all the same.
    await first.user.type(first.field(w.fields.airflow), '900')
    first.unmount()

    const again = await wizard()
    expect(again.field(w.fields.airflow)).toHaveValue('900 l/s')
    const next = within(again.dialog).getByRole('button', { name: w.actions.next })
    await waitFor(() => expect(next).toBeEnabled())
    await again.user.click(next)
    await within(again.dialog).findAllByRole('radio')
    await again.user.click(within(again.dialog).getByRole('button', { name: w.actions.add }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getWorkspace().quickCalculation?.system.items).toEqual([
      expect.objectContaining({ productCode: 'MSKI-1200x600-1200-S50', inputAirflow: 900 }),
    ])
    again.unmount()

    const another = await wizard()
    expect(another.field(w.fields.width)).toHaveValue('600 mm')
    expect(restoredNote()).toBeNull()
  })

  it('is never shown to another user of the tab, and waits for its own', async () => {
    signInAs(me)
    startHallQuickCalculation(NOISE)
    const first = await wizard()
    await setSizes(first)
    first.unmount()

    // The reload finds another user's session, with a quick calculation of their own.
    signInAs(other)
    startHallQuickCalculation(NOISE)
    const theirs = await wizard()
    expect(theirs.field(w.fields.width)).toHaveValue('600 mm')
    expect(restoredNote()).toBeNull()
    theirs.unmount()

    signInAs(me, 1)
    const mine = await wizard()
    expect(mine.field(w.fields.width)).toHaveValue('1200 mm')
    expect(restoredNote()).toBeInTheDocument()
  })
})
