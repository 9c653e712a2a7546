import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n/index.ts'
import fi from '../../../i18n/locales/fi.json'
import { AppProviders } from '../../../providers.tsx'
import { aSystem } from '../../../state/workspace/test-fixtures.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import { catalogueRoutes, demoAbstractProducts } from '../../../state/catalogue/test-catalogue.ts'
import en from '../../../i18n/locales/en.json'
import { ok, stubApi } from '../../../test-api.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { SystemRoom } from './SystemRoom.tsx'

describe("a system's project room", () => {
  it('refuses 2,5 identical outlets in Finnish: the text stays with its message and cannot be saved as 25', async () => {
    await i18n.changeLanguage('fi')
    const user = userEvent.setup()
    render(
      <AppProviders>
        <SystemRoom
          projectId={crypto.randomUUID()}
          saved={aSystem({ outlets: 4 })}
          flush={async () => {}}
          fallback={null}
        />
      </AppProviders>,
    )
    const outlets = screen.getByRole('textbox', { name: fi.rooms.systemRoom.outlets })
    const save = screen.getByRole('button', { name: fi.rooms.systemRoom.apply })
    await user.clear(outlets)
    await user.type(outlets, '2,5')
    expect(outlets).toHaveValue('2,5')
    expect(outlets).toHaveAccessibleDescription(fi.common.wholeNumber)
    expect(save).toBeDisabled()
    await user.tab()
    expect(outlets).toHaveValue('2,5')
    expect(save).toBeDisabled()
    // Once it is a whole number, it may be saved.
    await user.type(outlets, '{Backspace}{Backspace}')
    expect(outlets).toHaveValue('2')
    expect(save).toBeEnabled()
  })

  /** The room picker's options once the project's rooms have loaded, `shown` being one of them. */
  async function pickerOptions(rooms: readonly RoomDocument[], shown: string): Promise<string[]> {
    await i18n.changeLanguage('en')
    const projectId = crypto.randomUUID()
    stubApi({ [`GET /api/projects/${projectId}/rooms`]: () => ok(rooms) })
    // Signed in: the rooms are asked for only then.
    window.localStorage.setItem('idToken', 'id')
    window.localStorage.setItem('accessToken', 'access')
    window.localStorage.setItem('refreshToken', 'refresh')
    render(
      <AppProviders>
        <SystemRoom projectId={projectId} saved={aSystem()} flush={async () => {}} fallback={null} />
      </AppProviders>,
    )
    const served = screen.getByRole('combobox', { name: 'Served room' })
    await screen.findByRole('option', { name: shown })
    return [...served.querySelectorAll('option')].map((option) => option.textContent)
  }

  it('lists the project rooms to serve in a room schedule’s order, numbers as numbers', async () => {
    const names = ['Office 10', 'Office 2', 'Meeting 1', 'Office 1']
    expect(
      await pickerOptions(
        names.map((name) => aRoom(name, {})),
        'Office 10',
      ),
    ).toEqual(['No project room (the room below)', 'Meeting 1', 'Office 1', 'Office 2', 'Office 10'])
  })

  it('names each room by its number and name, numbered rooms first in their order', async () => {
    const rooms = [
      aRoom('Store', {}),
      aRoom('Office', { number: 'A2.14' }),
      aRoom('Office', { number: 'A2.9' }),
      aRoom('Archive', {}),
      aRoom('Corridor', { number: 'A10.1' }),
    ]
    expect(await pickerOptions(rooms, 'A2.14 Office')).toEqual([
      'No project room (the room below)',
      'A2.9 Office',
      'A2.14 Office',
      'A10.1 Corridor',
      'Archive',
      'Store',
    ])
  })

  it('says when several outlets share one chain that never divides, and how much too loud that makes the room', async () => {
    await i18n.changeLanguage('en')
    const [duct] = demoAbstractProducts()
    if (!duct) throw new Error('no duct')
    const branch = {
      ...duct,
      id: 'abstract-BRANCH-250-160-200',
      name: 'BRANCH-250-160-200',
      class: 'BRANCH',
      element: {
        kind: 'branch' as const,
        mainDiameterMm: 250,
        branchDiameterMm: 160,
        otherBranchDiameterMm: 200,
        mainAirflowLs: 200,
      },
    }
    stubApi(catalogueRoutes({ abstractProducts: [duct, branch] }))
    const user = userEvent.setup()
    const note = (outlets: number, excess: string) =>
      en.rooms.systemRoom.outletsShare.replace('{{outlets}}', String(outlets)).replace('{{excess}}', excess)
    const chain = [anItem('fan-silencer'), anItem(duct.id, { productType: 'abstract', productClass: 'DUCT' })]
    const panel = (items: typeof chain) => (
      <AppProviders>
        <SystemRoom
          projectId="project-1"
          saved={aSystem({ id: 'system-1', outlets: 1, items })}
          flush={async () => {}}
          fallback={null}
        />
      </AppProviders>
    )
    const { rerender } = render(panel(chain))
    const outlets = screen.getByRole('textbox', { name: en.rooms.systemRoom.outlets })
    expect(screen.queryByText(/share that power/)).toBeNull()
    await user.clear(outlets)
    await user.type(outlets, '10')
    expect(await screen.findByText(note(10, '10.0'))).toBeInTheDocument()

    // With a branch of the catalogue the chain is the path to one outlet already: nothing to say.
    rerender(panel([...chain, anItem(branch.id, { productType: 'abstract', productClass: 'BRANCH' })]))
    await waitFor(() => expect(screen.queryByText(/share that power/)).toBeNull())
    expect(outlets).toHaveValue('10')
  })
})
