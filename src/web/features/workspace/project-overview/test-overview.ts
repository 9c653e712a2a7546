// What the project overview's tests share: the stored project and system, the overview opened signed in
// (answering its saves as a test asks) or on an anonymous quick calculation, and small readers of the screen.
import { screen, within } from '@testing-library/react'
import { resetSaver } from '../../../state/working-system/system-saver.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import { aProject, aSystem, onSavedSystem } from '../../../state/workspace/test-fixtures.ts'
import { projectDraftNamed, startQuickCalculation } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import type { SystemDocument } from '#contract/api/systems.ts'
import { giveElementsASize, giveMenuButtonsABox } from '../../../test-layout.ts'
import { ok, stubApi, type FakeRequest } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

export const named = (text: string, name: string) => text.replace('{{name}}', name)
export const project = aProject({ name: 'concert hall', number: 'CH-1', contactData: 'ACME Oy' })
export const stored = aSystem({
  projectId: project.id,
  name: 'ahu-1',
  inputSoundPowerLevel: flat(70),
  items: [anItem('a', { defaultSoundAttenuation: flat(10) }), anItem('b')],
  catalogueVersion: 2,
})
export const quantityOf = (name: string) =>
  within(screen.getByRole('article', { name })).getByText(en.chain.quantity, { selector: 'dt' })
    .nextElementSibling?.textContent
export const puts = (seen: FakeRequest[]) => seen.filter((r) => r.method === 'PUT')
/** The first wait of a test also waits for the screen's chunk (with the chart library) to load. */
export const firstFind = { timeout: 15_000 }

/** The results bar's room group, named as the bar names it, and its figures' texts. */
export async function barFigures(name: string): Promise<string[]> {
  const panel = await screen.findByRole('region', { name: en.calculations.title }, firstFind)
  const group = await within(panel).findByRole('group', { name }, firstFind)
  return within(group)
    .getAllByRole('definition')
    .map((figure) => figure.textContent ?? '')
}

/** The results bar's group of the served project room `room` ("A2.14 Office"). */
export const servedRoomBar = (room: string) => en.calculations.servedRoom.replace('{{room}}', room)

export function signedInOverview(
  answerPut: (request: FakeRequest, count: number) => Response,
  system: SystemDocument = stored,
  /** More of the API, such as the project's rooms. */
  routes: Parameters<typeof stubApi>[0] = {},
) {
  let count = 0
  const seen = stubApi({
    ...onSavedSystem(project, system),
    [`PUT /api/projects/${project.id}/systems/${system.id}`]: (request) => answerPut(request, ++count),
    [`DELETE /api/projects/${project.id}/systems/${system.id}`]: () => ok({ _id: system.id, id: system.id }),
    ...routes,
  })
  return { seen, ...renderRoute('/app/project-overview') }
}

/** Menu tests give the boxes a size (restored by the set-up's restoreAllMocks). */
export function giveBoxesASize(): void {
  giveMenuButtonsABox()
  giveElementsASize(768, 1024, 32)
}

export const anonymousOverview = (system: Partial<SystemDocument> = {}, projectName = 'quick hall') => {
  resetSaver()
  stubApi({})
  startQuickCalculation({
    project: projectDraftNamed(projectName),
    system: { ...stored, ...system },
  })
  return renderRoute('/app/project-overview')
}
