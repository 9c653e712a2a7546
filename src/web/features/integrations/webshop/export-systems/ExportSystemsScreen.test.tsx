import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { anItem } from '../../../../domain/chain/test-items.ts'
import { aProject, aSystem, me } from '../../../../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../../../../state/workspace/workspace-store.ts'
import en from '../../../../i18n/locales/en.json'
import { fail, ok, stubApi, type FakeRoute } from '../../../../test-api.ts'
import { locationOf, renderRoute } from '../../../../test-utils.tsx'

const SHOP_PROJECT = 'shop-1'
const RETURN_URL = 'https://shop.example.com/projects/1'
const project = aProject({ name: 'Library', number: 'L-7' })
const system = aSystem({
  projectId: project.id,
  name: 'AHU-7',
  number: 'S7',
  items: [anItem('nku', { productName: 'NKU 100' })],
})
const page = `/app/systems/export?externalProjectId=${SHOP_PROJECT}`

function openPage(
  routes: Record<string, FakeRoute>,
  shop: { returnUrl: string | null; sentByShop?: boolean; projectId?: string | null } = {
    returnUrl: RETURN_URL,
  },
  path = page,
) {
  window.localStorage.setItem('idToken', 'id')
  const seen = stubApi({
    'GET /api/auth/user': () => ok(me),
    [`GET /api/webshop/projects/${SHOP_PROJECT}`]: () =>
      ok({
        id: SHOP_PROJECT,
        returnUrl: shop.returnUrl,
        exportedSystemIds: [],
        sentByShop: shop.sentByShop ?? true,
        projectId: shop.projectId ?? null,
      }),
    ...routes,
  })
  return { seen, ...renderRoute(path) }
}

async function chooseProject(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('combobox', { name: en.exportSystems.project }))
  // jsdom cannot tell that the open dropdown is visible.
  await user.click(await screen.findByRole('option', { name: 'L-7 Library', hidden: true }))
}

