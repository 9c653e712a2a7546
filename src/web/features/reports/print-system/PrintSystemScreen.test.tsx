import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { anItem } from '../../../domain/chain/test-items.ts'
import { configuredRect } from '../test-rect.ts'
import { anEstimate, aProject, aSystem } from '../../../state/workspace/test-fixtures.ts'
import type { SystemDocument } from '#contract/api/systems.ts'
import type { RoomDocument } from '#contract/api/rooms.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import fi from '../../../i18n/locales/fi.json'
import { ok, stubApi } from '../../../test-api.ts'
import { renderRoute, inLitresPerSecond } from '../../../test-utils.tsx'

const project = aProject({ name: 'concert hall' })
/** The inventory's sheets are named after the system. */
const inventoryTitle = `${fi.printing.inventory}: AHU-1`

/** The system report in Finnish, without printing, of a saved system (and its project's rooms). */
async function finnishReport(system: SystemDocument, rooms: readonly RoomDocument[] = []) {
  stubApi({
    [`GET /api/systems/${system.id}`]: () => ok({ ...system, project }),
    [`GET /api/projects/${project.id}/rooms`]: () => ok(rooms),
  })
  renderRoute(`/printing/system?systemId=${system.id}&autoPrint=0&locale=fi`)
  const page = await screen.findByRole('region', { name: `${fi.printing.summary}: AHU-1` })
  return (label: string) => within(page).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

describe('the system report', () => {
  it("prints the system's total pressure drop with the products it leaves out", async () => {
    const fact = await finnishReport(
      aSystem({
        projectId: project.id,
        items: [
          anItem('nrf', { quantity: 2, pressureDrop: 38.4 }),
          anItem('rect', { productType: 'rectSilencer', pressureDrop: 24.2 }),
          anItem('custom-1', { productType: 'custom' }),
        ],
      }),
    )
    // 2 × 38.4 + 24.2 = 101 Pa; the custom product has none. Whole pascals, as the summary prints its numbers.
    expect(fact(fi.pressureDrop.total)).toBe(
      ['101 Pa', fi.pressureDrop.without.replace('{{products}}', '1')].join('\n'),
    )
  })

  it('prints under the total which products’ pressure drops are at another airflow than the system’s', async () => {
    const fact = await finnishReport(
      aSystem({
        projectId: project.id,
        airflow: 500,
        items: [
          anItem('nrf', { quantity: 2, inputAirflow: 400, pressureDrop: 38.4 }),
          anItem('rect', { productType: 'rectSilencer', inputAirflow: 500, pressureDrop: 24.2 }),
        ],
      }),
    )
    // The NRF × 2 keep the 400 l/s they were added at; the rectangular silencer is at the system's 500 l/s.
    expect(fact(fi.pressureDrop.total)).toBe(
      [
        '101 Pa',
        inLitresPerSecond(fi.pressureDrop.otherAirflow)
          .replace('{{airflow}}', '500')
          .replace('{{products}}', '2'),
      ].join('\n'),
    )
  })

  it('flags in the inventory and on its own page each product at another airflow, in the cards’ words', async () => {
    const fact = await finnishReport(
      aSystem({
        projectId: project.id,
        airflow: 1250,
        items: [
          anItem('nrf', { quantity: 2, inputAirflow: 900, pressureDrop: 38.4 }),
          anItem('rect', { productType: 'rectSilencer', inputAirflow: 900, pressureDrop: 24.2 }),
          anItem('nke', { inputAirflow: 1250, pressureDrop: 30 }),
          anItem('grille', { productType: 'diffuser', inputAirflow: 95, pressureDrop: 12 }),
        ],
      }),
    )
    expect(fact(fi.pressureDrop.total)).toContain(
      inLitresPerSecond(fi.pressureDrop.otherAirflow)
        .replace('{{airflow}}', '1\u00a0250')
        .replace('{{products}}', '3'),
    )
    const differs = inLitresPerSecond(fi.productCards.airflowDiffers).replace('{{system}}', '1\u00a0250')
    const inventory = screen.getByRole('region', { name: inventoryTitle })
    const row = (name: string) => within(inventory).getByRole('cell', { name: new RegExp(`^${name}`) })
    expect(row('NRF × 2').textContent).toBe(`NRF × 2${differs}`)
    expect(row('RECT').textContent).toBe(`RECT${differs}`)
    expect(row('NKE').textContent).toBe('NKE')
    // A diffuser's airflow is the catalogue's; the total has its own line for it.
    expect(row('GRILLE').textContent).toBe('GRILLE')
    const page = (name: string) => {
      const region = screen.getByRole('region', { name: `${fi.printing.productPage}: ${name}` })
      return within(region).getByText(inLitresPerSecond(fi.printing.field.flow), { selector: 'dt' })
        .nextElementSibling?.textContent
    }
    expect(page('RECT')).toBe(`900\n${differs}`)
    expect(page('NKE')).toBe('1\u00a0250')
    expect(page('GRILLE')).toBe('95')
  })

  it('gives the inventory a page more where long names and flags make its rows taller than 58 px', async () => {
    // jsdom's window is 768 px high: 13 rows of 58 px a page.
    expect(window.innerHeight).toBe(768)
    const long = (i: number) =>
      `Suorakaiteinen äänenvaimennin ${i} tuloilmakanavaan konserttisalin lämpiön ja aulan välissä, ` +
      `kulmaliitoksella ja huoltoluukulla varustettuna, asennus alakaton yläpuolelle`
    const items = Array.from({ length: 13 }, (_, i) =>
      anItem(`nrf-${i + 1}`, { productName: long(i + 1), inputAirflow: 900, pressureDrop: 30 }),
    )
    await finnishReport(aSystem({ projectId: project.id, airflow: 1250, items }))
    const inventories = screen.getAllByRole('region', { name: inventoryTitle })
    // A name of 167 characters counts six lines of its column and the flag under it two: 125 px a row, six
    // to a page of 768 px, where rows of one line would all have fitted on one.
    expect(inventories.map((page) => within(page).getAllByRole('row').length - 1)).toEqual([6, 6, 1])
    // Every product once, in the chain's order, each with its flag under its name.
    const differs = inLitresPerSecond(fi.productCards.airflowDiffers).replace('{{system}}', '1\u00a0250')
    const nameCells = inventories.flatMap((page) =>
      within(page)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    )
    expect(nameCells).toEqual(items.map((item) => `${item.productName}${differs}`))
  })

  it('keeps 13 rows of one line a page in a window of 768 px', async () => {
    const items = Array.from({ length: 13 }, (_, i) => anItem(`nrf-${i + 1}`, { pressureDrop: 30 }))
    await finnishReport(aSystem({ projectId: project.id, items }))
    expect(screen.getAllByRole('region', { name: inventoryTitle })).toHaveLength(1)
  })

  it("prints '-' when no product of the system has a pressure drop", async () => {
    const fact = await finnishReport(
      aSystem({ projectId: project.id, items: [anItem('bend', { productType: 'abstract' })] }),
    )
    expect(fact(fi.pressureDrop.total)).toBe('-')
  })

  it("prints the system airflow the pressure drops were taken at, in the language's number format", async () => {
    const withAirflow = await finnishReport(aSystem({ projectId: project.id, airflow: 1250 }))
    expect(withAirflow(inLitresPerSecond(fi.productsList.systemAirflow))).toBe('1\u00a0250')
  })

  it('prints an estimated noise generator as the estimate, with the fan duty it was made of', async () => {
    const estimate = anEstimate({ fanType: 'axialGuideVanes', airflow: 2500, totalPressureRise: 450 })
    const fact = await finnishReport(aSystem({ projectId: project.id, noiseGeneratorEstimate: estimate }))
    expect(fact(fi.systemModal.noiseGenerator)).toBe(
      fi.fanEstimate.mark
        .replace('{{method}}', 'VDI 2081-1:2019')
        .replace('{{fanType}}', fi.fanEstimate.types.axialGuideVanes)
        .replace('{{airflow}}', '2\u00a0500')
        .replace('{{unit}}', 'l/s')
        .replace('{{pressure}}', '450')
        .replace('{{speed}}', '1\u00a0450'),
    )
    cleanup()
    // The fan's own data have no such line.
    const own = await finnishReport(aSystem({ projectId: project.id }))
    expect(() => own(fi.systemModal.noiseGenerator)).toThrow()
  })

  it('prints the project room the system serves in place of its stand-alone room: its level from every system, this system’s part and the verdict', async () => {
    const system = aSystem({ projectId: project.id, roomId: null, outlets: 3 })
    const office = aRoom('Toimisto', { number: 'A2.14', lpA: 56.1, margin: -23.1, targetValue: 33 })
    const [contribution] = office.assessment.contributions
    const served: RoomDocument = {
      ...office,
      projectId: project.id,
      assessment: {
        ...office.assessment,
        contributions: contribution ? [{ ...contribution, systemId: system.id, outlets: 3, lpA: 52.3 }] : [],
      },
    }
    const fact = await finnishReport({ ...system, roomId: served.id }, [served])
    expect(fact(fi.rooms.systemRoom.room)).toBe('A2.14 Toimisto')
    expect(fact(fi.rooms.systemRoom.outlets)).toBe('3')
    expect(fact(fi.rooms.systemRoom.level)).toBe('56,1 dB(A)')
    expect(fact(fi.rooms.systemRoom.share)).toBe('52,3 dB(A)')
    expect(fact(fi.rooms.systemRoom.verdict.replace('{{target}}', '33,0 dB(A)'))).toBe(fi.rooms.verdicts.fail)
    expect(screen.getByRole('region', { name: fi.rooms.systemRoom.title })).toBeInTheDocument()
    // Not the hidden stand-alone room's 10 m² and its NR 30.
    expect(screen.queryByRole('region', { name: fi.room.title })).toBeNull()
    expect(() => fact(fi.room.absorptionArea)).toThrow()
    cleanup()
    // Against an NR target each level has its rating beside it: the room's NR 30 and this system's own NR.
    const nrRoom: RoomDocument = { ...served, targetType: 'NR', targetValue: 25 }
    const rated = await finnishReport({ ...system, roomId: served.id }, [nrRoom])
    expect(rated(fi.rooms.systemRoom.level)).toBe('56,1 dB(A), NR 30')
    expect(rated(fi.rooms.systemRoom.share)).toBe('52,3 dB(A), NR 30')
    expect(rated(fi.rooms.systemRoom.verdict.replace('{{target}}', 'NR 25'))).toBe(fi.rooms.verdicts.fail)
    cleanup()
    // A system that serves no room prints its stand-alone room, as before.
    const alone = await finnishReport(system, [served])
    expect(alone(fi.room.absorptionArea)).toBe('10')
  })

  it('names the attenuation constant as the app does, LpA10m2, never by its stored code T1', async () => {
    const fact = await finnishReport(aSystem({ projectId: project.id, attenuationConstantType: 'T1' }))
    expect(fact(fi.printing.field.constant)).toBe('LpA10m2 (absorptioala 10 m²)')
  })

  it('says on a product of quantity 2 which figures are one unit’s, and prints the pressure drop of both', async () => {
    await finnishReport(
      aSystem({
        projectId: project.id,
        items: [anItem('nrf', { quantity: 2, pressureDrop: 38.4 }), anItem('nke', { pressureDrop: 12.5 })],
      }),
    )
    const page = (name: string) => screen.getByRole('region', { name: `${fi.printing.productPage}: ${name}` })
    const field = (name: string, label: string) =>
      within(page(name)).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(field('NRF', fi.printing.field.pressureDrop)).toBe('76,800 (2 × 38,400)')
    expect(within(page('NRF')).getByText(fi.printing.row.attenuationEach)).toBeTruthy()
    expect(within(page('NRF')).getByText(fi.printing.row.soundPowerEach)).toBeTruthy()
    // One unit: as before.
    expect(field('NKE', fi.printing.field.pressureDrop)).toBe('12,500')
    expect(within(page('NKE')).getByText(fi.printing.row.attenuation)).toBeTruthy()
    // The inventory's row "NRF × 2" drops what both do, so its column adds up to the total.
    const inventory = screen.getByRole('region', { name: inventoryTitle })
    const cells = (name: string) =>
      within(
        within(inventory)
          .getByRole('cell', { name: new RegExp(`^${name}`) })
          .closest('tr') as HTMLElement,
      )
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells('NRF × 2')[3]).toBe('76,800')
    expect(cells('NKE')[3]).toBe('12,500')
  })

  it("prints each rectangular silencer's configuration in the inventory and on its page, in its card's words", async () => {
    // Two options of one size: one code, told apart only by their cassettes and the airway between them.
    await finnishReport(
      aSystem({
        projectId: project.id,
        airflow: 1500,
        items: [configuredRect('rect-1', 4), configuredRect('rect-2', 0)],
      }),
    )
    const rect = fi.productCards.rect
    const made = (cassettes: string, spacing: string) => [
      [rect.width, '1\u00a0000 mm'],
      [rect.height, '500 mm'],
      [rect.length, '1\u00a0500 mm'],
      [rect.cassettes, `${cassettes}, ${fi.materials.lining.mineralWool}`],
      [fi.rectWizard.options.spacing, spacing],
      [rect.shell, fi.rectWizard.values.shellNone],
      [rect.outerCover, fi.materials.sheet.none],
      [rect.innerMaterial, fi.materials.sheet.galvanizedSteel],
      [rect.profile, fi.rectWizard.values.zProfile],
    ]
    const threeBy200 = made('3 × 200 mm', '133 mm')
    const fiveBy100 = made('5 × 100 mm', '100 mm')
    // The inventory: under each row, on the table's width, its configuration.
    const inventory = screen.getByRole('region', { name: inventoryTitle })
    const asLine = (facts: string[][]) => facts.map(([label, value]) => `${label}: ${value}`).join('; ')
    const rows = within(inventory).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(fi.printing.field.name),
      expect.stringMatching(/^MSK-1000x500-1500MSK-1000x500-1500/),
      asLine(threeBy200),
      expect.stringMatching(/^MSK-1000x500-1500MSK-1000x500-1500/),
      asLine(fiveBy100),
    ])
    // Each product's page: the configuration among its fields.
    const pages = screen.getAllByRole('region', { name: `${fi.printing.productPage}: MSK-1000x500-1500` })
    const field = (page: HTMLElement, label: string) =>
      within(page).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    for (const [page, facts] of [
      [pages[0], threeBy200],
      [pages[1], fiveBy100],
    ] as const)
      for (const [label = '', value] of facts) expect(field(page as HTMLElement, label), label).toBe(value)
  })

  it("prints '-' for a system without an airflow", async () => {
    const fact = await finnishReport(aSystem({ projectId: project.id, airflow: null }))
    expect(fact(inLitresPerSecond(fi.productsList.systemAirflow))).toBe('-')
  })
})

