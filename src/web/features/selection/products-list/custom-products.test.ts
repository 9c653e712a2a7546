// The custom products a user made in this tab are theirs (docs/product-rules.md, "Drafts belong to their
// user"): another user's session does not list them, they come back for their user, and sign-out forgets them.
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { systemItem } from '#contract/api/systems.ts'
import { storeTokens } from '../../../state/auth/session.ts'
import { forgetFlowDrafts } from '../../../state/user-drafts.ts'
import { me, other } from '../../../state/workspace/test-fixtures.ts'
import { idTokenOf } from '../../../test-other-tab.ts'
import { rememberCustomProduct, useCustomProducts } from './custom-products.ts'

const signInAs = (user: typeof me, n = 0) =>
  storeTokens({
    accessToken: `${user.id}-a-${n}`,
    idToken: idTokenOf(user, n),
    refreshToken: `${user.id}-r-${n}`,
  })

const product = systemItem.parse({
  productId: 'custom-1',
  productType: 'custom',
  productClass: 'custom',
  productName: 'plenum box',
})
const listed = () => renderHook(() => useCustomProducts([])).result.current.list.map((p) => p.productName)

describe('the custom products of a user', () => {
  it('are not listed for the next user, and come back for theirs', () => {
    signInAs(me)
    rememberCustomProduct(product)
    expect(listed()).toEqual(['plenum box'])
    signInAs(other)
    expect(listed()).toEqual([])
    signInAs(me, 1)
    expect(listed()).toEqual(['plenum box'])
  })

  it('are forgotten at sign-out', () => {
    signInAs(me)
    rememberCustomProduct(product)
    signInAs(other)
    forgetFlowDrafts()
    signInAs(me, 1)
    expect(listed()).toEqual([])
  })
})