describe('the bulk export page', () => {
  it.each([
    ['without', '/app/systems/export'],
    ['with an empty', '/app/systems/export?externalProjectId=%20'],
  ])('says the external project id must be given (%s query parameter) and asks nothing', async (_, path) => {
    window.localStorage.setItem('idToken', 'id')
    const seen = stubApi({ 'GET /api/auth/user': () => ok(me), 'GET /api/projects': () => ok([project]) })
    renderRoute(path)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'External project id has to be specified as URL query parameter',
    )
    expect(screen.getByRole('heading', { level: 1, name: en.exportSystems.title })).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: en.exportSystems.project })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: en.exportSystems.backToWebshop })).not.toBeInTheDocument()
    expect(seen.filter((r) => r.path.startsWith('/api/webshop/'))).toEqual([])
  })

  it("lists the project's systems with name, number and created date with time", async () => {
    // A local time, so the expected text holds in any time zone.
    const created = new Date(2026, 2, 5, 14, 7, 9)
    const older = aSystem({
      projectId: project.id,
      name: 'AHU-6',
      number: 'S6',
      createdAt: new Date(2026, 0, 31, 8, 0, 0).toISOString(),
    })
    const { user } = openPage({
      'GET /api/projects': () => ok([project]),
      [`GET /api/projects/${project.id}/systems`]: () =>
        ok([older, { ...system, createdAt: created.toISOString() }]),
    })
    await chooseProject(user)
    const table = await screen.findByRole('table', { name: en.exportSystems.systems })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers.slice(0, 3)).toEqual([
      en.exportSystems.name,
      en.exportSystems.number,
      en.exportSystems.created,
    ])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      )
    // Newest first.
    expect(rows).toEqual([
      ['AHU-7', 'S7', '05.03.2026 14:07:09'],
      ['AHU-6', 'S6', '31.01.2026 08:00:00'],
    ])
  })

  it('shows the no-projects placeholder when the user has no projects', async () => {
    openPage({ 'GET /api/projects': () => ok([]) })
    expect(await screen.findByText(en.exportSystems.noProjects)).toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: en.exportSystems.project })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.exportSystems.backToWebshop })).toHaveAttribute(
      'href',
      RETURN_URL,
    )
  })

  it('shows the no-systems placeholder for a project without systems', async () => {
    const { user } = openPage({
      'GET /api/projects': () => ok([project]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([]),
    })
    await chooseProject(user)
    expect(await screen.findByText(en.exportSystems.noSystems)).toBeInTheDocument()
    expect(screen.queryByRole('table', { name: en.exportSystems.systems })).not.toBeInTheDocument()
  })

  it('shows the invalid-id message when the shop project cannot be obtained', async () => {
    openPage({
      'GET /api/projects': () => ok([project]),
      [`GET /api/webshop/projects/${SHOP_PROJECT}`]: () => fail(404, 'NOT_FOUND'),
    })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.exportSystems.externalProjectIdInvalid.replace('{{id}}', SHOP_PROJECT))
    expect(alert).toHaveTextContent(en.exportSystems.notObtained)
  })

  it('lists no systems to export while the shop project cannot be obtained, not even the open project’s', async () => {
    setActiveProject(project.id)
    openPage({
      'GET /api/projects': () => ok([project]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
      [`GET /api/webshop/projects/${SHOP_PROJECT}`]: () => fail(404, 'NOT_FOUND'),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(en.exportSystems.notObtained)
    // The open project's systems would come after the alert: wait as long as a find does for them.
    await expect(screen.findByRole('table', { name: en.exportSystems.systems })).rejects.toThrow()
    expect(screen.queryByRole('button', { name: `${en.exportSystems.export} AHU-7` })).not.toBeInTheDocument()
  })

  it('exports a system, which then shows Exported and cannot be exported again', async () => {
    const { seen, user } = openPage({
      'GET /api/projects': () => ok([project]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
      'POST /api/webshop/export-systems': () =>
        ok({ exportId: '7f1c2d3e-4b5a-4c6d-8e7f-0123456789ab', state: 'delivered', returnUrl: RETURN_URL }),
    })
    await chooseProject(user)
    const table = within(await screen.findByRole('table', { name: en.exportSystems.systems }))
    await user.click(table.getByRole('button', { name: `${en.exportSystems.export} AHU-7` }))
    expect(await screen.findByText(en.exportSystems.success)).toBeInTheDocument()
    expect(table.getByRole('button', { name: `${en.exportSystems.exported} AHU-7` })).toBeDisabled()
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      externalProjectId: SHOP_PROJECT,
      projectId: project.id,
      systemIds: [system.id],
      locale: 'eng',
    })
  })

  it("redeems the shop's hand-off from the address first, then takes it out of the address", async () => {
    const handoff = 'h'.repeat(43)
    const { seen, user, router } = openPage(
      {
        'GET /api/projects': () => ok([project]),
        [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
        [`POST /api/webshop/projects/${SHOP_PROJECT}/arrivals`]: () =>
          ok({
            id: SHOP_PROJECT,
            returnUrl: RETURN_URL,
            exportedSystemIds: [],
            sentByShop: true,
            projectId: null,
          }),
      },
      { returnUrl: RETURN_URL },
      `${page}&handoff=${handoff}`,
    )
    await chooseProject(user)
    const table = within(await screen.findByRole('table', { name: en.exportSystems.systems }))
    expect(table.getByRole('button', { name: `${en.exportSystems.export} AHU-7` })).toBeEnabled()
    expect(seen.find((r) => r.path.endsWith('/arrivals'))?.body).toEqual({ handoff })
    expect(locationOf(router)).toBe(page)
    expect(screen.queryByText(en.exportSystems.notSentByShop)).not.toBeInTheDocument()
  })

  it('says to come from the webshop and offers no export when the shop did not send this session', async () => {
    const { user } = openPage(
      {
        'GET /api/projects': () => ok([project]),
        [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
      },
      { returnUrl: RETURN_URL, sentByShop: false },
    )
    expect(await screen.findByText(en.exportSystems.notSentByShop)).toBeInTheDocument()
    await chooseProject(user)
    const table = within(await screen.findByRole('table', { name: en.exportSystems.systems }))
    expect(table.getByRole('button', { name: `${en.exportSystems.export} AHU-7` })).toBeDisabled()
  })

  it('says to come from the webshop again when the hand-off is refused (expired, or used elsewhere)', async () => {
    openPage(
      {
        'GET /api/projects': () => ok([project]),
        [`POST /api/webshop/projects/${SHOP_PROJECT}/arrivals`]: () => fail(403, 'FORBIDDEN'),
      },
      { returnUrl: RETURN_URL },
      `${page}&handoff=${'h'.repeat(43)}`,
    )
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(en.exportSystems.notSentByShop)
    expect(alert).not.toHaveTextContent(en.exportSystems.notObtained)
    expect(screen.queryByRole('combobox', { name: en.exportSystems.project })).not.toBeInTheDocument()
  })

  it('warns that a system without products has nothing to export, and does not export it', async () => {
    const empty = aSystem({ projectId: project.id, name: 'AHU-0', number: 'S0', items: [] })
    const { seen, user } = openPage({
      'GET /api/projects': () => ok([project]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([empty]),
    })
    await chooseProject(user)
    const table = within(await screen.findByRole('table', { name: en.exportSystems.systems }))
    await user.click(table.getByRole('button', { name: `${en.exportSystems.export} AHU-0` }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      en.exportSystems.emptySystem.replace('{{name}}', 'AHU-0'),
    )
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])
    expect(table.getByRole('button', { name: `${en.exportSystems.export} AHU-0` })).toBeEnabled()
  })

  it("preselects the project last exported to the shop's project", async () => {
    const other = aProject({ name: 'Museum', number: 'M-1' })
    openPage(
      {
        'GET /api/projects': () => ok([other, project]),
        [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
      },
      { returnUrl: RETURN_URL, projectId: project.id },
    )
    expect(await screen.findByRole('table', { name: en.exportSystems.systems })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: en.exportSystems.project })).toHaveValue('L-7 Library')
  })

  it('preselects the project open in the application when nothing was exported to the shop project yet', async () => {
    const other = aProject({ name: 'Museum', number: 'M-1' })
    setActiveProject(project.id)
    openPage({
      'GET /api/projects': () => ok([other, project]),
      [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
    })
    expect(await screen.findByRole('table', { name: en.exportSystems.systems })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: en.exportSystems.project })).toHaveValue('L-7 Library')
  })

  it('does not export without a redirect address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { seen, user } = openPage(
      {
        'GET /api/projects': () => ok([project]),
        [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
      },
      { returnUrl: null },
    )
    await chooseProject(user)
    const table = within(await screen.findByRole('table', { name: en.exportSystems.systems }))
    await user.click(table.getByRole('button', { name: `${en.exportSystems.export} AHU-7` }))
    expect(await screen.findByText(en.exportSystems.failure)).toBeInTheDocument()
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])
    expect(console.error).toHaveBeenCalledWith(
      'Systems could not be exported',
      new Error('Redirect URL is empty'),
    )
  })
})
