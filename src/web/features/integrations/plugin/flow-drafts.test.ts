// The modelling flow in a tab another user's session takes over (docs/product-rules.md, "Drafts belong to
// their user"): the products the last user inserted are theirs and wait for them; the plugin's input to the
// last user is dropped; sign-out forgets both.
import { describe, expect, it } from 'vitest'
import { zeroBands } from '#engine/index.ts'
import { systemItem } from '#contract/api/systems.ts'
import { storeTokens } from '../../../state/auth/session.ts'
import { forgetFlowDrafts } from '../../../state/user-drafts.ts'
import { me, other } from '../../../state/workspace/test-fixtures.ts'
import { anotherTabSignsIn, idTokenOf } from '../../../test-other-tab.ts'
import { modellingSystemStore } from './modelling-system.ts'
import { newSystemForm, systemDraftOf } from '../../../state/workspace/system-form.ts'
import type { SystemDraft } from '../../../state/workspace/workspace-store.ts'
import { readPluginRectInput, storePluginRectInput } from './plugin-input-store.ts'

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-a-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-r-${n}`,
  })

const product = systemItem.parse({ productId: 'c-1', productType: 'custom', productClass: 'custom' })
const inserted = (): SystemDraft => ({
  ...systemDraftOf(newSystemForm(false), false),
  name: 'drawing',
  items: [product],
  room: null,
})
const input = {
  shape: 'straight' as const,
  width: 600,
  height: 300,
  connectionWidth: 600,
  connectionHeight: 300,
  airflow: 250,
  soundPower: zeroBands(),
}

describe('the modelling flow after another user signs in over the tab', () => {
  it('shows the next user none of the last user’s system, and gives it back to them', () => {
    signInAs(me)
    modellingSystemStore.write(inserted())
    anotherTabSignsIn(other)
    expect(modellingSystemStore.read()?.items).toEqual([])
    expect(modellingSystemStore.read()?.name).not.toBe('drawing')
    signInAs(me, 2)
    expect(modellingSystemStore.read()).toMatchObject({ name: 'drawing', items: [{ productId: 'c-1' }] })
  })

  it('drops the plugin’s input to the last user, for good', () => {
    signInAs(me)
    storePluginRectInput(input)
    signInAs(other)
    expect(readPluginRectInput()).toBeNull()
    signInAs(me, 1)
    expect(readPluginRectInput()).toBeNull()
  })

  it('keeps the input for the same user’s new tokens', () => {
    signInAs(me)
    storePluginRectInput(input)
    signInAs(me, 1)
    expect(readPluginRectInput()).toEqual(input)
  })

  it('forgets every user’s system at sign-out', () => {
    signInAs(me)
    modellingSystemStore.write(inserted())
    signInAs(other)
    forgetFlowDrafts()
    signInAs(me, 1)
    expect(modellingSystemStore.read()?.name).not.toBe('drawing')
  })
})
