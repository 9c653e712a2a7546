// The project overview's system menu and quick calculations: new system, edit, delete, an anonymous quick
// calculation kept in the browser, and the report popup.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { resetSaver } from '../../../state/working-system/system-saver.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import { PENDING_QUICK_CALCULATIONS_KEY } from '../../../state/workspace/pending-quick-calculation.ts'
import {
  getWorkspace,
  projectDraftNamed,
  startQuickCalculation,
  WORKSPACE_STORAGE_KEY,
} from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { REPORT_OPTIONS_KEY } from '../../../state/print/report-options.ts'
import { fail, stubApi } from '../../../test-api.ts'
import { locationOf, renderRoute } from '../../../test-utils.tsx'
import {
  named,
  project,
  stored,
  firstFind,
  signedInOverview,
  giveBoxesASize,
  anonymousOverview,
} from './test-overview.ts'

describe('the project overview', () => {
  it('works on an anonymous quick calculation in the browser: nothing is sent, and it survives a reload', async () => {
    resetSaver()
    const seen = stubApi({})
    startQuickCalculation({
      project: projectDraftNamed('quick hall'),
      system: {
        ...stored,
        items: [anItem('a'), anItem('b')],
      },
    })
    const { user } = renderRoute('/app/project-overview')
    await user.click(await screen.findByRole('button', { name: named(en.chain.remove, 'A') }, firstFind))
    expect(screen.queryByRole('article', { name: 'A' })).toBeNull()
    const kept = JSON.parse(window.sessionStorage.getItem(WORKSPACE_STORAGE_KEY) ?? '{}') as {
      quickCalculation: { system: { items: { productId: string }[] } }
    }
    expect(kept.quickCalculation.system.items.map((i) => i.productId)).toEqual(['b'])
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY)).toContain('"productId":"b"')
    expect(screen.queryByRole('button', { name: en.systems.menu })).toBeNull()
    // Nothing is stored on the server, so no save status is claimed.
    expect(screen.queryByText(en.overview.allSaved)).toBeNull()
    expect(
      seen.filter((r) => r.path.startsWith('/api/projects') || r.path.startsWith('/api/systems')),
    ).toEqual([])
  })

  it('offers a new system and the system menu with Edit to a signed-in user', async () => {
    giveBoxesASize()
    const { user } = signedInOverview(() => fail(500, 'X'))
    await user.click(await screen.findByRole('button', { name: en.systems.createSystem }, firstFind))
    expect(await screen.findByRole('dialog', { name: en.systemModal.createTitle })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // Edit opens the system's own modal.
    await user.click(screen.getByRole('button', { name: en.systems.menu }))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.edit }))
    const edit = await screen.findByRole('dialog', { name: en.systemModal.editTitle })
    expect(within(edit).getByRole('textbox', { name: en.systemModal.name })).toHaveValue('ahu-1')
  })

  it('opens the system menu on its first item from the keyboard, as a menu button does', async () => {
    giveBoxesASize()
    const { user } = signedInOverview(() => fail(500, 'X'))
    const menuButton = await screen.findByRole('button', { name: en.systems.menu }, firstFind)
    menuButton.focus()
    await user.keyboard('{Enter}')
    const items = await screen.findAllByRole('menuitem')
    await waitFor(() => expect(items[0]).toHaveFocus())
  })

  it('gives the focus back to the system menu when a dialog opened from it closes', async () => {
    giveBoxesASize()
    const { user } = signedInOverview(() => fail(500, 'X'))
    const menuButton = await screen.findByRole('button', { name: en.systems.menu }, firstFind)
    await user.click(menuButton)
    await user.click(await screen.findByRole('menuitem', { name: en.systemHistory.open }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(menuButton).toHaveFocus())
  })

  it('deletes the system from its menu after asking, and goes back to the systems', async () => {
    giveBoxesASize()
    const { user, router, seen } = signedInOverview(() => fail(500, 'X'))
    await user.click(await screen.findByRole('button', { name: en.systems.menu }, firstFind))
    await user.click(await screen.findByRole('menuitem', { name: en.systems.delete }))
    const confirm = await screen.findByRole('dialog', { name: en.systems.deleteTitle })
    await user.click(within(confirm).getByRole('button', { name: en.systems.deleteConfirm }))
    await waitFor(() => expect(locationOf(router)).toBe('/app/systems'))
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/projects/${project.id}/systems/${stored.id}`,
    ])
  })

  it("edits an anonymous quick calculation's data after its chain is built, keeping the chain", async () => {
    const { user } = anonymousOverview({ items: [anItem('a'), anItem('b')], attenuationConstantType: 'T1' })
    await user.click(await screen.findByRole('button', { name: en.quickCalculation.edit }, firstFind))
    const dialog = await screen.findByRole('dialog', { name: en.quickCalculation.editTitle })
    const name = within(dialog).getByRole('textbox', { name: en.systemModal.name })
    expect(name).toHaveValue('ahu-1')
    expect(within(dialog).getByRole('textbox', { name: en.projectModal.name })).toHaveValue('quick hall')
    const band = within(dialog).getByRole('textbox', {
      name: en.systemModal.band.replace('{{frequency}}', '63'),
    })
    expect(band).toHaveValue('70')
    await user.clear(name)
    await user.type(name, 'AHU-2')
    await user.clear(band)
    await user.type(band, '80')
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: en.systemModal.attenuationConstant }),
      'NoConstant',
    )
    await user.selectOptions(within(dialog).getByRole('combobox', { name: en.systemModal.filter }), 'CFilter')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    expect(screen.getByRole('heading', { level: 2, name: 'AHU-2' })).toBeInTheDocument()
    // The chain stays as it was built.
    expect(screen.getByRole('article', { name: 'A' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'B' })).toBeInTheDocument()
    const kept = getWorkspace().quickCalculation?.system
    expect(kept?.items?.map((i) => i.productId)).toEqual(['a', 'b'])
    expect(kept).toMatchObject({
      name: 'AHU-2',
      attenuationConstantType: 'NoConstant',
      filterCorrectionType: 'CFilter',
      inputSoundPowerLevel: { octaveBand63Hz: 80, octaveBand125Hz: 70 },
    })
    // Kept for saving after sign-in too.
    expect(window.localStorage.getItem(PENDING_QUICK_CALCULATIONS_KEY)).toContain('"name":"AHU-2"')
  })

  it('shows no new system button or system menu on an anonymous quick calculation', async () => {
    anonymousOverview()
    expect(await screen.findByRole('article', { name: 'A' }, firstFind)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: en.systems.createSystem })).toBeNull()
    expect(screen.queryByRole('button', { name: en.systems.menu })).toBeNull()
    expect(screen.getByRole('button', { name: en.overview.pdf })).toBeInTheDocument()
  })

  it('opens the report in a 595×842 popup, leaving out the parts the report options leave out', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const { user } = signedInOverview(() => fail(500, 'X'))
    await user.click(await screen.findByRole('button', { name: en.overview.pdf }, firstFind))
    expect(open).toHaveBeenLastCalledWith(
      `/printing/system?systemId=${stored.id}`,
      '_blank',
      'popup,width=595,height=842',
    )

    await user.click(screen.getByRole('button', { name: en.printing.options }))
    const options = await screen.findByRole('group', { name: en.printing.options })
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.filter }))
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.footer }))
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.products }))
    // Without product pages there is no filter or constant to leave out.
    expect(within(options).getByRole('checkbox', { name: en.printing.option.constant })).toBeDisabled()
    await user.click(within(options).getByRole('checkbox', { name: en.printing.option.products }))
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: en.overview.pdf }))
    expect(open).toHaveBeenLastCalledWith(
      `/printing/system?systemId=${stored.id}&filter=0&footer=0`,
      '_blank',
      'popup,width=595,height=842',
    )
    // The choice is kept for the next report, also from the systems page.
    expect(JSON.parse(window.localStorage.getItem(REPORT_OPTIONS_KEY) ?? '{}')).toMatchObject({
      filter: false,
      footer: false,
      products: true,
    })
  })
})
