// The bill of materials (docs/reports.md, "A rectangular silencer in the reports"): a contractor orders from
// it, so a configured rectangular silencer's line says what the code does not: its cassettes, their spacing,
// its shell, sheets and profile.
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anItem } from '../../../domain/chain/test-items.ts'
import sv from '../../../i18n/locales/sv.json'
import { aProject, aSystem } from '../../../state/workspace/test-fixtures.ts'
import { ok, stubApi } from '../../../test-api.ts'
import { renderRoute } from '../../../test-utils.tsx'
import { configuredRect } from '../test-rect.ts'

const project = aProject({ name: 'concert hall' })

describe('the bill of materials', () => {
  it('lists rectangular silencers of one code made differently apart, each with its configuration under it', async () => {
    const systems = [
      aSystem({
        projectId: project.id,
        name: 'AHU-1',
        items: [configuredRect('rect-1', 4), configuredRect('rect-2', 0), anItem('nrf')],
        createdAt: '2026-03-05T10:00:00.000Z',
      }),
      aSystem({
        projectId: project.id,
        name: 'AHU-2',
        items: [{ ...configuredRect('rect-3', 4), quantity: 2 }],
        createdAt: '2026-03-06T10:00:00.000Z',
      }),
    ]
    stubApi({
      [`GET /api/projects/${project.id}`]: () => ok({ ...project, systems }),
      [`GET /api/projects/${project.id}/rooms`]: () => ok([]),
    })
    renderRoute(`/printing/materials?projectId=${project.id}&autoPrint=0&locale=sv`)
    const table = within(await screen.findByRole('region', { name: sv.printing.materialsTable })).getByRole(
      'table',
    )
    const rect = sv.productCards.rect
    const made = (cassettes: string, spacing: string) =>
      [
        `${rect.width}: 1\u00a0000 mm`,
        `${rect.height}: 500 mm`,
        `${rect.length}: 1\u00a0500 mm`,
        `${rect.cassettes}: ${cassettes}, ${sv.materials.lining.mineralWool}`,
        `${sv.rectWizard.options.spacing}: ${spacing}`,
        `${rect.shell}: ${sv.rectWizard.values.shellNone}`,
        `${rect.outerCover}: ${sv.materials.sheet.none}`,
        `${rect.innerMaterial}: ${sv.materials.sheet.galvanizedSteel}`,
        `${rect.profile}: ${sv.rectWizard.values.zProfile}`,
      ].join('; ')
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent))
    // The 3 × 200 mm silencer of both systems on one line, the 5 × 100 mm one of the same code on its own.
    expect(rows).toEqual([
      ['MSK-1000x500-1500', 'MSK-1000x500-1500', 'AHU-1, AHU-2 × 2', '3'],
      [made('3 × 200 mm', '133 mm')],
      ['MSK-1000x500-1500', 'MSK-1000x500-1500', 'AHU-1', '1'],
      [made('5 × 100 mm', '100 mm')],
      ['NRF', 'nrf-code', 'AHU-1', '1'],
    ])
  })
})
