// The chain's limit in the app (decision 0005): an edit past 100 products counted with quantities is not made,
// and the user is told why.
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import en from '../../i18n/locales/en.json'
import { stubApi } from '../../test-api.ts'
import { renderRoute } from '../../test-utils.tsx'
import { catalogueRoutes } from '../../state/catalogue/test-catalogue.ts'
import { clearNotices } from '../../state/notifications.ts'
import { startHallQuickCalculation } from '../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../state/workspace/workspace-store.ts'
import { anItem, flat } from './test-items.ts'

beforeEach(() => {
  clearNotices()
  stubApi(catalogueRoutes({}))
})

function openWith(items: ReturnType<typeof anItem>[]) {
  startHallQuickCalculation(flat(80), items)
  return renderRoute('/app/project-overview')
}

const quantities = () => (getWorkspace().quickCalculation?.system.items ?? []).map((i) => i.quantity)

describe('a chain at its limit of 100 products', () => {
  it('refuses one more and says why; one less is always possible', async () => {
    const { user } = openWith([anItem('a', { quantity: 60 }), anItem('b', { quantity: 40 })])
    const more = await screen.findByRole('button', { name: en.chain.addOne.replace('{{name}}', 'A') })
    await user.click(more)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.chain.limit_other.replace('{{limit}}', '100'),
    )
    expect(quantities()).toEqual([60, 40])
    await user.click(screen.getByRole('button', { name: en.chain.remove.replace('{{name}}', 'B') }))
    await waitFor(() => expect(quantities()).toEqual([60, 39]))
    await user.click(screen.getByRole('button', { name: en.chain.addOne.replace('{{name}}', 'A') }))
    await waitFor(() => expect(quantities()).toEqual([61, 39]))
  })
})