describe('long comments in the system report', () => {
  /** A comment of at most `length` characters (the contract allows 5,000), cut at a word's end. */
  const comment = (length: number, room = 'konehuoneen') => {
    const text = Array.from(
      { length: Math.ceil(length / 70) },
      (_, i) => `Huomautus ${i + 1}: tuloilmakanava kulkee ${room} läpi sprinklerilinjan yläpuolella.`,
    ).join(' ')
    return text.slice(0, text.lastIndexOf(' ', length))
  }
  const continued = (owner: string) =>
    `${fi.printing.continued.replace('{{field}}', fi.printing.field.comment)}: ${owner}`
  const sheetTitles = () =>
    Array.from(document.querySelectorAll('[data-sheet]'), (sheet) => sheet.getAttribute('aria-label'))
  const commentOn = (title: string) =>
    within(screen.getByRole('region', { name: title })).getByText(fi.printing.field.comment, {
      selector: 'dt',
    }).nextElementSibling?.textContent ?? ''
  const continuationText = (title: string) =>
    // The sheet's last paragraph: the first is its heading's subject line.
    screen
      .getAllByRole('region', { name: title })
      .map((sheet) => Array.from(sheet.querySelectorAll('p')).at(-1)?.textContent)

  it('continues a comment of 5,000 characters on sheets of its own after the summary, every sheet numbered', async () => {
    const systemComment = comment(5000)
    const projectComment = comment(5000, 'porraskäytävän')
    const system = aSystem({ projectId: project.id, items: [anItem('nrf')], comment: systemComment })
    stubApi({
      [`GET /api/systems/${system.id}`]: () =>
        ok({ ...system, project: { ...project, comment: projectComment } }),
    })
    renderRoute(`/printing/system?systemId=${system.id}&autoPrint=0&locale=fi&products=0`)
    const summary = `${fi.printing.summary}: AHU-1`
    await screen.findByRole('region', { name: summary })
    const titles = sheetTitles()
    // The summary, the comment's rest, the charts; the project information, its comment's rest; the inventory.
    expect(titles).toEqual([
      summary,
      continued('AHU-1'),
      `${fi.spectrum.title}: AHU-1`,
      fi.printing.projectInfo,
      continued('Concert hall'),
      inventoryTitle,
    ])
    const kept = commentOn(summary)
    expect(kept.length).toBeGreaterThan(1000)
    expect([kept, ...continuationText(continued('AHU-1'))].join(' ')).toBe(systemComment)
    const keptProject = commentOn(fi.printing.projectInfo)
    expect([keptProject, ...continuationText(continued('Concert hall'))].join(' ')).toBe(projectComment)
    titles.forEach((title, index) =>
      expect(
        within(screen.getAllByRole('region', { name: title ?? '' })[0] ?? document.body).getByText(
          `Sivu ${index + 1} / ${titles.length}`,
        ),
      ).toBeTruthy(),
    )
  })

  it('prints a comment that fits as before: whole, on the summary, its charts there while they fit', async () => {
    for (const [length, chartsThere] of [
      [100, true],
      [1500, false],
    ] as const) {
      const text = comment(length)
      await finnishReport(aSystem({ projectId: project.id, items: [anItem('nrf')], comment: text }))
      const summary = `${fi.printing.summary}: AHU-1`
      expect(commentOn(summary)).toBe(text)
      const figures = within(screen.getByRole('region', { name: summary })).queryAllByRole('figure')
      expect(figures.length > 0).toBe(chartsThere)
      expect(sheetTitles().slice(0, chartsThere ? 1 : 2)).toEqual(
        chartsThere ? [summary] : [summary, `${fi.spectrum.title}: AHU-1`],
      )
      expect(screen.queryByRole('region', { name: continued('AHU-1') })).toBeNull()
      cleanup()
    }
  })
})
