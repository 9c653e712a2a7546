import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { aProject, aSystem, me } from '../../../state/workspace/test-fixtures.ts'
import { setActiveProject } from '../../../state/workspace/workspace-store.ts'
import { demoSilencers } from '../../../state/catalogue/test-catalogue.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import en from '../../../i18n/locales/en.json'
import { bodiesTo, ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { giveMenuButtonsABox } from '../../../test-layout.ts'
import { inLitresPerSecond, renderRoute } from '../../../test-utils.tsx'

const [silencer, other] = demoSilencers()
if (!silencer || !other) throw new Error('the demo catalogue has silencers')
const project = aProject({ name: 'concert hall' })
// Two of one silencer added at the system's 450 l/s, and a branch's at 200 l/s of its own.
const branch = silencerItem(other, 200)
const system = aSystem({
  projectId: project.id,
  name: 'ahu-1',
  airflow: 450,
  items: [{ ...silencerItem(silencer, 450), quantity: 2 }, branch],
})
const UPDATE = `PUT /api/projects/${project.id}/systems/${system.id}`
let seen: FakeRequest[] = []

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  giveMenuButtonsABox()
  seen = stubApi({
    'GET /api/auth/user': () => ok(me),
    [`GET /api/projects/${project.id}`]: () => ok(project),
    [`GET /api/projects/${project.id}/systems`]: () => ok([system]),
    'GET /api/silencers': () => ok(demoSilencers()),
    [UPDATE]: () => ok({ ...system, airflow: 600, version: 2 }),
  })
})

async function editAirflow(to: string) {
  window.localStorage.setItem('idToken', 'id')
  setActiveProject(project.id)
  const { user } = renderRoute('/app/systems')
  const card = await screen.findByRole('article', { name: 'Ahu-1' })
  await user.click(within(card).getByRole('button', { name: en.systems.menu }))
  await user.click(await screen.findByRole('menuitem', { name: en.systems.edit }))
  const dialog = await screen.findByRole('dialog', { name: en.systemModal.editTitle })
  const airflow = within(dialog).getByRole('textbox', {
    name: inLitresPerSecond(en.productsList.systemAirflow),
  })
  await user.clear(airflow)
  await user.type(airflow, to)
  return { user, dialog }
}

const followLabel = en.systemModal.followAirflow_other
  .replace('{{count}}', '2')
  .replace('{{airflow}}', '600')
  .replace('{{unit}}', 'l/s')

describe('a new system airflow and the silencers at the old one', () => {
  it('takes the silencers added at the old airflow with it, and leaves a branch’s own airflow', async () => {
    const { user, dialog } = await editAirflow('600')
    const follow = await within(dialog).findByRole('checkbox', { name: followLabel })
    expect(follow).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(bodiesTo(seen, UPDATE)).toHaveLength(1))
    const body = bodiesTo(seen, UPDATE)[0] as { airflow: number; items: unknown[] }
    expect(body.airflow).toBe(600)
    expect(body.items).toEqual([{ ...silencerItem(silencer, 600), quantity: 2 }, branch])
  })

  it('keeps every silencer where it was when the user unticks it', async () => {
    const { user, dialog } = await editAirflow('600')
    await user.click(await within(dialog).findByRole('checkbox', { name: followLabel }))
    await user.click(within(dialog).getByRole('button', { name: en.workspace.save }))
    await waitFor(() => expect(bodiesTo(seen, UPDATE)).toHaveLength(1))
    expect(bodiesTo(seen, UPDATE)[0]).toMatchObject({ airflow: 600, items: system.items })
  })

  it('offers nothing while the airflow is the stored one', async () => {
    const { dialog } = await editAirflow('450')
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
  })
})
