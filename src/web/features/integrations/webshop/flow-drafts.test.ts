// The webshop flow in a tab another user's session takes over (docs/product-rules.md, "Drafts belong to their
// user"): the flow's system with the shopper's changes is theirs and waits for them; the round trip the last
// user started (the return address, the shop's rectangular silencer) is dropped; sign-out forgets both.
import { describe, expect, it } from 'vitest'
import { storeTokens } from '../../../state/auth/session.ts'
import { forgetFlowDrafts } from '../../../state/user-drafts.ts'
import { me, other } from '../../../state/workspace/test-fixtures.ts'
import { anotherTabSignsIn, idTokenOf } from '../../../test-other-tab.ts'
import { exportFlowStarted, exportSystemDraft, exportSystemStore, startExportFlow } from './export-system.ts'
import { storedRectProduct, storeRectProduct } from './product-load.ts'
import { storedReturnUrl, storeReturnUrl } from './return-address.ts'

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-a-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-r-${n}`,
  })

const resource = 'res-1'
const shopperSystem = () => ({ ...exportSystemDraft([]), name: 'shop hall' })

describe('the export flow after another user signs in over the tab', () => {
  it('shows the next user none of the last user’s system, and gives it back to them', () => {
    signInAs(me)
    startExportFlow(resource, shopperSystem())
    anotherTabSignsIn(other)
    expect(exportFlowStarted(resource)).toBe(false)
    expect(exportSystemStore(resource).read()).toBeNull()
    signInAs(me, 2)
    expect(exportFlowStarted(resource)).toBe(true)
    expect(exportSystemStore(resource).read()).toMatchObject({ name: 'shop hall' })
  })

  it('drops the round trip the last user started: the return address and the shop’s silencer', () => {
    signInAs(me)
    storeReturnUrl('https://shop.example.com/configurator?cart=a')
    storeRectProduct({ data: { type: 'rect', name: 'theirs' }, inputAirflow: 300 })
    signInAs(other)
    expect(storedReturnUrl()).toBeNull()
    expect(storedRectProduct()).toBeNull()
    signInAs(me, 1)
    expect(storedReturnUrl()).toBeNull()
  })

  it('keeps all of it for the same user’s new tokens', () => {
    signInAs(me)
    startExportFlow(resource, shopperSystem())
    storeReturnUrl('https://shop.example.com/configurator')
    signInAs(me, 1)
    expect(exportFlowStarted(resource)).toBe(true)
    expect(storedReturnUrl()).toBe('https://shop.example.com/configurator')
  })

  it('keeps a flow started signed out for whoever signs in first', () => {
    startExportFlow(resource, shopperSystem())
    signInAs(me)
    expect(exportSystemStore(resource).read()).toMatchObject({ name: 'shop hall' })
  })

  it('forgets every user’s flow at sign-out', () => {
    signInAs(me)
    startExportFlow(resource, shopperSystem())
    signInAs(other)
    forgetFlowDrafts()
    signInAs(me, 1)
    expect(exportFlowStarted(resource)).toBe(false)
  })
})
