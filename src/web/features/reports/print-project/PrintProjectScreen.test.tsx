// The project report's sections (docs/reports.md): the project page with the first system's summary, then per
// system what that page has not printed; every system's summary and comment once, every sheet numbered.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SYSTEM_LIMITS, type SystemDocument } from '#contract/api/systems.ts'
import { anItem } from '../../../domain/chain/test-items.ts'
import en from '../../../i18n/locales/en.json'
import { aProject, aSystem } from '../../../state/workspace/test-fixtures.ts'
import { ok, stubApi } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'

const project = aProject({ name: 'concert hall', comment: 'Hall and foyer, both in the same contract.' })
const summary = (name: string) => `${en.printing.summary}: ${name}`
const spectra = (name: string) => `${en.spectrum.title}: ${name}`
const continued = (owner: string) =>
  `${en.printing.continued.replace('{{field}}', en.printing.field.comment)}: ${owner}`

/** Two systems, the older first in the report whatever order the project lists them in (newest first). */
function twoSystems(firstComment: string) {
  const first = aSystem({
    projectId: project.id,
    name: 'AHU-1',
    comment: firstComment,
    items: [anItem('nrf')],
    createdAt: '2026-03-05T10:00:00.000Z',
  })
  const second = aSystem({
    projectId: project.id,
    name: 'AHU-2',
    comment: 'Extract: the grille sits above the stage door.',
    items: [anItem('grille', { productType: 'diffuser' })],
    createdAt: '2026-03-06T10:00:00.000Z',
  })
  return [first, second] as const
}

/** The project report in English, without printing; answers its sheets' titles once they show. */
async function projectReport(systems: readonly SystemDocument[]) {
  stubApi({
    [`GET /api/projects/${project.id}`]: () => ok({ ...project, systems: [...systems].reverse() }),
    [`GET /api/projects/${project.id}/rooms`]: () => ok([]),
  })
  renderRoute(`/printing/project?projectId=${project.id}&autoPrint=0`)
  await screen.findByRole('region', { name: en.printing.projectInfo })
  return Array.from(document.querySelectorAll('[data-sheet]'), (sheet) => sheet.getAttribute('aria-label'))
}

/** How many times the sheets print a text. */
const printedTimes = (text: string) =>
  Array.from(document.querySelectorAll('[data-sheet]'), (sheet) => sheet.textContent)
    .join('\n')
    .split(text).length - 1

const expectNumbered = (titles: readonly (string | null)[]) =>
  Array.from(document.querySelectorAll('[data-sheet]')).forEach((sheet, index) =>
    expect(
      within(sheet as HTMLElement).getByText(`Page ${index + 1} / ${titles.length}`),
      titles[index] ?? '',
    ).toBeTruthy(),
  )

describe('the project report', () => {
  it("prints each system's summary and comment once: the first system's on the project page", async () => {
    const systems = twoSystems('Supply: the duct crosses the plant room above the sprinkler main.')
    const titles = await projectReport(systems)
    // The first system's summary is on the project page; its breakdown adds its charts and inventory.
    expect(titles).toEqual([
      en.printing.projectInfo,
      spectra('AHU-1'),
      en.printing.inventory,
      summary('AHU-2'),
      en.printing.inventory,
    ])
    const first = screen.getByRole('region', { name: en.printing.projectInfo })
    expect(within(first).getByText('AHU-1')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: spectra('AHU-1') })).getAllByRole('figure'),
    ).not.toHaveLength(0)
    for (const text of [project.comment, ...systems.map((system) => system.comment)])
      expect(printedTimes(text), text).toBe(1)
    expectNumbered(titles)
  })

  it("continues the first system's long comment once, right after the project page", async () => {
    const comment = Array.from(
      { length: 60 },
      (_, i) => `Note ${i + 1}: the supply duct crosses the plant room above the sprinkler main.`,
    ).join(' ')
    expect(comment.length).toBeLessThanOrEqual(SYSTEM_LIMITS.comment)
    const titles = await projectReport(twoSystems(comment))
    const rest = titles.filter((title) => title === continued('AHU-1')).length
    expect(rest).toBeGreaterThan(0)
    expect(titles).toEqual([
      en.printing.projectInfo,
      ...Array<string>(rest).fill(continued('AHU-1')),
      spectra('AHU-1'),
      en.printing.inventory,
      summary('AHU-2'),
      en.printing.inventory,
    ])
    // Its first and last sentences each once: the text is printed once, its pieces in order.
    for (const sentence of ['Note 1: the supply duct', 'Note 60: the supply duct'])
      expect(printedTimes(sentence)).toBe(1)
    const kept = within(screen.getByRole('region', { name: en.printing.projectInfo }))
      .getAllByText(en.printing.field.comment, { selector: 'dt' })
      .map((label) => label.nextElementSibling?.textContent ?? '')
    const pieces = screen
      .getAllByRole('region', { name: continued('AHU-1') })
      .map((sheet) => Array.from(sheet.querySelectorAll('p')).at(-1)?.textContent)
    expect(kept[0]).toBe(project.comment)
    expect([kept[1], ...pieces].join(' ')).toBe(comment)
    expectNumbered(titles)
  })
})
