import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  assessRoom,
  aWeightedTotal,
  bandsFromArray,
  bandsToArray,
  LP_10M2_OFFSET,
  readBands,
  roomTargetCurve,
  type OctaveBands,
} from '#engine/index.ts'
import type { ChainItem } from '../../../domain/chain/chain.ts'
import { anItem, flat } from '../../../domain/chain/test-items.ts'
import {
  catalogueRoutes,
  demoSilencerClasses,
  demoSilencers,
  type CatalogueLists,
} from '../../../state/catalogue/test-catalogue.ts'
import { allowedSoundPower } from '../needed-attenuation/needed-attenuation.ts'
import { silencerItem } from '../../../domain/selection/items.ts'
import { aRoom } from '../../../domain/rooms/test-rooms.ts'
import { giveElementsASize } from '../../../test-layout.ts'
import { displayLevel, rankSilencers } from '../../../domain/selection/ranking.ts'
import {
  aProject,
  aSystem,
  onSavedSystem,
  startHallQuickCalculation,
} from '../../../state/workspace/test-fixtures.ts'
import { getWorkspace } from '../../../state/workspace/workspace-store.ts'
import en from '../../../i18n/locales/en.json'
import { bodiesTo, ok, stubApi, type FakeRoute } from '../../../test-api.ts'
import { renderRoute, inLitresPerSecond } from '../../../test-utils.tsx'
import { paths } from '../../../domain/paths.ts'

const PRESSURE_DROP = 'POST /api/calculations/round-silencers/pressure-drop'
let lists: Partial<CatalogueLists> = {}
/** The catalogue of `lists`, and whatever else a test answers. */
const serve = (routes: Record<string, FakeRoute> = {}) => stubApi({ ...catalogueRoutes(lists), ...routes })

const input = bandsFromArray([80, 78, 75, 72, 70, 65, 60, 55])
const silencers = demoSilencers()
const count = (shown: number, total: number) =>
  en.regularSilencers.count_other.replaceAll('{{total}}', String(total)).replace('{{shown}}', String(shown))
const cardNames = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

/** The values of a band table row, as shown. */
const rowValues = (scope: HTMLElement, label: string) => {
  const header = within(scope).getByRole('rowheader', { name: label })
  const row = header.closest('tr')
  if (!row) throw new Error(`no row ${label}`)
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
    .filter((text) => text !== '')
}
const shown = (bands: OctaveBands) => bandsToArray(bands).map((value) => String(Math.round(value)))
const band = (scope: HTMLElement, hz: number) =>
  within(scope).getByRole('textbox', { name: en.systemModal.band.replace('{{frequency}}', String(hz)) })
/** The modal's own Close button (the header's × has the same name). */
const closeButton = (dialog: HTMLElement) => {
  const button = within(dialog).getAllByRole('button', { name: en.workspace.close }).at(-1)
  if (!button) throw new Error('no Close button')
  return button
}
const silencerNamed = (name: string) => {
  const found = silencers.find((s) => s.name === name)
  if (!found) throw new Error(`no silencer ${name}`)
  return found
}

function open(path = '/app/regular-silencers', items: ChainItem[] = []) {
  startHallQuickCalculation(input, items)
  return renderRoute(path)
}

beforeEach(() => {
  giveElementsASize()
  lists = {}
  serve()
  lists.silencerClasses = demoSilencerClasses()
  lists.silencers = silencers
})

