// The chain's limit in the app (decision 0005): an edit past 100 products counted with quantities is not made,
// and the user is told why.
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { catalogueCalls } from '../../api/catalogue.ts'
import en from '../../i18n/locales/en.json'
import { renderRoute } from '../../test-utils.tsx'
import { clearNotices } from '../notifications/notifications.ts'
import { startHallQuickCalculation } from '../workspace/test-fixtures.ts'
import { getWorkspace } from '../workspace/workspace-store.ts'
import { anItem, flat } from './test-items.ts'

vi.mock('../../api/catalogue.ts')
const calls = vi.mocked(catalogueCalls)

beforeEach(() => {
  clearNotices()
  for (const list of ['silencerClasses', 'silencers', 'diffusers', 'diffuserClasses'] as const)
    calls[list].mockResolvedValue([])
  calls.abstractProducts.mockResolvedValue([])
  calls.abstractClasses.mockResolvedValue([])
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
    expect(await screen.findByRole('alert')).toHaveTextContent(en.chain.limit.replace('{{limit}}', '100'))
    expect(quantities()).toEqual([60, 40])
    await user.click(screen.getByRole('button', { name: en.chain.remove.replace('{{name}}', 'B') }))
    await waitFor(() => expect(quantities()).toEqual([60, 39]))
    await user.click(screen.getByRole('button', { name: en.chain.addOne.replace('{{name}}', 'A') }))
    await waitFor(() => expect(quantities()).toEqual([61, 39]))
  })
})