describe('the regular silencers list', () => {
  it('searches from 2 characters and sorts by dB(A) ascending by default, in the engine order', async () => {
    const { user } = open()
    expect(await screen.findByText(count(436, 436))).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: en.regularSilencers.sort })).toHaveValue(
      en.regularSilencers.sorts.dbaAsc,
    )
    await user.type(screen.getByRole('searchbox', { name: en.regularSilencers.search }), 'n')
    expect(screen.getByText(count(436, 436))).toBeInTheDocument()
    await user.click(screen.getByRole('searchbox', { name: en.regularSilencers.search }))
    await user.paste('rf50-315')
    expect(await screen.findByText(count(4, 436))).toBeInTheDocument()
    const expected = rankSilencers(
      silencers.filter((s) => s.name.startsWith('NRF50-315')),
      { inputSoundPowerLevel: input, airflowLs: 0, sort: 'dbaAsc' },
    ).map((r) => r.silencer.name)
    expect(cardNames()).toEqual(expected)
  })

  it('fills the search from productName and the nominal size from diameter', async () => {
    open('/app/regular-silencers?productName=NKE&diameter=125')
    expect(await screen.findByRole('searchbox', { name: en.regularSilencers.search })).toHaveValue('NKE')
    expect(await screen.findByText(count(2, 436))).toBeInTheDocument()
  })

  it('disables a filter that has no options', async () => {
    lists.silencerClasses = []
    open()
    await screen.findByText(count(0, 0))
    expect(screen.getByRole('combobox', { name: en.filters.length })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: en.filters.type })).toBeDisabled()
  })

  it('shows the pressure drop at a card airflow and hides the card above 100 Pa', async () => {
    const seen = serve({
      [PRESSURE_DROP]: ({ body }) =>
        ok({ pressureDrop: (body as { inputAirflow: number }).inputAirflow > 500 ? 150 : 42 }),
    })
    const { user } = open('/app/regular-silencers?productName=NRF50-315-900')
    const card = await screen.findByRole('article', { name: 'NRF50-315-900' })
    await user.type(
      within(card).getByRole('textbox', { name: inLitresPerSecond(en.productCards.airflow) }),
      '300',
    )
    await waitFor(() => expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('42 Pa'))
    // 0.3 m³/s through the Ø315 connection: 0.3/(π·0.315²/4) = 3.85 m/s.
    expect(within(card).getByTestId('velocity')).toHaveTextContent('3.8 m/s')
    expect(bodiesTo(seen, PRESSURE_DROP).at(-1)).toEqual({
      silencerClass: 'NRF50',
      diameter: 315,
      length: 900,
      inputAirflow: 300,
    })
    // Hidden once the airflow is committed (Enter), never while it is typed.
    await user.type(
      within(card).getByRole('textbox', { name: inLitresPerSecond(en.productCards.airflow) }),
      '0{Enter}',
    )
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'NRF50-315-900' })).not.toBeInTheDocument(),
    )
    expect(screen.getByText(count(0, 436))).toBeInTheDocument()
  })

  it('waits for a saved system before it takes the calculation parameters: a value typed then stays', async () => {
    const project = aProject()
    const system = aSystem({ projectId: project.id, airflow: 120, inputSoundPowerLevel: input })
    let answer = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    serve({
      ...onSavedSystem(project, system),
      [`GET /api/systems/${system.id}`]: async () => {
        await held
        return ok({ ...system, project })
      },
    })
    const { user } = renderRoute('/app/regular-silencers')
    const airflowField = { name: inLitresPerSecond(en.regularSilencers.inputAirflow) }
    // While the system is on its way there is nothing to type into, only the panel's loader.
    expect(await screen.findByRole('status', { name: en.regularSilencers.parameters })).toBeInTheDocument()
    await screen.findByText(count(436, 436))
    expect(screen.queryByRole('textbox', airflowField)).toBeNull()
    answer()
    const airflow = await screen.findByRole('textbox', airflowField)
    expect(airflow).toHaveValue('120')
    await user.clear(airflow)
    await user.type(airflow, '300')
    // Past the panel's 600 ms pause the typed value is applied and still shown: the system arrived first.
    await waitFor(
      () =>
        expect(
          within(screen.getAllByRole('article')[0] ?? document.body).getByRole('textbox', {
            name: inLitresPerSecond(en.productCards.airflow),
          }),
        ).toHaveValue('300'),
      { timeout: 3000 },
    )
    expect(screen.getByRole('textbox', airflowField)).toHaveValue('300')
  })

  it('exports, updates and replaces the first product of the working system after confirming', async () => {
    const { user } = open('/app/regular-silencers?productName=NKE-80')
    const first = await screen.findByRole('article', { name: 'NKE-80-500' })
    await user.click(within(first).getByRole('button', { name: en.regularSilencers.actions.export }))
    const dialog = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.exportTitle })
    await user.click(within(dialog).getByRole('button', { name: en.regularSilencers.actions.export }))
    await waitFor(() =>
      expect(getWorkspace().quickCalculation?.system.items?.map((i) => i.productName)).toEqual([
        'NKE-80-500',
      ]),
    )
    expect(
      within(first).getByRole('button', { name: en.regularSilencers.actions.update }),
    ).toBeInTheDocument()
    const other = screen.getByRole('article', { name: 'NKE-80-300' })
    await user.click(within(other).getByRole('button', { name: en.regularSilencers.actions.replace }))
    const replace = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.replaceTitle })
    await user.click(within(replace).getByRole('button', { name: en.regularSilencers.actions.replace }))
    await waitFor(() =>
      expect(getWorkspace().quickCalculation?.system.items?.map((i) => i.productName)).toEqual([
        'NKE-80-300',
      ]),
    )
    // The chain it went into is one click away.
    expect(screen.getByRole('link', { name: en.regularSilencers.toProductsList })).toHaveAttribute(
      'href',
      paths.productsList,
    )
    expect(screen.getByRole('link', { name: en.regularSilencers.toOverview })).toHaveAttribute(
      'href',
      paths.projectOverview,
    )
  })

  it('highlights a pressure drop above 50 Pa as exceeded in the list view only', async () => {
    serve({ [PRESSURE_DROP]: () => ok({ pressureDrop: 64 }) })
    const { user } = open('/app/regular-silencers?productName=NRF50-315-900')
    const card = await screen.findByRole('article', { name: 'NRF50-315-900' })
    await user.type(
      within(card).getByRole('textbox', { name: inLitresPerSecond(en.productCards.airflow) }),
      '420',
    )
    await waitFor(() =>
      expect(within(card).getByTestId('pressure-drop')).toHaveTextContent('64 Pa · above 50 Pa'),
    )
    // The layout toggle: the grid shows the same cards, without the highlight.
    await user.click(screen.getByRole('radio', { name: en.productCards.grid }))
    const inGrid = await screen.findByRole('article', { name: 'NRF50-315-900' })
    expect(within(inGrid).getByTestId('pressure-drop')).toHaveTextContent('64 Pa')
    expect(within(inGrid).getByTestId('pressure-drop')).not.toHaveTextContent('above 50 Pa')
    await user.click(screen.getByRole('radio', { name: en.productCards.linear }))
    expect(
      within(await screen.findByRole('article', { name: 'NRF50-315-900' })).getByTestId('pressure-drop'),
    ).toHaveTextContent('above 50 Pa')
  })

  it('needs what the chain without its first product sends to the room, and marks the silencers that meet it', async () => {
    // The working system: a first product (the one a card replaces) and a 10 dB element after it.
    const items = [anItem('old-first', { soundAttenuation: flat(3) }), anItem('after')]
    const { user } = open('/app/regular-silencers?productName=NKE-80', items)
    const short = await screen.findByRole('article', { name: 'NKE-80-300' })
    const long = screen.getByRole('article', { name: 'NKE-80-500' })
    // With no airflow there is no flow noise: a card's silencer first, then the 10 dB after it.
    const lpaWith = (name: string) =>
      aWeightedTotal(
        bandsFromArray(
          bandsToArray(input).map(
            (level, i) =>
              level - (bandsToArray(readBands(silencerNamed(name).soundAttenuation))[i] ?? 0) - 10,
          ),
        ),
      ) + LP_10M2_OFFSET
    const target = (lpaWith('NKE-80-300') + lpaWith('NKE-80-500')) / 2
    // Without the 10 dB of the chain even the longer one would miss this target.
    expect(lpaWith('NKE-80-500') + 10).toBeGreaterThan(target)
    const panel = screen.getByRole('region', { name: en.neededAttenuation.title })
    await user.type(
      within(panel).getByRole('textbox', { name: en.neededAttenuation.lpaTarget }),
      target.toFixed(2),
    )
    const withoutFirst = bandsFromArray(bandsToArray(input).map((level) => level - 10))
    expect(rowValues(panel, en.neededAttenuation.withoutFirst)).toEqual(shown(withoutFirst))
    const allowed = bandsToArray(allowedSoundPower({ kind: 'lpa', value: Number(target.toFixed(2)) }))
    expect(rowValues(panel, en.neededAttenuation.needed)).toEqual(
      shown(
        bandsFromArray(bandsToArray(withoutFirst).map((level, i) => Math.max(0, level - (allowed[i] ?? 0)))),
      ),
    )
    await waitFor(() => expect(within(long).getByText(en.neededAttenuation.meets)).toBeInTheDocument())
    expect(within(short).queryByText(en.neededAttenuation.meets)).toBeNull()
    // An NR target the longer one misses too: no card is marked.
    await user.click(within(panel).getByRole('radio', { name: en.neededAttenuation.nr }))
    const nr = within(panel).getByRole('textbox', { name: en.neededAttenuation.nrTarget })
    await user.clear(nr)
    await user.type(nr, '0')
    expect(screen.queryByText(en.neededAttenuation.meets)).toBeNull()
  })

  it('takes the served room’s NC target for a saved system, judging each card in the room through its outlet', async () => {
    // Room A2.14 Office (10 m², the listener 2 m away, Q = 2), NC 45, served by this system alone through one
    // outlet: each outlet may deliver the NC 45 curve less the room term C = 10·lg(2/(4π·2²) + 4/10).
    const project = aProject()
    const room = aRoom('Office', {
      number: 'A2.14',
      projectId: project.id,
      targetType: 'NC',
      targetValue: 45,
    })
    const system = aSystem({
      projectId: project.id,
      inputSoundPowerLevel: input,
      items: [anItem('old-first', { soundAttenuation: flat(3) }), anItem('after')],
      roomId: room.id,
      outlets: 1,
    })
    serve({
      ...onSavedSystem(project, system),
      [`GET /api/projects/${project.id}/rooms`]: () => ok([room]),
    })
    renderRoute('/app/regular-silencers?productName=NKE-80')
    const panel = await screen.findByRole('region', { name: en.neededAttenuation.title })
    const fromRoom = en.neededAttenuation.fromRoom
      .replace('{{room}}', 'A2.14 Office')
      .replace('{{target}}', 'NC 45')
    expect(await within(panel).findByRole('radio', { name: fromRoom })).toBeChecked()
    const C = 10 * Math.log10(2 / (4 * Math.PI * 4) + 4 / 10)
    const curve = roomTargetCurve('NC', 45) ?? input
    const allowedRow = en.neededAttenuation.allowedRoom
      .replace('{{target}}', 'NC 45')
      .replace('{{room}}', 'A2.14 Office')
    const withoutFirst = bandsFromArray(bandsToArray(input).map((level) => level - 10))
    expect(rowValues(panel, en.neededAttenuation.withoutFirstPerOutlet)).toEqual(shown(withoutFirst))
    expect(rowValues(panel, allowedRow)).toEqual(
      shown(bandsFromArray(bandsToArray(curve).map((lp) => lp - C))),
    )
    // A card's silencer in the first product's place, then the 10 dB after it, against NC 45 in that room.
    const passes = (name: string) =>
      assessRoom(
        [
          {
            soundPower: bandsFromArray(
              bandsToArray(withoutFirst).map(
                (level, i) => level - (bandsToArray(readBands(silencerNamed(name).soundAttenuation))[i] ?? 0),
              ),
            ),
            outlets: 1,
          },
        ],
        { ...room, targetType: 'NC', targetValue: 45 },
      )?.pass
    expect(passes('NKE-80-500')).toBe(true)
    expect(passes('NKE-80-300')).toBe(false)
    const long = await screen.findByRole('article', { name: 'NKE-80-500' })
    await waitFor(() => expect(within(long).getByText(en.neededAttenuation.meets)).toBeInTheDocument())
    expect(
      within(screen.getByRole('article', { name: 'NKE-80-300' })).queryByText(en.neededAttenuation.meets),
    ).toBeNull()
  })

  it('opens Sound data with the first entry’s adjusted data, shows edits in the result row, and Update keeps them', async () => {
    const silencer = silencerNamed('NKE-80-300')
    const stored = silencerItem(silencer, null)
    const adjustedAttenuation = { ...stored.soundAttenuation, octaveBand500Hz: 31 }
    const adjustedPower = { ...stored.soundPowerLevel, octaveBand125Hz: 66 }
    const first = { ...stored, soundAttenuation: adjustedAttenuation, soundPowerLevel: adjustedPower }
    const { user } = open('/app/regular-silencers?productName=NKE-80', [first])
    const card = await screen.findByRole('article', { name: 'NKE-80-300' })
    expect(within(card).getByText(en.productCards.adjusted)).toBeInTheDocument()
    // The rows show the stored data: attenuation 31 dB at 500 Hz; to the room 72 − 31 = 41 dB there, and
    // 78 − att ⊕ 66 dB at 125 Hz.
    expect(rowValues(card, en.productCards.attenuation)[3]).toBe('31')
    const at125 =
      10 * Math.log10(10 ** ((78 - (stored.soundAttenuation.octaveBand125Hz ?? 0)) / 10) + 10 ** 6.6)
    expect(rowValues(card, en.productCards.toRoom).slice(0, 4)).toEqual([
      String(displayLevel(80 - stored.soundAttenuation.octaveBand63Hz)),
      String(displayLevel(at125)),
      String(displayLevel(75 - stored.soundAttenuation.octaveBand250Hz)),
      '41',
    ])
    await user.click(within(card).getByRole('button', { name: en.productCards.soundData }))
    const dialog = await screen.findByRole('dialog', { name: `Sound data: NKE-80-300` })
    expect(band(dialog, 125)).toHaveValue('66')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.next }))
    expect(band(dialog, 500)).toHaveValue('31')
    await user.click(closeButton(dialog))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Update keeps the adjusted data.
    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.update }))
    const confirm = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.updateTitle })
    await user.click(within(confirm).getByRole('button', { name: en.regularSilencers.actions.update }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [updated] = getWorkspace().quickCalculation?.system.items ?? []
    expect(updated?.soundAttenuation).toEqual(adjustedAttenuation)
    expect(updated?.soundPowerLevel).toEqual(adjustedPower)
  })

  it('keeps a Sound data edit on the card: its result row follows, and the modal reopens with it', async () => {
    const { user } = open('/app/regular-silencers?productName=NKE-80')
    const card = await screen.findByRole('article', { name: 'NKE-80-500' })
    expect(within(card).queryByText(en.productCards.adjusted)).toBeNull()
    await user.click(within(card).getByRole('button', { name: en.productCards.soundData }))
    const dialog = await screen.findByRole('dialog', { name: 'Sound data: NKE-80-500' })
    await user.clear(band(dialog, 63))
    await user.type(band(dialog, 63), '95')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.next }))
    await user.clear(band(dialog, 8000))
    await user.type(band(dialog, 8000), '0')
    await user.click(within(dialog).getByRole('button', { name: en.workspace.next }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Its own 95 dB at 63 Hz outweighs what passes the silencer; 55 dB at 8 kHz passes unattenuated.
    expect(within(card).getByText(en.productCards.adjusted)).toBeInTheDocument()
    const toRoom = rowValues(card, en.productCards.toRoom)
    expect(toRoom[0]).toBe('95')
    expect(toRoom[7]).toBe('55')
    expect(rowValues(card, en.productCards.attenuation)[7]).toBe('0')
    // Closed and opened again: the modal starts from the edit.
    await user.click(within(card).getByRole('button', { name: en.productCards.soundData }))
    const again = await screen.findByRole('dialog', { name: 'Sound data: NKE-80-500' })
    expect(band(again, 63)).toHaveValue('95')
    await user.click(closeButton(again))
    // The action writes the edited data.
    await user.click(within(card).getByRole('button', { name: en.regularSilencers.actions.export }))
    const confirm = await screen.findByRole('dialog', { name: en.regularSilencers.confirm.exportTitle })
    await user.click(within(confirm).getByRole('button', { name: en.regularSilencers.actions.export }))
    await waitFor(() =>
      expect(getWorkspace().quickCalculation?.system.items?.[0]?.soundPowerLevel.octaveBand63Hz).toBe(95),
    )
  })
})
